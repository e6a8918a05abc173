/**
 * The parts a case is made of, each a schema of its own: when the incident happened and how
 * precisely, what it did, a graded term and its evidence, the software it hit, a typed link to
 * another case, a timeline event, and the case's editorial state. The case schema
 * (`case.ts`) puts them together.
 */
import { z } from 'zod';
import {
  caseIdSchema,
  type CaseIdRule,
  InstantSchema,
  PlainTextSchema,
  SlugSchema,
} from './shared.ts';

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

/** Editorial state: only `published` cases appear in a production build. */
export const CaseStatusSchema = z.enum(['draft', 'in-review', 'published', 'superseded']);
