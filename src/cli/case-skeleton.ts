/**
 * The frontmatter of a case to fill in, as `npm run new:case` writes it and the editor's `case`
 * snippet expands it: the fields a writer fills, in the order of the library's case schema, with
 * each vocabulary's field (`schemas/vocabulary.ts`) where the schema puts it. Shared so the two
 * cannot drift apart; what goes into each field is the caller's.
 */
import type { z } from 'zod';
import type { Vocabulary } from '../../schemas/index.ts';
import { knownKeysAt } from '../model/friendly-schema.ts';

/**
 * The lines of one field at its own indentation: `key: value`, or `key:` and lines indented under
 * it. An object field the skeleton writes is given as its own fields' lines, by key.
 */
export type FieldLines = readonly string[];

/**
 * The vocabularies a writer answers in turn (new-case's questions, the issue form's dropdowns):
 * those of one term first, as the case's owner is named before what failed, then the lists in
 * the library's order.
 */
export function askingOrder<V extends Vocabulary>(vocabularies: readonly V[]): V[] {
  return [...vocabularies.filter((v) => !v.many), ...vocabularies.filter((v) => v.many)];
}

/** The name of a field as a case writes it inside its object (`impact.categories` to `categories`). */
export const fieldKey = (v: Vocabulary) => v.field.slice(v.field.lastIndexOf('.') + 1);

/**
 * The frontmatter lines (without the `---` fences) of a case skeleton.
 * @param schema the library's case schema (`rules.schemas.cases`): the fields' order.
 * @param vocabularies the library's vocabularies: each field of one is written by `vocabularyLines`.
 * @param fixed the other fields to write, by key: a top-level field's lines, or an object's fields'
 *   lines in the order given (a vocabulary's field inside that object follows them). Fields of
 *   the schema given in neither are left out (a writer adds them when the source has them).
 * @param vocabularyLines a vocabulary's field, at its own indentation, keyed `fieldKey(v)`;
 *   called in the order the lines are written.
 */
export function caseSkeleton(
  schema: z.ZodType,
  vocabularies: readonly Vocabulary[],
  fixed: Readonly<Record<string, FieldLines | Readonly<Record<string, FieldLines>>>>,
  vocabularyLines: (v: Vocabulary) => FieldLines,
): string[] {
  const indent = (lines: FieldLines) => lines.map((l) => `  ${l}`);
  const out: string[] = [];
  for (const key of knownKeysAt(schema, [])) {
    const own = vocabularies.find((v) => v.field === key);
    const nested = vocabularies.filter((v) => v.field.startsWith(`${key}.`));
    const given = fixed[key];
    if (own) out.push(...vocabularyLines(own));
    else if (Array.isArray(given)) out.push(...(given as FieldLines));
    else if (given || nested.length)
      out.push(
        `${key}:`,
        ...Object.values((given ?? {}) as Record<string, FieldLines>).flatMap(indent),
        ...nested.flatMap((v) => indent(vocabularyLines(v))),
      );
  }
  return out;
}
