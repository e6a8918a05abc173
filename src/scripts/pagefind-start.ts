// Starts Pagefind's JS API from our own bundle: imports `pagefind.js` once, sets our options and
// begins its start (entry file, wasm, page list) at once, before any query. Its own module with
// no other imports, so the search page can load it beside the rest of its code and Pagefind's
// files start arriving while that code is still on its way (src/routes/search.astro).

/** The part of Pagefind's JS API (`pagefind.js`, 1.6) we call. */
export interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(bundlePath: string, o?: Record<string, unknown>): Promise<void>;
  search(
    term: string | null,
    options?: Record<string, unknown>,
  ): Promise<{ results: unknown[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

let started: Promise<PagefindApi> | undefined;

/**
 * Asks for Pagefind's wasm (`wasm.<lang>.pagefind`, the largest file of a first query) at once,
 * in the page's language as Pagefind picks its index, instead of after Pagefind's entry file has
 * named it: a preload that Pagefind's own `fetch` of the same URL then uses. A page whose
 * language has no index of its own costs one unused request.
 */
export function preloadWasm(bundle: string): void {
  const href = `${bundle}wasm.${(document.documentElement.lang || 'unknown').toLowerCase()}.pagefind`;
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/**
 * Pagefind from `bundle` (ending in `/`) for a site whose base is `base`, started once. Pagefind
 * runs on the page's thread (`noWorker`) unless the page's search element says `data-worker="on"`
 * (a large library: src/site/search-worker.ts): its worker script would be one more round trip
 * before the first result, and a search of a small index takes milliseconds.
 */
export function startPagefind(bundle: string, base: string): Promise<PagefindApi> {
  return (started ??= (async () => {
    const worker = document.querySelector('[data-bundle][data-worker="on"]') !== null;
    // Pagefind's worker fetches the wasm itself; a preload from the page would be a second copy.
    if (!worker) preloadWasm(bundle);
    const pf = (await import(/* @vite-ignore */ `${bundle}pagefind.js`)) as PagefindApi;
    await pf.options({ baseUrl: base, excerptLength: 30, noWorker: !worker });
    void pf.init();
    return pf;
  })());
}
