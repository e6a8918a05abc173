/** The one definition of valid content; the build, the validator and the JSON Schemas derive from it. */
export * from './text.ts';
export * from './shared.ts';
export * from './case.ts';
export * from './case-parts.ts';
export * from './case-fields.ts';
export * from './concept.ts';
export * from './mitigation.ts';
export * from './article.ts';
export * from './transcript.ts';
export * from './narration.ts';
export * from './taxonomy.ts';
export * from './vocabulary.ts';

import { articleSchema } from './article.ts';
import { caseSchema } from './case.ts';
import { conceptSchema } from './concept.ts';
import { mitigationSchema } from './mitigation.ts';
import { PUBLIC_SOURCES, type CaseIdRule, type SourceRule } from './shared.ts';
import { TranscriptSchema } from './transcript.ts';
import type { CaseFieldSpec, Vocabulary } from './vocabulary.ts';

/**
 * The schemas of the Markdown content types of a library whose case IDs follow `ids`, whose
 * cases' sources follow `sources` (default: a public library's) and whose vocabularies are
 * `vocabularies` (each adds its fields), with the library's own case `fields`, keyed by their folder under the content folder.
 */
export function contentSchemas(
  ids: CaseIdRule,
  sources: SourceRule = PUBLIC_SOURCES,
  vocabularies: readonly Vocabulary[] = [],
  fields: readonly CaseFieldSpec[] = [],
) {
  return {
    cases: caseSchema(ids, sources, vocabularies, fields),
    concepts: conceptSchema(vocabularies),
    articles: articleSchema(ids, vocabularies),
    transcripts: TranscriptSchema,
    mitigations: mitigationSchema(vocabularies),
  } as const;
}
/** The schemas of one library (see `contentSchemas`). */
export type ContentSchemas = ReturnType<typeof contentSchemas>;
/** A Markdown content type: its folder under the content folder. */
export type ContentType = keyof ContentSchemas;
/** The content types, in the order the site lists them. */
export const CONTENT_TYPE_NAMES = [
  'cases',
  'concepts',
  'articles',
  'transcripts',
  'mitigations',
] as const;
