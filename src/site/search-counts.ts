/**
 * Filter counts that agree with the listed results. The list is ranked from several Pagefind
 * searches (the query's units, their aliases, partial matches: src/site/search-rank.ts), so
 * Pagefind's own counts, which describe its answer to the whole query, do not describe it: "Case
 * 21" stood over 120 cases for "patch". Here the list is ranked once without filters and narrowed
 * to the pages each ticked value holds, and a value's count is how many listed results hold it,
 * which is exactly what ticking it lists. The pages of a value come from Pagefind's own filter
 * index (a search with no term under that one value), each asked once per index.
 */
import type { FilterCounts } from './search-facets.ts';
import {
  rankedSearch,
  type PagefindResult,
  type PagefindSearcher,
  type SearchAliases,
  type SearchResponse,
} from './search-rank.ts';

/** The pages of each filter value of one Pagefind index, by Pagefind result id. */
export interface FacetSets {
  /** The ids of the pages whose filter `key` holds `value` (none for a value no page holds). */
  ids(key: string, value: string): Promise<ReadonlySet<string>>;
}

/** The filter values' pages of the index `pf` searches, each read from Pagefind when first asked and kept. */
export function facetSets(pf: PagefindSearcher): FacetSets {
  const known = new Map<string, Promise<ReadonlySet<string>>>();
  return {
    ids(key, value) {
      // A key and a value may hold any character but NUL, which no label holds.
      const k = `${key}\u0000${value}`;
      let p = known.get(k);
      if (!p) {
        p = pf
          .search(null, { filters: { [key]: value } })
          .then((r) => new Set((r?.results ?? []).map((x) => x.id)));
        known.set(k, p);
      }
      return p;
    },
  };
}

/** How many values `warmFacetSets` reads between two pauses: about 3 ms each in Pagefind on a laptop. */
const BATCH = 8;

/**
 * Reads the pages of every value of `known` into `sets`, pausing for the event loop every few
 * values: Pagefind answers a search with no term in one piece of work, and a few hundred of them
 * back to back would hold the page's thread for a second.
 */
export async function warmFacetSets(known: FilterCounts, sets: FacetSets): Promise<void> {
  let n = 0;
  for (const [key, values] of Object.entries(known))
    for (const value of Object.keys(values)) {
      await sets.ids(key, value);
      if (++n % BATCH === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
}

/**
 * `results` narrowed to the pages that hold every ticked value of `filters` (values within a key
 * and across keys alike, as Pagefind ANDs them), in their order.
 */
export async function narrowResults(
  results: readonly PagefindResult[],
  filters: Readonly<Record<string, readonly string[]>>,
  sets: FacetSets,
): Promise<PagefindResult[]> {
  const ticked = Object.entries(filters).flatMap(([key, values]) =>
    values.map((v) => sets.ids(key, v)),
  );
  if (!ticked.length) return [...results];
  const all = await Promise.all(ticked);
  return results.filter((r) => all.every((s) => s.has(r.id)));
}

/**
 * The ranked results of `term` (empty: every page) narrowed to `filters`, with `aliases`; null
 * when Pagefind gave no answer. Ranking never sees the filters, so ticking a value removes the
 * results without it and changes nothing else (the count beside it said how many stay).
 */
export async function filteredSearch(
  pf: PagefindSearcher,
  term: string,
  filters: Readonly<Record<string, readonly string[]>>,
  aliases: SearchAliases,
  sets: FacetSets,
): Promise<SearchResponse | null> {
  const response = await rankedSearch(pf, term.trim() || null, {}, aliases);
  if (!response) return null;
  return { ...response, results: await narrowResults(response.results, filters, sets) };
}

/**
 * Per key and value of `known` (every filter value of the index, as `pf.filters()` gives them, in
 * their order): how many of `results` hold it. With the results narrowed to the ticked values,
 * that is how many ticking the value would list; a ticked value counts every result.
 */
export async function resultCounts(
  results: readonly PagefindResult[],
  known: FilterCounts,
  sets: FacetSets,
): Promise<FilterCounts> {
  const ids = results.map((r) => r.id);
  const out: FilterCounts = {};
  for (const [key, values] of Object.entries(known)) {
    const names = Object.keys(values);
    const pages = await Promise.all(names.map((v) => sets.ids(key, v)));
    out[key] = Object.fromEntries(
      names.map((v, i) => [v, ids.reduce((n, id) => n + (pages[i].has(id) ? 1 : 0), 0)]),
    );
  }
  return out;
}
