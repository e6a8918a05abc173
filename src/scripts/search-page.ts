// The search page: Pagefind's Component UI with a filter pane, in faceted mode (an empty query
// lists everything under the chosen filters; with no query and no filter at all it lists the
// cases). The query and filters live in the URL as slugs (/search/?q=etcd&component=etcd) and
// are restored from it, so a search can be shared and a reload keeps it (src/site/search-facets.ts).
// Each change is a history entry, so Back undoes it (src/site/search-history.ts says which
// changes replace the entry instead: typing on in the same word).
import { paramsFromState, stateFromParams, type FacetValues } from '../site/search-facets.ts';
import { historyAction, sameFilters, type SearchState } from '../site/search-history.ts';
import { searchHints } from './search-hints.ts';
import { loadComponentUI, useOurResults, type PagefindInstance } from './search-ui.ts';

async function start(): Promise<void> {
  const root = document.getElementById('search-page');
  if (!root) return;
  const values = JSON.parse(document.getElementById('search-facets')?.textContent ?? '{}') as FacetValues;
  const base = root.dataset.base ?? '/';
  // On narrow screens the filters start folded, so the results are not pushed below the fold.
  const filters = root.querySelector<HTMLDetailsElement>('.search-filters-box');
  if (filters && !matchMedia('(min-width: 56rem)').matches) filters.open = false;
  const results = root.querySelector('pagefind-results');
  const urlOf = (q: string, f: Record<string, string[]>) => {
    const params = paramsFromState(q, f, values).toString();
    return `${location.pathname}${params ? `?${params}` : ''}`;
  };

  // The instance exists once the script has loaded; the hints only act on it after that.
  const ref: { instance?: PagefindInstance } = {};
  const hints = root.querySelector<HTMLElement>('.il-search-hints');
  const onSearch = hints
    ? searchHints({
        el: hints,
        base,
        search: (term) => ref.instance?.triggerSearchWithFilters(term, ref.instance.searchFilters ?? {}),
        clearFilters: () => ref.instance?.triggerFilters({}),
        href: (term) => urlOf(term, ref.instance?.searchFilters ?? {}),
      })
    : undefined;

  const ui = await loadComponentUI(root.dataset.bundle ?? '/pagefind/', { onSearch });
  const instance = ui.getInstanceManager().getInstance('default');
  ref.instance = instance;
  if (results) await useOurResults(results);
  // Load first: in faceted mode the UI runs its own empty search once loaded; ours must come after.
  await instance.triggerLoad();

  // The Component UI keeps the filters object it is given and changes it in place: keep copies.
  const copy = (f: Record<string, string[]>) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, [...v]]));
  const fromUrl = (): SearchState => {
    const s = stateFromParams(new URLSearchParams(location.search), values);
    if (!s.q && Object.keys(s.filters).length === 0) s.filters = { type: ['Case'] };
    return s;
  };
  let current = fromUrl();
  history.replaceState({ search: true }, '', urlOf(current.q, current.filters));
  instance.triggerSearchWithFilters(current.q, copy(current.filters));

  instance.on('search', (term, f) => {
    const next: SearchState = { q: (term ?? '').trim(), filters: copy(f ?? {}) };
    const action = historyAction(current, next);
    current = next;
    if (action === 'none') return;
    const url = urlOf(next.q, next.filters);
    if (action === 'push') history.pushState({ search: true }, '', url);
    else history.replaceState({ search: true }, '', url);
  });
  // Back and Forward: show the search the URL holds, without adding an entry.
  addEventListener('popstate', () => {
    const s = fromUrl();
    if (s.q === current.q && sameFilters(s.filters, current.filters)) return;
    current = s;
    // The Component UI leaves a focused search box as it is; Back must show the query it restores.
    const input = root.querySelector<HTMLInputElement>('input[type="search"]');
    if (input) input.value = s.q;
    instance.triggerSearchWithFilters(s.q, copy(s.filters));
  });
  root.dataset.ready = 'true';
}

void start();
