/**
 * The Markdown pipeline: the one way a content body becomes HTML. The build renders the tree the
 * validator checked (`renderTree`); `renderBody` parses then renders (tests, the benchmark, and
 * `markdown.processor` in astro.config.mjs for any other Markdown Astro renders).
 *
 *   limits (MARKDOWN_LIMITS, before parsing) -> parseBody (src/model/markdown-tree.ts: remark-parse
 *   + lean GFM, heading ids)                                       <- the tree `npm run validate` checks
 *   -> remark: site URLs, cross-links, citations, then the library's own remark plugins
 *   -> remark-rehype (raw HTML dropped, `allowDangerousHtml: false`)
 *   -> rehype: transcript turns, table alignment, content ids, then the library's own rehype
 *      plugins, then rehype-sanitize                            <- last step that changes the tree
 *   -> rehype-stringify
 *
 * A library's plugins (`markdown.remarkPlugins`/`rehypePlugins` in its Astro config, or those of
 * `markdown.processor: unified({...})`, gathered by `src/astro/markdown-plugins.ts`) run in a
 * pipeline of their own (`createPipeline`); whatever their rehype plugins add passes the
 * sanitiser like the rest of the body, so a plugin can add no script, event handler, style or
 * class outside the sanitiser's lists.
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
/** Our rehype plugins before the sanitiser, in order. */
const REHYPE_OWN: PluggableList = [rehypeTranscript, rehypeTableAlign, rehypeContentIds];
/** The sanitiser with its schema: the last transformer of every pipeline. */
const SANITIZE: PluggableList = [[rehypeSanitize, sanitizeSchema]];
/** rehype plugins, in order; rehype-sanitize is last. */
export const REHYPE_PLUGINS: PluggableList = [...REHYPE_OWN, ...SANITIZE];

/**
 * A library's own unified plugins, each a plugin function or `[plugin, options]`: remark plugins
 * run on the Markdown tree after ours (cross-links are resolved by then), rehype plugins on the
 * HTML tree after ours and before the sanitiser.
 */
export interface MarkdownPlugins {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
}

/** No plugins of a library's own. */
export const NO_PLUGINS: MarkdownPlugins = { remarkPlugins: [], rehypePlugins: [] };

/**
 * The frozen unified processor with a library's `plugins` (none by default). Its parser and
 * heading ids are the content model's (a tree from `parseBody` already has its ids, and
 * `remarkHeadingIds` leaves it alone); `renderTree` runs its transformers and stringifier on such
 * a tree. rehype-sanitize is always its last transformer.
 */
export function createPipeline(plugins: MarkdownPlugins = NO_PLUGINS) {
  return unified()
    .use(remarkParse)
    .use(remarkGfmLean)
    .use(remarkHeadingIds)
    .use(REMARK_PLUGINS)
    .use(plugins.remarkPlugins)
    .use(remarkRehype, REMARK_REHYPE_OPTIONS)
    .use(REHYPE_OWN)
    .use(plugins.rehypePlugins)
    .use(SANITIZE)
    .use(rehypeStringify)
    .freeze();
}

/** A pipeline as `createPipeline` makes it. */
export type Pipeline = ReturnType<typeof createPipeline>;

/** The pipeline without a library's plugins. */
export const pipeline: Pipeline = createPipeline();

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
  /** The pipeline to render with (`createPipeline`, with the library's plugins); default `pipeline`. */
  pipeline?: Pipeline;
}

/** A rendered body: its HTML and its headings (element ids as `slug`, for tables of contents). */
export interface RenderedTree {
  html: string;
  headings: RenderedHeading[];
}

/** The file and headings a render of `tree` starts from. */
function prepare(tree: Root, options: RenderOptions) {
  const { file = 'body', frontmatter = {}, bodyLine = 1, links } = options;
  const vfile = new VFile({ path: file, data: { astro: { frontmatter }, bodyLine, links } });
  const headings = (tree.data?.headings ?? []).map((h) => ({
    depth: h.depth,
    slug: h.id,
    text: h.text,
  }));
  return { vfile, headings, run: options.pipeline ?? pipeline };
}

/**
 * Renders a body's tree, the one `parseBody` made and the validator checked (`entry.tree`).
 * Synchronous, so every plugin of the pipeline must be (ours are; a library's may not be: use
 * `renderTreeAsync`). The tree is transformed in place: render a tree once (`entry.tree` gives a
 * fresh one on every read). Throws (message `file:line: broken link ...`) on a broken cross-link
 * or in-page anchor, which validation has refused first.
 */
export function renderTree(tree: Root, options: RenderOptions = {}): RenderedTree {
  const { vfile, headings, run } = prepare(tree, options);
  const out = run.runSync(tree, vfile);
  return { html: String(run.stringify(out, vfile)), headings };
}

/**
 * `renderTree` for a pipeline whose plugins may be asynchronous (a library's own: a plugin that
 * highlights code, say, returns a promise). The same result and errors, as a promise.
 */
export async function renderTreeAsync(
  tree: Root,
  options: RenderOptions = {},
): Promise<RenderedTree> {
  const { vfile, headings, run } = prepare(tree, options);
  const out = await run.run(tree, vfile);
  return { html: String(run.stringify(out, vfile)), headings };
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
  const { html, headings } = await renderTreeAsync(parseBody(body, bodyLine), options);
  return { html, metadata: { headings, frontmatter, imagePaths: [] } };
}

/** The name of our processor in Astro's config (`markdown.processor.name`). */
export const PROCESSOR_NAME = 'incident-library';

/**
 * `markdown.processor` for astro.config.mjs: Astro's processor interface (`createRenderer`
 * returning `render(content, { fileURL, frontmatter })`) over the same pipeline, with the
 * library's `plugins`, which it also carries as its `options` so that the content loader renders
 * with the same ones (`src/astro/markdown-plugins.ts`).
 */
export function markdownProcessor(plugins: MarkdownPlugins = NO_PLUGINS) {
  const run = createPipeline(plugins);
  return {
    name: PROCESSOR_NAME,
    options: { ...plugins },
    async createRenderer() {
      return {
        async render(
          content: string,
          opts?: { fileURL?: URL | string; frontmatter?: Record<string, unknown> },
        ) {
          const url = opts?.fileURL;
          const file = url === undefined ? undefined : typeof url === 'string' ? url : url.pathname;
          const r = await renderBody(content, {
            file,
            frontmatter: opts?.frontmatter,
            pipeline: run,
          });
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
