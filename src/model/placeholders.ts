/**
 * Blanks left unfilled: frontmatter values and body lines that still start with the placeholder
 * `npm run new:case` writes.
 */
import type { Paragraph } from 'mdast';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import type { ParsedFile } from './frontmatter.ts';
import type { BodyReport } from './body-report.ts';

/** The prefix `npm run new:case` writes into every blank; a value or body line still starting with it is unfinished. */
export const PLACEHOLDER = 'TODO';

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

/** Checks the lines of a body paragraph (`checkBody`) for the placeholder. */
export function checkBodyPlaceholder(p: Paragraph, r: BodyReport): void {
  const { body } = r.ctx;
  p.children.forEach((child, i) => {
    if (child.type !== 'text') return;
    child.value.split('\n').forEach((text, j) => {
      if ((j === 0 && i !== 0) || !/^\s*TODO\b/.test(text)) return;
      const line = (child.position?.start.line ?? p.position?.start.line ?? 1) + j;
      const raw = body.split('\n', line)[line - 1] ?? '';
      r.add(
        line,
        raw.indexOf(PLACEHOLDER) + 1,
        'placeholder text from `npm run new:case` is still here',
        'replace the TODO line with your own text',
      );
    });
  });
}
