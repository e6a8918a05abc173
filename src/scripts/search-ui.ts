// Shared by the search dialog (every page) and the search page: loads Pagefind's JS API
// (`pagefind.js`, 13 KiB gzip, and its wasm) from our own /pagefind/ bundle (under `base`) only
// when a reader asks for search, merges the index's other shards and languages into it
// (src/site/search-shards.ts), ranks its results (cases first, src/site/search-rank.ts), makes
// its filter counts describe the current results (src/site/search-facets.ts), and renders each
// result from text only (src/site/search-result.ts), so markup in a title or excerpt shows as
// text. No Pagefind UI script or stylesheet is loaded: the page and the dialog build their own
// markup here and in search-page.ts / search-dialog.ts.
import { facetSets, filteredSearch, resultCounts, warmFacetSets } from '../site/search-counts.ts';
import { orderFilterGroups, type FilterCounts } from '../site/search-facets.ts';
import {
  type PagefindResult,
  type RankNote,
  type ResultData,
  type SearchAliases,
  type SearchOptions,
  type SearchResponse,
} from '../site/search-rank.ts';
import { excerptParts, resultKicker, resultNote, sectionExcerpt } from '../site/search-result.ts';
import { mergeTargets, type ShardManifest } from '../site/search-shards.ts';
import { startPagefind, type PagefindApi as PagefindStart } from './pagefind-start.ts';
import { word } from './words.ts';

/** The part of Pagefind's JS API we call, with our types. */
type PagefindApi = Omit<PagefindStart, 'search' | 'filters'> & {
  search(term: string | null, options?: SearchOptions): Promise<SearchResponse | null>;
  filters(): Promise<FilterCounts>;
};

/** One search's answer: ranked results, counts of them (only once `loadFilters` has run), and the query it answers. */
export interface SearchAnswer {
  term: string;
  filters: Record<string, string[]>;
  response: SearchResponse;
}

/** The search engine both entry points use. */
export interface SearchEngine {
  /** Ranked results for `term` (empty: every page under `filters`), with honest counts. Null when a newer search started. */
  search(term: string, filters: Record<string, string[]>): Promise<SearchAnswer | null>;
  /**
   * Loads every filter chunk (the counts of the filter pane) once, then answers `term` and
   * `filters` again with counts for every group. Called after the first results show, so the
   * first query does not wait for, or pay for, counts.
   */
  loadFilters(term: string, filters: Record<string, string[]>): Promise<FilterCounts>;
  /** How many results `term` finds under `filters`, ranked as `search` ranks them, without cancelling a search. */
  count(term: string, filters: Record<string, string[]>): Promise<number>;
}

let loading: Promise<{ pf: PagefindApi; aliases: SearchAliases }> | undefined;

/** Fetches JSON at `url`, or `fallback` when it cannot (offline, missing, not JSON). */
function json<T>(url: string, fallback: T): Promise<T> {
  return fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<T>) : fallback))
    .catch(() => fallback);
}

/**
 * Loads `pagefind.js` once from `bundle` (ending in `/`), with the other shards and languages
 * merged in, and the synonyms (`/search-aliases.json`). Everything the first query needs is
 * fetched at once: Pagefind's script and start (src/scripts/pagefind-start.ts), the shard list
 * and the synonyms in parallel.
 */
function loadPagefind(
  bundle: string,
  base: string,
): Promise<{ pf: PagefindApi; aliases: SearchAliases }> {
  return (loading ??= (async () => {
    const [pf, shards, aliases] = await Promise.all([
      startPagefind(bundle, base) as Promise<PagefindApi>,
      json<ShardManifest | null>(`${bundle}shards.json`, null),
      json<SearchAliases>(`${base}search-aliases.json`, {}),
    ]);
    const merge = shards
      ? mergeTargets(
          shards,
          document.documentElement.lang,
          new URL(bundle, location.href).href,
          base,
        )
      : [];
    for (const m of merge)
      await pf.mergeIndex(m.bundlePath, { language: m.language, baseUrl: m.baseUrl });
    return { pf, aliases };
  })());
}

