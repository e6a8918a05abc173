/** The one definition of valid content; the build, the validator and the JSON Schemas derive from it. */
export * from './text.ts';
export * from './shared.ts';
export * from './case.ts';
export * from './concept.ts';
export * from './article.ts';
export * from './transcript.ts';
export * from './narration.ts';
export * from './taxonomy.ts';

import { ArticleSchema } from './article.ts';
import { CaseSchema } from './case.ts';
import { ConceptSchema } from './concept.ts';
import { TranscriptSchema } from './transcript.ts';

/** The Markdown content types, keyed by their folder under `content/`. */
export const CONTENT_TYPES = {
  cases: CaseSchema,
  concepts: ConceptSchema,
  articles: ArticleSchema,
  transcripts: TranscriptSchema,
} as const;
export type ContentType = keyof typeof CONTENT_TYPES;
