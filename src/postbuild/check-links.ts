/**
 * Internal links and `#fragments` of a built site, none of which may be broken. Every URL a page refers to
 * is resolved as the browser would (against the page's own URL under the site's origin and
 * `base`): one on this site must name a file in the output (a directory URL its `index.html`)
 * and, if it has a fragment and is a page, an id on that page. A URL on another origin is not
 * fetched; but one the browser would load on its own (image, script, stylesheet, media) is a
 * finding: reading a page makes no request elsewhere. Pure: works on the facts of every page.
 */
import type { Finding, PageFacts } from './check-page.ts';

/** Where the site lives: `site` is its origin (`https://example.org`), `base` its path (`/kb/`). */
export interface SiteLocation {
  site: string;
  base: string;
}

/** The URL path of an output file: `cases/IL-0190/index.html` to `/kb/cases/IL-0190/`. */
export function pagePath(page: string, base: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return b + (page === 'index.html' ? '' : page.endsWith('/index.html') ? page.slice(0, -'index.html'.length) : page);
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Findings for every broken internal link or fragment, and every load from another origin.
 * @param pages facts of every HTML page, keyed by path relative to the output folder.
 * @param files every file in the output folder (relative paths, `/` separators).
 */
export function checkLinks(pages: ReadonlyMap<string, PageFacts>, files: ReadonlySet<string>, where: SiteLocation): Finding[] {
  const origin = new URL(where.site).origin;
  const base = where.base.endsWith('/') ? where.base : `${where.base}/`;
  const ids = new Map<string, Set<string>>();
  for (const [page, facts] of pages) ids.set(page, new Set(facts.ids));
  const findings: Finding[] = [];
  for (const [page, facts] of pages) {
    const from = origin + pagePath(page, base);
    for (const ref of facts.refs) {
      const bad = (message: string) => findings.push({ check: 'links', page, line: ref.line, message });
      let u: URL;
      try {
        u = new URL(ref.url, from);
      } catch {
        bad(`malformed URL "${ref.url}" in ${ref.attr} of <${ref.tag}>`);
        continue;
      }
      if (u.protocol === 'mailto:' || u.protocol === 'tel:') continue;
      if (u.origin !== origin) {
        if (ref.loads) bad(`<${ref.tag}> loads ${ref.url} from another origin`);
        continue;
      }
      if (!u.pathname.startsWith(base)) {
        // A full address on the same host but outside the base is another site there (a source
        // on the same github.io host, say): a link out, checked as such. A path that leaves the
        // base is our own mistake.
        if (/^https?:\/\//i.test(ref.url) && !ref.loads) continue;
        bad(`link ${ref.url} leaves the site's base ${base}`);
        continue;
      }
      const rel = decode(u.pathname.slice(base.length));
      const target = rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
      if (!files.has(target)) {
        bad(`broken link ${ref.url}: no ${target} in the output${files.has(`${rel}/index.html`) ? ` (did you mean ${rel}/?)` : ''}`);
        continue;
      }
      const fragment = decode(u.hash.slice(1));
      if (!fragment || fragment === 'top' || fragment.startsWith(':~:') || !ids.has(target)) continue;
      if (!ids.get(target)!.has(fragment)) bad(`broken fragment ${ref.url}: ${target} has no id "${fragment}"`);
    }
  }
  return findings;
}
