/**
 * What a search costs a visitor: serves a built site, runs Pagefind's own JS in Debian's
 * Chromium (test/helpers/browser.ts) for each fixed query in a fresh browser context (cold cache),
 * merges the index's other shards (`pagefind/shards.json`), loads the filters and the first 5
 * results as the search page does, and sums the bytes of every response under `/pagefind/`
 * (every shard's bundle included). Also the index's size on disk and its largest files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../test/helpers/browser.ts';
import { serve } from '../test/helpers/serve.ts';
import { dirBytes } from './measure.ts';

/** The four fixed queries; every word occurs in the generated corpus. */
export const QUERIES = ['etcd', 'leader election', 'certificate expiry', 'dns resolver timeout'];

/** One query's cost: bytes fetched, requests, the largest response and the hit count. */
/** `bytes` as a plain static server sends them; `wireBytes` with gzip for text (.js, .json), as most hosts serve them; Pagefind's own files are gzipped already. */
export interface QueryCost {
  query: string;
  bytes: number;
  wireBytes: number;
  /** `wireBytes` less the filter files: what the search dialog fetches, as it loads no facet counts. */ wireBytesNoFilters: number;
  requests: number;
  files: { file: string; bytes: number }[];
  largest: { url: string; bytes: number };
  largestFragment: number;
  results: number;
}

/** The index on disk: total bytes, file count, and the largest fragment and index chunk. */
/** `uiGzipBytes`: Pagefind's Component UI script and stylesheet, gzipped: in the bundle, no longer loaded by the site (kept to compare with earlier rounds). */
export interface IndexSize {
  bytes: number;
  files: number;
  maxFragment: number;
  maxChunk: number;
  maxFile: { name: string; bytes: number };
  uiGzipBytes: number;
}

/** Measures the Pagefind bundle at `<dist>/pagefind/` on disk. */
export function indexSize(dist: string): IndexSize {
  const root = join(dist, 'pagefind');
  const ui = ['pagefind-component-ui.js', 'pagefind-component-ui.css']
    .map((f) => join(root, f))
    .filter((f) => existsSync(f));
  const out: IndexSize = {
    bytes: dirBytes(root),
    files: 0,
    maxFragment: 0,
    maxChunk: 0,
    maxFile: { name: '', bytes: 0 },
    uiGzipBytes: ui.reduce((s, f) => s + gzipSync(readFileSync(f)).length, 0),
  };
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        walk(p);
        continue;
      }
      const size = statSync(p).size;
      out.files++;
      if (e.name.endsWith('.pf_fragment')) out.maxFragment = Math.max(out.maxFragment, size);
      if (e.name.endsWith('.pf_index')) out.maxChunk = Math.max(out.maxChunk, size);
      if (size > out.maxFile.bytes) out.maxFile = { name: p.slice(root.length + 1), bytes: size };
    }
  };
  walk(root);
  return out;
}

