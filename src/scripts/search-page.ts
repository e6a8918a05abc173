// The search page: a search box, a filter pane and the results, on Pagefind's JS API
// (src/scripts/search-ui.ts). An empty query lists everything under the chosen filters; with no
// query and no filter at all it lists the cases. The query and filters live in the URL as slugs
// (/search/?q=etcd&component=etcd) and are restored from it, so a search can be shared and a
// reload keeps it (src/site/search-facets.ts). Each change is a history entry, so Back undoes it
// (src/site/search-history.ts says which changes replace the entry instead: typing on in the
// same word). The filter counts load after the first results show, so the first query does not
// pay for them.
import {
  facetsOf,
  paramsFromState,
  stateFromParams,
  type FacetValues,
} from '../site/search-facets.ts';
import { historyAction, sameFilters, type SearchState } from '../site/search-history.ts';
import { filterPane } from './search-filters.ts';
import { searchHints } from './search-hints.ts';
import { resultList, searchEngine } from './search-ui.ts';
import { word } from './words.ts';

/** How long typing may pause before the query is searched, in milliseconds. */
const DEBOUNCE_MS = 250;

async function start(): Promise<void> {
  const root = document.getElementById('search-page');
  const input = root?.querySelector<HTMLInputElement>('input[type="search"]');
  const resultsBox = root?.querySelector<HTMLElement>('.search-results-list');
  const paneBox = root?.querySelector<HTMLElement>('.il-filter-pane');
  if (!root || !input || !resultsBox || !paneBox) return;
  const values = JSON.parse(
    document.getElementById('search-facets')?.textContent ?? '{}',
  ) as FacetValues;
  const base = root.dataset.base ?? '/';
  // The filters come folded, so on a phone the results are not pushed below the fold (nor moved
  // up by folding them after the page showed them); a wide screen has room for them beside the
  // results, so they open there.
  const filtersBox = root.querySelector<HTMLDetailsElement>('.search-filters-box');
  if (filtersBox && matchMedia('(min-width: 56rem)').matches) filtersBox.open = true;
  const urlOf = (q: string, f: Record<string, string[]>) => {
    const params = paramsFromState(q, f, values).toString();
    return `${location.pathname}${params ? `?${params}` : ''}`;
  };
  const fromUrl = (): SearchState => {
    const s = stateFromParams(new URLSearchParams(location.search), values);
    if (!s.q && Object.keys(s.filters).length === 0)
      s.filters = { type: [word('search.type.case')] };
    return s;
  };

  let current = fromUrl();
  input.value = current.q;
  history.replaceState({ search: true }, '', urlOf(current.q, current.filters));

  // The filter groups in the order of the library's facets, which the page's map holds.
  const order = facetsOf(values).map((f) => f.key);
  const engine = await searchEngine(root.dataset.bundle ?? '/pagefind/', base, order);
  const list = resultList(resultsBox, 'Results');
  let countsLoaded = false;
  const pane = filterPane(paneBox, (filters) => change({ q: current.q, filters }));

  const hintsEl = root.querySelector<HTMLElement>('.il-search-hints');
  const onSearch = hintsEl
    ? searchHints({
        el: hintsEl,
        base,
        browse: root.dataset.browse,
        search: (term) => {
          input.value = term;
          change({ q: term, filters: current.filters });
        },
        count: (term) => engine.count(term, current.filters),
        clearFilters: () => change({ q: current.q, filters: {} }),
        href: (term) => urlOf(term, current.filters),
      })
    : undefined;

  /** Searches `state` and shows it; loads the filter counts after the first results. */
  const run = async (state: SearchState) => {
    const answer = await engine.search(state.q, state.filters);
    if (!answer) return;
    onSearch?.(answer.term, answer.filters, answer.response);
    const shown = list.show(answer.term, answer.response);
    if (countsLoaded) pane.update(answer.response.filters ?? {}, state.filters);
    await shown;
    if (!countsLoaded) {
      const counts = await engine.loadFilters(state.q, state.filters);
      countsLoaded = true;
      // A search started while the counts loaded skipped its own update: give it the current ones.
      if (state === current) pane.update(counts, state.filters);
      else pane.update(await engine.loadFilters(current.q, current.filters), current.filters);
    }
    root.dataset.ready = 'true';
  };

  /** A new search from the reader: a history entry (or a replaced one) and the results. */
  const change = (next: SearchState) => {
    next = { q: next.q.trim(), filters: next.filters };
    const action = historyAction(current, next);
    current = next;
    if (action === 'push') history.pushState({ search: true }, '', urlOf(next.q, next.filters));
    else if (action === 'replace')
      history.replaceState({ search: true }, '', urlOf(next.q, next.filters));
    void run(next);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => change({ q: input.value, filters: current.filters }), DEBOUNCE_MS);
  });
  input.form?.addEventListener('submit', (e) => {
    e.preventDefault();
    clearTimeout(timer);
    change({ q: input.value, filters: current.filters });
  });
  // Back and Forward: show the search the URL holds, without adding an entry.
  addEventListener('popstate', () => {
    const s = fromUrl();
    if (s.q === current.q && sameFilters(s.filters, current.filters)) return;
    current = s;
    input.value = s.q;
    void run(s);
  });
  await run(current);
}

void start();
