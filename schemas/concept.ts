/**
 * A concept page, `content/concepts/<slug>.md`: a technology or idea that cases share
 * (etcd, Raft, PodDisruptionBudget...). The body is free Markdown (tables, lists).
 */
import { z } from 'zod';
import { CalendarDateSchema, PlainTextSchema, SlugSchema, SourceSchema } from './shared.ts';

/** Frontmatter of a concept page. */
export const ConceptSchema = z.strictObject({
  /** The page title, e.g. "etcd". */
  title: PlainTextSchema.max(120),
  /** One or two plain sentences. */
  summary: PlainTextSchema.max(600),
  /** Other names people search for (e.g. "PDB" for PodDisruptionBudget). */
  aliases: z.array(PlainTextSchema).default([]),
  /** Slugs of related concept pages. */
  related: z.array(SlugSchema).default([]),
  /** Component slugs this concept explains; the page lists the cases naming them. */
  components: z.array(SlugSchema).default([]),
  /** Public references for the facts on the page. */
  sources: z.array(SourceSchema).default([]),
  /** Overrides the page's "last updated" date, which otherwise comes from Git history, YYYY-MM-DD. */
  updated: CalendarDateSchema.optional(),
});

export type ConceptInput = z.input<typeof ConceptSchema>;
export type Concept = z.infer<typeof ConceptSchema>;
