/**
 * Which search results are cases: every case page carries the Pagefind sort key
 * `CASE_SORT_KEY`, and a search with no term sorted by that key returns exactly the pages that
 * have it, from the page list Pagefind loads anyway, so the list costs no download.
 */
import { CASE_SORT_KEY, type PagefindSearcher } from './search-pagefind.ts';

const caseLists = new WeakMap<PagefindSearcher, Promise<Set<string>>>();

/** The ids of every case (a search with no term sorted by the case key returns exactly the cases), once per instance. */
export function allCases(pf: PagefindSearcher): Promise<Set<string>> {
  let p = caseLists.get(pf);
  if (!p) {
    p = pf
      .search(null, { sort: { [CASE_SORT_KEY]: 'asc' } })
      .then((r) => new Set((r?.results ?? []).map((x) => x.id)));
    caseLists.set(pf, p);
  }
  return p;
}
