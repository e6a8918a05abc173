/**
 * What the post-build checks need from one built HTML page, read with an HTML-standard parser
 * (parse5 through hast-util-from-html, so we see the page as a browser does): its ids, every URL
 * it refers to, and findings that need no other page (duplicate ids; anything that could run
 * script or load from elsewhere). Pure; `check-site.ts` runs it over every page.
 *
 * Active content: a `<script>` must be JSON data (`application/ld+json`,
 * `application/json`, parsing as JSON), an external file on the allowlist
 * (`script-allowlist.ts`), or inline code whose hash the page's Content-Security-Policy lists
 * (Astro hashes only scripts from our own components). Anywhere on the page: no `on*` or
 * `style` attribute, no `javascript:`/`vbscript:`/`data:` URL, no `iframe`, `frame`, `object`,
 * `embed` or `base`, and a `<meta http-equiv>` may only be the CSP or a refresh to this site.
 */
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { isAllowedScript } from './script-allowlist.ts';

/** One problem found on the built site. */
export interface Finding {
  check: 'links' | 'ids' | 'html' | 'scripts';
  /** Page path relative to the output folder (`cases/IL-0190/index.html`). */
  page: string;
  line: number;
  message: string;
}

/** A URL a page refers to, with the attribute it is in; `loads` when the browser fetches it on its own. */
export interface PageRef {
  url: string;
  attr: string;
  tag: string;
  line: number;
  loads: boolean;
}

/** What one page contributes to the site checks. */
export interface PageFacts {
  ids: string[];
  refs: PageRef[];
  findings: Finding[];
}

/** A page for a check worker: its path in the output folder, and whether html-validate should read it. */
export interface PageJob {
  page: string;
  validate: boolean;
}
/** What a check worker returns for a page: its facts, its HTML's digest and html-validate's new findings (`fresh`) when it ran. */
export interface PageResult extends PageFacts {
  digest: string;
  fresh?: [number, string][];
}

const URL_ATTRS: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  source: ['src'],
  track: ['src'],
  form: ['action'],
  button: ['formAction'],
  input: ['formAction', 'src'],
  blockquote: ['cite'],
  q: ['cite'],
};
const LOADING_TAGS = new Set(['img', 'script', 'audio', 'video', 'source', 'track', 'input']);
const LOADING_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'prefetch', 'manifest', 'apple-touch-icon', 'dns-prefetch', 'preconnect']);
const FORBIDDEN_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'applet', 'portal', 'fencedframe']);
const BAD_SCHEME_RE = /^(?:javascript|vbscript|data|file|blob|filesystem):/i;
const JSON_TYPES = new Set(['application/ld+json', 'application/json']);

/** A URL as a browser reads an attribute value: tab/newline removed, leading space and controls trimmed. */
function browserUrl(value: string): string {
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

/** True when the browser fetches this element's URL without a click. */
function loads(n: Element): boolean {
  if (n.tagName === 'link') return ([n.properties.rel].flat() as unknown[]).some((r) => LOADING_RELS.has(String(r).toLowerCase()));
  return LOADING_TAGS.has(n.tagName);
}

/**
 * Calls `fn` on every element of `tree` in document order. A plain walk: unist-util-visit keeps
 * an ancestor list per node, which made it the largest single cost of the checks (10 s of 50 s
 * CPU on a 5,407-page site).
 */
function eachElement(tree: Root, fn: (n: Element) => void): void {
  const stack: (Root | Element)[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'element') fn(node);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child.type === 'element') stack.push(child);
    }
  }
}

