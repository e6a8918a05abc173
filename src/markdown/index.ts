/**
 * The Markdown pipeline: the one way a content body becomes HTML. The build renders the tree the
 * validator checked (`renderTree`); `renderBody` parses then renders (tests, the benchmark, and
 * `markdown.processor` in astro.config.mjs for any other Markdown Astro renders).
 *
 *   limits (MARKDOWN_LIMITS, before parsing) -> parseBody (src/model/markdown-tree.ts: remark-parse
 *   + lean GFM, heading ids)                                       <- the tree `npm run validate` checks
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
 * need on the hot path.
 */
import type { Root } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { formatIssue } from '../model/errors.ts';
import type { LinkIndex } from '../model/link-index.ts';
import { checkMarkdownLimits } from '../model/markdown-limits.ts';
import { parseBody, remarkGfmLean, remarkHeadingIds } from '../model/markdown-tree.ts';
import rehypeContentIds, { type RenderedHeading } from './rehype-content-ids.ts';
import rehypeTranscript from './rehype-transcript.ts';
import rehypeTableAlign from './rehype-table-align.ts';
import remarkCitations from './remark-citations.ts';
import remarkCrossLinks from './remark-cross-links.ts';
import remarkSiteUrls from './remark-site-urls.ts';
import { sanitizeSchema } from './sanitize.ts';

export type { RenderedHeading } from './rehype-content-ids.ts';

/** remark plugins, in order (after remark-parse, GFM and heading ids). */
export const REMARK_PLUGINS: PluggableList = [remarkSiteUrls, remarkCrossLinks, remarkCitations];
/** remark-rehype options: raw HTML is dropped; footnote ids get the content prefix. */
export const REMARK_REHYPE_OPTIONS = {
  allowDangerousHtml: false,
  clobberPrefix: 'user-content-',
} as const;
/** rehype plugins, in order; rehype-sanitize is last. */
export const REHYPE_PLUGINS: PluggableList = [
  rehypeTranscript,
  rehypeTableAlign,
  rehypeContentIds,
  [rehypeSanitize, sanitizeSchema],
];

/**
 * The frozen unified processor. Its parser and heading ids are the content model's (a tree from
 * `parseBody` already has its ids, and `remarkHeadingIds` leaves it alone); `renderTree` runs
 * its transformers and stringifier on such a tree.
 */
export const pipeline = unified()
  .use(remarkParse)
  .use(remarkGfmLean)
  .use(remarkHeadingIds)
  .use(REMARK_PLUGINS)
  .use(remarkRehype, REMARK_REHYPE_OPTIONS)
  .use(REHYPE_PLUGINS)
  .use(rehypeStringify)
  .freeze();

/** What the renderer knows about a body besides its text. */
export interface RenderOptions {
  /** Repository-relative path (`content/cases/IL-0190.md`), for errors and per-type rules. */
  file?: string;
  /** The entry's validated frontmatter (citations read `references`). */
  frontmatter?: Record<string, unknown>;
  /** The 1-based line of the whole file on which the body starts, so errors give file lines. */
  bodyLine?: number;
  /**
   * What cross-links resolve against and the site's `base` (`buildLinkIndex`). Without one,
   * cross-links are left as written (and dropped by the sanitiser) and URLs get no base.
   */
  links?: LinkIndex;
}

/** A rendered body: its HTML and its headings (element ids as `slug`, for tables of contents). */
export interface RenderedTree {
  html: string;
  headings: RenderedHeading[];
}

/**
 * Renders a body's tree, the one `parseBody` made and the validator checked (`entry.tree`).
 * Synchronous. The tree is transformed in place: render a tree once (`entry.tree` gives a fresh
 * one on every read). Throws (message `file:line: broken link ...`) on a broken cross-link or
 * in-page anchor, which validation has refused first.
 */
export function renderTree(tree: Root, options: RenderOptions = {}): RenderedTree {
  const { file = 'body', frontmatter = {}, bodyLine = 1, links } = options;
  const vfile = new VFile({ path: file, data: { astro: { frontmatter }, bodyLine, links } });
  const headings = (tree.data?.headings ?? []).map((h) => ({
    depth: h.depth,
    slug: h.id,
    text: h.text,
  }));
  const out = pipeline.runSync(tree, vfile);
  return { html: String(pipeline.stringify(out, vfile)), headings };
}

/** A rendered body in the shape Astro's content store keeps (`entry.rendered`). */
export interface RenderedBody {
  html: string;
  metadata: {
    headings: RenderedHeading[];
    frontmatter: Record<string, unknown>;
    imagePaths: string[];
  };
}

/**
 * Parses and renders one body (`parseBody` then `renderTree`). Throws (message
 * `file:line:col body: ...`) when the body is over `MARKDOWN_LIMITS` or holds a broken
 * cross-link or in-page anchor.
 */
export async function renderBody(body: string, options: RenderOptions = {}): Promise<RenderedBody> {
  const { file = 'body', frontmatter = {}, bodyLine = 1 } = options;
  const limit = checkMarkdownLimits(body, bodyLine);
  if (limit) throw new Error(formatIssue({ file, field: 'body', ...limit }));
  const { html, headings } = renderTree(parseBody(body, bodyLine), options);
  return { html, metadata: { headings, frontmatter, imagePaths: [] } };
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
        async render(
          content: string,
          opts?: { fileURL?: URL | string; frontmatter?: Record<string, unknown> },
        ) {
          const url = opts?.fileURL;
          const file = url === undefined ? undefined : typeof url === 'string' ? url : url.pathname;
          const r = await renderBody(content, { file, frontmatter: opts?.frontmatter });
          return {
            code: r.html,
            metadata: {
              headings: r.metadata.headings,
              localImagePaths: [],
              remoteImagePaths: [],
              frontmatter: r.metadata.frontmatter,
            },
          };
        },
      };
    },
  };
}
