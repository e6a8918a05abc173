/**
 * A postmortem as one Markdown tree (mdast) whose nodes keep the line they came from in the
 * source file. Markdown is parsed as a case body is (`parseBody`, GFM tables included); HTML (a
 * Confluence page export, a Google Docs "Web page" download, a converted .docx) is parsed by
 * rehype-parse, sanitised by rehype-sanitize with GitHub's schema (scripts, styles and other
 * active content dropped with their contents, event handlers, inline styles and classes gone,
 * links only to http(s) and mailto), and converted by rehype-remark. Either way the tree is then
 * cleaned as contributed Markdown is: raw HTML, images and links to anything but http(s) and
 * mailto are not carried over (a link keeps its text). Pure: text in, tree out.
 */
import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { Link, Nodes, Parents, Root, Text } from 'mdast';
import mammoth from 'mammoth';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import rehypeSanitize, { defaultSchema, type Options } from 'rehype-sanitize';
import { unified } from 'unified';
import { parseContentFile } from '../model/frontmatter.ts';
import { parseBody } from '../model/markdown-tree.ts';

/** A source read into one tree. */
export interface SourceTree {
  tree: Root;
  /**
   * The document's own title outside its text: an HTML page's `<title>` (a Google Docs
   * download's name), or the `title` of a Markdown file's YAML frontmatter (a blog's postmortem).
   */
  documentTitle?: string;
  /** The line `documentTitle` is on, where the source has one for it. */
  documentTitleLine?: number;
}

/**
 * GitHub's sanitiser schema, with every element whose contents are not text for a reader
 * dropped whole rather than unwrapped (a `<style>` sheet, a `<title>` read separately, an
 * `<svg>`'s script).
 */
const SANITIZE: Options = {
  ...defaultSchema,
  strip: [
    ...(defaultSchema.strip ?? []),
    'style',
    'title',
    'template',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'textarea',
    'select',
    'button',
  ],
};

/** The addresses a link may keep: the web and mail. */
const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** The first `<title>` of an HTML tree, as text. */
function titleOf(node: HastRoot | HastContent): string | undefined {
  if (node.type === 'element' && node.tagName === 'title')
    return hastText(node).trim() || undefined;
  if ('children' in node)
    for (const child of node.children as (Element | HastContent)[]) {
      const found = titleOf(child);
      if (found) return found;
    }
  return undefined;
}

/**
 * Google Docs wraps every link in a redirect (`https://www.google.com/url?q=<address>&sa=...`):
 * the address it leads to, else the link as it is.
 */
function unwrapRedirect(url: string): string {
  if (!/^https:\/\/www\.google\.com\/url\?/.test(url)) return url;
  const target = new URL(url).searchParams.get('q');
  return target && /^https?:\/\//.test(target) ? target : url;
}

/** The plain text of a URL written in running text, split off so it becomes a link (an autolink). */
const LITERAL_URL = /\bhttps?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"]/g;

/**
 * Cleans a tree in place: raw HTML, images and footnote definitions out; a reference link becomes
 * the link its definition gives (its text alone when it has none); links to anything but
 * http(s) and mailto become their text; a URL in running text becomes a link to itself, so the
 * draft has no bare URL for the validator to refuse.
 */
export function cleanTree(tree: Root): Root {
  // A reference link ("[fix][1]" with "[1]: https://...") is the link its definition gives.
  const definitions = new Map<string, string>();
  const collect = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier))
      definitions.set(node.identifier, node.url);
    if ('children' in node) for (const c of node.children as Nodes[]) collect(c);
  };
  collect(tree);
  const walk = (parent: Parents) => {
    const out: Nodes[] = [];
    for (let node of parent.children as Nodes[]) {
      if (
        node.type === 'html' ||
        node.type === 'image' ||
        node.type === 'imageReference' ||
        node.type === 'definition' ||
        node.type === 'footnoteDefinition' ||
        node.type === 'footnoteReference'
      )
        continue;
      if (node.type === 'linkReference') {
        const url = definitions.get(node.identifier);
        if (url === undefined) {
          walk(node);
          out.push(...(node.children as Nodes[]));
          continue;
        }
        node = {
          type: 'link',
          url,
          children: node.children,
          ...(node.position && { position: node.position }),
        } satisfies Link;
      }
      if (node.type === 'link') {
        const url = unwrapRedirect(node.url.trim());
        if (!SAFE_URL.test(url)) {
          walk(node);
          out.push(...(node.children as Nodes[]));
          continue;
        }
        node.url = url;
        node.title = null;
        walk(node);
        out.push(node);
        continue;
      }
      if (node.type === 'text') {
        out.push(...splitUrls(node));
        continue;
      }
      if ('children' in node) walk(node);
      out.push(node);
    }
    (parent as { children: Nodes[] }).children = out;
  };
  walk(tree);
  return tree;
}

/** A text node with the URLs in it made links to themselves. */
function splitUrls(node: Text): Nodes[] {
  const out: Nodes[] = [];
  let last = 0;
  for (const m of node.value.matchAll(LITERAL_URL)) {
    if (m.index > last) out.push({ ...node, value: node.value.slice(last, m.index) });
    const link: Link = {
      type: 'link',
      url: m[0],
      children: [{ type: 'text', value: m[0] }],
      ...(node.position && { position: node.position }),
    };
    out.push(link);
    last = m.index + m[0].length;
  }
  if (last === 0) return [node];
  if (last < node.value.length) out.push({ ...node, value: node.value.slice(last) });
  return out;
}

