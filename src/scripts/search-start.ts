// The search page's first script: starts Pagefind while the page's search code
// (src/scripts/search-page.ts) is still loading, so the first results wait for one chain of
// requests, not two. It imports nothing of ours, so it runs as soon as it arrives: it sets the
// same options as src/scripts/pagefind-start.ts on the same `pagefind.js` module (one instance
// per page), whichever runs first, and starts Pagefind (a second start does nothing). The page's
// `<head>` preloads `pagefind.js` and the wasm (src/routes/search.astro).
const root = document.getElementById('search-page');
if (root) {
  const bundle = root.dataset.bundle ?? '/pagefind/';
  import(/* @vite-ignore */ `${bundle}pagefind.js`)
    .then(async (pf: { options(o: object): Promise<void>; init(): Promise<void> }) => {
      await pf.options({
        baseUrl: root.dataset.base ?? '/',
        excerptLength: 30,
        noWorker: root.dataset.worker !== 'on',
      });
      await pf.init();
    })
    .catch(() => undefined);
}
