/**
 * An article, `content/articles/<slug>.md`: an analysis or a field report. The body cites its
 * references by key in square brackets (`[CP1]`); each key must be defined in `references`.
 */
import { z } from 'zod';
import { withPageTermFields } from './concept.ts';
import type { Vocabulary } from './vocabulary.ts';
import {
  byField,
  CalendarDateSchema,
  caseIdSchema,
  type CaseIdRule,
  HttpUrlSchema,
  PlainTextSchema,
  SlugSchema,
  SummarySchema,
  titleSchema,
  uniqueList,
} from './shared.ts';

/** One entry of the reference list, cited in the body as `[KEY]`. */
export const ReferenceSchema = z.strictObject({
  /** The citation key: letters then digits, e.g. `CP1`, `L1`. */
  key: z.string().regex(/^[A-Z]{1,4}\d{1,3}$/, { error: 'expected a key like "CP1" or "L1"' }),
  /** The referenced work's title. */
  title: PlainTextSchema,
  /** Absolute http(s) URL. */
  url: HttpUrlSchema,
  /** Who published it. */
  publisher: PlainTextSchema.optional(),
});

/** Frontmatter of an article. */
export function articleSchema(ids: CaseIdRule, vocabularies: readonly Vocabulary[] = []) {
  // `related_cases` name case IDs under the library's rule `ids`.
  const CaseIdSchema = caseIdSchema(ids);
  return z.strictObject(
    withPageTermFields(
      'articles',
      {
        /** The article title, at least 3 words. */
        title: titleSchema(200),
        /** One or two plain sentences. */
        summary: SummarySchema,
        /** `analysis` or `field-report`. */
        kind: z.enum(['analysis', 'field-report']),
        /** Publication date, YYYY-MM-DD. */
        published: CalendarDateSchema,
        /** Authors, or the publishing team. */
        authors: uniqueList(PlainTextSchema).min(1),
        /** An identifier the original report carried (e.g. "PT-TN-2026-008"). */
        report_id: PlainTextSchema.optional(),
        /** The reference list. */
        references: uniqueList(ReferenceSchema, byField('key')).default([]),
        /** Case IDs this article discusses. */
        related_cases: uniqueList(CaseIdSchema).default([]),
        /** Concept slugs this article discusses. */
        concepts: uniqueList(SlugSchema).default([]),
        /** Overrides the page's "last updated" date, which otherwise comes from Git history, YYYY-MM-DD. */
        updated: CalendarDateSchema.optional(),
      },
      vocabularies,
      'updated',
    ),
  );
}

export type ArticleInput = z.input<ReturnType<typeof articleSchema>>;
export type Article = z.infer<ReturnType<typeof articleSchema>>;
