/**
 * The one Markdown parse of a content body, shared by `npm run validate` and the renderer: the
 * body becomes one mdast tree with exactly the GFM set-up the page is rendered with, and its
 * headings get their ids on that tree, once. The validator checks that tree
 * (`body-checks.ts`) and the renderer (`src/markdown/index.ts`, `renderTree`) renders it, so
 * a heading, a fence or a link can never mean one thing to the validator and another on the page.
 *
 * Heading ids: github-slugger over the heading's plain text as the page shows it
 * (`headingPlainText`: entities decoded, link and emphasis marks gone, images and footnote
 * markers left out), with the layout's `RESERVED_IDS` taken first so a body heading never takes
 * a page id, and `user-content-` in front (`CONTENT_ID_PREFIX`). A heading whose text has no
 * letter or digit (`## 🔥`) is slugged as `section` (then `section-1` ...), so its id is never
 * the bare prefix. The id is put on the mdast node (`data.hProperties.id`), which remark-rehype
 * copies to the element, and the list is kept on the root (`tree.data.headings`).
 */
import GithubSlugger, { slug as plainSlug } from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { PAGE_KINDS } from './kinds.ts';
import { eachNode, PHRASING_PARENTS } from './tree-walk.ts';

/** The prefix of every id in a rendered body (GitHub's), so content never takes a page's own id or a global name. */
export const CONTENT_ID_PREFIX = 'user-content-';

/** The element id a body heading with anchor `slug` gets (`trigger` to `user-content-trigger`). */
export function contentId(slug: string): string {
  return CONTENT_ID_PREFIX + slug;
}

/**
 * Ids that page layouts render around a body; a body heading never takes one (it gets `-1`): the
 * header's and skip link's, the episode player's, and every section anchor a page kind draws
 * (`PAGE_KINDS`' `pageAnchors`, the one list of them).
 */
export const RESERVED_IDS: readonly string[] = [
  'main',
  'top',
  'search',
  'theme',
  'skip',
  'toc',
  'episode-audio',
  ...new Set(PAGE_KINDS.flatMap((k) => k.pageAnchors)),
];

/** What a heading's text is slugged as when it has no letter or digit (`## 🔥`). */
export const EMPTY_HEADING_SLUG = 'section';

/** A heading of a body: level, text as the page shows it, its anchor, its element id and where it is (1-based, whole file). */
export interface BodyHeading {
  depth: number;
  text: string;
  slug: string;
  id: string;
  line: number;
  col: number;
}

declare module 'mdast' {
  interface RootData {
    /** The body's headings, set once by `assignHeadingIds`. */
    headings?: BodyHeading[];
  }
}

/**
 * remark-gfm without GFM's micromark autolink-literal tokenizer, which tries an e-mail address at
 * every letter (about 40% of rendering, measured by `npm run bench`); bare URLs and e-mail
 * addresses are still linked by the mdast transform in `gfmFromMarkdown`. Adapted from
 * remark-gfm's index.js. The renderer and the validator both parse with it.
 * @param options.tables false leaves out the table syntax (for a body that cannot hold a table: `MAY_TABLE`).
 */
export function remarkGfmLean(this: Processor, options: { tables?: boolean } = {}) {
  const data = this.data() as Record<string, unknown[] | undefined>;
  const tables = options.tables === false ? [] : [gfmTable()];
  (data.micromarkExtensions ??= []).push(
    combineExtensions([gfmFootnote(), gfmStrikethrough(), ...tables, gfmTaskListItem()]),
  );
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown().map(guardedTransforms));
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());
}

/** An mdast-util-from-markdown extension, as mdast-util-gfm makes them. */
type FromMarkdownExtension = ReturnType<typeof gfmFromMarkdown>[number];

/**
 * What every bare URL and e-mail address GFM links holds, in any case: `http://`, `https://`,
 * `www.` or `@` (the four expressions of mdast-util-gfm-autolink-literal's transform need one).
 */
const MAY_AUTOLINK = /@|www\.|https?:\/\//i;

/** True when some text node of `tree` holds what a bare URL or e-mail address needs. */
function mayAutolink(tree: Root): boolean {
  let found = false;
  eachNode(tree, (n) => {
    if (found) return false;
    if (n.type === 'text' && MAY_AUTOLINK.test(n.value)) found = true;
  });
  return found;
}

/**
 * The extension with each transform run only on a tree that may hold a bare URL or e-mail
 * address. Only the autolink-literal extension has a transform: four walks of the whole tree
 * (mdast-util-find-and-replace, with unist-util-visit-parents), about a tenth of a body's parse,
 * that change nothing in a tree none of whose text holds `@`, `www.` or `://`. The tree is the
 * same either way; one plain walk decides.
 */
