/**
 * A mitigation, `content/mitigations/<slug>.md`: a practice that would have prevented or
 * shortened incidents ("canary configuration changes"), and how a case links to one. The body is
 * the practice in our own words: what it is, how teams do it, what it catches and what it costs.
 */
import { z } from 'zod';
import { withPageTermFields } from './concept.ts';
import {
  byField,
  CalendarDateSchema,
  nameSchema,
  PlainTextSchema,
  SlugSchema,
  SourceSchema,
  SummarySchema,
  uniqueList,
  wordCount,
} from './shared.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * How a case's organisation stands to a mitigation, a promise like a root cause's `stated`:
 * - `adopted-after`: the organisation said it adopted or committed to the practice after the
 *   incident (typically one of its action items);
 * - `would-have-caught`: the organisation said the practice would have caught or prevented it;
 * - `suggested`: our own reading, that the practice addresses the failure; pages show it as ours.
 */
export const MitigationRelationSchema = z.enum(['adopted-after', 'would-have-caught', 'suggested']);
/** A relation of a case to a mitigation. */
export type MitigationRelation = z.infer<typeof MitigationRelationSchema>;
/** The relations in the order pages list them: the organisation's own word first. */
export const MITIGATION_RELATIONS: readonly MitigationRelation[] = MitigationRelationSchema.options;

/** The longest supporting sentence, in characters. */
export const SUPPORT_MAX = 1000;

/**
 * One mitigation a case names: its slug, how the case stands to it, and the one sentence of the
 * case's body that supports the link (compared with the body after collapsing whitespace and
 * removing Markdown link, emphasis and code marks, `plainSentence` in
 * `src/model/case-mitigations.ts`).
 */
export const CaseMitigationSchema = z
  .strictObject({
    /** The mitigation's slug (its file in `content/mitigations/`). */
    id: SlugSchema.describe("The mitigation's slug (its file in content/mitigations/)."),
    /** adopted-after (the organisation said it adopted it after the incident), would-have-caught (the organisation said it would have caught it) or suggested (our reading, shown as ours). */
    relation: MitigationRelationSchema.describe(
      'adopted-after (the organisation said it adopted it), would-have-caught (the organisation said it would have caught it) or suggested (our reading).',
    ),
    /** One sentence copied from this case's body that supports the link. */
    support: PlainTextSchema.max(SUPPORT_MAX).describe(
      "One sentence copied from this case's body that supports the link.",
    ),
  })
  .describe('A mitigation this case names, with how it relates and the sentence that says so.');

/** A case's `mitigations`: each mitigation once. */
export const CaseMitigationsSchema = uniqueList(CaseMitigationSchema, byField('id')).default([]);

/** One or two plain sentences of at least 3 words and at most 600 characters. */
const CostSchema = PlainTextSchema.max(600).refine(
  (t) => t.trim() === '' || t.length > 600 || wordCount(t) >= 3,
  {
    error: 'is too short: a cost needs at least 3 words',
    params: { hint: 'say what the practice costs or trades off, in one or two plain sentences' },
  },
);

/**
 * Frontmatter of a mitigation page; the vocabularies whose `pages` list mitigations add a field
 * each before `cost` (what it addresses and where it applies: root causes, contributing factors,
 * components by default).
 */
export const mitigationSchema = (vocabularies: readonly Vocabulary[] = []) =>
  z.strictObject(
    withPageTermFields(
      'mitigations',
      {
        /** The practice as a title, e.g. "Canary configuration changes" (at least 2 letters or digits). */
        title: nameSchema(120),
        /** One or two plain sentences stating the practice. */
        summary: SummarySchema,
        /** One or two plain sentences on what it costs or trades off. */
        cost: CostSchema,
        /** Public guidance on the practice (SRE books, vendor documentation, papers, postmortems); at least one. */
        sources: uniqueList(SourceSchema, byField('url')).min(1),
        /** Slugs of related mitigations. */
        related: uniqueList(SlugSchema).default([]),
        /** Other names people search for. */
        aliases: uniqueList(PlainTextSchema).default([]),
        /** Overrides the page's "last updated" date, which otherwise comes from Git history, YYYY-MM-DD. */
        updated: CalendarDateSchema.optional(),
      },
      vocabularies,
      'cost',
    ),
  );

/** A mitigation as an author writes it (its fixed fields; a vocabulary's is read through the vocabulary). */
export type MitigationInput = z.input<ReturnType<typeof mitigationSchema>>;
/** A mitigation as the code sees it. */
export type Mitigation = z.infer<ReturnType<typeof mitigationSchema>>;
/** A mitigation a case names. */
export type CaseMitigation = z.infer<typeof CaseMitigationSchema>;
