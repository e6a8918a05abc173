/**
 * The case fields a library adds: each vocabulary's field (a slug, a list of slugs or a list of
 * graded terms) and the library's own case fields, placed in the case's shape where their
 * `after` says. The case schema (`case.ts`) is built on them.
 */
import { z } from 'zod';
import { GradedTermSchema } from './case-parts.ts';
import { byField, PlainTextSchema, SlugSchema, uniqueList } from './shared.ts';
import type { CaseFieldSpec, Vocabulary } from './vocabulary.ts';

/** The schema of one vocabulary's field: a slug, a list of slugs, or a list of graded terms. */
export function vocabularyFieldSchema(v: Vocabulary): z.ZodType {
  const file = `\`content/taxonomies/${v.name}.yaml\``;
  if (!v.many) {
    const one = SlugSchema.describe(`${v.singular} slug from ${file}.`);
    return v.required ? one : one.optional();
  }
  if (v.graded) {
    // One term may appear twice, with different notes.
    const list = uniqueList(GradedTermSchema, (r) =>
      r && typeof r === 'object'
        ? JSON.stringify([byField('term')(r), byField('note')(r) ?? null])
        : undefined,
    ).describe(`${v.title}: terms from ${file}, each with how we know it.`);
    return v.required ? list.min(1) : list.default([]);
  }
  const list = uniqueList(SlugSchema).describe(`${v.singular} slugs from ${file}.`);
  return v.required ? list.min(1) : list.default([]);
}

/**
 * The schema each object a vocabulary's field was added to was made from (the case's `impact`
 * with its categories is made from `ImpactSchema`), so the JSON Schema generator still finds the
 * fixed fields' descriptions. Weak: it holds nothing a schema does not.
 */
export const EXTENDED_FROM = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A shape with each vocabulary's field added: a top-level field after the field its `after` names
 * (before `sources` without one), a nested one (`impact.categories`) at the end of its object.
 * Fields whose `after` names another vocabulary's field follow it once it is placed.
 */
export function withVocabularyFields<T extends Record<string, z.ZodType>>(
  base: T,
  vocabularies: readonly Vocabulary[],
  own: readonly CaseFieldSpec[] = [],
): T {
  const entries = Object.entries(base);
  // The library's own fields are placed as vocabularies' are, after the vocabularies.
  const placed = [
    ...vocabularies.map((v) => ({
      field: v.field,
      after: v.after,
      schema: () => vocabularyFieldSchema(v),
    })),
    ...own.map((f) => ({ field: f.name, after: f.after, schema: () => ownFieldSchema(f) })),
  ];
  const nested = new Map<string, Record<string, z.ZodType>>();
  let pending = placed.filter((v) => {
    const [parent, child] = v.field.split('.');
    if (child === undefined) return true;
    nested.set(parent, { ...nested.get(parent), [child]: v.schema() });
    return false;
  });
  while (pending.length > 0) {
    const keys = entries.map(([k]) => k);
    const ready = pending.filter((v) => keys.includes(v.after ?? 'sources'));
    // The options schema refuses an `after` that names no field; never loop on one here.
    if (ready.length === 0) throw new Error(`no field named ${pending[0].after}`);
    // Several after one field keep their declared order.
    const placedAfter = new Map<string, string>();
    for (const v of ready) {
      const anchor = v.after ?? 'sources';
      const at = v.after
        ? entries.findIndex(([k]) => k === (placedAfter.get(anchor) ?? anchor)) + 1
        : entries.findIndex(([k]) => k === 'sources');
      entries.splice(at, 0, [v.field, v.schema()]);
      placedAfter.set(anchor, v.field);
    }
    pending = pending.filter((v) => !ready.includes(v));
  }
  // The type keeps the fixed fields only: code reads a vocabulary's field through the
  // vocabulary (`src/model/vocabularies.ts`), never by its name.
  return Object.fromEntries(
    entries.map(([k, schema]) => {
      const add = nested.get(k);
      if (!add || !(schema instanceof z.ZodObject)) return [k, schema];
      const extended = schema.extend(add);
      EXTENDED_FROM.set(extended, schema);
      return [k, extended];
    }),
  ) as T;
}

/** The schema of a case field of the library's own: one of its values, or a short text. */
export function ownFieldSchema(f: CaseFieldSpec): z.ZodType {
  const base = (
    f.values ? z.enum(f.values as [string, ...string[]]) : PlainTextSchema.max(200)
  ).describe(`${f.label}${f.values ? `: one of ${f.values.join(', ')}` : ''}.`);
  return f.required ? base : base.optional();
}
