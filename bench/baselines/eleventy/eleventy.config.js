// Eleventy 3 over the benchmark's cases: one page per case with a minimal layout. Input comes
// from BENCH_CONTENT_DIR; the output folder from --output.
import { relative } from 'node:path';

export default function (config) {
  const input = `${process.env.BENCH_CONTENT_DIR}/cases`;
  config.addGlobalData('layout', 'case.njk');
  // Eleventy resolves `includes` relative to the input folder.
  return {
    dir: { input, includes: relative(input, `${import.meta.dirname}/_includes`) },
    markdownTemplateEngine: false,
  };
}
