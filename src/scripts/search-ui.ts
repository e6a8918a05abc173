// Shared by the search dialog (every page) and the search page: loads Pagefind's Component UI
// from our own /pagefind/ bundle (under `base`) only when a reader asks for search, merges the
// index's other shards and languages into it (src/site/search-shards.ts), ranks its results
// (cases first, src/site/search-rank.ts), makes its filter counts describe the current results
// (src/site/search-facets.ts), and renders each result from text only
// (src/site/search-result.ts), so markup in a title or excerpt shows as text.
import { honestFilters, orderFilterGroups, type FilterCounts } from '../site/search-facets.ts';
import { rankedSearch, type PagefindSearcher, type RankNote, type SearchResponse } from '../site/search-rank.ts';
import { excerptParts, resultKicker, resultNote } from '../site/search-result.ts';
import { mergeTargets, type MergeTarget, type ShardManifest } from '../site/search-shards.ts';

/** The part of Pagefind's Component UI API we use. */
export interface PagefindInstance {
  on(event: 'search', cb: (term: string, filters: Record<string, string[]>) => void): void;
  on(event: 'results', cb: (results: { results: unknown[] }) => void): void;
  triggerLoad(): Promise<void>;
  triggerSearchWithFilters(term: string, filters: Record<string, string[]>): void;
  triggerSearch(term: string): void;
  triggerFilters(filters: Record<string, string[]>): void;
  searchTerm: string;
  searchFilters: Record<string, string[]>;
}
interface ComponentsGlobal {
  getInstanceManager(): { getInstance(name?: string): PagefindInstance & { options: { mergeIndex?: unknown[] } } };
}
interface ResultData {
  url: string;
  excerpt?: string;
  meta?: Record<string, string | undefined>;
  il?: RankNote;
}

let loading: Promise<ComponentsGlobal> | undefined;

/** How the Component UI is set up; fixed by the first `loadComponentUI` call on a page. */
export interface LoadOptions {
  /**
   * Load every filter chunk when the index loads, for the filter pane's counts (default true).
   * False for the search dialog, which shows no filters: at 20,000 pages the filters are about
   * half of what a first search fetches.
   */
  filters?: boolean;
  /** Called after every search with its term, filters and ranked response (for hints and history). */
  onSearch?: (term: string, filters: Record<string, unknown>, response: SearchResponse) => void;
}

/**
 * Loads the Component UI script and stylesheet once from `bundle` (the first shard's bundle URL,
 * ending in `/`), with every other shard and language of the index merged in (`shards.json`);
 * resolves with its global. Rejects when the script cannot be loaded.
 */
export function loadComponentUI(bundle: string, options: LoadOptions = {}): Promise<ComponentsGlobal> {
  // The merged indexes are known before the script runs: its elements may start loading the
  // index as soon as they are defined, and Pagefind reads `mergeIndex` once, early in that load.
  return (loading ??= indexesToMerge(bundle)
    .catch(() => [])
    .then(
      (merge) =>
        new Promise<ComponentsGlobal>((resolve, reject) => {
          const css = document.createElement('link');
          css.rel = 'stylesheet';
          css.href = `${bundle}pagefind-component-ui.css`;
          document.head.append(css);
          const script = document.createElement('script');
          script.src = `${bundle}pagefind-component-ui.js`;
          script.addEventListener('load', () => {
            const ui = (window as unknown as { PagefindComponents: ComponentsGlobal }).PagefindComponents;
            const instance = ui.getInstanceManager().getInstance('default');
            if (merge.length) instance.options.mergeIndex = merge;
            hookPagefind(instance, options);
            resolve(ui);
          });
          script.addEventListener('error', () => reject(new Error(`could not load ${script.src}`)));
          document.head.append(script);
        }),
    ));
}

/** The other shards and languages of the index, for the instance's `mergeIndex`; none without `shards.json`. */
async function indexesToMerge(bundle: string): Promise<MergeTarget[]> {
  const res = await fetch(`${bundle}shards.json`);
  if (!res.ok) return [];
  // Results keep the site's base: the first bundle lives at `<base>pagefind/`.
  return mergeTargets((await res.json()) as ShardManifest, document.documentElement.lang, new URL(bundle, location.href).href, bundle.replace(/pagefind\/$/, ''));
}

