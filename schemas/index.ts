/** The one definition of valid content; the build, the validator and the JSON Schemas derive from it. */
export * from './text.ts';
export * from './shared.ts';
export * from './case.ts';
export * from './concept.ts';
export * from './article.ts';
export * from './transcript.ts';
export * from './narration.ts';
export * from './taxonomy.ts';

import { articleSchema } from './article.ts';
import { caseSchema, PUBLIC_SOURCES, type SourceRule } from './case.ts';
import { ConceptSchema } from './concept.ts';
import type { CaseIdRule } from './shared.ts';
import { TranscriptSchema } from './transcript.ts';

/**
 * The schemas of the Markdown content types of a library whose case IDs follow `ids` and whose
 * cases' sources follow `sources` (default: a public library's), keyed by their folder under the
 * content folder.
 */
export function contentSchemas(ids: CaseIdRule, sources: SourceRule = PUBLIC_SOURCES) {
  return {
    cases: caseSchema(ids, sources),
    concepts: ConceptSchema,
    articles: articleSchema(ids),
    transcripts: TranscriptSchema,
  } as const;
}
/** The schemas of one library (see `contentSchemas`). */
export type ContentSchemas = ReturnType<typeof contentSchemas>;
/** A Markdown content type: its folder under the content folder. */
export type ContentType = keyof ContentSchemas;
/** The content types, in the order the site lists them. */
export const CONTENT_TYPE_NAMES = ['cases', 'concepts', 'articles', 'transcripts'] as const;