function guardedTransforms(extension: FromMarkdownExtension): FromMarkdownExtension {
  if (!extension.transforms?.length) return extension;
  return {
    ...extension,
    transforms: extension.transforms.map(
      (transform) => (tree: Root) => (mayAutolink(tree) ? transform(tree) : undefined),
    ),
  };
}

/**
 * What every GFM table holds: its delimiter row has a `|`, or else (one cell, no pipe) a colon
 * beside a dash (`:-` or `-:`), since a row of dashes alone is a thematic break or a setext
 * underline (micromark-extension-gfm-table: "there was no `:` or `|` at all"). The table syntax
 * is tried at the start of every line, about a quarter of a body's parse; a body with none of
 * these cannot hold a table, so it is parsed without that syntax, to the same tree.
 */
const MAY_TABLE = /\||:-|-:/;

const parser = unified().use(remarkParse).use(remarkGfmLean).freeze();
const parserWithoutTables = unified()
  .use(remarkParse)
  .use(remarkGfmLean, { tables: false })
  .freeze();

/**
 * The plain text of inline Markdown as the rendered page shows it: text and code as written
 * (entities decoded by the parser), the text of links and emphasis, nothing for images (an
 * `<img>` has no text), footnote markers, raw HTML and breaks.
 */
export function headingPlainText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
    case 'html':
    case 'break':
      return '';
    default:
      return 'children' in node ? (node.children as Nodes[]).map(headingPlainText).join('') : '';
  }
}

/**
 * Gives every heading of `tree` its id (see the module comment) and records them on
 * `tree.data.headings`; a tree that has them already is left alone, so the renderer can run it
 * on a tree the validator parsed.
 * @param bodyLine the 1-based line of the whole file on which the body starts.
 * @returns the headings in document order.
 */
export function assignHeadingIds(tree: Root, bodyLine = 1): BodyHeading[] {
  if (tree.data?.headings) return tree.data.headings;
  const slugger = new GithubSlugger();
  for (const id of RESERVED_IDS) slugger.slug(id);
  const headings: BodyHeading[] = [];
  eachNode(tree, (n) => {
    // Headings are blocks: none lies inside a paragraph, a heading or a table cell.
    if (n.type !== 'heading') return !PHRASING_PARENTS.has(n.type);
    const node: Heading = n;
    // As the page shows it: a line break inside a setext heading reads as a space.
    const text = headingPlainText(node).replace(/\s+/g, ' ').trim();
    const slug = slugger.slug(plainSlug(text) === '' ? EMPTY_HEADING_SLUG : text);
    const id = contentId(slug);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.push({
      depth: node.depth,
      text,
      slug,
      id,
      line: (node.position?.start.line ?? 1) + bodyLine - 1,
      col: node.position?.start.column ?? 1,
    });
    return false;
  });
  tree.data = { ...tree.data, headings };
  return headings;
}

/** remark plugin form of `assignHeadingIds` (reads `file.data.bodyLine`), for the renderer's processor. */
export function remarkHeadingIds() {
  return (tree: Root, file: { data: Record<string, unknown> }) =>
    void assignHeadingIds(tree, Number(file.data.bodyLine ?? 1));
}

/**
 * Parses a body into its one tree, headings with their ids included. Does not check
 * `MARKDOWN_LIMITS`: callers do that first (`checkMarkdownLimits`), as the parser's time and
 * stack are only bounded within them.
 * @param body the Markdown body (LF line endings).
 * @param bodyLine the 1-based line of the whole file on which the body starts.
 */
export function parseBody(body: string, bodyLine = 1): Root {
  const tree = (MAY_TABLE.test(body) ? parser : parserWithoutTables).parse(body);
  assignHeadingIds(tree, bodyLine);
  return tree;
}

/**
 * The ids remark-rehype gives a body's footnotes (`clobberPrefix` `user-content-`): each
 * referenced note `user-content-fn-<label>`, each reference `user-content-fnref-<label>` (a
 * repeated one `-2`, `-3` ...), and `footnote-label` for the section heading. Mirrors
 * mdast-util-to-hast's footnote handlers, so an in-page link the validator accepts has its target.
 */
export function footnoteIds(tree: Root): string[] {
  const counts = new Map<string, number>();
  eachNode(tree, (node) => {
    if (node.type !== 'footnoteReference') return;
    const label = String(node.identifier).toUpperCase();
    counts.set(label, (counts.get(label) ?? 0) + 1);
  });
  if (counts.size === 0) return [];
  const ids = ['footnote-label'];
  for (const [label, n] of counts) {
    const safe = normalizeUri(label.toLowerCase());
    ids.push(contentId(`fn-${safe}`));
    for (let i = 1; i <= n; i++) ids.push(contentId(`fnref-${safe}${i > 1 ? `-${i}` : ''}`));
  }
  return ids;
}