/** The internal Pagefind instance's methods we wrap. */
interface InternalPagefind extends PagefindSearcher {
  filters(): Promise<FilterCounts>;
}

/**
 * Puts our ranking and honest filter counts between the Component UI and its Pagefind instance.
 * The Component UI (1.6) has no hook for either: it calls its internal instance `__pagefind__`
 * directly (`search()` for every query, `filters()` once loaded and on every cleared query). We
 * wrap that instance's methods as it is set: `search()` goes through `rankedSearch` and
 * `honestFilters`; `filters()` returns its groups in the documented order or, for the search
 * dialog (`filters: false`), no counts at all, so the dialog never loads every filter chunk for
 * counts nobody sees (searches still load the chunks of the filters they use). Should a later
 * Pagefind rename the property, search works as Pagefind ranks it.
 */
function hookPagefind(instance: PagefindInstance, options: LoadOptions): void {
  let pagefind: InternalPagefind | undefined;
  Object.defineProperty(instance, '__pagefind__', {
    configurable: true,
    get: () => pagefind,
    set: (value: InternalPagefind | undefined) => {
      if (value) {
        const original: PagefindSearcher = { search: value.search.bind(value) };
        const filters = value.filters.bind(value);
        value.search = async (term, opts) => {
          const r = await rankedSearch(original, term, opts);
          if (!r) return r;
          const honest = honestFilters(r);
          options.onSearch?.(term ?? '', opts?.filters ?? {}, honest);
          return honest;
        };
        value.filters = options.filters === false ? async () => ({}) : async () => orderFilterGroups(await filters());
      }
      pagefind = value;
    },
  });
}

/**
 * One result as DOM built with textContent only, in the markup of Pagefind's own result card
 * (so its styles and keyboard handling apply): kicker (type · organisation · year, after "Best
 * match" for the best-match card), title link (`IL-0190: title`), excerpt with the matched words
 * marked, and for a partial match which words it matched.
 */
export function renderResult(result: ResultData): HTMLElement {
  const el = (tag: string, className: string, text?: string) => {
    const e = document.createElement(tag);
    e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const meta = result.meta ?? {};
  const note = result.il ?? {};
  const li = el('li', `pf-result il-result${note.bestMatch ? ' il-best-match' : ''}`);
  const card = el('div', 'pf-result-card');
  const content = el('div', 'pf-result-content');
  const kicker = resultKicker(meta);
  if (note.bestMatch || kicker) {
    const k = el('p', 'il-result-kicker');
    if (note.bestMatch) k.append(el('strong', 'il-best-label', 'Best match'), document.createTextNode(kicker ? ' · ' : ''));
    k.append(document.createTextNode(kicker));
    content.append(k);
  }
  const title = el('p', 'pf-result-title');
  const a = el('a', 'pf-result-link', meta.title || result.url) as HTMLAnchorElement;
  const href = meta.url || result.url;
  // Only our own pages: Pagefind URLs are root-relative paths under the site's base.
  if (/^\/(?!\/)/.test(href)) a.href = href;
  title.append(a);
  content.append(title);
  if (result.excerpt) {
    const p = el('p', 'pf-result-excerpt');
    for (const part of excerptParts(result.excerpt)) p.append(part.mark ? el('mark', '', part.text) : document.createTextNode(part.text));
    content.append(p);
  }
  const partial = resultNote(note);
  if (partial) content.append(el('p', 'il-result-note', partial));
  card.append(content);
  li.append(card);
  return li;
}

/** Sets our renderer on a `<pagefind-results>` once the element is defined (and upgraded). */
export async function useOurResults(el: Element): Promise<void> {
  await customElements.whenDefined('pagefind-results');
  (el as unknown as { resultTemplate: (r: ResultData) => HTMLElement }).resultTemplate = renderResult;
}
