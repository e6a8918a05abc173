/**
 * Cheap, line-based scans of Markdown bodies used by validation: headings, cross-links and
 * citation keys, all outside fenced code. Far cheaper than a full parse, so validating 10,000
 * cases stays within seconds; the remark plugins apply the same rules when rendering.
 */
import GithubSlugger from 'github-slugger';
import { LINK_KINDS, type LinkKind } from './urls.ts';

/** Ids that page layouts render around a body; a body heading never takes one (it gets `-1`). */
export const RESERVED_IDS = ['main', 'top', 'search', 'theme', 'skip', 'toc', 'page-summary', 'page-sources', 'page-related', 'page-cited-by', 'page-cite', 'page-references', 'page-cases', 'page-speakers', 'page-downloads', 'episode-audio'];

/** A heading in a body: its level, text and the anchor id the page gives it. */
export interface ScannedHeading { depth: number; text: string; slug: string; line: number }

/** A cross-link `[text](kind:target#anchor)` or relative `.md` link found in a body. */
export interface ScannedLink { kind: LinkKind | 'md'; target: string; anchor?: string; line: number; col: number; raw: string }

/** Lines outside fenced code blocks, with their 1-based line number in the file. */
function* proseLines(body: string, bodyLine: number): Generator<[string, number]> {
  let fence: string | null = null;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (m) {
      if (fence === null) fence = m[1][0];
      else if (m[1][0] === fence) fence = null;
      continue;
    }
    if (fence === null) yield [line, bodyLine + i];
  }
}

/** Plain text of a heading's inline Markdown (links, emphasis and code marks dropped). */
export function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}

/** ATX headings (`## Text`) with the ids github-slugger gives them, in order. */
export function scanHeadings(body: string, bodyLine = 1): ScannedHeading[] {
  const slugger = new GithubSlugger();
  for (const id of RESERVED_IDS) slugger.slug(id);
  const out: ScannedHeading[] = [];
  for (const [line, n] of proseLines(body, bodyLine)) {
    const m = /^ {0,3}(#{1,6})\s+(.*)$/.exec(line);
    if (!m) continue;
    const text = headingText(m[2]);
    out.push({ depth: m[1].length, text, slug: slugger.slug(text), line: n });
  }
  return out;
}

const KINDS = Object.keys(LINK_KINDS).join('|');
const LINK_RE = new RegExp(`\\]\\(\\s*<?(?:(${KINDS}):([^)\\s#>]*)|((?!\\w+:)[^)\\s#>]*\\.md))(#[^)\\s>]*)?>?(?:\\s+"[^"]*")?\\s*\\)`, 'g');

/** Cross-links and relative `.md` links in a body, outside code. */
export function scanLinks(body: string, bodyLine = 1): ScannedLink[] {
  const out: ScannedLink[] = [];
  for (const [line, n] of proseLines(body, bodyLine)) {
    if (!line.includes('](')) continue;
    const masked = line.replace(/`[^`]*`/g, (s) => ' '.repeat(s.length));
    for (const m of masked.matchAll(LINK_RE)) {
      const anchor = m[4] ? m[4].slice(1) : undefined;
      if (m[1]) out.push({ kind: m[1] as LinkKind, target: m[2], anchor, line: n, col: (m.index ?? 0) + 3, raw: m[0].slice(2, -1) });
      else out.push({ kind: 'md', target: m[3], anchor, line: n, col: (m.index ?? 0) + 3, raw: m[0].slice(2, -1) });
    }
  }
  return out;
}

/** Citation keys `[CP1]` used in an article body (not links, not definitions), with lines. */
export function scanCitations(body: string, bodyLine = 1): { key: string; line: number; col: number }[] {
  const out: { key: string; line: number; col: number }[] = [];
  for (const [line, n] of proseLines(body, bodyLine)) {
    for (const m of line.matchAll(/\[([A-Z]{1,4}\d{1,3})\](?![(:[])/g)) out.push({ key: m[1], line: n, col: (m.index ?? 0) + 1 });
  }
  return out;
}

/**
 * Site-absolute link and image targets (`[text](/cases/IL-0190/)`) in a body, outside code.
 * Validation refuses them: they bypass the site's base path (field cases 10 and 17).
 */
export function scanSitePathLinks(body: string, bodyLine = 1): { target: string; line: number; col: number }[] {
  const out: { target: string; line: number; col: number }[] = [];
  for (const [line, n] of proseLines(body, bodyLine)) {
    if (!line.includes('](')) continue;
    const masked = line.replace(/`[^`]*`/g, (s) => ' '.repeat(s.length));
    for (const m of masked.matchAll(/\]\(\s*<?(\/(?!\/)[^)\s>]*)/g)) out.push({ target: m[1], line: n, col: (m.index ?? 0) + 3 });
  }
  return out;
}
