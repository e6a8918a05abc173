/**
 * The controlled vocabularies, `content/taxonomies/<name>.yaml`: a YAML mapping from each term's
 * stable slug to its label and description. A case naming a slug that is not a key here fails.
 */
import { z } from 'zod';
import { HttpUrlSchema, nameSchema, PlainTextSchema, SlugSchema, uniqueList } from './shared.ts';

/** A vocabulary's name: its file name without `.yaml` (a library's `vocabularies` option lists them). */
export type TaxonomyName = string;

/** One term of a vocabulary. */
export const TermSchema = z.strictObject({
  /** How the term is shown, any text (e.g. "Load balancer, edge"). */
  label: nameSchema(80),
  /** What the term means, one or two sentences. */
  description: PlainTextSchema,
  /** Slug of the concept page that explains it, if any. */
  concept: SlugSchema.optional(),
  /** The home page of what the term names (an organisation's, for example). */
  url: HttpUrlSchema.optional(),
  /**
   * Other names readers search for (abbreviations and synonyms: `k8s`, `LB`, `config push`). Search
   * treats a query word or phrase that is an alias as the term's name too (src/site/search-aliases.ts).
   */
  aliases: uniqueList(nameSchema(80)).optional(),
  /** What kind of component it is: one of the library's `componentKinds`, the group the components index lists it under (terms of the vocabulary in the `component` role; without one, "Other"). */
  kind: SlugSchema.optional(),
});

/** A vocabulary file: slug to term. */
export const TaxonomySchema = z.record(SlugSchema, TermSchema);

export type Term = z.infer<typeof TermSchema>;
export type Taxonomy = z.infer<typeof TaxonomySchema>;
