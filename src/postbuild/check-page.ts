/**
 * What the post-build checks need from one built HTML page: its ids, every URL it refers to, and
 * findings that need no other page (duplicate ids; anything that could run script or load from
 * elsewhere). Pure; `check-site.ts` runs it over every page.
 *
 * The page is read by htmlparser2's streaming tokenizer, not built into a tree: every start tag
 * with its attributes (entities decoded as in an attribute value), the text of every `<script>`,
 * and every comment reach the checks as events. It follows the HTML standard's tokenizer where
 * that decides what is markup (raw text in `<script>`, `<style>`, `<iframe>`, `<xmp>`,
 * `<noembed>`, `<noframes>`, `<plaintext>`; RCDATA in `<title>` and `<textarea>`; the ways a
 * comment ends; SVG and MathML), so it sees what a browser's parser sees. Where the two could
 * still differ it sees more (the content of a `<template>` is checked like the rest of the
 * page; a `<script>` ends at its first `</script>`, where a browser may read on), and the one
 * construct where it would see less, a `<![CDATA[` section outside SVG and MathML (a browser
 * ends it at the first `>`, htmlparser2 at `]]>`), is a finding. On every page of a 5,000-case
 * site it gives the same ids, refs and findings as parse5 (the HTML standard's parser, which
 * the checks used before) in a quarter of the time: 0.5 ms a page, parse5 3 ms.
 *
 * Active content: a `<script>` must be JSON data (`application/ld+json`,
 * `application/json`, parsing as JSON), an external file on the allowlist
 * (`script-allowlist.ts`), or inline code whose hash the page's Content-Security-Policy lists
 * (Astro hashes only scripts from our own components). Anywhere on the page: no `on*` or
 * `style` attribute, no `javascript:`/`vbscript:`/`data:` URL, no `iframe`, `frame`, `object`,
 * `embed` or `base`, and a `<meta http-equiv>` may only be the CSP or a refresh to this site.
 *
 * Ids inside a `<template>` are not the document's (they live in its content fragment until a
 * script clones it), so they neither collide with the page's nor are targets of a `#fragment`;
 * nor does a CSP `<meta>` there count.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { isAllowedScript } from './script-allowlist.ts';
import { lineIndexAt } from '../model/line-starts.ts';

/** The checks' names, in the order they are reported. */
export const CHECKS = ['links', 'ids', 'html', 'scripts'] as const;

/** One problem found on the built site. */
export interface Finding {
  check: (typeof CHECKS)[number];
  /** Page path relative to the output folder (`cases/IL-0190/index.html`). */
  page: string;
  /** 1-based line of the start tag the finding is about. */
  line: number;
  message: string;
}

/** A URL a page refers to, with the attribute it is in; `loads` when the browser fetches it on its own. */
export interface PageRef {
  url: string;
  /** The attribute's name, lower case (`href`, `formaction`), or `content` for a meta refresh. */
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

/** Work on one page for `check-worker.ts`: its path in the output folder, whether to find its facts and whether to run html-validate on it. */
export interface PageJob {
  page: string;
  facts: boolean;
  validate: boolean;
}
/** What a check worker returns for a page: its facts and html-validate's findings (`fresh`, `[line, message]`), each when asked for. */
export interface PageResult {
  facts?: PageFacts;
  fresh?: [number, string][];
}

const URL_ATTRS: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  // SVG's <script> names its file with href (or the older xlink:href).
  script: ['src', 'href', 'xlink:href'],
  audio: ['src'],
  video: ['src', 'poster'],
  source: ['src'],
  track: ['src'],
  form: ['action'],
  button: ['formaction'],
  input: ['formaction', 'src'],
  blockquote: ['cite'],
  q: ['cite'],
};
const LOADING_TAGS = new Set(['img', 'script', 'audio', 'video', 'source', 'track', 'input']);
const LOADING_RELS = new Set([
  'stylesheet',
  'icon',
  'preload',
  'modulepreload',
  'prefetch',
  'manifest',
  'apple-touch-icon',
  'dns-prefetch',
  'preconnect',
]);
const FORBIDDEN_TAGS = new Set([
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'applet',
  'portal',
  'fencedframe',
]);
const BAD_SCHEME_RE = /^(?:javascript|vbscript|data|file|blob|filesystem):/i;
const JSON_TYPES = new Set(['application/ld+json', 'application/json']);

/** A URL as a browser reads an attribute value: tab/newline removed, leading space and controls trimmed. */
function browserUrl(value: string): string {
  // Most URLs have neither: a test is cheaper than two replacements that change nothing.
  if (!TAB_OR_NEWLINE_RE.test(value) && value.charCodeAt(0) > 0x20) return value;
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}
const TAB_OR_NEWLINE_RE = /[\t\n\r]/;

/** True when the browser fetches this element's URL without a click. */
function loads(tag: string, attrs: Attributes): boolean {
  if (tag === 'link')
    return (attrs.rel ?? '').split(/[\t\n\f\r ]+/).some((r) => LOADING_RELS.has(r.toLowerCase()));
  return LOADING_TAGS.has(tag);
}

/** An element's attributes as the tokenizer gives them: names in lower case, values with entities decoded; the first of a repeated name wins. */
type Attributes = Record<string, string>;

/**
 * A function from a UTF-16 offset in `text` to its 1-based line. Lines end at `\n`, `\r\n`
 * or a lone `\r`, as the HTML standard's input stream normalises them.
 */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  const eol = /\r\n?|\n/g;
  for (let m = eol.exec(text); m; m = eol.exec(text)) starts.push(m.index + m[0].length);
  return (offset) => lineIndexAt(starts, offset) + 1;
}

