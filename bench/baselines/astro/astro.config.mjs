// A plain Astro 7 site: default Markdown processor, no integrations. Output and cache come from
// the benchmark (ASTRO_OUT_DIR, ASTRO_CACHE_DIR) so runs never share state.
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'https://baseline.example.org',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  devToolbar: { enabled: false },
});
