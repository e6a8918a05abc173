/**
 * The friendly errors of field names: an unknown field (with "did you mean", or the required
 * field it misspells, said as one problem), an invisible character in a name, and a vocabulary
 * term whose name is not a slug.
 */
import type { z } from 'zod';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { knownKeysAt, type AnySchema } from './friendly-schema.ts';
import { valueAt, type IssueAt } from './friendly-words.ts';
import { didYouMean, suggest } from './suggest.ts';
import { describeForbidden } from './text-rules.ts';

/** The first forbidden character in a key, as `an invisible character (U+200B at position 3)`. */
const invisibleIn = describeForbidden;

/**
 * The required fields a file leaves out, by parent path (`""` for the top level, `sources[0]`):
 * an unknown key near one of them is that field misspelt, said once rather than as two problems.
 */
export function missingFields(
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const zi of issues) {
    if (zi.code !== 'invalid_type' && zi.code !== 'invalid_value') continue;
    const path = zi.path as PropertyKey[];
    if (!path.length || valueAt(data, path) !== undefined) continue;
    const parent = formatFieldPath(path.slice(0, -1));
    out.set(parent, [...(out.get(parent) ?? []), String(path[path.length - 1])]);
  }
  return out;
}

/**
 * The issues of one `unrecognized_keys` zod issue: one per unknown key.
 * @param missing the required fields left out, by parent path (`missingFields`)
 * @param merged collects the fields of missing-field issues an unknown key's issue already says
 */
export function unknownKeyIssues(
  schema: AnySchema,
  zi: Extract<z.core.$ZodIssue, { code: 'unrecognized_keys' }>,
  missing: ReadonlyMap<string, string[]>,
  merged: Set<string>,
  at: IssueAt,
): ContentIssue[] {
  const path = zi.path as PropertyKey[];
  return zi.keys.map((k) => {
    const known = knownKeysAt(schema, path);
    const inKey = invisibleIn(k);
    // A misspelt required field (`sumary` for `summary`): one problem, not an unknown field
    // and a missing one.
    const meant = suggest(inKey ? k.replace(/[^\x20-\x7e]/g, '') : k, [
      ...(missing.get(formatFieldPath(path)) ?? []),
    ]);
    if (meant && !merged.has(formatFieldPath([...path, meant]))) {
      merged.add(formatFieldPath([...path, meant]));
      return at(
        [...path, k],
        `unknown field "${k}", and the required field "${meant}" is missing`,
        inKey
          ? `its name contains ${inKey}: retype it by hand as "${meant}:"`
          : `did you mean "${meant}"? rename "${k}:" to "${meant}:"`,
      );
    }
    const near = didYouMean(k, known);
    if (inKey)
      return at(
        [...path, k],
        `unknown field "${k}": its name contains ${inKey}`,
        near ? `retype the name by hand; ${near}` : 'retype the name by hand',
      );
    return at(
      [...path, k],
      `unknown field "${k}"`,
      near ?? (known.length ? `known fields here: ${known.join(', ')}` : undefined),
    );
  });
}

/** The issues of one `invalid_key` zod issue: a record key (a term's name) that is not a slug. */
export function invalidKeyIssues(
  zi: Extract<z.core.$ZodIssue, { code: 'invalid_key' }>,
  at: IssueAt,
): ContentIssue[] {
  const path = zi.path as PropertyKey[];
  const key = String(path[path.length - 1]);
  const inKey = invisibleIn(key);
  if (inKey)
    return [at(path, `the name "${key}" contains ${inKey}`, 'delete it: retype the name by hand')];
  const slug = key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return [
    at(
      path,
      `a term's name must be a slug: "${key}" is not`,
      `use lower-case letters, digits and single hyphens${slug ? `: "${slug}"` : ''}`,
    ),
  ];
}
