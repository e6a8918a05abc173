// @ts-check
import { defineConfig } from 'astro/config';
import { unified } from '@astrojs/markdown-remark';
import { markdownProcessorOptions } from './src/markdown/index.ts';

// SITE and BASE let a deployment live under a sub-path (GitHub project pages: /<repo>/).
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://incident-library.example.org',
  base: process.env.SITE_BASE ?? '/',
  trailingSlash: 'always',
  build: { format: 'directory' },
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Separate caches let tests and the benchmark build fixture sites side by side.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  markdown: {
    syntaxHighlight: false,
    processor: unified(markdownProcessorOptions),
  },
  devToolbar: { enabled: false },
});
