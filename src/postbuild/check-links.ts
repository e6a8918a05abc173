/**
 * Internal links and `#fragments` of a built site, none of which may be broken. Every URL a page refers to
 * is resolved as the browser would (against the page's own URL under the site's origin and
 * `base`): one on this site must name a file in the output (a directory URL its `index.html`)
 * and, if it has a fragment and is a page, an id on that page. A URL on another origin is not
 * fetched; but one the browser would load on its own (image, script, stylesheet, media) is a
 * finding: reading a page makes no request elsewhere. Pure: works on the facts of every page.
 */
import type { Finding } from './check-page.ts';
import { parseRefKind, type SiteFacts } from './site-facts.ts';

/** Where the site lives: `site` is its origin (`https://example.org`), `base` its path (`/kb/`). */
export interface SiteLocation {
  site: string;
  base: string;
}

/** The URL path of an output file: `cases/IL-0190/index.html` to `/kb/cases/IL-0190/`. */
export function pagePath(page: string, base: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return (
    b +
    (page === 'index.html'
      ? ''
      : page.endsWith('/index.html')
        ? page.slice(0, -'index.html'.length)
        : page)
  );
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Where a URL leads, as far as the page it is on does not matter. */
type Resolved =
  | { kind: 'malformed' }
  | { kind: 'skip' }
  | { kind: 'elsewhere' }
  | { kind: 'outside' }
  /** On this site: `rel` is its path under the base, decoded; `fragment` its decoded fragment. */
  | { kind: 'here'; rel: string; fragment: string };

/**
 * A URL whose resolution does not depend on the page: a full web address, `mailto:`, `tel:`, or a
 * path from the root (not `//host` nor `/\\host`, which name a host). Not any `scheme:`:
 * `https:x` on an https page is a path relative to it.
 */
const PAGE_INDEPENDENT = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;

function resolveUrl(url: string, from: string, origin: string, base: string): Resolved {
  let u: URL;
  try {
    u = new URL(url, from);
  } catch {
    return { kind: 'malformed' };
  }
  if (u.protocol === 'mailto:' || u.protocol === 'tel:') return { kind: 'skip' };
  if (u.origin !== origin) return { kind: 'elsewhere' };
  if (!u.pathname.startsWith(base)) return { kind: 'outside' };
  return {
    kind: 'here',
    rel: decode(u.pathname.slice(base.length)),
    fragment: decode(u.hash.slice(1)),
  };
}

/**
 * Findings for every broken internal link or fragment, and every load from another origin.
 * Resolving a URL is most of the cost (a 5,000-case site has about 750,000 refs, most of them the
 * same navigation links), so a URL that resolves the same on every page is resolved once. A
 * page's ids are looked up only when a link names one of its fragments.
 * @param site facts of every HTML page, keyed by path relative to the output folder.
 * @param files every file in the output folder (relative paths, `/` separators).
 */
export function checkLinks(
  site: SiteFacts,
  files: ReadonlySet<string>,
  where: SiteLocation,
): Finding[] {
  const origin = new URL(where.site).origin;
  const base = where.base.endsWith('/') ? where.base : `${where.base}/`;
  const { strings } = site;
  // A page's ids as a set of string indexes, made the first time a link names its fragment.
  const ids = new Map<string, Set<number>>();
  const idsOf = (page: string) => {
    let set = ids.get(page);
    if (!set) ids.set(page, (set = new Set(site.pages.get(page)!.ids)));
    return set;
  };
  // By string index: the resolution of a URL that resolves the same on every page (undefined
  // when not yet resolved, null when it depends on the page), and what a kind stands for.
  const memo: (Resolved | null | undefined)[] = [];
  const kinds: ReturnType<typeof parseRefKind>[] = [];
  const findings: Finding[] = [];
  for (const [page, facts] of site.pages) {
    const from = origin + pagePath(page, base);
    const refs = facts.refs;
    for (let i = 0; i < refs.length; i += 3) {
      const url = strings[refs[i]];
      const ref = (kinds[refs[i + 1]] ??= parseRefKind(strings[refs[i + 1]]));
      const line = refs[i + 2];
      const bad = (message: string) => findings.push({ check: 'links', page, line, message });
      let r = memo[refs[i]];
      if (r === undefined)
        memo[refs[i]] = r = PAGE_INDEPENDENT.test(url) ? resolveUrl(url, from, origin, base) : null;
      if (r === null) r = resolveUrl(url, from, origin, base);
      if (r.kind === 'skip') continue;
      if (r.kind === 'malformed') {
        bad(`malformed URL "${url}" in ${ref.attr} of <${ref.tag}>`);
        continue;
      }
      if (r.kind === 'elsewhere') {
        if (ref.loads) bad(`<${ref.tag}> loads ${url} from another origin`);
        continue;
      }
      if (r.kind === 'outside') {
        // A full address on the same host but outside the base is another site there (a source
        // on the same github.io host, say): a link out, checked as such. A path that leaves the
        // base is our own mistake.
        if (/^https?:\/\//i.test(url) && !ref.loads) continue;
        bad(`link ${url} leaves the site's base ${base}`);
        continue;
      }
      const { rel, fragment } = r;
      const target = rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
      if (!files.has(target)) {
        bad(
          `broken link ${url}: no ${target} in the output${files.has(`${rel}/index.html`) ? ` (did you mean ${rel}/?)` : ''}`,
        );
        continue;
      }
      if (!fragment || fragment === 'top' || fragment.startsWith(':~:') || !site.pages.has(target))
        continue;
      const id = site.indexOf(fragment);
      if (id === undefined || !idsOf(target).has(id))
        bad(`broken fragment ${url}: ${target} has no id "${fragment}"`);
    }
  }
  return findings;
}
