/**
 * How long a reader waits for the first search results on a slow link: serves a built site (gzip
 * on text files, as most hosts send them), opens it in Debian's Chromium with Chromium's own
 * network emulation (CDP `Network.emulateNetworkConditions`: 1.6 Mbit/s down, 750 kbit/s up,
 * 150 ms round-trip latency, a slow mobile link), cache cold in a fresh context per run, and times
 * two entry points:
 *
 * - **dialog**: a case page has loaded; Ctrl+K is pressed and the query typed at once; the time is
 *   from the Ctrl+K keystroke to the first results rendered (`aria-busy="false"` with a result link);
 * - **page**: from starting to load `/search/?q=...` to the first results rendered.
 *
 * Per run it also counts the requests and the bytes on the wire (Playwright's `sizes()`: body as
 * sent plus headers, the requests of Pagefind's worker included) from the keystroke (or navigation) until the first results showed, and for the page
 * entry also the page itself. Medians over `--runs` (default 3). Not part of `npm test`: it
 * measures, it asserts nothing.
 *
 *     npm run bench:search -- [dist] [--runs 3] [--case IL-0190] [--query etcd] [--no-throttle]
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from '../test/helpers/browser.ts';
import { RESULT_LISTS, searchPart } from './search-bytes.ts';

/** The emulated link: bytes per second and milliseconds of latency. */
export const SLOW_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

/** A static server of `dist` on 127.0.0.1 that gzips text responses when asked (as a typical host). */
async function serveGzip(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      if (path.includes('..')) path = '/';
      let file = join(dist, path);
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        let body = await readFile(file);
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        res.setHeader('Content-Type', type);
        if (
          /^(text|application\/(json|xml))|svg/.test(type) &&
          /gzip/.test(String(req.headers['accept-encoding']))
        ) {
          body = gzipSync(body);
          res.setHeader('Content-Encoding', 'gzip');
        }
        res.setHeader('Content-Length', body.length);
        res.end(body);
      } catch {
        res.statusCode = 404;
        res.end('not found');
      }
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** One measured run. */
export interface LatencyRun {
  entry: 'dialog' | 'page';
  query: string;
  /** Milliseconds from the keystroke (dialog) or the navigation (page) to the first results. */
  ms: number;
  /** Requests and bytes on the wire in that time (search parts only for the dialog; everything for the page). */
  requests: number;
  bytes: number;
  /** Bytes by part of the search (our script, pagefind.js, wasm, index chunks, fragments, ...). */
  parts: Record<string, number>;
  /** The first five result titles. */
  titles: string[];
  /** The longest task on the page's main thread in that time (ms; what a reader typing on would wait). */
  longestTaskMs: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      case: { type: 'string', default: 'IL-0190' },
      query: { type: 'string', multiple: true },
      'no-throttle': { type: 'boolean', default: false },
      waterfall: { type: 'boolean', default: false },
    },
  });
  const dist = positionals[0] ?? 'dist';
  const runs = Number(values.runs);
  const queries = values.query ?? ['etcd', 'kubernetes upgrade outage'];
  const site = await serveGzip(dist);
  const browser = await launch();
  const all: LatencyRun[] = [];
  try {
    for (let i = 0; i < runs; i++)
      for (const query of queries)
        for (const entry of ['dialog', 'page'] as const) {
          const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
          const page = await context.newPage();
          await page.addInitScript(() => {
            const w = window as unknown as { __tasks: { start: number; ms: number }[] };
            w.__tasks = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries())
                w.__tasks.push({ start: performance.timeOrigin + e.startTime, ms: e.duration });
            }).observe({ type: 'longtask', buffered: true });
          });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          if (!values['no-throttle']) await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
          let counting = false;
          let requests = 0;
          let bytes = 0;
          const parts: Record<string, number> = {};
          const pending: Promise<void>[] = [];
          // Playwright sees the requests of Pagefind's worker too (a CDP session on the page
          // does not); Chromium's emulation applies to them all.
          page.on('requestfinished', (r) => {
            if (!counting) return;
            if (values.waterfall) {
              const t = r.timing();
              const at = t.startTime - (performance.timeOrigin + t0);
              console.error(
                `  ${String(Math.round(at)).padStart(6)} +${String(Math.round(t.responseEnd)).padStart(5)} ms  ${new URL(r.url()).pathname}`,
              );
            }
            const part = searchPart(r.url()) ?? (entry === 'page' ? 'page and assets' : undefined);
            if (!part) return;
            pending.push(
              r.sizes().then((s) => {
                const n = s.responseBodySize + s.responseHeadersSize;
                requests++;
                bytes += n;
                parts[part] = (parts[part] ?? 0) + n;
              }),
            );
          });
          const root = RESULT_LISTS[entry];
          const shown = () =>
            page.waitForFunction(
              (r) =>
                document.querySelector(r)?.getAttribute('aria-busy') === 'false' &&
                document.querySelectorAll(`${r} .il-result-link`).length > 0,
              root,
              { timeout: 120_000, polling: 16 },
            );
          let t0 = 0;
          if (entry === 'page') {
            counting = true;
            t0 = performance.now();
            await page.goto(`${site.url}search/?q=${encodeURIComponent(query)}`, {
              waitUntil: 'commit',
            });
          } else {
            await page.goto(`${site.url}cases/${values.case}/`, { waitUntil: 'load' });
            await page.waitForLoadState('networkidle');
            counting = true;
            t0 = performance.now();
            await page.keyboard.press('Control+k');
            await page.keyboard.type(query);
          }
          await shown();
          const ms = performance.now() - t0;
          counting = false;
          const since = performance.timeOrigin + t0;
          const longestTaskMs = Math.round(
            await page.evaluate(
              (from) =>
                Math.max(
                  0,
                  ...(window as unknown as { __tasks: { start: number; ms: number }[] }).__tasks
                    .filter((t) => t.start >= from)
                    .map((t) => t.ms),
                ),
              entry === 'dialog' ? since : 0,
            ),
          );
          await Promise.all(pending);
          const titles = (await page.locator(`${root} .il-result-link`).allTextContents()).slice(
            0,
            5,
          );
          await context.close();
          const run = {
            entry,
            query,
            ms: Math.round(ms),
            requests,
            bytes,
            parts,
            titles,
            longestTaskMs,
          };
          all.push(run);
          console.error(
            `${entry.padEnd(6)} ${query.padEnd(28)} ${String(run.ms).padStart(6)} ms  ${requests} requests  ${(bytes / 1024).toFixed(1)} KiB  longest task ${longestTaskMs} ms`,
          );
        }
  } finally {
    await browser.close();
    await site.close();
  }
  const { loadavg } = await import('node:os');
  const summary = queries.flatMap((query) =>
    (['dialog', 'page'] as const).map((entry) => {
      const rs = all.filter((r) => r.query === query && r.entry === entry);
      return {
        entry,
        query,
        medianMs: median(rs.map((r) => r.ms)),
        runsMs: rs.map((r) => r.ms),
        requests: median(rs.map((r) => r.requests)),
        kib: +(median(rs.map((r) => r.bytes)) / 1024).toFixed(1),
        longestTaskMs: median(rs.map((r) => r.longestTaskMs)),
        parts: Object.fromEntries(
          Object.entries(rs[0]?.parts ?? {}).map(([k, v]) => [k, +(v / 1024).toFixed(1)]),
        ),
        titles: rs[0]?.titles,
      };
    }),
  );
  console.log(
    JSON.stringify(
      { link: values['no-throttle'] ? 'none' : SLOW_LINK, loadavg: loadavg(), summary },
      null,
      1,
    ),
  );
}

if (import.meta.main) await main();
