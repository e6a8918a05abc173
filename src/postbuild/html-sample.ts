/**
 * Which pages html-validate reads when `npm run build` checks a large site (`check-site.ts`): what
 * it finds comes from our templates, since content reaches a page only through the sanitiser's
 * fixed set of elements, so a few pages of each template, spread over it, stand for the rest.
 */

/** Sites with at most this many pages have html-validate run on every page. */
export const HTML_VALIDATE_ALL_UP_TO = 1000;
/** Above that, at most how many pages of each template html-validate reads. */
export const HTML_VALIDATE_PER_TEMPLATE = 10;
/**
 * And about how many bytes of each template's HTML: a template of large pages (a term page
 * listing every case was 0.5 to 1.2 MB at 5,000 cases before listings were paginated) has
 * fewer pages read, at least one. html-validate costs about 0.35 ms of CPU per KB (a 23 KB case
 * page 8 ms, the 730 KB statistics page 0.23 s), and a large page of a template repeats the
 * markup of its small ones (the same case card many times).
 */
export const HTML_VALIDATE_BYTES_PER_TEMPLATE = 512 * 1024;

/**
 * The template a page comes from, as far as its path tells: the path with its last folder
 * replaced by `*` (`cases/IL-0190/index.html` -> `cases/*`, `cases/page/3/index.html` ->
 * `cases/page/*`, `index.html` -> ``), and the folder before a `page/N` too, which names a
 * listing's term (so the later pages of every component's listing, `components/dns/page/2/`
 * and the like, are one template); except that
 * the index page of a top-level folder is a template of its own (`stats/index.html` ->
 * `stats`): each is a different page (the case list, the statistics, the search page).
 */
export function templateOf(page: string): string {
  const dirs = page.split('/').slice(0, -1);
  if (dirs.length === 1 && page.endsWith('/index.html')) return dirs[0];
  const parts = dirs.map((d, i) => (i > 0 && dirs[i + 1] === 'page' ? '*' : d));
  return parts.length ? [...parts.slice(0, -1), '*'].join('/') : '';
}

/**
 * A page more than this many times its template's median size is left to its smaller pages. The
 * first pages of the case list in each order (`cases/`, `cases/added/`) hold up to 1,000 rows,
 * about 1 MB, and its later pages 100 KB of the same rows; html-validate costs more per byte on
 * the large ones (1.4 to 3.5 s for the 1 MB page, 0.1 to 0.3 s for a 110 KB one, at 5,000 cases:
 * the sample of a 5,000-case site went from 6.4 to 6.9 s of CPU to 5.4 to 5.6 s).
 */
export const HTML_VALIDATE_OUTSIZED = 4;

/** `list` without its pages over `HTML_VALIDATE_OUTSIZED` times its median size; `list` itself when that leaves none. */
function withoutOutsized(list: string[], bytes: (page: string) => number): string[] {
  const sizes = list.map(bytes).sort((a, b) => a - b);
  const limit = HTML_VALIDATE_OUTSIZED * sizes[Math.floor(sizes.length / 2)];
  const kept = list.filter((p) => bytes(p) <= limit);
  return kept.length ? kept : list;
}

/**
 * The pages html-validate reads in a sampled run: all of them when there are at most
 * `HTML_VALIDATE_ALL_UP_TO`, else for each template pages evenly spread over its sorted pages
 * (first and last included): `HTML_VALIDATE_PER_TEMPLATE`, or fewer when its pages are large,
 * as many as fit in `HTML_VALIDATE_BYTES_PER_TEMPLATE` at the template's mean page size, at
 * least one; a page far larger than the rest of its template is not taken
 * (`HTML_VALIDATE_OUTSIZED`). Deterministic.
 * @param bytes a page's size in bytes; without it, sizes are not considered.
 */
export function htmlSample(
  pages: readonly string[],
  bytes?: (page: string) => number,
): Set<string> {
  if (pages.length <= HTML_VALIDATE_ALL_UP_TO) return new Set(pages);
  const byTemplate = new Map<string, string[]>();
  for (const p of [...pages].sort()) {
    const t = templateOf(p);
    const list = byTemplate.get(t);
    if (list) list.push(p);
    else byTemplate.set(t, [p]);
  }
  const chosen = new Set<string>();
  for (const all of byTemplate.values()) {
    const list = bytes ? withoutOutsized(all, bytes) : all;
    const mean = bytes ? list.reduce((sum, p) => sum + bytes(p), 0) / list.length : 0;
    const fit =
      mean > 0 ? Math.max(1, Math.floor(HTML_VALIDATE_BYTES_PER_TEMPLATE / mean)) : Infinity;
    const k = Math.min(HTML_VALIDATE_PER_TEMPLATE, list.length, fit);
    for (let i = 0; i < k; i++)
      chosen.add(list[k === 1 ? 0 : Math.round((i * (list.length - 1)) / (k - 1))]);
  }
  return chosen;
}
