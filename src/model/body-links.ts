/**
 * The links, images and definitions of a body. An in-page `#anchor` must name a heading or an
 * anchor the page has, and a bare URL must not end in punctuation GFM takes into the link; what
 * needs other files (cross-links, site paths, relative images and links, links to layout
 * sections) is collected as facts for the checks across files (`references.ts`).
 */
import type { Definition, Image, Link, Nodes } from 'mdast';
import type { ContentType } from '../../schemas/index.ts';
import { fragmentOf } from './anchors.ts';
import { SECTION_ANCHORS } from './layout-anchors.ts';
import { parseLinkTarget } from './link-index.ts';
import type { BodyHeading } from './markdown-tree.ts';
import { urlScheme } from './raw-html.ts';
import { didYouMean } from './suggest.ts';
import type { BodyReport } from './body-report.ts';

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

/** The anchors an in-page link may name: the body's headings, all its anchor names and the ones the page's layout adds. */
export interface PageAnchors {
  headings: readonly BodyHeading[];
  /** Heading ids and footnotes (`bodyAnchorNames`). */
  names: ReadonlySet<string>;
  /** Anchors the layout gives the page itself (`pageOwnAnchors`). */
  own: ReadonlySet<string>;
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

/** Checks one link, image or definition, and adds what the checks across files need of it to `facts`. */
export function checkLink(
  node: Link | Image | Definition,
  parent: Nodes | undefined,
  r: BodyReport,
  anchors: PageAnchors,
  facts: BodyFacts,
): void {
  const { type, bodyLine } = r.ctx;
  const { headings } = anchors;
  const url = node.url;
  if (node.type === 'link' && !node.position) bareUrl(node, parent, r);
  if (url.startsWith('#')) {
    if (node.type === 'image') return;
    const target = fragmentOf(url);
    if (!anchors.names.has(target) && SECTION_ANCHORS[type].includes(target)) {
      // Whether the page renders this section can depend on other files: checked across files.
      const p = r.urlAt(node);
      (facts.inPage ??= []).push(target, p.line + bodyLine - 1, p.col);
    } else if (url !== '#' && !anchors.names.has(target) && !anchors.own.has(target)) {
      const p = r.urlAt(node);
      const slugs = headings.map((h) => h.slug);
      r.add(
        p.line,
        p.col,
        `broken link "${url}": no heading #${target} on this page`,
        didYouMean(target, slugs) ??
          (slugs.length
            ? `headings here: ${slugs.join(', ')}`
            : 'this page has no headings; link a heading of another page as case:IL-0190#trigger'),
      );
    }
    return;
  }
  const link = node.type === 'image' ? undefined : parseLinkTarget(url, r.ctx.linkKinds);
  if (link) {
    const p = r.urlAt(node);
    facts.links.push(link.kind, link.target, link.anchor ?? null, p.line + bodyLine - 1, p.col);
    return;
  }
  if (/^\/(?![/\\])/.test(url)) {
    const p = r.urlAt(node);
    facts.sitePaths.push(url, p.line + bodyLine - 1, p.col);
    return;
  }
  if (url !== '' && !url.startsWith('?') && !/^[\\/]/.test(url) && urlScheme(url) === undefined) {
    const p = r.urlAt(node);
    facts.relative.push(
      node.type === 'image' ? 'image' : 'link',
      url,
      resolveRelative(url, type, r.ctx.id),
      p.line + bodyLine - 1,
      p.col,
    );
  }
}

/** A bare URL (GFM's autolink literal) whose last character, not ASCII, becomes part of the link. */
function bareUrl(node: Link, parent: Nodes | undefined, r: BodyReport): void {
  const { body } = r.ctx;
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
      : r.point(i);
  r.add(
    p.line,
    p.col,
    `the bare URL "${shown}" ends in "${end}", which becomes part of the link`,
    `put the URL in angle brackets, <${node.url.replace(/[\p{P}\p{S}]+$/u, '')}>, or write [text](url)`,
  );
}