/** A frontmatter block: YAML between `---` lines (Jekyll, Hugo), or TOML between `+++` (Hugo, Zola). */
const FRONTMATTER = /^(---|\+\+\+)[ \t]*\r?\n[\s\S]*?\r?\n\1[ \t]*(?:\r?\n|$)/;

/**
 * The `title` a YAML frontmatter states, with its line, read by the library's one frontmatter
 * parser (`parseContentFile`, as a case is read); none when the block does not parse, is over
 * that parser's size limit, or has no text title. A broken block is the source's problem, not a
 * reason to refuse the postmortem. TOML frontmatter is not read: that parser reads YAML only.
 */
function frontmatterTitle(text: string): { text: string; line: number } | undefined {
  if (!text.startsWith('---')) return undefined;
  const parsed = parseContentFile('postmortem.md', text);
  const title = (parsed.data as { title?: unknown } | undefined)?.title;
  if (typeof title !== 'string' || !title.trim()) return undefined;
  return { text: title.trim(), line: parsed.locate(['title']).line };
}

/**
 * A Markdown postmortem as a tree, its own frontmatter (YAML or TOML) skipped with its lines
 * counted; a YAML frontmatter's `title`, if any, is the document's title.
 */
export function markdownTree(text: string): SourceTree {
  const fm = FRONTMATTER.exec(text);
  // The frontmatter's lines left blank, so every node keeps its line in the file.
  const body = fm ? '\n'.repeat(fm[0].split('\n').length - 1) + text.slice(fm[0].length) : text;
  const title = fm ? frontmatterTitle(text) : undefined;
  return {
    tree: cleanTree(parseBody(body.replace(/\r\n?/g, '\n'))),
    ...(title && { documentTitle: title.text, documentTitleLine: title.line }),
  };
}

/** The element whose `id` is `id`, depth first. */
function byId(node: HastRoot | HastContent, id: string): Element | undefined {
  if (node.type === 'element' && node.properties.id === id) return node;
  if ('children' in node)
    for (const child of node.children as HastContent[]) {
      const found = byId(child, id);
      if (found) return found;
    }
  return undefined;
}

/**
 * A Confluence page export's own text: its page body (`#main-content`) under its title
 * (`#title-text`, without the "SPACE : " Confluence puts before it), leaving out the breadcrumbs,
 * the page metadata and the export's footer around them. Other pages as they are.
 */
function confluencePage(hast: HastRoot): { tree: HastRoot; title?: string } {
  const main = byId(hast, 'main-content');
  if (!main) return { tree: hast };
  const written = byId(hast, 'title-text');
  const title =
    written &&
    hastText(written)
      .trim()
      .replace(/^[^:]{1,60}\s:\s/, '');
  const heading: Element = {
    type: 'element',
    tagName: 'h1',
    properties: {},
    children: [{ type: 'text', value: title ?? '' }],
    ...(written?.position && { position: written.position }),
  };
  return { tree: { type: 'root', children: [...(title ? [heading] : []), main] }, title };
}

/** The rows of a table element, in order, through its `thead`, `tbody` and `tfoot`. */
function rowsOf(table: Element): Element[] {
  return table.children.flatMap((c) =>
    c.type !== 'element'
      ? []
      : c.tagName === 'tr'
        ? [c]
        : c.children.filter((r): r is Element => r.type === 'element' && r.tagName === 'tr'),
  );
}

/**
 * Makes the first row of every table that has no header its header, in place. Word (through
 * mammoth), Google Docs and Confluence write a table's first row as plain cells; without this, a
 * Markdown table would get an empty header row above it.
 */
function headFirstRows(node: HastRoot | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'table') {
      const first = rowsOf(child)[0];
      const hasHead =
        child.children.some((c) => c.type === 'element' && c.tagName === 'thead') ||
        first?.children.some((c) => c.type === 'element' && c.tagName === 'th');
      if (first && !hasHead)
        for (const cell of first.children)
          if (cell.type === 'element' && cell.tagName === 'td') cell.tagName = 'th';
    }
    headFirstRows(child);
  }
}

/** An HTML postmortem as a sanitised Markdown tree, its nodes at their lines in the HTML. */
export function htmlTree(html: string): SourceTree {
  const parsed = unified().use(rehypeParse).parse(html);
  const page = confluencePage(parsed);
  const hast = page.tree;
  const documentTitle = page.title ?? titleOf(parsed);
  const clean = unified().use(rehypeSanitize, SANITIZE).runSync(hast) as HastRoot;
  headFirstRows(clean);
  const tree = unified().use(rehypeRemark).runSync(clean) as Root;
  return { tree: cleanTree(tree), ...(documentTitle && { documentTitle }) };
}

/**
 * A Word postmortem (.docx) as a tree: mammoth converts the document to HTML by its paragraph
 * styles (Heading 1 and 2 become headings, numbered and bulleted paragraphs lists, tables
 * tables, hyperlinks links; its images are left out), then the HTML goes the way an HTML
 * postmortem does. The tree's lines are those of mammoth's HTML, one line for the whole
 * document. Throws mammoth's error when the bytes are not a Word document.
 * @param bytes the .docx file's bytes.
 */
export async function docxTree(bytes: Uint8Array): Promise<SourceTree> {
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes) },
    // Images would come back as data: URLs, which the HTML path drops anyway; skip reading them.
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
  );
  return htmlTree(value);
}
