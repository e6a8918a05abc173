/**
 * Whether the site's search runs Pagefind in its web worker. Pagefind on the page's own thread
 * saves the worker script's round trip before the first result (0.3 to 0.5 s at 1.6 Mbit/s and
 * 150 ms), and at a few hundred cases a search there takes milliseconds. At 5,000 cases the same
 * search held the page's thread for 75 to 723 ms (bench/search-latency.ts, under load), long
 * enough to stall typing, so a larger library keeps the worker.
 */

/** Above this many cases, search runs in Pagefind's worker. */
export const SEARCH_WORKER_ABOVE_CASES = 1000;

/** `'on'` (the value of `data-worker` on the search elements) for a library of `cases` cases. */
export function searchWorkerAttr(cases: number): 'on' | undefined {
  return cases > SEARCH_WORKER_ABOVE_CASES ? 'on' : undefined;
}
