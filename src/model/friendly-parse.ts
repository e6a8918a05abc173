/**
 * The one friendly-parse helper (after Starlight's utils/error-map.ts): runs a zod schema on a
 * parsed file's data and turns every zod issue into a `ContentIssue` with the file, line and
 * column of the field, a readable message and a hint (did you mean ...?, quote this value).
 */
import type { z } from 'zod';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import type { ParsedFile } from './frontmatter.ts';
import { didYouMean, suggest } from './suggest.ts';
import { describeForbidden, forbiddenInValues } from './text-rules.ts';

type AnySchema = z.ZodType;
interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  innerType?: AnySchema;
  in?: AnySchema;
  valueType?: AnySchema;
  entries?: Record<string, unknown>;
}
const defOf = (s: AnySchema) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema's known keys at `path`, walking through arrays, records, optionals and defaults. */
export function knownKeysAt(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  const s = schemaAt(schema, path);
  const d = s && defOf(s);
  return d?.type === 'object' && d.shape ? Object.keys(d.shape) : [];
}

/** The fields one item of the list at `path` needs and may have, when its items are objects. */
export function itemFieldsAt(
  schema: AnySchema,
  path: readonly PropertyKey[],
): { required: string[]; optional: string[] } | undefined {
  const keys = knownKeysAt(schema, [...path, 0]);
  if (!keys.length) return undefined;
  // The object schema of one item, to tell required fields from optional ones.
  const item = schemaAt(schema, [...path, 0]);
  const shape = (item && defOf(item).shape) ?? {};
  const optional = (k: string) =>
    (shape[k] as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
  return { required: keys.filter((k) => !optional(k)), optional: keys.filter(optional) };
}

/** The schema at `path` (through arrays, records, optionals and defaults), if there is one. */
function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let s: AnySchema | undefined = schema;
  const unwrap = () => {
    for (let d = s && defOf(s); d && (d.innerType || d.type === 'pipe'); d = s && defOf(s))
      s = d.innerType ?? d.in;
  };
  unwrap();
  for (const seg of path) {
    const d: Def | undefined = s && defOf(s);
    s =
      d?.type === 'object' && d.shape
        ? d.shape[String(seg)]
        : d?.type === 'array'
          ? d.element
          : d?.type === 'record'
            ? d.valueType
            : undefined;
    unwrap();
  }
  return s;
}

/** "a", "a and b", "a, b and c". */
const andList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

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

function describe(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the boolean ${value}`;
  if (typeof value === 'object') return 'a mapping';
  return `"${String(value)}"`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = data;
  for (const seg of path)
    v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[seg] : undefined;
  return v;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'a mapping of fields',
  number: 'a number',
  boolean: 'true or false',
};

/** The first forbidden character in a key, as `an invisible character (U+200B at position 3)`. */
const invisibleIn = describeForbidden;

const MISSING = 'required field is missing';

/**
 * The required fields a file leaves out, by parent path (`""` for the top level, `sources[0]`):
 * an unknown key near one of them is that field misspelt, said once rather than as two problems.
 */
function missingFields(data: unknown, issues: readonly z.core.$ZodIssue[]): Map<string, string[]> {
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
    case 'invalid_type': {
      if (value === undefined)
        return [
          at(path, MISSING, `add "${String(path[path.length - 1])}:"; see content/_templates/`),
        ];
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
    case 'invalid_key': {
      const key = String(path[path.length - 1]);
      const inKey = invisibleIn(key);
      if (inKey)
        return [
          at(path, `the name "${key}" contains ${inKey}`, 'delete it: retype the name by hand'),
        ];
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
