// @ts-check
import { defineConfig } from 'astro/config';
import { markdownProcessor } from './src/markdown/index.ts';
import { CONTENT_SECURITY_POLICY } from './src/site/csp.ts';
import { outputGuard } from './src/postbuild/output.ts';
import { dataStoreSplit } from './src/astro/data-store-split.ts';
import { buildPhases } from './src/astro/build-phases.ts';
import { releaseMemoryAfterSync } from './src/astro/release-memory.ts';
import sitemap from '@astrojs/sitemap';
import { notRedirect } from './src/site/redirects.ts';
import { PLACEHOLDER_SITE_URL } from './src/site/site-config.ts';

// SITE and BASE let a deployment live under a sub-path (GitHub project pages: /<repo>/).
export default defineConfig({
  site: process.env.SITE_URL ?? PLACEHOLDER_SITE_URL,
  base: process.env.SITE_BASE ?? '/',
  trailingSlash: 'always',
  build: { format: 'directory' },
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Test sites with their own audio files build with IL_PUBLIC_DIR (a copy of public/ plus them).
  publicDir: process.env.IL_PUBLIC_DIR ?? './public',
  // Separate caches let tests and the benchmark build fixture sites side by side.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  markdown: {
    syntaxHighlight: false,
    processor: markdownProcessor(),
  },
  devToolbar: { enabled: false },
  // Pages whose getStaticPaths gives a cacheKey (case pages) are copied from the last build when
  // the key and the code they are built from are unchanged: a rebuild after one edited case body
  // renders that case's page and the listings, not every case.
  experimental: { incrementalBuild: true },
  // The content data store as many small string literals, not one: V8 compiled the one literal
  // in time growing much faster than the store (src/astro/data-store-split.ts).
  vite: { plugins: [dataStoreSplit()] },
  // One policy for every page: our own origin only (src/site/csp.ts).
  security: { csp: CONTENT_SECURITY_POLICY },
  // Redirect pages of merged case IDs stay out of the sitemap (src/site/redirects.ts). The
  // validated library's memory is released before the pages are generated (counted in `pages`).
  integrations: [
    sitemap({ filter: notRedirect }),
    outputGuard(),
    buildPhases(),
    releaseMemoryAfterSync(),
  ],
});