/** Starts loading what the first query needs (on focus of a search box, or as the dialog opens); safe to call often. */
export function preloadSearch(bundle: string, base: string): void {
  void loadPagefind(bundle, base).catch(() => undefined);
}

/**
 * The engine on the bundle at `bundle` for a site whose base is `base`, its filter groups in the
 * order of `order` (facet keys; `orderFilterGroups` has the default). Rejects when `pagefind.js`
 * cannot load. The results are ranked without filters and narrowed to the ticked values, and each
 * value's count is how many of them hold it (src/site/search-counts.ts), so the number beside a
 * value is the number of results ticking it lists.
 */
export async function searchEngine(
  bundle: string,
  base: string,
  order?: readonly string[],
): Promise<SearchEngine> {
  const { pf, aliases } = await loadPagefind(bundle, base);
  const sets = facetSets(pf);
  let latest = 0;
  let all: Promise<FilterCounts> | undefined;
  let known: FilterCounts | undefined;
  /** Every filter value, ordered; loaded once, when the first counts are asked for. */
  const knownValues = () =>
    (all ??= pf.filters().then(async (f) => {
      const ordered = orderFilterGroups(f, order);
      await warmFacetSets(ordered, sets);
      return ordered;
    }));
  return {
    async search(term, filters) {
      const id = ++latest;
      const q = term.trim();
      const response = await filteredSearch(pf, q, filters, aliases, sets);
      if (id !== latest || !response) return null;
      const counts = known ? await resultCounts(response.results, known, sets) : {};
      if (id !== latest) return null;
      return { term: q, filters, response: { ...response, filters: counts, totalFilters: counts } };
    },
    async count(term, filters) {
      const r = await filteredSearch(pf, term.trim(), filters, aliases, sets);
      return r?.results.length ?? 0;
    },
    async loadFilters(term, filters) {
      known = await knownValues();
      const r = await filteredSearch(pf, term.trim(), filters, aliases, sets);
      return resultCounts(r?.results ?? [], known, sets);
    },
  };
}

/** A result's fragment with our ranking note. */
type Data = ResultData & { il?: RankNote };

