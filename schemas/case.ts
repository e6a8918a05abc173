/**
 * The case: one public incident, `content/cases/<ID>.md` (e.g. `IL-0190.md` in a library whose prefix is IL).
 *
 * Field names follow `research/case-model.md` (C.2). The fields that name terms come from the
 * library's vocabularies (`schemas/vocabulary.ts`): each adds its field, a slug or a list of slugs;
 * that each names a term of its vocabulary is checked across files by `src/model/references.ts`,
 * so the schema stays pure zod.
 * The body must hold the sections in `CASE_SECTIONS` marked required.
 */
import { z } from 'zod';
import {
  byField,
  CalendarDateSchema,
  caseIdSchema,
  type CaseIdRule,
  compareInstants,
  instantProblem,
  InstantSchema,
  internalHostOf,
  LanguageTagSchema,
  PlainTextSchema,
  SlugSchema,
  SourceSchema,
  SummarySchema,
  titleSchema,
  uniqueList,
} from './shared.ts';
import { CaseMitigationsSchema } from './mitigation.ts';
import type { CaseFieldSpec, Vocabulary } from './vocabulary.ts';

/** How far the source pins the start time down. */
export const PrecisionSchema = z.enum(['minute', 'hour', 'day', 'month']);

/** When the incident happened, as the source reports it; every time is shown in UTC. */
export const IncidentTimesSchema = z.strictObject({
  /** When the incident began: YYYY-MM-DD, or a date-time with its offset (e.g. 2022-06-23T18:56:00-07:00). */
  start: InstantSchema,
  /** When the impact ended; not before `start`. */
  end: InstantSchema.optional(),
  /** When the organisation noticed (alert, page or report). */
  detected: InstantSchema.optional(),
  /** When the incident was declared resolved, if different from `end`; not before `start`. */
  resolved: InstantSchema.optional(),
  /** How precise `start` is: minute, hour, day or month. */
  precision: PrecisionSchema,
  /** The time zone the source used, as it wrote it (e.g. "PDT", "UTC"). */
  timezone_reported: PlainTextSchema.optional(),
});

/** What the incident did to users and systems (and, in a vocabulary's field, its categories). */
export const ImpactSchema = z.strictObject({
  /** One or two sentences of plain text. */
  description: PlainTextSchema,
});

/** Whether the source itself states a root cause, or we infer it from what the source says. */
export const EvidenceSchema = z.enum(['stated', 'inferred']);

/** One graded term (a root cause): a term of its vocabulary and how we know it. */
export const GradedTermSchema = z.strictObject({
  /** A slug of the vocabulary. */
  term: SlugSchema,
  /** `stated` when the source says so, `inferred` when we conclude it from the source. */
  evidence: EvidenceSchema,
  /** Optional one-line explanation in our own words. */
  note: PlainTextSchema.optional(),
});

/** How two cases relate. */
export const RelationSchema = z.enum([
  'same-component',
  'same-root-cause',
  'same-organisation',
  'follow-up-of',
  'contrasts-with',
  'similar-failure',
]);

/**
 * One piece of software the incident hit, with its versions as the source writes them
 * ("1.23.4", "v3.5.0-rc.1", "535.104.05"). Version strings are free text because projects number
 * their releases differently; they may not be empty, and a `fixed` version needs the `affected` one.
 */
export const SoftwareSchema = z
  .strictObject({
    /** The software: a term of the library's component vocabulary (e.g. "postgresql"). */
    name: SlugSchema,
    /** The version or versions the incident hit, as the source writes them (e.g. "3.5.0 to 3.5.2"). */
    affected: PlainTextSchema.max(80).optional(),
    /** The version that fixed it, as the source writes it; only together with `affected`. */
    fixed: PlainTextSchema.max(80).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.fixed !== undefined && s.affected === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixed'],
        message: 'a fixed version without the affected one',
        params: { hint: 'add `affected`: the version the incident hit, as the source writes it' },
      });
    }
  });

/** A typed link to another case, whose ID follows `ids`. */
export const relatedCaseSchema = (ids: CaseIdRule) =>
  z
    .strictObject({
      /** The other case's ID. */
      id: caseIdSchema(ids).describe("The other case's ID."),
      /** How the two relate. */
      relation: RelationSchema.describe('How the two relate.'),
    })
    .describe('A typed link to another case.');

/** What a timeline event marks in the incident's course. */
export const TimelineKindSchema = z.enum([
  'trigger',
  'detection',
  'escalation',
  'mitigation',
  'resolution',
  'other',
]);

/**
 * One event of a case's timeline, as a cited source reports it. `at` is a date or a date-time
 * with its offset, like `incident.start`; `precision` says how far the source pins it down, so
 * an event known to the hour never enters minute statistics.
 */
export const TimelineEventSchema = z.strictObject({
  /** When it happened: YYYY-MM-DD, or a date-time with its offset (e.g. 2022-06-23T18:56:00-07:00). */
  at: InstantSchema,
  /** How precise `at` is: minute, hour, day or month. */
  precision: PrecisionSchema,
  /** What happened, one plain sentence in our own words. */
  event: PlainTextSchema.max(400),
  /** What the event marks: trigger, detection, escalation, mitigation, resolution or other. */
  kind: TimelineKindSchema.optional(),
});

