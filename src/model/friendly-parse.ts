/**
 * The one friendly-parse helper (after Starlight's utils/error-map.ts): runs a zod schema on a
 * parsed file's data and turns every zod issue into a `ContentIssue` with the file, line and
 * column of the field, a readable message and a hint (did you mean ...?, quote this value).
 *
 * The schema at a field path is `friendly-schema.ts`; the errors of a wrong type
 * (`friendly-types.ts`) and of field names (`friendly-keys.ts`) are modules of their own.
 */
import type { z } from 'zod';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { invalidKeyIssues, missingFields, unknownKeyIssues } from './friendly-keys.ts';
import { itemFieldsAt, type AnySchema } from './friendly-schema.ts';
import { invalidTypeIssues } from './friendly-types.ts';
import { describe, MISSING, valueAt } from './friendly-words.ts';
import type { ParsedFile } from './parsed-file.ts';
import { didYouMean } from './suggest.ts';
import { forbiddenInValues } from './text-rules.ts';

// The import of draft cases reads an object's fields here.
export { knownKeysAt } from './friendly-schema.ts';

/**
 * One zod issue (possibly several, for unrecognized keys) as contributor-facing issues.
 * @param missing the required fields left out, by parent path (`missingFields`)
 * @param merged collects the fields of missing-field issues an unknown key's issue already says
 */
function toIssues(
  parsed: ParsedFile,
  schema: AnySchema,
  zi: z.core.$ZodIssue,
  missing: ReadonlyMap<string, string[]>,
  merged: Set<string>,
): ContentIssue[] {
  const path = zi.path as PropertyKey[];
  const at = (p: readonly PropertyKey[], message: string, hint?: string): ContentIssue => ({
    file: parsed.file,
    ...parsed.locate(p),
    field: formatFieldPath(p),
    message,
    // Left out rather than undefined, so a result read back from JSON (the check caches) is the same.
    ...(hint !== undefined && { hint }),
  });
  const value = valueAt(parsed.data, path);
  switch (zi.code) {
    case 'unrecognized_keys':
      return unknownKeyIssues(schema, zi, missing, merged, at);
    case 'invalid_type':
      return invalidTypeIssues(parsed, schema, zi, value, at);
    case 'invalid_value': {
      const options = zi.values.map(String);
      if (value === undefined)
        return [
          at(
            path,
            MISSING,
            `add "${String(path[path.length - 1])}:" with one of ${options.join(' | ')}`,
          ),
        ];
      const got = describe(value);
      return [
        at(
          path,
          `expected one of ${options.join(' | ')}, got ${got}`,
          typeof value === 'string' ? didYouMean(value, options) : undefined,
        ),
      ];
    }
    case 'too_small':
      if (zi.origin === 'array') {
        // A list of entries (sources, root causes) says what one entry is made of.
        const item = itemFieldsAt(schema, path);
        const hint =
          item &&
          `each entry needs ${item.required.join(', ')}${item.optional.length ? ` (and may have ${item.optional.join(', ')})` : ''}; see content/_templates/`;
        return [at(path, `needs at least ${zi.minimum} item${zi.minimum === 1 ? '' : 's'}`, hint)];
      }
      return [
        at(
          path,
          zi.minimum === 1 ? 'must not be empty' : `must be at least ${zi.minimum} characters`,
        ),
      ];
    case 'too_big':
      return [
        at(
          path,
          `is too long: at most ${zi.maximum}${zi.origin === 'array' ? ' items' : ' characters'}`,
          'shorten it',
        ),
      ];
    case 'invalid_format':
      return [
        at(
          path,
          zi.message,
          zi.format === 'url' ? 'use the full address, starting with https://' : undefined,
        ),
      ];
    case 'invalid_key':
      return invalidKeyIssues(zi, at);
    default: {
      // A schema's own refinement may carry its hint (`params.hint`, e.g. the date rules).
      const own = (zi as { params?: { hint?: unknown } }).params?.hint;
      const hint =
        typeof own === 'string'
          ? own
          : /YYYY-MM-DD/.test(zi.message)
            ? 'expected YYYY-MM-DD, in quotes: "2024-03-01"'
            : undefined;
      return [at(path, zi.message, hint)];
    }
  }
}

/**
 * Validates `parsed.data` with `schema`.
 * @returns `{ data }` (the schema's output) when valid, else `{ issues }` naming every bad field.
 */
export function friendlyParse<S extends AnySchema>(
  parsed: ParsedFile,
  schema: S,
): { data: z.infer<S>; issues: [] } | { data: undefined; issues: ContentIssue[] } {
  // Forbidden characters in any value, whatever its field: they make a value look right and
  // fail, or break the feeds it lands in, so they are said first and the schema's own
  // complaints about the same field are left out.
  const forbidden = forbiddenInValues(parsed.data).map(({ path, what }) => ({
    file: parsed.file,
    ...parsed.locate(path),
    field: formatFieldPath(path),
    message: `contains ${what}`,
    hint: /invisible/.test(what)
      ? 'delete it: retype the value by hand'
      : 'delete it: it cannot be published (feeds and pages are XML and HTML)',
  }));
  const result = schema.safeParse(parsed.data);
  if (result.success && !forbidden.length) return { data: result.data as z.infer<S>, issues: [] };
  const said = new Set(forbidden.map((i) => i.field));
  const missing = result.success ? new Map() : missingFields(parsed.data, result.error.issues);
  const merged = new Set<string>();
  const rest = result.success
    ? []
    : result.error.issues
        .flatMap((i) => toIssues(parsed, schema, i, missing, merged))
        .filter((i) => !said.has(i.field) && !(i.message === MISSING && merged.has(i.field)));
  return { data: undefined, issues: [...forbidden, ...rest] };
}
