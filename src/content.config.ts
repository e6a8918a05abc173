// Binds each collection to its schema and to the one library owner (src/astro/loader.ts).
import { defineCollection } from 'astro:content';
import { z } from 'zod';
import {
  ArticleSchema,
  CaseSchema,
  ConceptSchema,
  TaxonomySchema,
  TranscriptSchema,
} from '../schemas/index.ts';
import { contentLoaders } from './astro/loader.ts';

const loaders = contentLoaders();

/** A content problem as `npm run validate` reports it. */
const ProblemSchema = z.object({
  file: z.string(),
  line: z.number(),
  col: z.number(),
  field: z.string(),
  message: z.string(),
  hint: z.string().optional(),
});
/** One entry, `current`: the problems of the last check of `content/` (only ever any in `astro dev`). */
const ProblemsSchema = z.object({ issues: z.array(ProblemSchema) });

export const collections = {
  cases: defineCollection({ loader: loaders.cases, schema: CaseSchema }),
  concepts: defineCollection({ loader: loaders.concepts, schema: ConceptSchema }),
  articles: defineCollection({ loader: loaders.articles, schema: ArticleSchema }),
  transcripts: defineCollection({ loader: loaders.transcripts, schema: TranscriptSchema }),
  taxonomies: defineCollection({ loader: loaders.taxonomies, schema: TaxonomySchema }),
  problems: defineCollection({ loader: loaders.problems, schema: ProblemsSchema }),
};
