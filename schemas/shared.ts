/**
 * Pieces shared by every content schema, each in a module of its own and re-exported here: slugs
 * and case IDs (`ids.ts`), calendar dates and instants (`dates.ts`), http(s) addresses
 * (`urls.ts`), text fields (`text-fields.ts`) and sources (`sources.ts`); and lists in which no
 * item appears twice.
 *
 * Rules come from `../shared/HOSTILE.md` and `research/case-model.md` (C.2): IDs and slugs are
 * ASCII only (no bidirectional or zero-width characters can hide in them), dates are calendar
 * dates kept as text (never shifted by the build's time zone), URLs are absolute http(s).
 */
import { z } from 'zod';
import { normalizeUnicode } from './text.ts';

export * from './ids.ts';
export * from './dates.ts';
export * from './urls.ts';
export * from './text-fields.ts';
export * from './sources.ts';

/**
 * A list in which no item appears twice: `key` says what makes two items the same (by default
 * the text itself, compared in NFC and lower case); the second of two is refused at its index.
 * Applies to every list of slugs, IDs and names, so nothing is shown or counted twice.
 */
export function uniqueList<T extends z.ZodType>(
  item: T,
  key: (value: unknown) => unknown = (v) => v,
) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    items.forEach((v, i) => {
      const k = key(v);
      // Items of the wrong shape have their own error.
      if (typeof k !== 'string') return;
      const norm = normalizeUnicode(k.trim()).toLowerCase();
      const first = seen.get(norm);
      if (first === undefined) seen.set(norm, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `"${shown(v, k)}" is listed twice (also item ${first + 1} of the list)`,
          params: { hint: 'remove this one' },
        });
    });
  });
}

/** How a list item is named in a message: itself, or its id, term, key, name or URL. */
function shown(v: unknown, key: string): string {
  if (typeof v === 'string') return v;
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const name = ['id', 'term', 'key', 'name', 'url']
    .map((f) => o[f])
    .find((x) => typeof x === 'string');
  return typeof name === 'string' ? name : key;
}

/** The value of `field` of an object item, for `uniqueList` keys. */
export const byField =
  (field: string) =>
  (v: unknown): unknown =>
    v && typeof v === 'object' ? (v as Record<string, unknown>)[field] : undefined;
