/**
 * The controlled vocabularies, `content/taxonomies/<name>.yaml`: a YAML mapping from each term's
 * stable slug to its label and description. A case naming a slug that is not a key here fails.
 */
import { z } from 'zod';
import { HttpUrlSchema, nameSchema, PlainTextSchema, SlugSchema } from './shared.ts';

/** The vocabularies and their file names (without `.yaml`). */
export const TAXONOMIES = [
  'components',
  'root-causes',
  'contributing-factors',
  'impact-categories',
  'organisations',
] as const;
export type TaxonomyName = (typeof TAXONOMIES)[number];

/**
 * What kind of thing a component is: the groups the components index lists its terms under, in
 * this order, with these headings.
 */
export const COMPONENT_KINDS = {
  'kubernetes-control-plane': 'Kubernetes control plane',
  'kubernetes-workloads': 'Kubernetes nodes and workloads',
  'cloud-services': 'Managed cloud services',
  networking: 'Networking, DNS and traffic',
  'data-stores': 'Databases, caches and messaging',
  storage: 'Storage and backups',
  'ml-infrastructure': 'ML serving and accelerators',
  'delivery-and-operations': 'Delivery and operations tooling',
  'security-and-identity': 'Security and identity',
  foundations: 'Power, time and other foundations',
} as const;

/** A component's kind: a key of `COMPONENT_KINDS`. */
export const ComponentKindSchema = z.enum(
  Object.keys(COMPONENT_KINDS) as [
    keyof typeof COMPONENT_KINDS,
    ...(keyof typeof COMPONENT_KINDS)[],
  ],
);

/** One term of a vocabulary. */
export const TermSchema = z.strictObject({
  /** How the term is shown, any text (e.g. "Load balancer, edge"). */
  label: nameSchema(80),
  /** What the term means, one or two sentences. */
  description: PlainTextSchema,
  /** Slug of the concept page that explains it, if any. */
  concept: SlugSchema.optional(),
  /** The organisation's home page (organisations only). */
  url: HttpUrlSchema.optional(),
  /** What kind of component it is, the group the components index lists it under (components only; without one, "Other"). */
  kind: ComponentKindSchema.optional(),
});

/** A vocabulary file: slug to term. */
export const TaxonomySchema = z.record(SlugSchema, TermSchema);

export type Term = z.infer<typeof TermSchema>;
export type Taxonomy = z.infer<typeof TaxonomySchema>;
