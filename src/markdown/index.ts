/**
 * Our Markdown pipeline, for `markdown.processor: unified(...)` in astro.config.mjs. Order:
 * remark: cross-links, citations; rehype: transcript turns, heading ids, then rehype-sanitize as
 * our last plugin. Raw HTML is not passed through (`allowDangerousHtml: false`).
 */
import rehypeSanitize from 'rehype-sanitize';
import remarkCitations from './remark-citations.ts';
import remarkCrossLinks from './remark-cross-links.ts';
import rehypeHeadingIds from './rehype-heading-ids.ts';
import rehypeTranscript from './rehype-transcript.ts';
import { sanitizeSchema } from './sanitize.ts';

/** Options for `unified()` from @astrojs/markdown-remark. */
export const markdownProcessorOptions = {
  remarkPlugins: [remarkCrossLinks, remarkCitations],
  rehypePlugins: [rehypeTranscript, rehypeHeadingIds, [rehypeSanitize, sanitizeSchema]],
  remarkRehype: { allowDangerousHtml: false },
  smartypants: false,
  gfm: true,
};
