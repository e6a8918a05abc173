/**
 * The friendly error of a value of the wrong type (zod's `invalid_type`): a required field left
 * out, an empty value, an unquoted value YAML read as a number or boolean ("quote this value"),
 * a bare value where a list of mappings wants an entry (with the entry written out), a list where
 * one value goes.
 */
import type { z } from 'zod';
import type { ContentIssue } from './errors.ts';
import { defOf, itemFieldsAt, schemaAt, type AnySchema } from './friendly-schema.ts';
import { andList, describe, EXPECTED, MISSING, type IssueAt } from './friendly-words.ts';
import type { ParsedFile } from './parsed-file.ts';

/**
 * How to write one entry of the list of mappings at `listPath` for a bare value written in its
 * place (`related: [GLX-0001]`): the value as the entry's first required field, then the other
 * required fields, each enum with its options: `write "- id: GLX-0001" with "relation:" under it
 * (one of same-component | ...)`. Undefined when the list's items are not mappings.
 */
function entryHint(
  schema: AnySchema,
  listPath: readonly PropertyKey[],
  value: unknown,
): { fields: string[]; hint: string } | undefined {
  const item = itemFieldsAt(schema, listPath);
  if (!item?.required.length) return undefined;
  // An address goes in the entry's `url` (`sources: ["https://..."]`), anything else in its first field.
  const first =
    typeof value === 'string' && /^https?:\/\//i.test(value) && item.required.includes('url')
      ? 'url'
      : item.required[0];
  const rest = item.required.filter((f) => f !== first);
  const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '...';
  const others = rest.map((f) => {
    const d = defOf(schemaAt(schema, [...listPath, 0, f]) ?? ({} as AnySchema));
    const options = d.type === 'enum' ? Object.values(d.entries ?? {}).map(String) : undefined;
    return options ? `"${f}:" (one of ${options.join(' | ')})` : `"${f}:"`;
  });
  return {
    fields: item.required,
    hint: `write "- ${first}: ${shown}"${others.length ? ` with ${andList(others)} under it` : ''}; see content/_templates/`,
  };
}

/**
 * The issues of one `invalid_type` zod issue, whose field holds `value`.
 * @param at makes the issue of the field at a path.
 */
export function invalidTypeIssues(
  parsed: ParsedFile,
  schema: AnySchema,
  zi: Extract<z.core.$ZodIssue, { code: 'invalid_type' }>,
  value: unknown,
  at: IssueAt,
): ContentIssue[] {
  const path = zi.path as PropertyKey[];
  if (value === undefined)
    return [at(path, MISSING, `add "${String(path[path.length - 1])}:"; see content/_templates/`)];
  const plain = parsed.plainSource(path);
  // An empty value (`service:`) or `~` is YAML's null: nothing to quote, either a value or no field.
  if (value === null) {
    const name = String(path[path.length - 1]);
    return [
      at(
        path,
        `expected ${EXPECTED[zi.expected] ?? zi.expected}, got an empty value`,
        `write its value after "${name}:", or delete the line if the field is optional`,
      ),
    ];
  }
  if (zi.expected === 'string' && plain !== undefined) {
    return [
      at(
        path,
        `expected text, got ${describe(value)} (YAML reads the unquoted ${plain} as ${typeof value === 'number' ? 'a number' : typeof value})`,
        `quote this value: "${plain}"`,
      ),
    ];
  }
  // A bare value where a list of mappings wants an entry (`related: [GLX-0001]`), or for the
  // whole list (`related: GLX-0001`): what one entry is, written out with that value.
  const entry =
    zi.expected === 'object' && typeof path.at(-1) === 'number'
      ? entryHint(schema, path.slice(0, -1), value)
      : zi.expected === 'array' && (typeof value === 'string' || typeof value === 'number')
        ? entryHint(schema, path, value)
        : undefined;
  if (entry)
    return [
      at(
        path,
        zi.expected === 'object'
          ? `expected a mapping with ${andList(entry.fields)}, got ${describe(value)}`
          : `expected a list of mappings with ${andList(entry.fields)}, got ${describe(value)}`,
        entry.hint,
      ),
    ];
  const exp = EXPECTED[zi.expected] ?? zi.expected;
  const hint =
    zi.expected === 'array'
      ? `write a list: [${typeof value === 'string' ? value : 'a, b'}] or one "- item" per line`
      : zi.expected === 'string' && Array.isArray(value)
        ? `this field takes one value, not a list${value.length === 1 && typeof value[0] === 'string' ? `: write ${String(path[path.length - 1])}: ${value[0]}` : ''}`
        : undefined;
  return [at(path, `expected ${exp}, got ${describe(value)}`, hint)];
}