function el(tag: string, className: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * One result as DOM built with textContent only: kicker (type · organisation · year, after "Best
 * match" for the best-match card), title link (`IL-0190: title`), excerpt with the matched words
 * marked, and for a partial match which words it matched. Fills `li`.
 */
export function renderResult(li: HTMLElement, result: Data): void {
  const meta = result.meta ?? {};
  const note = result.il ?? {};
  li.className = `il-result${note.bestMatch ? ' il-best-match' : ''}`;
  const kicker = resultKicker(meta);
  const parts: HTMLElement[] = [];
  if (note.bestMatch || kicker) {
    const k = el('p', 'il-result-kicker');
    if (note.bestMatch)
      k.append(
        el('strong', 'il-best-label', word('search.bestMatch')),
        document.createTextNode(kicker ? ' · ' : ''),
      );
    k.append(document.createTextNode(kicker));
    parts.push(k);
  }
  const title = el('p', 'il-result-title');
  const a = el('a', 'il-result-link', meta.title || result.url) as HTMLAnchorElement;
  const href = meta.url || result.url;
  // Only our own pages: Pagefind URLs are root-relative paths under the site's base.
  // `//host` and `/\host` both name another host in a browser.
  if (/^\/(?![/\\])/.test(href)) a.href = href;
  title.append(a);
  parts.push(title);
  const excerpt = sectionExcerpt(result);
  if (excerpt) {
    const p = el('p', 'il-result-excerpt');
    for (const part of excerptParts(excerpt))
      p.append(part.mark ? el('mark', '', part.text) : document.createTextNode(part.text));
    parts.push(p);
  }
  const partial = resultNote(note, (matched, missing) =>
    word('search.partial', { matched, missing }),
  );
  if (partial) parts.push(el('p', 'il-result-note', partial));
  li.replaceChildren(...parts);
}

/** How many results a list shows before its "Show more results" button. */
export const PAGE_SIZE = 20;

/**
 * A results list: `<ol class="il-results">` with one `<li>` per result (up to `PAGE_SIZE`, then
 * a button for more), each loading its fragment only when it comes near the viewport, as
 * Pagefind's own list did, so a query fetches the fragments of the results a reader sees. The
 * list is `aria-busy` until its first results have rendered; the summary (`role="status"`)
 * says how many there are.
 */
export class ResultList {
  readonly list: HTMLOListElement;
  readonly summary: HTMLElement;
  private readonly more: HTMLButtonElement;
  private results: PagefindResult[] = [];
  private shown = 0;
  private generation = 0;
  private readonly observer: IntersectionObserver;
  private readonly pending = new Map<Element, PagefindResult>();

  constructor(list: HTMLOListElement, summary: HTMLElement, more: HTMLButtonElement) {
    this.list = list;
    this.summary = summary;
    this.more = more;
    this.more.addEventListener('click', () => {
      const next = this.list.children.length;
      this.grow();
      // Focus the first new result once it has rendered (a placeholder has no link yet), so a
      // keyboard reader is not left on a button that may have just been hidden.
      const first = this.list.children[next] as HTMLElement | undefined;
      if (first)
        void this.load(first).then(() => (first.querySelector('a') as HTMLElement | null)?.focus());
    });
    // A margin so results just below the fold are ready before they scroll in (and arrow keys find links).
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) void this.load(e.target as HTMLElement);
      },
      { rootMargin: '200px 0px' },
    );
  }

  /** Shows `response`'s results for `term`; resolves once the first visible ones have rendered. */
  async show(term: string, response: SearchResponse): Promise<void> {
    const gen = ++this.generation;
    this.observer.disconnect();
    this.pending.clear();
    this.results = response.results;
    this.shown = 0;
    this.list.setAttribute('aria-busy', 'true');
    this.list.replaceChildren();
    const n = this.results.length;
    this.summary.textContent =
      n === 0 ? '' : word(term ? 'search.resultsFor' : 'search.results', { count: n, term });
    this.summary.dataset.count = String(n);
    this.grow();
    // The first few render before the list counts as done, whether or not they are in view yet.
    const first = [...this.list.children].slice(0, 5) as HTMLElement[];
    await Promise.all(first.map((li) => this.load(li)));
    if (gen === this.generation) this.list.setAttribute('aria-busy', 'false');
  }

  private grow(): void {
    const upto = Math.min(this.results.length, this.shown + PAGE_SIZE);
    for (let i = this.shown; i < upto; i++) {
      const li = el('li', 'il-result il-result-loading');
      this.pending.set(li, this.results[i]);
      this.list.append(li);
      this.observer.observe(li);
    }
    this.shown = upto;
    this.more.hidden = this.shown >= this.results.length;
  }

  private async load(li: HTMLElement): Promise<void> {
    const result = this.pending.get(li);
    if (!result) return;
    this.pending.delete(li);
    this.observer.unobserve(li);
    try {
      renderResult(li, (await result.data()) as Data);
    } catch {
      // A fragment that failed to load (offline, a stale index) must not keep the list busy.
      li.className = 'il-result';
      li.textContent = word('search.loadFailed');
    }
  }
}

/** The list's markup: summary, list and "Show more results" button, appended to `parent`. */
export function resultList(parent: HTMLElement, label: string): ResultList {
  const summary = el('p', 'il-summary');
  summary.setAttribute('role', 'status');
  const list = el('ol', 'il-results') as HTMLOListElement;
  list.setAttribute('aria-label', label);
  list.setAttribute('aria-busy', 'false');
  const more = el('button', 'il-more', word('search.showMore')) as HTMLButtonElement;
  more.type = 'button';
  more.hidden = true;
  parent.append(summary, list, more);
  return new ResultList(list, summary, more);
}
