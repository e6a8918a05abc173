/**
 * How a term, organisation or year page, and the case index, split their cases over numbered
 * pages. Page 1 of a term page keeps the term's own description, what was learned across its
 * cases and the newest cases as cards (the library's `listing.firstPage`; the case index: its newest
 * `listing.caseIndexFirstPage`); pages 2 and on (`<path>page/2/`, `<path>page/3/`...) list the rest,
 * `listing.rowsPerPage` to a page, as compact rows. Without it a page listed every case it holds (an
 * impact category: 1 MB of HTML at 5,000 cases, 2 MB at 20,000), and the site grew with the square
 * of the library. Pure.
 */

/** One page of a listing: its number (from 1), the last page's number and its slice of the list. */
export interface ListingPage<T> {
  current: number;
  last: number;
  /** Index in the whole list of the first item on this page (0-based). */
  start: number;
  items: T[];
}

/**
 * The pages of a list, newest first as given: page 1 holds the first `first` items, every later
 * page `rest` items. An empty list still has page 1 (the term's page exists without cases).
 * @throws RangeError when `first` or `rest` is not a positive whole number.
 */
export function listingPages<T>(
  items: readonly T[],
  first: number,
  rest: number,
): ListingPage<T>[] {
  if (!Number.isInteger(first) || first < 1 || !Number.isInteger(rest) || rest < 1)
    throw new RangeError(`page sizes must be positive whole numbers, got ${first} and ${rest}`);
  const last = items.length <= first ? 1 : 1 + Math.ceil((items.length - first) / rest);
  const pages: ListingPage<T>[] = [{ current: 1, last, start: 0, items: items.slice(0, first) }];
  for (let n = 2, start = first; n <= last; n++, start += rest)
    pages.push({ current: n, last, start, items: items.slice(start, start + rest) });
  return pages;
}

/**
 * The address of page `n` of a listing whose page 1 is at `path` (ending in `/`): `path` itself
 * for page 1, else `${path}page/${n}/`.
 */
export function listingPageUrl(path: string, n: number): string {
  return n === 1 ? path : `${path}page/${n}/`;
}

/**
 * Which page numbers a pager shows: the first, the last, and the two either side of the current
 * one, with `'gap'` where numbers are left out (a list of 200 pages gets about nine links on each
 * page instead of 200; a gap of one number shows the number instead). Pages are 1 to `last`.
 */
export function pagerNumbers(current: number, last: number, around = 2): (number | 'gap')[] {
  const shown = new Set<number>([1, last]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, n] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && n - prev > 2) out.push('gap');
    out.push(n);
  }
  return out;
}
