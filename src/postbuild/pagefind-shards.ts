/**
 * How a large site is cut into Pagefind shards: one Pagefind index holds its whole site
 * in memory until it writes it (4.3 GiB at 20,000 pages), so past a threshold the searchable pages
 * are dealt into shards of at most that many pages, each indexed by its own Pagefind process into
 * its own bundle, and the search UI merges the bundles (`mergeIndex`). Everything here is pure
 * but the directory walk, and deterministic: the same built site always gives the same shards.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './list-files.ts';

/**
 * Pages per shard when `search.shardPages` is not set. Pagefind's memory grows about
 * 0.21 to 0.26 MiB per page (1.3 GiB at 5,132 pages, 4.3 GiB at 21,000). Shards cost every
 * reader bytes: each shard has its own word index, page list and filters, so a search term
 * loads one index chunk per shard (at 5,000 cases, 2 shards of 4,000 cost 8 to 40 % more per
 * query than one index). 8,000 keeps a 5,000-case site (5,400 pages, about 1.4 GiB to index) in
 * one index and a 20,000-case site in 3 shards of under 7,000 pages (about 1.7 GiB each, under
 * the 2 GiB a Pagefind process may take), instead of 2 and 6 shards of 4,000. Measured again at
 * 5,000 cases with the index fed page by page: one index peaked at 1,191 to 1,231 MiB, 2 shards at
 * 694 MiB, but the first results of the largest fixed query then cost 422 instead of 284 KiB
 * gzip (index chunks 264 instead of 133).
 */
export const DEFAULT_SHARD_PAGES = 8000;

/** The bundle manifest's name, in the first shard's bundle (`<dir>/pagefind/shards.json`). */
export const MANIFEST = 'shards.json';

export type { ShardManifest } from '../site/search-shards.ts';

/** An opening tag carrying `data-pagefind-body` (text cannot hold `<`: Astro escapes it). */
const BODY = /<[a-zA-Z][^<>]*\sdata-pagefind-body(?=[\s=>/])/;

/**
 * Every HTML file under `dir` that Pagefind would index (it has an element marked
 * `data-pagefind-body`), as `/`-separated paths relative to `dir`, sorted by code unit (not by
 * locale, so every machine sorts alike). Skips the top-level `pagefind` folder.
 */
export function searchablePages(dir: string): string[] {
  return htmlPages(dir).filter((path) => isSearchable(readFileSync(join(dir, path), 'utf8')));
}

/** True when the page `html` has an element marked `data-pagefind-body`, so Pagefind indexes it. */
export function isSearchable(html: string): boolean {
  return BODY.test(html);
}

/** Every HTML file under `dir` but the `pagefind` folder, sorted: the pages Pagefind may index. */
export function htmlPages(dir: string): string[] {
  return listFiles(dir).filter((path) => path.endsWith('.html') && !path.startsWith('pagefind/'));
}

/**
 * Deals `pages` (already sorted) into `ceil(pages.length / limit)` shards, page n to shard
 * n mod k, so every shard gets a like mix of cases, terms and other pages and at most `limit`
 * pages. One shard (the whole list) when there are `limit` pages or fewer.
 */
export function splitPages(pages: string[], limit: number): string[][] {
  const k = Math.max(1, Math.ceil(pages.length / limit));
  const shards: string[][] = Array.from({ length: k }, () => []);
  pages.forEach((p, n) => shards[n % k].push(p));
  return shards;
}

/** Shard `i`'s bundle relative to the first shard's (`<dir>/pagefind/`): `''`, then `shards/1/`, `shards/2/`... */
export function shardPath(i: number): string {
  return i === 0 ? '' : `shards/${i}/`;
}
