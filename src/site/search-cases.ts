/**
 * Which search results are cases: every searchable page that is not a case carries the Pagefind
 * sort key `OTHER_SORT_KEY`, a search with no term and no filter returns every page, and one
 * sorted by that key exactly the pages that have it; both read only the page list Pagefind loads
 * anyway, so the list costs no download.
 */
import { OTHER_SORT_KEY, type PagefindSearcher } from './search-pagefind.ts';

const caseLists = new WeakMap<PagefindSearcher, Promise<Set<string>>>();

/** The ids of every case (every page less those sorted by the other pages' key), once per instance. */
export function allCases(pf: PagefindSearcher): Promise<Set<string>> {
  let p = caseLists.get(pf);
  if (!p) {
    p = Promise.all([pf.search(null), pf.search(null, { sort: { [OTHER_SORT_KEY]: 'asc' } })]).then(
      ([every, others]) => {
        const other = new Set((others?.results ?? []).map((x) => x.id));
        return new Set((every?.results ?? []).map((x) => x.id).filter((id) => !other.has(id)));
      },
    );
    caseLists.set(pf, p);
  }
  return p;
}
