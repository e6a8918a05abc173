// Shared by the search dialog (every page) and the search page: loads Pagefind's Component UI
// from our own /pagefind/ bundle (under `base`) only when a reader asks for search, merges the
// index's other shards and languages into it (src/site/search-shards.ts), and renders
// each result from text only (src/site/search-result.ts), so markup in a title or excerpt shows
// as text.
import { excerptParts, resultKicker } from '../site/search-result.ts';
import { mergeTargets, type MergeTarget, type ShardManifest } from '../site/search-shards.ts';

/** The part of Pagefind's Component UI API we use. */
export interface PagefindInstance {
  on(event: 'search', cb: (term: string, filters: Record<string, string[]>) => void): void;
  on(event: 'results', cb: (results: { results: unknown[] }) => void): void;
  triggerLoad(): Promise<void>;
  triggerSearchWithFilters(term: string, filters: Record<string, string[]>): void;
  searchTerm: string;
  searchFilters: Record<string, string[]>;
}
interface ComponentsGlobal { getInstanceManager(): { getInstance(name?: string): PagefindInstance & { options: { mergeIndex?: unknown[] } } } }
interface ResultData { url: string; excerpt?: string; meta?: Record<string, string | undefined> }

let loading: Promise<ComponentsGlobal> | undefined;

/** How the Component UI is set up; fixed by the first `loadComponentUI` call on a page. */
export interface LoadOptions {
  /**
   * Load every filter chunk when the index loads, for the filter pane's counts (default true).
   * False for the search dialog, which shows no filters: at 20,000 pages the filters are about
   * half of what a first search fetches.
   */
  filters?: boolean;
}

/**
 * Loads the Component UI script and stylesheet once from `bundle` (the first shard's bundle URL,
 * ending in `/`), with every other shard and language of the index merged in (`shards.json`);
 * resolves with its global. Rejects when the script cannot be loaded.
 */
export function loadComponentUI(bundle: string, options: LoadOptions = {}): Promise<ComponentsGlobal> {
  // The merged indexes are known before the script runs: its elements may start loading the
  // index as soon as they are defined, and Pagefind reads `mergeIndex` once, early in that load.
  return (loading ??= indexesToMerge(bundle).catch(() => []).then((merge) => new Promise<ComponentsGlobal>((resolve, reject) => {
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
      if (options.filters === false) skipFilterCounts(instance);
      resolve(ui);
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${script.src}`)));
    document.head.append(script);
  })));
}

/** The other shards and languages of the index, for the instance's `mergeIndex`; none without `shards.json`. */
async function indexesToMerge(bundle: string): Promise<MergeTarget[]> {
  const res = await fetch(`${bundle}shards.json`);
  if (!res.ok) return [];
  // Results keep the site's base: the first bundle lives at `<base>pagefind/`.
  return mergeTargets((await res.json()) as ShardManifest, document.documentElement.lang, new URL(bundle, location.href).href, bundle.replace(/pagefind\/$/, ''));
}

/**
 * Stops the instance from loading every filter chunk of every shard for counts nobody sees.
 * The Component UI (1.6) has no option for it: once loaded, and on every cleared query, it calls
 * its Pagefind instance's `filters()`. That instance is the internal `__pagefind__`; ours answers
 * `filters()` with no counts. Searches still load the chunks of filters they use. Should a later
 * Pagefind rename the property, filters simply load as before.
 */
function skipFilterCounts(instance: object): void {
  let pagefind: { filters(): Promise<object> } | undefined;
  Object.defineProperty(instance, '__pagefind__', {
    configurable: true,
    get: () => pagefind,
    set: (value: typeof pagefind) => {
      if (value) value.filters = async () => ({});
      pagefind = value;
    },
  });
}

/**
 * One result as DOM built with textContent only, in the markup of Pagefind's own result card
 * (so its styles and keyboard handling apply): kicker (type · organisation · year), title link
 * (`IL-0190: title`), excerpt with the matched words marked.
 */
export function renderResult(result: ResultData): HTMLElement {
  const el = (tag: string, className: string, text?: string) => {
    const e = document.createElement(tag);
    e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const meta = result.meta ?? {};
  const li = el('li', 'pf-result il-result');
  const card = el('div', 'pf-result-card');
  const content = el('div', 'pf-result-content');
  const kicker = resultKicker(meta);
  if (kicker) content.append(el('p', 'il-result-kicker', kicker));
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
  card.append(content);
  li.append(card);
  return li;
}

/** Sets our renderer on a `<pagefind-results>` once the element is defined (and upgraded). */
export async function useOurResults(el: Element): Promise<void> {
  await customElements.whenDefined('pagefind-results');
  (el as unknown as { resultTemplate: (r: ResultData) => HTMLElement }).resultTemplate = renderResult;
}
