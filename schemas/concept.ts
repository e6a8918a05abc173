/**
 * A concept page, `content/concepts/<slug>.md`: a technology or idea that cases share
 * (etcd, Raft, PodDisruptionBudget...). The body is free Markdown (tables, lists).
 */
import { z } from 'zod';
import {
  byField,
  CalendarDateSchema,
  nameSchema,
  PlainTextSchema,
  SlugSchema,
  SourceSchema,
  SummarySchema,
  uniqueList,
} from './shared.ts';
import { type PageTermType, type Vocabulary } from './vocabulary.ts';

/**
 * The fields a content type gets from the vocabularies that list it in `pages`: a list of slugs each,
 * named like the vocabulary's case field, placed before `before`.
 */
export function withPageTermFields<T extends Record<string, z.ZodType>>(
  type: PageTermType,
  base: T,
  vocabularies: readonly Vocabulary[],
  before: keyof T & string,
): T {
  const entries = Object.entries(base);
  const at = entries.findIndex(([k]) => k === before);
  const added = vocabularies
    .filter((v) => v.pages.includes(type))
    .map(
      (v) =>
        [
          v.field,
          uniqueList(SlugSchema)
            .default([])
            .describe(`${v.singular} slugs from \`content/taxonomies/${v.name}.yaml\`.`),
        ] as [string, z.ZodType],
    );
  entries.splice(at, 0, ...added);
  // Code reads these fields through the vocabulary, never by name: the type keeps the fixed ones.
  return Object.fromEntries(entries) as T;
}

/**
 * Frontmatter of a concept page; the vocabularies whose `pages` list concepts add a field each
 * (the page lists the cases naming those terms).
 */
export const conceptSchema = (vocabularies: readonly Vocabulary[] = []) =>
  z.strictObject(
    withPageTermFields(
      'concepts',
      {
        /** The page title, e.g. "Load balancer" (at least 2 letters or digits). */
        title: nameSchema(120),
        /** One or two plain sentences. */
        summary: SummarySchema,
        /** Other names people search for (e.g. "PDB" for PodDisruptionBudget). */
        aliases: uniqueList(PlainTextSchema).default([]),
        /** Slugs of related concept pages. */
        related: uniqueList(SlugSchema).default([]),
        /** Public references for the facts on the page. */
        sources: uniqueList(SourceSchema, byField('url')).default([]),
        /** Overrides the page's "last updated" date, which otherwise comes from Git history, YYYY-MM-DD. */
        updated: CalendarDateSchema.optional(),
      },
      vocabularies,
      'sources',
    ),
  );

// The type of a concept: its fixed fields (a vocabulary's field is read through the vocabulary).
export type ConceptInput = z.input<ReturnType<typeof conceptSchema>>;
export type Concept = z.infer<ReturnType<typeof conceptSchema>>;
