/**
 * Frontmatter blanks left unfilled: field values that still start with the placeholder
 * `npm run new:case` writes (the body's are found by `checkBody`).
 */
import { PLACEHOLDER } from './body-checks.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import type { ParsedFile } from './frontmatter.ts';

/** Field paths whose string value still starts with the placeholder, in document order. */
function placeholderPaths(
  value: unknown,
  path: PropertyKey[] = [],
  out: PropertyKey[][] = [],
): PropertyKey[][] {
  // Paths are built only for a match: this runs on every file.
  if (typeof value === 'string') {
    if (value.trimStart().startsWith(PLACEHOLDER)) out.push(path);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      if (typeof value[i] !== 'string' || value[i].includes(PLACEHOLDER))
        placeholderPaths(value[i], [...path, i], out);
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (typeof v !== 'string' || v.includes(PLACEHOLDER)) placeholderPaths(v, [...path, k], out);
    }
  }
  return out;
}

/** Issues for frontmatter blanks left unfilled (body placeholders are found by `checkBody`). */
export function checkPlaceholders(parsed: ParsedFile): {
  issues: ContentIssue[];
  fields: Set<string>;
} {
  const fields = new Set<string>();
  const issues: ContentIssue[] = [];
  for (const path of placeholderPaths(parsed.data)) {
    const field = formatFieldPath(path);
    fields.add(field);
    issues.push({
      file: parsed.file,
      ...parsed.locate(path),
      field,
      message: 'still holds the placeholder from `npm run new:case`',
      hint: 'replace the TODO text with the real value',
    });
  }
  return { issues, fields };
}