/** The script-src hashes in the page's CSP `<meta>` (`sha256-...`), or undefined when it has none. */
function cspScriptHashes(tree: Root): Set<string> | undefined {
  let hashes: Set<string> | undefined;
  eachElement(tree, (n) => {
    if (n.tagName !== 'meta' || String(n.properties.httpEquiv ?? '').toLowerCase() !== 'content-security-policy') return;
    const policy = String(n.properties.content ?? '');
    const scriptSrc = /(?:^|;)\s*script-src(?:-elem)?\s+([^;]*)/i.exec(policy)?.[1] ?? '';
    hashes = new Set([...scriptSrc.matchAll(/'(sha(?:256|384|512)-[^']+)'/g)].map((m) => m[1]));
  });
  return hashes;
}

function scriptHash(algorithm: string, code: string): string {
  return `${algorithm}-${createHash(algorithm).update(code).digest('base64')}`;
}

/**
 * Reads one page.
 * @param html the page's text.
 * @param page its path relative to the output folder, for findings.
 * @param base the site's `base` (`/` or `/kb/`), for the script allowlist.
 */
export function analysePage(html: string, page: string, base: string): PageFacts {
  const tree = fromHtml(html);
  const findings: Finding[] = [];
  const ids: string[] = [];
  const refs: PageRef[] = [];
  const seen = new Map<string, number>();
  const hashes = cspScriptHashes(tree);
  const find = (check: Finding['check'], n: Element, message: string) => findings.push({ check, page, line: n.position?.start.line ?? 0, message });
  eachElement(tree, (n) => {
    const line = n.position?.start.line ?? 0;
    const id = n.properties.id;
    if (typeof id === 'string') {
      ids.push(id);
      if (seen.has(id)) find('ids', n, `id "${id}" is used again (first on line ${seen.get(id)})`);
      else seen.set(id, line);
    }
    if (n.tagName === 'a' && typeof n.properties.name === 'string') ids.push(n.properties.name);
    if (FORBIDDEN_TAGS.has(n.tagName)) find('scripts', n, `<${n.tagName}> is not allowed on our pages`);
    for (const key of Object.keys(n.properties)) {
      if (/^on/i.test(key)) find('scripts', n, `event handler attribute ${key.toLowerCase()} on <${n.tagName}>`);
      if (key === 'style') find('scripts', n, `style attribute on <${n.tagName}> (the CSP blocks inline styles; use a class)`);
    }
    for (const attr of URL_ATTRS[n.tagName] ?? []) {
      const value = n.properties[attr];
      if (typeof value !== 'string') continue;
      const url = browserUrl(value);
      if (BAD_SCHEME_RE.test(url)) find('scripts', n, `${url.split(':')[0].toLowerCase()}: URL in ${attr} of <${n.tagName}>`);
      else refs.push({ url, attr, tag: n.tagName, line, loads: loads(n) });
    }
    if (n.tagName === 'meta' && n.properties.httpEquiv !== undefined) {
      const equiv = String(n.properties.httpEquiv).toLowerCase();
      const content = String(n.properties.content ?? '');
      if (equiv === 'refresh') {
        const target = /url\s*=\s*['"]?([^'"]*)/i.exec(content)?.[1];
        if (target === undefined || BAD_SCHEME_RE.test(browserUrl(target))) find('scripts', n, `meta refresh to "${target ?? content}"`);
        else refs.push({ url: browserUrl(target), attr: 'content', tag: 'meta', line, loads: false });
      } else if (equiv !== 'content-security-policy') find('scripts', n, `<meta http-equiv="${equiv}"> is not allowed`);
    }
    if (n.tagName === 'script') checkScript(n, base, hashes, (m) => find('scripts', n, m));
  });
  return { ids, refs, findings };
}

/** A `<script>`: JSON data, an allowed file, or inline code the CSP lists by hash. */
function checkScript(n: Element, base: string, hashes: Set<string> | undefined, bad: (message: string) => void): void {
  const type = String(n.properties.type ?? '')
    .trim()
    .toLowerCase();
  const code = toString(n);
  if (JSON_TYPES.has(type)) {
    if (n.properties.src !== undefined) bad(`<script type="${type}"> with src`);
    try {
      JSON.parse(code);
    } catch {
      bad(`<script type="${type}"> does not hold valid JSON (did content end the element early?)`);
    }
    return;
  }
  if (typeof n.properties.src === 'string') {
    if (!isAllowedScript(browserUrl(n.properties.src), base)) bad(`script ${n.properties.src} is not on the allowlist (src/postbuild/script-allowlist.ts)`);
    return;
  }
  if (code.trim() === '') return;
  const listed = hashes && ['sha256', 'sha384', 'sha512'].some((a) => hashes.has(scriptHash(a, code)));
  if (!listed) bad(`inline script not listed in the page's Content-Security-Policy: ${JSON.stringify(code.slice(0, 60))}`);
}
