/**
 * Every check `npm run validate` runs on a Markdown body, on the one tree the page is rendered
 * from (`markdown-tree.ts`). What one file can decide alone is reported here (raw HTML and URL
 * schemes, in-page anchors, tables, bare URLs, headings, placeholders, required sections,
 * citations, speakers); what needs other files (cross-links, site paths, relative images and
 * links) is returned as plain facts for the checks across files (`references.ts`).
 * Every issue names the line and column in the whole file, the construct, and a hint.
 */
import type { Heading, Link, Nodes, Paragraph, Root, Strong, Table, Text } from 'mdast';
import {
  CASE_SECTIONS,
  type Article,
  type ContentType,
  type Transcript,
} from '../../schemas/index.ts';
import { bodyAnchorNames, fragmentOf, pageOwnAnchors } from './anchors.ts';
import { SECTION_ANCHORS } from './layout-anchors.ts';
import type { ContentIssue } from './errors.ts';
import { parseLinkTarget } from './link-index.ts';
import { footnoteIds, headingPlainText, type BodyHeading } from './markdown-tree.ts';
import { urlIssues, urlScheme } from './raw-html.ts';
import { didYouMean } from './suggest.ts';
import { lineIndexAt } from './line-starts.ts';

/** The prefix `npm run new:case` writes into every blank; a value or body line still starting with it is unfinished. */
export const PLACEHOLDER = 'TODO';

/** What the checks across files need of a body, as flat arrays (cached as JSON for every file). */
export interface BodyFacts {
  /** Cross-links and relative `.md` links as 5-tuples: kind (`case`, ... or `md`), target, anchor or null, line, column. */
  links: (string | number | null)[];
  /** Site-absolute link and image targets as triples: target, line, column. */
  sitePaths: (string | number)[];
  /** Relative images and links as 5-tuples: `image` or `link`, the URL as written, the site path it resolves to (no leading `/`), line, column. */
  relative: (string | number)[];
  /** In-page links to layout sections a page renders only when it has something for them, as triples: anchor, line, column. */
  inPage?: (string | number)[];
}

/** What `checkBody` finds. */
export interface BodyCheck {
  issues: ContentIssue[];
  headings: BodyHeading[];
  facts: BodyFacts;
}

/** The entry a body belongs to. */
export interface BodyContext {
  /** Repository-relative path, for the issues. */
  file: string;
  type: ContentType;
  /** The case ID or page slug (its page is `/<type>/<id>/`, which relative URLs resolve against). */
  id: string;
  /** The body's text, for columns the tree does not keep (a URL inside a link). */
  body: string;
  /** The 1-based line of the whole file on which the body starts. */
  bodyLine: number;
  /** The entry's frontmatter after its schema, when it passed (citations and speakers need it). */
  data?: unknown;
  /** The library's cross-link prefixes and their URL segments. */
  linkKinds: Readonly<Record<string, string>>;
}

/** Line and column (1-based, in the body) of offsets into the body. */
class Locator {
  #starts: number[] | undefined;
  readonly body: string;
  constructor(body: string) {
    this.body = body;
  }
  point(offset: number): { line: number; col: number } {
    const starts = (this.#starts ??= [
      0,
      ...[...this.body.matchAll(/\n/g)].map((m) => m.index + 1),
    ]);
    const lo = lineIndexAt(starts, offset);
    return { line: lo + 1, col: offset - starts[lo] + 1 };
  }
}

type Positioned = {
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
};

/** Where the URL of a link, image or definition starts in the body (its node's start if unknown). */
function urlOffset(node: Nodes, body: string): number | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  if (node.type === 'definition') {
    const i = body.indexOf(']:', start);
    if (i === -1 || i > end) return start;
    let j = i + 2;
    while (j < end && /\s/.test(body[j])) j++;
    return j;
  }
  if (body[start] === '<') return start + 1;
  const from =
    node.type === 'link' ? (node.children.at(-1)?.position?.end.offset ?? start + 1) : start + 2;
  const i = body.indexOf('](', from);
  return i === -1 || i > end ? start : i + 2;
}

/** Bare URLs GFM links (`https://...`, `www....`) and the characters that end one badly. */
const BAD_URL_END = /[\p{P}\p{S}]$/u;

