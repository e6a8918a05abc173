/**
 * The validator's check of a Markdown body for what a page must never publish (HOSTILE.md,
 * "Markdown and HTML"; field case 15). Policy: raw HTML is refused, not sanitised; see the README,
 * "Raw HTML in content". Every finding names the line and column in the whole file.
 *
 * - Bodies over `MARKDOWN_LIMITS` are refused before they are parsed (bounded work).
 * - Raw HTML of any kind (tags, comments, declarations) is refused, naming the tag.
 * - Link, image and definition URLs may only be http(s), mailto, a cross-link kind, or a path
 *   on this site; `javascript:`, `vbscript:`, `data:` and every other scheme are refused, in
 *   any spelling the browser would still read as that scheme (case, entities, tabs).
 * - Images must come from this site: pages make no request to another origin.
 *
 * The render pipeline (`src/markdown/`) drops and sanitises the same things as a second line of
 * defence; this check is what tells the contributor.
 */
import type { Root } from 'mdast';
import type { ContentIssue } from './errors.ts';
import { PAGE_KINDS } from './kinds.ts';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { parseBody } from './markdown-tree.ts';
import { eachNode, PHRASING_PARENTS } from './tree-walk.ts';

/** URL schemes a link may use besides the cross-link kinds (`case:`, `component:`...). */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto'];

const IMAGE_HINT =
  'pages make no requests to other sites: link to the image instead, [description](url), or add the file to public/ and use its path';

/** A URL as the browser reads it: ASCII tab and newline removed, leading C0 and spaces trimmed. */
export function browserUrl(url: string): string {
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

/** The scheme of a URL in lower case (`javascript`), or undefined for a relative URL. */
export function urlScheme(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(browserUrl(url))?.[1].toLowerCase();
}

/** True when an image URL points at this site: a path, not another origin (`//host`, `\\host`). */
export function isSiteImage(url: string): boolean {
  const u = browserUrl(url);
  if (urlScheme(u) !== undefined || /^[\\/]{2}/.test(u) || /^\/\\/.test(u)) return false;
  const base = 'https://site.invalid/a/b/';
  try {
    return new URL(u, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** The tag (`<script>`, `<!-- -->`) a raw HTML node starts with, for the message. */
function describeHtml(value: string): string {
  if (value.startsWith('<!--')) return 'an HTML comment';
  // A closing tag is named as written (`</b>`), so the message matches what is on the line.
  const m = /^<(\/?)([a-zA-Z][\w:-]*)/.exec(value.trim());
  return m ? `<${m[1]}${m[2].toLowerCase()}>` : `"${value.trim().slice(0, 20)}"`;
}

/**
 * Problems in one body; empty when it is fine. Checks the limits, parses the body into its one
 * tree (`parseBody`) and runs `urlIssues` on it.
 * @param file repository-relative path, for the issues.
 * @param body the Markdown body (LF line endings).
 * @param bodyLine the 1-based line of the whole file on which the body starts.
 */
export function checkRawHtml(
  file: string,
  body: string,
  bodyLine = 1,
  linkKinds: Readonly<Record<string, string>> = PAGE_LINK_KINDS,
): ContentIssue[] {
  const limit = checkMarkdownLimits(body, bodyLine);
  if (limit)
    return [
      {
        file,
        line: limit.line,
        col: limit.col,
        field: 'body',
        message: limit.message,
        hint: limit.hint,
      },
    ];
  return urlIssues(file, parseBody(body, bodyLine), bodyLine, linkKinds);
}

/** The cross-link prefixes of the content pages every library has, and their folders. */
const PAGE_LINK_KINDS: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_KINDS.map((k) => [k.link, k.type]),
);

/**
 * Raw HTML, refused URL schemes and images from other sites in a body's tree.
 * @param bodyLine the 1-based line of the whole file on which the body starts.
 * @param linkKinds the library's cross-link prefixes (a scheme that is one is a cross-link).
 */
export function urlIssues(
  file: string,
  tree: Root,
  bodyLine: number,
  linkKinds: Readonly<Record<string, string>>,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (
    node: { position?: { start: { line: number; column: number } } },
    message: string,
    hint: string,
  ) =>
    issues.push({
      file,
      line: (node.position?.start.line ?? 1) + bodyLine - 1,
      col: node.position?.start.column ?? 1,
      field: 'body',
      message,
      hint,
    });
  const definitions = new Map<string, string>();
  // Definitions are blocks: none lies inside a paragraph, a heading or a table cell.
  eachNode(tree, (d) => {
    if (d.type === 'definition') {
      if (!definitions.has(d.identifier)) definitions.set(d.identifier, d.url);
      return false;
    }
    return !PHRASING_PARENTS.has(d.type);
  });
  eachNode(tree, (node) => {
    if (node.type === 'html') {
      const what = describeHtml(node.value);
      at(
        node,
        `raw HTML is not accepted: ${what}`,
        what === 'an HTML comment'
          ? 'delete the comment; notes for reviewers belong in the pull request'
          : 'write it in Markdown; to show a tag as text put it in `backticks` or write \\<',
      );
      return;
    }
    if (node.type === 'imageReference') {
      const url = definitions.get(node.identifier);
      if (url !== undefined && !isSiteImage(url))
        at(node, `images from other sites are not shown: ${url.slice(0, 80)}`, IMAGE_HINT);
      return;
    }
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const url = node.url;
    const scheme = urlScheme(url);
    if (
      scheme !== undefined &&
      !ALLOWED_LINK_SCHEMES.includes(scheme) &&
      !Object.hasOwn(linkKinds, scheme)
    ) {
      at(
        node,
        `the URL scheme "${scheme}:" is not allowed`,
        `links may be http(s), mailto, a cross-link (${PAGE_KINDS.slice(0, 3)
          .map((k) => k.link)
          .join(':, ')}:...) or a path on this site`,
      );
    } else if (node.type === 'image' && !isSiteImage(url)) {
      at(node, `images from other sites are not shown: ${url.slice(0, 80)}`, IMAGE_HINT);
    }
  });
  return issues;
}
