// Shared by the search dialog (every page) and the search page: loads Pagefind's Component UI
// from our own /pagefind/ bundle (under `base`) only when a reader asks for search, and renders
// each result from text only (src/lib/search-result.ts), so markup in a title or excerpt shows
// as text.
import { excerptParts, resultKicker } from '../lib/search-result.ts';

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

/** Loads the Component UI script and stylesheet once; resolves with its global. */
export function loadComponentUI(bundle: string): Promise<ComponentsGlobal> {
  // The other languages are known before the script runs: its elements may start loading the
  // index as soon as they are defined, and Pagefind reads `mergeIndex` once, early in that load.
  return (loading ??= otherLanguages(bundle).catch(() => []).then((merge) => new Promise<ComponentsGlobal>((resolve, reject) => {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = `${bundle}pagefind-component-ui.css`;
    document.head.append(css);
    const script = document.createElement('script');
    script.src = `${bundle}pagefind-component-ui.js`;
    script.addEventListener('load', () => {
      const ui = (window as unknown as { PagefindComponents: ComponentsGlobal }).PagefindComponents;
      if (merge.length) ui.getInstanceManager().getInstance('default').options.mergeIndex = merge;
      resolve(ui);
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${script.src}`)));
    document.head.append(script);
  })));
}

/**
 * The bundle's indexes in other languages, for the instance's `mergeIndex`. Pagefind builds one
 * index per `<html lang>` and searches only the one of the page it runs on, so without these a
 * search from an English page never finds a Chinese or Japanese case (field case 13).
 */
async function otherLanguages(bundle: string): Promise<{ bundlePath: string; language: string; baseUrl: string }[]> {
  const res = await fetch(`${bundle}pagefind-entry.json`);
  if (!res.ok) return [];
  const languages = Object.entries(((await res.json()) as { languages: Record<string, { page_count: number }> }).languages);
  const lang = document.documentElement.lang.toLowerCase();
  // The index Pagefind itself picks for this page: its language, its base language, else the largest.
  const own = languages.find(([l]) => l === lang)?.[0] ?? languages.find(([l]) => l === lang.split('-')[0])?.[0] ?? [...languages].sort((a, b) => b[1].page_count - a[1].page_count)[0]?.[0];
  // Pagefind skips a merged bundle whose path starts the primary's, so the same bundle is named by
  // its absolute URL; results keep the site's base (the bundle lives at `<base>pagefind/`).
  const bundlePath = new URL(bundle, location.href).href;
  const baseUrl = bundle.replace(/pagefind\/$/, '');
  return languages.filter(([l]) => l !== own).map(([language]) => ({ bundlePath, language, baseUrl }));
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
