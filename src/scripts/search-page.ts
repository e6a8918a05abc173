// The search page: Pagefind's Component UI with a filter pane, in faceted mode (an empty query
// lists everything under the chosen filters; with no query and no filter at all it lists the
// cases). The query and filters live in the URL as slugs (/search/?q=etcd&component=etcd) and
// are restored from it, so a search can be shared (src/site/search-facets.ts).
import { paramsFromState, stateFromParams, type FacetValues } from '../site/search-facets.ts';
import { loadComponentUI, useOurResults } from './search-ui.ts';

async function start(): Promise<void> {
  const root = document.getElementById('search-page');
  if (!root) return;
  const values = JSON.parse(document.getElementById('search-facets')?.textContent ?? '{}') as FacetValues;
  // On narrow screens the filters start folded, so the results are not pushed below the fold.
  const filters = root.querySelector<HTMLDetailsElement>('.search-filters-box');
  if (filters && !matchMedia('(min-width: 56rem)').matches) filters.open = false;
  const results = root.querySelector('pagefind-results');
  const ui = await loadComponentUI(root.dataset.bundle ?? '/pagefind/');
  if (results) await useOurResults(results);
  const instance = ui.getInstanceManager().getInstance('default');
  // Load first: in faceted mode the UI runs its own empty search once loaded; ours must come after.
  await instance.triggerLoad();
  const state = stateFromParams(new URLSearchParams(location.search), values);
  if (!state.q && Object.keys(state.filters).length === 0) state.filters = { type: ['Case'] };
  instance.triggerSearchWithFilters(state.q, state.filters);
  instance.on('search', (term, filters) => {
    const params = paramsFromState(term ?? '', filters ?? {}, values).toString();
    const next = `${location.pathname}${params ? `?${params}` : ''}`;
    if (next !== `${location.pathname}${location.search}`) history.replaceState(null, '', next);
  });
  root.dataset.ready = 'true';
}

void start();
