/**
 * Pagefind's JS search API as the ranking (`search-rank.ts`) reads it, in the browser or in Node:
 * its results, responses and options, what the ranking adds to them, and the sort key that marks
 * the pages that are not cases.
 */

/**
 * The sort key every searchable page but a case carries (set through `PagefindFacets`), so the
 * cases are the pages without it. Pagefind keeps a sort key's pages in the page list every search
 * loads (one number per page carrying it), so it marks the few pages that are not cases (about 130
 * at 20,000 cases) rather than the cases: 14 KiB less per shard at 20,000 cases.
 */
export const OTHER_SORT_KEY = 'other';

/** The part of a Pagefind fragment (`result.data()`) the ranking reads. */
export interface ResultData {
  url: string;
  excerpt?: string;
  /** The page's sections (split at its headings), each with its own excerpt and matched locations. */
  sub_results?: { title?: string; excerpt?: string; locations?: number[] }[];
  meta?: Record<string, string | undefined>;
  [key: string]: unknown;
}
/** What the ranking adds to a result's data, for the renderer. */
export interface RankNote {
  bestMatch?: boolean;
  matched?: string[];
  missing?: string[];
}
/** One Pagefind result, before its fragment is loaded. */
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<ResultData>;
  [key: string]: unknown;
}
/** Pagefind's search response (the fields we read or rewrite). */
export interface SearchResponse {
  results: PagefindResult[];
  filters?: Record<string, Record<string, number>>;
  totalFilters?: Record<string, Record<string, number>>;
  [key: string]: unknown;
}
/** Pagefind's search options. */
export interface SearchOptions {
  filters?: Record<string, unknown>;
  sort?: Record<string, string>;
  [key: string]: unknown;
}
/** Pagefind's JS API (`pagefind.js`), in the browser or in Node. */
export interface PagefindSearcher {
  search(term: string | null, options?: SearchOptions): Promise<SearchResponse | null>;
}

/** What the ranking adds to the response: each unit and how many pages it matched on its own. */
export interface RankSummary {
  units: { text: string; pages: number }[];
}
