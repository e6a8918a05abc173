/**
 * A concept page, `content/concepts/<slug>.md`: a technology or idea that cases share
 * (etcd, Raft, PodDisruptionBudget...). The body is free Markdown (tables, lists).
 */
import { z } from 'zod';
import {
  byField,
  CalendarDateSchema,
  nameSchema,
  PlainTextSchema,
  SlugSchema,
  SourceSchema,
  SummarySchema,
  uniqueList,
} from './shared.ts';

/** Frontmatter of a concept page. */
export const ConceptSchema = z.strictObject({
  /** The page title, e.g. "Load balancer" (at least 2 letters or digits). */
  title: nameSchema(120),
  /** One or two plain sentences. */
  summary: SummarySchema,
  /** Other names people search for (e.g. "PDB" for PodDisruptionBudget). */
  aliases: uniqueList(PlainTextSchema).default([]),
  /** Slugs of related concept pages. */
  related: uniqueList(SlugSchema).default([]),
  /** Component slugs this concept explains; the page lists the cases naming them. */
  components: uniqueList(SlugSchema).default([]),
  /** Public references for the facts on the page. */
  sources: uniqueList(SourceSchema, byField('url')).default([]),
  /** Overrides the page's "last updated" date, which otherwise comes from Git history, YYYY-MM-DD. */
  updated: CalendarDateSchema.optional(),
});

export type ConceptInput = z.input<typeof ConceptSchema>;
export type Concept = z.infer<typeof ConceptSchema>;