/** Runs every query against the built site in `dist`. */
export async function searchCosts(dist: string, queries = QUERIES): Promise<QueryCost[]> {
  const site = await serve(dist, '/');
  const browser = await launch();
  const costs: QueryCost[] = [];
  try {
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.url}404.html`).catch(() => undefined);
      const sizes: { url: string; bytes: number; wire: number }[] = [];
      page.on('response', async (r) => {
        if (!r.url().includes('/pagefind/')) return;
        const body = await r.body().catch(() => Buffer.alloc(0));
        sizes.push({
          url: r.url(),
          bytes: body.length,
          wire: /\.(js|json|css)$/.test(r.url()) ? gzipSync(body).length : body.length,
        });
      });
      const results = await page.evaluate(async (q) => {
        const pf = await import('/pagefind/pagefind.js' as string);
        await pf.options?.({ excerptLength: 30 });
        await pf.init?.();
        // The other shards of a sharded index (src/site/search-shards.ts, one language here), as the site's UI merges them.
        const manifest = await fetch('/pagefind/shards.json').then((r) =>
          r.ok ? r.json() : { shards: [] },
        );
        for (const shard of (manifest as { shards: { path: string }[] }).shards.slice(1))
          await pf.mergeIndex(new URL(`/pagefind/${shard.path}`, location.href).href);
        await pf.filters();
        const r = await pf.search(q);
        await Promise.all(r.results.slice(0, 5).map((x: { data(): Promise<unknown> }) => x.data()));
        return r.results.length as number;
      }, query);
      await page.waitForLoadState('networkidle');
      await context.close();
      const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { url: '', bytes: 0 });
      costs.push({
        query,
        bytes: sizes.reduce((s, x) => s + x.bytes, 0),
        wireBytes: sizes.reduce((s, x) => s + x.wire, 0),
        wireBytesNoFilters: sizes
          .filter((x) => !x.url.includes('/filter/'))
          .reduce((s, x) => s + x.wire, 0),
        requests: sizes.length,
        files: sizes
          .map((x) => ({ file: x.url.replace(/^.*\/pagefind\//, ''), bytes: x.wire }))
          .sort((a, b) => b.bytes - a.bytes),
        largest: { url: largest.url.replace(/^.*\/pagefind\//, ''), bytes: largest.bytes },
        largestFragment: Math.max(
          0,
          ...sizes.filter((s) => s.url.endsWith('.pf_fragment')).map((s) => s.bytes),
        ),
        results,
      });
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return costs;
}

/**
 * What the site's own search UI fetches for a first query, per entry point, gzip on text as a host
 * serves it. `wireBytes` and `parts` count every response that arrived before the first results
 * showed; `laterBytes` and `laterParts` what came after, until the network was idle (the search
 * page's filter counts, which load after the first results).
 */
export interface UiCost {
  query: string;
  entry: 'page' | 'dialog';
  wireBytes: number;
  requests: number;
  results: number;
  parts: Record<string, number>;
  laterBytes: number;
  laterParts: Record<string, number>;
}

/** Which part of the search a response is: the UI script, wasm, page list, filters, index chunks, fragments, dictionary, synonyms. */
export function searchPart(url: string): string | undefined {
  const path = new URL(url).pathname;
  if (path.endsWith('/search-words.json')) return 'dictionary';
  if (path.endsWith('/search-aliases.json')) return 'synonyms';
  if (/\/_astro\/.*search.*\.js$/.test(path)) return 'our script';
  if (!path.includes('/pagefind/')) return undefined;
  if (/pagefind-component-ui\.(js|css)$/.test(path)) return 'component UI';
  if (/\.pagefind$/.test(path)) return 'wasm';
  if (/pagefind(-worker)?\.js$/.test(path)) return 'pagefind.js';
  if (/\.pf_meta$/.test(path)) return 'page list';
  if (path.includes('/filter/')) return 'filters';
  if (path.includes('/index/')) return 'index chunks';
  if (path.includes('/fragment/')) return 'fragments';
  return 'other';
}

/** The results list of each entry point, as the site's markup names it. */
export const RESULT_LISTS = {
  page: '#search-page .il-results',
  dialog: '.il-search-dialog .il-results',
} as const;

/**
 * Runs every query through the site's search UI in a fresh Chromium context each (cold cache):
 * the search page at `/search/?q=...` and the dialog (Ctrl+K on the 404 page, the query typed),
 * until the first results show, then until the network is idle. Sums every search response by part.
 */
export async function uiCosts(dist: string, queries = QUERIES): Promise<UiCost[]> {
  const site = await serve(dist, '/');
  const browser = await launch();
  const out: UiCost[] = [];
  try {
    for (const query of queries) {
      for (const entry of ['page', 'dialog'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const parts: Record<string, number> = {};
        const laterParts: Record<string, number> = {};
        let requests = 0;
        let shown = false;
        const pending: Promise<void>[] = [];
        page.on('response', (r) => {
          const part = searchPart(r.url());
          if (!part) return;
          const into = shown ? laterParts : parts;
          pending.push(
            r.body().then(
              (body) => {
                requests++;
                into[part] =
                  (into[part] ?? 0) +
                  (/\.(js|json|css)$/.test(new URL(r.url()).pathname)
                    ? gzipSync(body).length
                    : body.length);
              },
              () => undefined,
            ),
          );
        });
        const root = RESULT_LISTS[entry];
        if (entry === 'page') await page.goto(`${site.url}search/?q=${encodeURIComponent(query)}`);
        else {
          await page.goto(`${site.url}404.html`);
          await page.keyboard.press('Control+k');
          await page
            .locator('dialog.il-search-dialog')
            .waitFor({ state: 'visible', timeout: 120_000 });
          await page.keyboard.type(query);
        }
        await page.waitForFunction(
          (r) =>
            document.querySelector(r)?.getAttribute('aria-busy') === 'false' &&
            document.querySelectorAll(`${r} .il-result-link`).length > 0,
          root,
          { timeout: 120_000 },
        );
        shown = true;
        await page.waitForLoadState('networkidle');
        await Promise.all(pending);
        const results = Number(
          await page
            .locator(`${root}`)
            .evaluate(
              (ol) => ol.previousElementSibling?.getAttribute('data-count') ?? ol.children.length,
            ),
        );
        await context.close();
        const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);
        out.push({
          query,
          entry,
          wireBytes: sum(parts),
          requests,
          results,
          parts,
          laterBytes: sum(laterParts),
          laterParts,
        });
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return out;
}

if (import.meta.main) {
  const dist = process.argv[2];
  console.log(
    JSON.stringify(
      { index: indexSize(dist), queries: await searchCosts(dist), ui: await uiCosts(dist) },
      null,
      1,
    ),
  );
}
