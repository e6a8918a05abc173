/**
 * `libraryCollections()`: every content collection of an incident library, for the project's
 * `src/content.config.ts` (`export const collections = libraryCollections()`). Each collection is
 * bound to its schema, built from the library's config (its case ID prefix), and to the one
 * library owner that reads and checks the content folder (`loader.ts`).
 */
import { defineCollection } from 'astro:content';
import { config, paths } from 'virtual:incident-library/config';
import { z } from 'zod';
import { TaxonomySchema } from '../../schemas/index.ts';
import { projectOf } from '../node/project.ts';
import { contentLoaders } from './loader.ts';

/** A content problem as `npm run validate` reports it. */
const ProblemSchema = z.object({
  file: z.string(),
  line: z.number(),
  col: z.number(),
  field: z.string(),
  message: z.string(),
  hint: z.string().optional(),
});
/** One entry, `current`: the problems of the last check of the content (only ever any in `astro dev`). */
const ProblemsSchema = z.object({ issues: z.array(ProblemSchema) });

/** The collections of the library configured in `astro.config.mjs`. */
export function libraryCollections() {
  const project = projectOf(paths, config);
  const loaders = contentLoaders(project);
  const schemas = project.rules.schemas;
  return {
    cases: defineCollection({ loader: loaders.cases, schema: schemas.cases }),
    concepts: defineCollection({ loader: loaders.concepts, schema: schemas.concepts }),
    articles: defineCollection({ loader: loaders.articles, schema: schemas.articles }),
    transcripts: defineCollection({ loader: loaders.transcripts, schema: schemas.transcripts }),
    mitigations: defineCollection({ loader: loaders.mitigations, schema: schemas.mitigations }),
    taxonomies: defineCollection({ loader: loaders.taxonomies, schema: TaxonomySchema }),
    problems: defineCollection({ loader: loaders.problems, schema: ProblemsSchema }),
  };
}
