/**
 * The case: one public incident, `content/cases/<ID>.md` (e.g. `IL-0190.md` in a library whose prefix is IL).
 *
 * Field names follow `research/case-model.md` (C.2). The fields that name terms come from the
 * library's vocabularies (`schemas/vocabulary.ts`): each adds its field, a slug or a list of slugs
 * (`case-fields.ts`); that each names a term of its vocabulary is checked across files by
 * `src/model/references.ts`, so the schema stays pure zod. The parts of a case (its times, impact,
 * software, timeline) are schemas of their own (`case-parts.ts`).
 * The body must hold the sections in `CASE_SECTIONS` marked required.
 */
import { z } from 'zod';
import { withVocabularyFields } from './case-fields.ts';
import {
  CaseStatusSchema,
  ImpactSchema,
  IncidentTimesSchema,
  relatedCaseSchema,
  SoftwareSchema,
  TimelineEventSchema,
} from './case-parts.ts';
import {
  byField,
  CalendarDateSchema,
  caseIdSchema,
  type CaseIdRule,
  compareInstants,
  instantProblem,
  internalHostOf,
  LanguageTagSchema,
  PlainTextSchema,
  PUBLIC_SOURCES,
  SlugSchema,
  type SourceRule,
  SourceSchema,
  SummarySchema,
  titleSchema,
  uniqueList,
} from './shared.ts';
import { CaseMitigationsSchema } from './mitigation.ts';
import type { CaseFieldSpec, Vocabulary } from './vocabulary.ts';

/**
 * The longest case title: the case page sets a title of up to 140 characters as its headline
 * within 4 lines on a 390 px phone and 3 lines at 1366 px (the smaller the longer it is; the steps
 * are in `src/site/headline.ts`). Detail beyond that belongs in the summary.
 */
export const CASE_TITLE_MAX = 140;

/**
 * Frontmatter of a case file.
 * @param ids how the library writes case IDs, here and in `related`.
 * @param rule whether a case must cite a source, and which hosts are internal (default: a public
 *   library's, `PUBLIC_SOURCES`).
 * @param vocabularies the library's vocabularies: each adds the field naming its terms.
 * @param fields the library's own case fields (`caseFields`), each added where its `after` says.
 */
export function caseSchema(
  ids: CaseIdRule,
  rule: SourceRule = PUBLIC_SOURCES,
  vocabularies: readonly Vocabulary[] = [],
  fields: readonly CaseFieldSpec[] = [],
) {
  // Case IDs, here and in `related`, follow the library's rule `ids`.
  const CaseIdSchema = caseIdSchema(ids);
  return z
    .strictObject(
      withVocabularyFields(
        {
          /** The case ID; equals the file name without `.md`. */
          id: CaseIdSchema,
          /** Old IDs merged into this case; each becomes a redirect to this page. */
          aliases: uniqueList(CaseIdSchema).default([]),
          /** A one-line title: at least 3 words, at most `CASE_TITLE_MAX` (140) characters, the case page's headline. */
          title: titleSchema(CASE_TITLE_MAX),
          /** One or two plain sentences (at least 3 words): the search snippet and feed text. */
          summary: SummarySchema,
          /** The affected product or service, free text. */
          service: PlainTextSchema.optional(),
          /** Editorial state. */
          status: CaseStatusSchema,
          /** When it happened. */
          incident: IncidentTimesSchema,
          /** What it did. */
          impact: ImpactSchema,
          /** The incident's course, oldest first, from the sources' own times (empty when they give none). */
          timeline: z.array(TimelineEventSchema).default([]),
          /** Software the incident hit, with the versions the source names (component slugs). */
          software: uniqueList(SoftwareSchema, byField('name')).default([]),
          /**
           * Sources, the organisation's own report first where one exists; at least one unless the
           * library's `sources` option is "optional".
           */
          sources:
            rule.sources === 'required'
              ? uniqueList(SourceSchema, byField('url')).min(1)
              : uniqueList(SourceSchema, byField('url')).default([]),
          /** Typed links to other cases. */
          related: uniqueList(relatedCaseSchema(ids), byField('id')).default([]),
          /** Concept page slugs (files in `content/concepts/`). */
          concepts: uniqueList(SlugSchema).default([]),
          /** Mitigations (files in `content/mitigations/`), each with its relation and supporting sentence. */
          mitigations: CaseMitigationsSchema,
          /** The language the case is written in (BCP 47, e.g. "zh", "ja"), when it is not English. */
          lang: LanguageTagSchema.optional(),
          /** When the case entered the library, YYYY-MM-DD. */
          added: CalendarDateSchema,
          /** When someone last checked it against its sources, YYYY-MM-DD. */
          last_reviewed: CalendarDateSchema,
          /** Overrides the page's "last updated" date, which otherwise comes from Git history, YYYY-MM-DD. */
          updated: CalendarDateSchema.optional(),
        },
        vocabularies,
        fields,
      ),
    )
    .superRefine((c, ctx) => {
      // An internal page is linked as it is: a copy of it at an archive would be a copy of what
      // only the team may read, or no copy at all.
      if (Array.isArray(c.sources))
        c.sources.forEach((s, i) => {
          const host = s?.archive_url ? internalHostOf(s.url, rule.internalHosts) : undefined;
          if (host)
            ctx.addIssue({
              code: 'custom',
              path: ['sources', i, 'archive_url'],
              message: `a source on an internal host (${new URL(s.url).hostname}, under internalHosts "${host}") has no archived copy`,
              params: {
                hint: 'remove archive_url: an internal source is linked as it is, never to an archive',
              },
            });
        });
      // As points in time, not as text: "2020-03-16T05:00:00-07:00" is after "2020-03-16T11:00:00Z".
      // Only between valid instants: a badly written time has its own error and no place in time.
      const { start, end, resolved } = c.incident ?? {};
      if (typeof start !== 'string' || instantProblem(start)) return;
      for (const [field, value, message] of [
        ['end', end, 'ends before it starts'],
        ['resolved', resolved, 'is before the start'],
      ] as const) {
        if (
          typeof value === 'string' &&
          !instantProblem(value) &&
          compareInstants(value, start) < 0
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['incident', field],
            message: `${message} (${start})`,
            params: {
              hint: `check the date, the time and the offset of both; \`${field}\` is not before \`start\``,
            },
          });
        }
      }
    });
}

/** The fields of a case in schema order (the same whatever the library's ID rule). */
export const CASE_FIELDS: readonly string[] = Object.keys(
  caseSchema({ prefix: 'X', digits: 4 }).shape,
);

/** A case as an author writes it. */
export type CaseInput = z.input<ReturnType<typeof caseSchema>>;
/** A case as the code sees it (defaults filled in). */
export type Case = z.infer<ReturnType<typeof caseSchema>>;

/** Body sections of a case, in page order; a case without a required one fails validation. */
export const CASE_SECTIONS = [
  { heading: 'Symptoms', required: true },
  { heading: 'Trigger', required: true },
  { heading: 'Root cause', required: false },
  { heading: 'Detection', required: false },
  { heading: 'Remediation', required: false },
  { heading: 'Action items', required: false },
  { heading: 'Lessons', required: true },
] as const;
