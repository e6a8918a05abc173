/**
 * A library's vocabularies, as its `vocabularies` option declares them: which controlled
 * vocabularies exist (`<contentDir>/taxonomies/<name>.yaml`), how the site names them, and which
 * case field holds their terms. Every place that needs to know the vocabularies (the case schema,
 * the reference checks, the term pages, the facets, the facts box, new-case, the issue form and
 * the MCP server) derives what it needs from this list, never from fixed names.
 *
 * A vocabulary may also play one of the `VOCABULARY_ROLES` in the views the generator draws across
 * cases (the matrix, related cases, the statistics); a library without a vocabulary in a role has
 * no such view part.
 */
import { z } from 'zod';
import { nameSchema, SlugSchema } from './shared.ts';

/**
 * The parts a vocabulary can play in the views drawn across cases, each taken by at most one
 * vocabulary. The names are the field's terms (`research/case-model.md`):
 * - `organisation`: whose incident it was; one term per case, shown beside the title, in the
 *   case index and in citations;
 * - `component`: what failed; software versions name its terms, concept pages explain them, the
 *   components index groups them by `componentKinds`, and it is the matrix's rows;
 * - `root-cause`: why it failed; the matrix's columns, related cases and the statistics by cause;
 * - `contributing-factor`: what made it possible or worse; factors seen together, and what changed;
 * - `impact`: what it did to users; chips on the case cards.
 */
export const VOCABULARY_ROLES = [
  'organisation',
  'component',
  'root-cause',
  'contributing-factor',
  'impact',
] as const;
export type VocabularyRole = (typeof VOCABULARY_ROLES)[number];

/** The content types besides cases whose pages may name a vocabulary's terms (`pages`). */
export const PAGE_TERM_TYPES = ['concepts', 'articles', 'mitigations'] as const;
/** A content type whose pages may name a vocabulary's terms. */
export type PageTermType = (typeof PAGE_TERM_TYPES)[number];

/** The chip colours a vocabulary's terms can have (a tint of the theme, in both themes). */
export const CHIP_COLOURS = ['plain', 'teal', 'violet', 'warm'] as const;

/** A case field that holds terms: a key, or a key inside one of the case's objects (`impact.categories`). */
const FieldNameSchema = z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)?$/, {
  error: 'is not a field name: lower-case letters, digits and _, at most one dot',
});

/**
 * One vocabulary as a library declares it. Only `name`, `title` and `singular` are needed; the rest
 * have defaults shown with each field.
 */
export const VocabularySpecSchema = z.strictObject({
  /** The vocabulary: its file `taxonomies/<name>.yaml` and its URL segment (`/teams/<slug>/`), e.g. "teams". */
  name: SlugSchema,
  /** Its heading and the title of its index page, e.g. "Teams". */
  title: nameSchema(60),
  /** One term of it, as a label, e.g. "Team". */
  singular: nameSchema(60),
  /** One term of it in running text (messages, the facets), e.g. "team"; default: `singular` in lower case. */
  term: nameSchema(60).optional(),
  /** Several terms in running text, e.g. "teams"; default: `title` in lower case. */
  plural: nameSchema(60).optional(),
  /** The cross-link prefix, as in `[the payments team](team:payments)`; default: `name`. */
  link: SlugSchema.optional(),
  /**
   * The case field that holds its terms: a key (`teams`) or a key in one of the case's own objects
   * (`impact.categories`); default: `name` with `-` written `_`.
   */
  field: FieldNameSchema.optional(),
  /** True when a case names several terms (a list), false for exactly one (a slug). Default true. */
  many: z.boolean().default(true),
  /**
   * True when each term comes with how it is known: a list of `{ term, evidence, note }`
   * (`evidence` is `stated` or `inferred`), as root causes are. Default false.
   */
  graded: z.boolean().default(false),
  /** True when every case must name at least one term. Default false. */
  required: z.boolean().default(false),
  /** The case field its field follows in the schema (and the exports); default: before `sources`. */
  after: FieldNameSchema.optional(),
  /** The verb of "N cases <verb> <term>" on a term page, e.g. "involve"; default "name". */
  verb: nameSchema(60).default('name'),
  /** One sentence under the title of its index page; default none. */
  intro: nameSchema(300).optional(),
  /** The part it plays in the views across cases (see `VOCABULARY_ROLES`); default none. */
  role: z.enum(VOCABULARY_ROLES).optional(),
  /** The other content types whose frontmatter names its terms in a field of the same name. */
  pages: z.array(z.enum(PAGE_TERM_TYPES)).default([]),
  /** Its chips' colour. Default "plain". */
  chip: z.enum(CHIP_COLOURS).default('plain'),
});

/** A vocabulary as declared (`z.input`). */
export type VocabularySpecInput = z.input<typeof VocabularySpecSchema>;

/** A vocabulary with every default filled in: what the rest of the generator reads. */
export interface Vocabulary {
  /** File name without `.yaml`, and URL segment. */
  name: string;
  /** Its heading, "Root causes". */
  title: string;
  /** One term as a label, "Root cause". */
  singular: string;
  /** One term in running text, "root cause". */
  term: string;
  /** Several terms in running text, "root causes". */
  plural: string;
  /** The cross-link prefix, "root-cause". */
  link: string;
  /** The case field path, "root_causes" or "impact.categories". */
  field: string;
  /** A list of terms (true) or one term (false). */
  many: boolean;
  /** Terms with evidence and a note. */
  graded: boolean;
  /** At least one term on every case. */
  required: boolean;
  /** The case field it follows, if any. */
  after?: string;
  /** The verb of "N cases <verb> <term>". */
  verb: string;
  /** The index page's introduction. */
  intro?: string;
  /** Its part in the views across cases. */
  role?: VocabularyRole;
  /** Other content types that name its terms in a field named like `field`. */
  pages: readonly PageTermType[];
  /** Chip colour. */
  chip: (typeof CHIP_COLOURS)[number];
}

/** Fills in the defaults of one parsed declaration. */
export function resolveVocabulary(v: z.output<typeof VocabularySpecSchema>): Vocabulary {
  return {
    ...v,
    term: v.term ?? v.singular.toLowerCase(),
    plural: v.plural ?? v.title.toLowerCase(),
    link: v.link ?? v.name,
    field: v.field ?? v.name.replaceAll('-', '_'),
  };
}

/**
 * A case field of the library's own (`caseFields` option), beside the fixed ones and the
 * vocabularies': a short text, or one of a list of values (a severity, a service tier). It is
 * checked like every field, shown in the case's facts box under its label, and exported in the
 * open data.
 */
export const CaseFieldSpecSchema = z.strictObject({
  /** The field's name in the frontmatter, e.g. "severity" (lower case, digits and `_`). */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/, {
    error: 'is not a field name: lower-case letters, digits and _',
  }),
  /** Its label in the facts box, e.g. "Severity". */
  label: nameSchema(60),
  /** The values it may take, in order (e.g. ["sev1", "sev2", "sev3"]); without them, any short text. */
  values: z
    .array(SlugSchema)
    .min(1)
    .superRefine((values, ctx) => {
      const twice = values.find((v, i) => values.indexOf(v) !== i);
      if (twice !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `lists "${twice}" twice`,
          params: { hint: 'list each value once' },
        });
    })
    .optional(),
  /** True when every case must have it. Default false. */
  required: z.boolean().default(false),
  /** The case field it follows in the schema and the exports; default: before `sources`. */
  after: FieldNameSchema.optional(),
});

/** A case field of the library's own, defaults filled in. */
export type CaseFieldSpec = z.output<typeof CaseFieldSpecSchema>;