/** The site path (no leading `/`) a relative URL names from the page `/<type>/<id>/`. */
function resolveRelative(url: string, type: ContentType, id: string): string {
  try {
    const u = new URL(url, `https://site.invalid/${type}/${encodeURIComponent(id)}/`);
    return decodeURIComponent(u.pathname).replace(/^\/+/, '');
  } catch {
    return url;
  }
}

/**
 * Checks a body's tree.
 * @param tree the body's tree from `parseBody` (headings already have their ids).
 */
export function checkBody(tree: Root, ctx: BodyContext): BodyCheck {
  const { file, type, body, bodyLine } = ctx;
  const issues: ContentIssue[] = [];
  const loc = new Locator(body);
  const headings = tree.data?.headings ?? [];
  const facts: BodyFacts = { links: [], sitePaths: [], relative: [] };
  const add = (line: number, col: number, message: string, hint?: string) =>
    issues.push({
      file,
      line: line + bodyLine - 1,
      col,
      field: 'body',
      message,
      ...(hint !== undefined && { hint }),
    });
  const at = (node: Positioned, message: string, hint?: string) =>
    add(node.position?.start.line ?? 1, node.position?.start.column ?? 1, message, hint);
  const urlAt = (node: Nodes) => {
    const o = urlOffset(node, body);
    return o === undefined
      ? { line: node.position?.start.line ?? 1, col: node.position?.start.column ?? 1 }
      : loc.point(o);
  };

  issues.push(...urlIssues(file, tree, bodyLine, ctx.linkKinds));

  const references =
    (ctx.data as Partial<Article> | undefined)?.references?.map((r) => r.key) ?? [];
  const anchorNames = bodyAnchorNames(headings, footnoteIds(tree));
  const pageOwn = pageOwnAnchors(type, references);

  const walk = (node: Nodes, parent: Nodes | undefined) => {
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition': {
        const url = node.url;
        if (node.type === 'link' && !node.position) bareUrl(node, parent);
        if (url.startsWith('#')) {
          if (node.type === 'image') break;
          const target = fragmentOf(url);
          if (!anchorNames.has(target) && SECTION_ANCHORS[type].includes(target)) {
            // Whether the page renders this section can depend on other files: checked across files.
            const p = urlAt(node);
            (facts.inPage ??= []).push(target, p.line + bodyLine - 1, p.col);
          } else if (url !== '#' && !anchorNames.has(target) && !pageOwn.has(target)) {
            const p = urlAt(node);
            const slugs = headings.map((h) => h.slug);
            add(
              p.line,
              p.col,
              `broken link "${url}": no heading #${target} on this page`,
              didYouMean(target, slugs) ??
                (slugs.length
                  ? `headings here: ${slugs.join(', ')}`
                  : 'this page has no headings; link a heading of another page as case:IL-0190#trigger'),
            );
          }
          break;
        }
        const link = node.type === 'image' ? undefined : parseLinkTarget(url, ctx.linkKinds);
        if (link) {
          const p = urlAt(node);
          facts.links.push(
            link.kind,
            link.target,
            link.anchor ?? null,
            p.line + bodyLine - 1,
            p.col,
          );
          break;
        }
        if (/^\/(?![/\\])/.test(url)) {
          const p = urlAt(node);
          facts.sitePaths.push(url, p.line + bodyLine - 1, p.col);
          break;
        }
        if (
          url !== '' &&
          !url.startsWith('?') &&
          !/^[\\/]/.test(url) &&
          urlScheme(url) === undefined
        ) {
          const p = urlAt(node);
          facts.relative.push(
            node.type === 'image' ? 'image' : 'link',
            url,
            resolveRelative(url, type, ctx.id),
            p.line + bodyLine - 1,
            p.col,
          );
        }
        break;
      }
      case 'table':
        tableRows(node);
        break;
      case 'heading':
        headingLinks(node);
        break;
      case 'paragraph':
        if (type === 'transcripts') speaker(node);
        placeholder(node);
        break;
      case 'text':
        if (type === 'articles' && ctx.data && parent?.type !== 'link') citations(node);
        break;
      case 'code':
      case 'inlineCode':
        return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, node);
  };

  function bareUrl(node: Link, parent: Nodes | undefined) {
    const shown =
      node.children.length === 1 && node.children[0].type === 'text'
        ? node.children[0].value
        : node.url;
    const end = [...shown].at(-1) ?? '';
    if (!BAD_URL_END.test(end) || /[\x00-\x7f]/.test(end)) return;
    const from = parent?.position?.start.offset ?? 0;
    const i = body.indexOf(shown, from);
    const p =
      i === -1
        ? { line: parent?.position?.start.line ?? 1, col: parent?.position?.start.column ?? 1 }
        : loc.point(i);
    add(
      p.line,
      p.col,
      `the bare URL "${shown}" ends in "${end}", which becomes part of the link`,
      `put the URL in angle brackets, <${node.url.replace(/[\p{P}\p{S}]+$/u, '')}>, or write [text](url)`,
    );
  }

  function tableRows(table: Table) {
    const width = table.children[0]?.children.length ?? 0;
    for (const row of table.children.slice(1)) {
      const n = row.children.length;
      if (n === width) continue;
      at(
        row,
        `this table row has ${n} cell${n === 1 ? '' : 's'}, the header has ${width}`,
        n > width
          ? `a "|" ends a cell even inside \`code\`: write it as \\|, or add the column to the header; cells past the header's are not shown`
          : `add the missing cell${width - n === 1 ? '' : 's'} (an empty one is "| |") so every row has ${width}`,
      );
    }
  }

  function headingLinks(heading: Heading) {
    const visitLinks = (n: Nodes) => {
      if (n.type === 'link' && n.children.length === 0 && parseLinkTarget(n.url, ctx.linkKinds)) {
        at(
          n,
          `a cross-link in a heading needs its own text: "${n.url}" has none`,
          "write the text, e.g. ## See [the trigger](case:IL-0190#trigger): the heading's id is made from the text written",
        );
      }
      if ('children' in n) for (const c of n.children as Nodes[]) visitLinks(c);
    };
    visitLinks(heading);
  }

  function speaker(p: Paragraph) {
    const first = p.children[0] as Strong | undefined;
    if (first?.type !== 'strong') return;
    const label = headingPlainText(first);
    if (!/^[^:]{1,40}:$/.test(label)) return;
    const name = label.slice(0, -1);
    const names = (ctx.data as Partial<Transcript> | undefined)?.speakers?.map((s) => s.name);
    if (names && !names.includes(name))
      add(
        first.position?.start.line ?? 1,
        (first.position?.start.column ?? 1) + 2,
        `speaker "${name}" is not listed in speakers`,
        didYouMean(name, names) ?? 'add the speaker with a role',
      );
  }

  function placeholder(p: Paragraph) {
    p.children.forEach((child, i) => {
      if (child.type !== 'text') return;
      child.value.split('\n').forEach((text, j) => {
        if ((j === 0 && i !== 0) || !/^\s*TODO\b/.test(text)) return;
        const line = (child.position?.start.line ?? p.position?.start.line ?? 1) + j;
        const raw = body.split('\n', line)[line - 1] ?? '';
        add(
          line,
          raw.indexOf(PLACEHOLDER) + 1,
          'placeholder text from `npm run new:case` is still here',
          'replace the TODO line with your own text',
        );
      });
    });
  }

  function citations(node: Text) {
    const keys = new Set(references);
    for (const m of node.value.matchAll(/\[([A-Z]{1,4}\d{1,3})\](?![(:[])/g)) {
      if (keys.has(m[1])) continue;
      const before = node.value.slice(0, m.index);
      const nl = before.lastIndexOf('\n');
      const line = (node.position?.start.line ?? 1) + (before.match(/\n/g)?.length ?? 0);
      const col =
        nl === -1
          ? (node.position?.start.column ?? 1) + m.index
          : (body.split('\n', line)[line - 1] ?? '').indexOf(m[0]) + 1;
      add(
        line,
        col,
        `citation [${m[1]}] has no entry in references`,
        didYouMean(m[1], [...keys]) ?? 'add it to the references list with a title and URL',
      );
    }
  }

  walk(tree, undefined);

  if (type === 'cases') {
    const h2 = new Set(
      headings.filter((h) => h.depth === 2).map((h) => h.text.trim().toLowerCase()),
    );
    const required = CASE_SECTIONS.filter((x) => x.required).map((x) => x.heading);
    for (const s of CASE_SECTIONS) {
      if (s.required && !h2.has(s.heading.toLowerCase())) {
        issues.push({
          file,
          line: bodyLine,
          col: 1,
          field: 'body',
          message: `missing the required section "## ${s.heading}"`,
          hint: `add a "## ${s.heading}" heading with its text; required sections: ${required.join(', ')}`,
        });
      }
    }
  }
  return { issues, headings, facts };
}
