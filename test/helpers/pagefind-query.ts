/**
 * Queries a built Pagefind bundle from Node, with Pagefind's own JS and wasm (the files the site
 * serves), so build tests can assert what a reader's search returns without a browser. Pagefind
 * fetches its files relative to `pagefind.js`; Node's fetch cannot read `file:` URLs, so those
 * are answered from disk. Without `Worker` Pagefind runs on the main thread, as it does in a
 * browser that refuses its worker.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  rankedSearch,
  type PagefindSearcher,
  type ResultData,
  type SearchAliases,
  type SearchOptions,
} from '../../src/site/search-rank.ts';

const realFetch = globalThis.fetch;
let patched = false;
function patchFetch(): void {
  if (patched) return;
  patched = true;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file:')) return realFetch(input, init);
    try {
      return new Response(await readFile(fileURLToPath(url.replace(/[?#].*$/, ''))));
    } catch {
      return new Response(null, { status: 404 });
    }
  }) as typeof fetch;
}

/** Pagefind's JS API as far as these tests use it. */
export interface PagefindApi extends PagefindSearcher {
  init(): Promise<void>;
  options(o: Record<string, unknown>): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Loads the bundle at `<dist>/pagefind/` (one instance per dist; the other shards are not merged). */
export async function loadPagefind(dist: string): Promise<PagefindApi> {
  patchFetch();
  const pf = (await import(
    pathToFileURL(join(dist, 'pagefind', 'pagefind.js')).href
  )) as PagefindApi;
  await pf.options({ excerptLength: 30 });
  await pf.init();
  return pf;
}

/** One result as a reader sees it: the page's path (under the dist), type, title, excerpt and ranking note. */
export interface Hit {
  url: string;
  type: string;
  title: string;
  excerpt: string;
  bestMatch: boolean;
  matched?: string[];
  missing?: string[];
}

/** The site's synonyms (`<dist>/search-aliases.json`), none when it has no such file. */
export function siteAliases(dist: string): SearchAliases {
  const file = join(dist, 'search-aliases.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SearchAliases) : {};
}

/** The first `n` results of `term`, ranked as the site's search UI ranks them (src/site/search-rank.ts), with the site's synonyms. */
export async function topResults(
  pf: PagefindApi,
  dist: string,
  term: string,
  n = 5,
  options: SearchOptions = {},
): Promise<Hit[]> {
  const r = await rankedSearch(pf, term, options, siteAliases(dist));
  const data = await Promise.all((r?.results ?? []).slice(0, n).map((x) => x.data()));
  const root = pathToFileURL(dist).pathname;
  return data.map((d: ResultData) => {
    const note = (d.il ?? {}) as { bestMatch?: boolean; matched?: string[]; missing?: string[] };
    return {
      url: d.url.replace(/^\/file:/, '').replace(root, ''),
      type: d.meta?.type ?? '',
      title: d.meta?.title ?? '',
      excerpt: d.excerpt ?? '',
      bestMatch: !!note.bestMatch,
      matched: note.matched,
      missing: note.missing,
    };
  });
}