/**
 * The longest case title: the case page sets a title of up to 140 characters as its headline
 * within 4 lines on a 390 px phone and 3 lines at 1366 px (the smaller the longer it is; the steps
 * are in `src/site/headline.ts`). Detail beyond that belongs in the summary.
 */
export const CASE_TITLE_MAX = 140;

/** Editorial state: only `published` cases appear in a production build. */
export const CaseStatusSchema = z.enum(['draft', 'in-review', 'published', 'superseded']);

/**
 * What a library says of its cases' sources (the `sources` and `internalHosts` options of
 * `incidentLibrary()`), for the case schema.
 */
export interface SourceRule {
  /**
   * `required`: every case cites at least one source (a public library, whose readers check the
   * facts there). `optional`: a case may cite none, for a team's own postmortems, which are the
   * record themselves.
   */
  sources: 'required' | 'optional';
  /**
   * Host names ("wiki.example.com") and suffixes (".corp.example.com") of internal pages: a source
   * there is linked as it is and never to an archived copy, so it may not give an `archive_url`
   * (see `internalHostOf`).
   */
  internalHosts: readonly string[];
}

/** A public library's sources: at least one a case, none internal. */
export const PUBLIC_SOURCES: SourceRule = { sources: 'required', internalHosts: [] };

/** The schema of one vocabulary's field: a slug, a list of slugs, or a list of graded terms. */
export function vocabularyFieldSchema(v: Vocabulary): z.ZodType {
  const file = `\`content/taxonomies/${v.name}.yaml\``;
  if (!v.many) {
    const one = SlugSchema.describe(`${v.singular} slug from ${file}.`);
    return v.required ? one : one.optional();
  }
  if (v.graded) {
    // One term may appear twice, with different notes.
    const list = uniqueList(GradedTermSchema, (r) =>
      r && typeof r === 'object'
        ? JSON.stringify([byField('term')(r), byField('note')(r) ?? null])
        : undefined,
    ).describe(`${v.title}: terms from ${file}, each with how we know it.`);
    return v.required ? list.min(1) : list.default([]);
  }
  const list = uniqueList(SlugSchema).describe(`${v.singular} slugs from ${file}.`);
  return v.required ? list.min(1) : list.default([]);
}

/**
 * The schema each object a vocabulary's field was added to was made from (the case's `impact`
 * with its categories is made from `ImpactSchema`), so the JSON Schema generator still finds the
 * fixed fields' descriptions. Weak: it holds nothing a schema does not.
 */
export const EXTENDED_FROM = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A shape with each vocabulary's field added: a top-level field after the field its `after` names
 * (before `sources` without one), a nested one (`impact.categories`) at the end of its object.
 * Fields whose `after` names another vocabulary's field follow it once it is placed.
 */
function withVocabularyFields<T extends Record<string, z.ZodType>>(
  base: T,
  vocabularies: readonly Vocabulary[],
  own: readonly CaseFieldSpec[] = [],
): T {
  const entries = Object.entries(base);
  // The library's own fields are placed as vocabularies' are, after the vocabularies.
  const placed = [
    ...vocabularies.map((v) => ({
      field: v.field,
      after: v.after,
      schema: () => vocabularyFieldSchema(v),
    })),
    ...own.map((f) => ({ field: f.name, after: f.after, schema: () => ownFieldSchema(f) })),
  ];
  const nested = new Map<string, Record<string, z.ZodType>>();
  let pending = placed.filter((v) => {
    const [parent, child] = v.field.split('.');
    if (child === undefined) return true;
    nested.set(parent, { ...nested.get(parent), [child]: v.schema() });
    return false;
  });
  while (pending.length > 0) {
    const keys = entries.map(([k]) => k);
    const ready = pending.filter((v) => keys.includes(v.after ?? 'sources'));
    // The options schema refuses an `after` that names no field; never loop on one here.
    if (ready.length === 0) throw new Error(`no field named ${pending[0].after}`);
    // Several after one field keep their declared order.
    const placedAfter = new Map<string, string>();
    for (const v of ready) {
      const anchor = v.after ?? 'sources';
      const at = v.after
        ? entries.findIndex(([k]) => k === (placedAfter.get(anchor) ?? anchor)) + 1
        : entries.findIndex(([k]) => k === 'sources');
      entries.splice(at, 0, [v.field, v.schema()]);
      placedAfter.set(anchor, v.field);
    }
    pending = pending.filter((v) => !ready.includes(v));
  }
  // The type keeps the fixed fields only: code reads a vocabulary's field through the
  // vocabulary (`src/model/vocabularies.ts`), never by its name.
  return Object.fromEntries(
    entries.map(([k, schema]) => {
      const add = nested.get(k);
      if (!add || !(schema instanceof z.ZodObject)) return [k, schema];
      const extended = schema.extend(add);
      EXTENDED_FROM.set(extended, schema);
      return [k, extended];
    }),
  ) as T;
}

/** The schema of a case field of the library's own: one of its values, or a short text. */
export function ownFieldSchema(f: CaseFieldSpec): z.ZodType {
  const base = (
    f.values ? z.enum(f.values as [string, ...string[]]) : PlainTextSchema.max(200)
  ).describe(`${f.label}${f.values ? `: one of ${f.values.join(', ')}` : ''}.`);
  return f.required ? base : base.optional();
}

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