/** The script-src hashes of a CSP (`sha256-...`). */
function cspScriptHashes(policy: string): Set<string> {
  const scriptSrc = /(?:^|;)\s*script-src(?:-elem)?\s+([^;]*)/i.exec(policy)?.[1] ?? '';
  return new Set([...scriptSrc.matchAll(/'(sha(?:256|384|512)-[^']+)'/g)].map((m) => m[1]));
}

function scriptHash(algorithm: string, code: string): string {
  return `${algorithm}-${createHash(algorithm).update(code).digest('base64')}`;
}

/** A `<script>` as read: its attributes, the line of its start tag and its text. */
interface Script {
  attrs: Attributes;
  line: number;
  code: string;
}

/**
 * Reads one page.
 * @param html the page's text.
 * @param page its path relative to the output folder, for findings.
 * @param base the site's `base` (`/` or `/kb/`), for the script allowlist.
 */
export function analysePage(html: string, page: string, base: string): PageFacts {
  const lineAt = lineFinder(html);
  const findings: Finding[] = [];
  const ids: string[] = [];
  const refs: PageRef[] = [];
  const seen = new Map<string, number>();
  const scripts: Script[] = [];
  const open: Script[] = [];
  let hashes: Set<string> | undefined;
  let inTemplate = 0;
  let line = 0;
  const find = (check: Finding['check'], message: string, at = line) =>
    findings.push({ check, page, line: at, message });
  const parser: Parser = new Parser(
    {
      onopentag(tag, attrs) {
        line = lineAt(parser.startIndex);
        const id = attrs.id;
        if (id !== undefined && !inTemplate) {
          ids.push(id);
          if (seen.has(id)) find('ids', `id "${id}" is used again (first on line ${seen.get(id)})`);
          else seen.set(id, line);
        }
        if (tag === 'a' && attrs.name !== undefined && !inTemplate) ids.push(attrs.name);
        if (FORBIDDEN_TAGS.has(tag)) find('scripts', `<${tag}> is not allowed on our pages`);
        for (const key in attrs) {
          if (key.startsWith('on')) find('scripts', `event handler attribute ${key} on <${tag}>`);
          else if (key === 'style')
            find(
              'scripts',
              `style attribute on <${tag}> (the CSP blocks inline styles; use a class)`,
            );
        }
        const urlAttrs = Object.hasOwn(URL_ATTRS, tag) ? URL_ATTRS[tag] : undefined;
        if (urlAttrs)
          for (const attr of urlAttrs) {
            const value = attrs[attr];
            if (value === undefined) continue;
            const url = browserUrl(value);
            if (BAD_SCHEME_RE.test(url))
              find('scripts', `${url.split(':')[0].toLowerCase()}: URL in ${attr} of <${tag}>`);
            else refs.push({ url, attr, tag, line, loads: loads(tag, attrs) });
          }
        if (tag === 'meta' && attrs['http-equiv'] !== undefined) {
          const equiv = attrs['http-equiv'].toLowerCase();
          const content = attrs.content ?? '';
          if (equiv === 'refresh') {
            const target = /url\s*=\s*['"]?([^'"]*)/i.exec(content)?.[1];
            if (target === undefined || BAD_SCHEME_RE.test(browserUrl(target)))
              find('scripts', `meta refresh to "${target ?? content}"`);
            else
              refs.push({
                url: browserUrl(target),
                attr: 'content',
                tag: 'meta',
                line,
                loads: false,
              });
          } else if (equiv !== 'content-security-policy')
            find('scripts', `<meta http-equiv="${equiv}"> is not allowed`);
          else if (!inTemplate) hashes = cspScriptHashes(content);
        }
        if (tag === 'script') open.push({ attrs, line, code: '' });
        if (tag === 'template') inTemplate++;
      },
      ontext(text) {
        for (const s of open) s.code += text;
      },
      onclosetag(tag) {
        if (tag === 'script' && open.length) scripts.push(open.pop()!);
        if (tag === 'template' && inTemplate) inTemplate--;
      },
      oncomment() {
        // htmlparser2 ends a CDATA section outside SVG and MathML at `]]>`; a browser ends it, a bogus comment there, at the first `>`.
        const at = parser.startIndex;
        if (html.startsWith('<![CDATA[', at) && html.indexOf('>', at) < parser.endIndex)
          find(
            'scripts',
            'a CDATA section outside SVG or MathML holds ">", where a browser ends it',
            lineAt(at),
          );
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  for (const s of scripts) checkScript(s, base, hashes, (m) => find('scripts', m, s.line));
  findings.sort((a, b) => a.line - b.line);
  return { ids, refs, findings };
}

/** A `<script>`: JSON data, an allowed file, or inline code the CSP lists by hash. */
function checkScript(
  { attrs, code }: Script,
  base: string,
  hashes: Set<string> | undefined,
  bad: (message: string) => void,
): void {
  const type = (attrs.type ?? '').trim().toLowerCase();
  if (JSON_TYPES.has(type)) {
    if (attrs.src !== undefined) bad(`<script type="${type}"> with src`);
    try {
      JSON.parse(code);
    } catch {
      bad(`<script type="${type}"> does not hold valid JSON (did content end the element early?)`);
    }
    return;
  }
  const src = attrs.src ?? attrs.href ?? attrs['xlink:href'];
  if (src !== undefined) {
    if (!isAllowedScript(browserUrl(src), base))
      bad(`script ${src} is not on the allowlist (src/postbuild/script-allowlist.ts)`);
    return;
  }
  if (code.trim() === '') return;
  const listed =
    hashes && ['sha256', 'sha384', 'sha512'].some((a) => hashes.has(scriptHash(a, code)));
  if (!listed)
    bad(
      `inline script not listed in the page's Content-Security-Policy: ${JSON.stringify(code.slice(0, 60))}`,
    );
}
