// @ts-check
// The library the benchmark builds and validates ("ours" in bench/run.ts): the flagship's options
// and public folder over a generated corpus, its content folder in BENCH_CONTENT_DIR (as the plain
// Astro baseline reads it) and Astro's cache in ASTRO_CACHE_DIR, so that runs never share state.
// PAGEFIND_SHARD_PAGES sets the pages per Pagefind shard (`search.shardPages`) for a run at
// a large N. BENCH_SOCIAL_IMAGES=0 turns the social cards off (`features.socialImages`), to
// measure what they cost apart.
import { defineConfig } from 'astro/config';
import incidentLibrary from '../../src/index.ts';
import { fixtureOptions } from '../../test/fixtures/library.mjs';

const env = process.env;

export default defineConfig({
  site: 'https://incident-library.example.org',
  publicDir: '../../public',
  cacheDir: env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  devToolbar: { enabled: false },
  integrations: [
    incidentLibrary({
      ...fixtureOptions,
      contentDir: env.BENCH_CONTENT_DIR ?? '../../content',
      ...(env.BENCH_SOCIAL_IMAGES === '0' && { features: { socialImages: false } }),
      search: {
        ...fixtureOptions.search,
        shardPages: env.PAGEFIND_SHARD_PAGES ? Number(env.PAGEFIND_SHARD_PAGES) : undefined,
      },
    }),
  ],
});
