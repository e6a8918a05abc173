/**
 * What a zod schema expects at a field path (`['sources', 0, 'url']`), walking through arrays,
 * records, optionals, defaults and pipes: the fields an object takes, which of them an item of a
 * list needs. Read by the friendly errors (`friendly-parse.ts`) and the case skeleton.
 */
import type { z } from 'zod';

/** Any zod schema. */
export type AnySchema = z.ZodType;
interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  innerType?: AnySchema;
  in?: AnySchema;
  valueType?: AnySchema;
  entries?: Record<string, unknown>;
}
/** A schema's zod definition: its kind and the schemas inside it. */
export const defOf = (s: AnySchema) => (s as unknown as { _zod: { def: Def } })._zod.def;

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
export function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
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
