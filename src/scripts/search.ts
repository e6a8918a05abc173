// Search page: loads Pagefind's default UI from the site's own /pagefind/ bundle (under `base`)
// and keeps the query and filters in the URL (?q=etcd&component=etcd) so a search can be shared.
type PagefindUIType = new (opts: Record<string, unknown>) => { triggerSearch(q: string): void; triggerFilters(f: Record<string, string[]>): void };

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(s);
  });
}

async function start(): Promise<void> {
  const el = document.getElementById('search');
  if (!el) return;
  const bundle = el.dataset.bundle ?? '/pagefind/';
  await loadScript(`${bundle}pagefind-ui.js`);
  const PagefindUI = (window as unknown as { PagefindUI: PagefindUIType }).PagefindUI;
  const params = new URLSearchParams(location.search);
  const ui = new PagefindUI({
    element: '#search',
    bundlePath: bundle,
    showSubResults: false,
    showImages: false,
    showEmptyFilters: false,
    openFilters: ['type', 'component'],
    resetStyles: false,
    processResult: (r: { meta: Record<string, string> }) => r,
  });
  const filters: Record<string, string[]> = {};
  for (const [k, v] of params) if (k !== 'q') (filters[k] ??= []).push(v);
  if (Object.keys(filters).length) ui.triggerFilters(filters);
  const q = params.get('q');
  if (q) ui.triggerSearch(q);
  // Reflect the query box into the URL as people type.
  el.addEventListener('input', (e) => {
    const t = e.target as HTMLInputElement;
    if (t.type !== 'text' && t.type !== 'search') return;
    const next = new URLSearchParams(location.search);
    if (t.value) next.set('q', t.value);
    else next.delete('q');
    history.replaceState(null, '', `?${next}`);
  });
}

start();
