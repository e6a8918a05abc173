/**
 * The Markdown pipeline: the one way a content body becomes HTML, used by the content loader
 * (`renderBody`) and, for any other Markdown Astro renders, by `markdown.processor` in
 * astro.config.mjs (`markdownProcessor`).
 *
 *   limits (MARKDOWN_LIMITS, before parsing) -> remark-parse + GFM (lean, see remarkGfmLean)
 *   -> remark: site URLs, cross-links, citations
 *   -> remark-rehype (raw HTML dropped, `allowDangerousHtml: false`)
 *   -> rehype: transcript turns, content ids, rehype-sanitize   <- last step that changes the tree
 *   -> rehype-stringify
 *
 * Why not Astro's own `unified()` processor: `createMarkdownProcessor` appends rehype-images,
 * its heading ids and rehype-raw after every user plugin, so our sanitiser could never be last,
 * and the content layer's `renderMarkdown` re-reads a body that starts with `---` as frontmatter
 * (with js-yaml) and drops the frontmatter we pass. Here the sanitiser is the last transformer,
 * which `test/unit/markdown-pipeline.test.ts` asserts, along with the output being a fixed point
 * of the sanitiser. No smart quotes, no syntax highlighting, no raw-HTML parse: nothing we do not
 * need on the hot path (issue 7).
 */
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import { formatIssue } from '../model/errors.ts';
import { checkMarkdownLimits } from '../model/markdown-limits.ts';
import rehypeContentIds, { type RenderedHeading } from './rehype-content-ids.ts';
import rehypeTranscript from './rehype-transcript.ts';
import remarkCitations from './remark-citations.ts';
import remarkCrossLinks from './remark-cross-links.ts';
import remarkSiteUrls from './remark-site-urls.ts';
import { sanitizeSchema } from './sanitize.ts';
import { setLinkIndex, type LinkIndex } from './link-index.ts';

/**
 * remark-gfm without GFM's micromark autolink-literal tokenizer, which tries an e-mail address at
 * every letter (about 40% of rendering, measured by `npm run bench`, issue 7); bare URLs and
 * e-mail addresses are still linked by the mdast transform in `gfmFromMarkdown`. Adapted from
 * remark-gfm's index.js.
 */
function remarkGfmLean(this: Processor) {
  const data = this.data() as Record<string, unknown[] | undefined>;
  (data.micromarkExtensions ??= []).push(combineExtensions([gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()]));
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());
}

/** remark plugins, in order (after remark-parse and GFM). */
export const REMARK_PLUGINS: PluggableList = [remarkSiteUrls, remarkCrossLinks, remarkCitations];
/** remark-rehype options: raw HTML is dropped; footnote ids get the content prefix. */
export const REMARK_REHYPE_OPTIONS = { allowDangerousHtml: false, clobberPrefix: 'user-content-' } as const;
/** rehype plugins, in order; rehype-sanitize is last. */
export const REHYPE_PLUGINS: PluggableList = [rehypeTranscript, rehypeContentIds, [rehypeSanitize, sanitizeSchema]];

/** The frozen unified processor (parse, transform, stringify). */
export const pipeline = unified()
  .use(remarkParse)
  .use(remarkGfmLean)
  .use(REMARK_PLUGINS)
  .use(remarkRehype, REMARK_REHYPE_OPTIONS)
  .use(REHYPE_PLUGINS)
  .use(rehypeStringify)
  .freeze();

/**
 * The same plugins as options for Astro's `unified()` (bench/floor.ts measures with them). The
 * build does not use them: it renders with `renderBody`.
 */
export const markdownProcessorOptions = { remarkPlugins: REMARK_PLUGINS, rehypePlugins: REHYPE_PLUGINS, remarkRehype: REMARK_REHYPE_OPTIONS, smartypants: false, gfm: true };

/** What the loader knows about a body besides its text. */
export interface RenderOptions {
  /** Repository-relative path (`content/cases/IL-0190.md`), for errors and per-type rules. */
  file?: string;
  /** The entry's validated frontmatter (citations read `references`). */
  frontmatter?: Record<string, unknown>;
  /** The 1-based line of the whole file on which the body starts, so errors give file lines. */
  bodyLine?: number;
  /** What cross-links resolve against: the pages and terms of the library, and the site's base. */
  links?: LinkIndex;
}

/** A rendered body in the shape Astro's content store keeps (`entry.rendered`). */
export interface RenderedBody {
  html: string;
  metadata: { headings: RenderedHeading[]; frontmatter: Record<string, unknown>; imagePaths: string[] };
}

/**
 * Renders one body. Throws (message `file:line:col body: ...`) when the body is over
 * `MARKDOWN_LIMITS` or holds a broken cross-link or in-page anchor.
 */
export async function renderBody(body: string, options: RenderOptions = {}): Promise<RenderedBody> {
  const { file = 'body', frontmatter = {}, bodyLine = 1, links } = options;
  if (links) setLinkIndex(links);
  const limit = checkMarkdownLimits(body, bodyLine);
  if (limit) throw new Error(formatIssue({ file, field: 'body', ...limit }));
  const out = await pipeline.process({ value: body, path: file, data: { astro: { frontmatter }, bodyLine } });
  const headings = (out.data as { headings?: RenderedHeading[] }).headings ?? [];
  return { html: String(out.value), metadata: { headings, frontmatter, imagePaths: [] } };
}

/**
 * `markdown.processor` for astro.config.mjs: Astro's processor interface (`createRenderer`
 * returning `render(content, { fileURL, frontmatter })`) over the same pipeline.
 */
export function markdownProcessor() {
  return {
    name: 'incident-library',
    options: {},
    async createRenderer() {
      return {
        async render(content: string, opts?: { fileURL?: URL | string; frontmatter?: Record<string, unknown> }) {
          const url = opts?.fileURL;
          const file = url === undefined ? undefined : typeof url === 'string' ? url : url.pathname;
          const r = await renderBody(content, { file, frontmatter: opts?.frontmatter });
          return { code: r.html, metadata: { headings: r.metadata.headings, localImagePaths: [], remoteImagePaths: [], frontmatter: r.metadata.frontmatter } };
        },
      };
    },
  };
}
