// The benchmark's cases with Astro's own glob loader; no schema, as a newcomer would start.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';

export const collections = {
  cases: defineCollection({
    loader: glob({ pattern: '*.md', base: `${process.env.BENCH_CONTENT_DIR}/cases` }),
  }),
};
