/**
 * Worker thread of `check-site.ts`: reads and checks batches of pages (parse, active content,
 * ids, html-validate where `validate` says so, unless the cache holds the page's digest), so the
 * checks use every core. Started with `{ dir, base, cache }`; each message `{ pages, validate }`
 * is answered with `{ facts, fresh }`: one `PageFacts` per page in the same order, and the
 * html-validate results it computed, by digest. Batches keep the worker's heap small: it holds
 * one batch at a time, not the whole site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { analysePage, type PageFacts } from './check-page.ts';
import { htmlDigest, validateHtml, type HtmlCache } from './check-html.ts';

const { dir, base, cache } = workerData as { dir: string; base: string; cache: HtmlCache };

parentPort!.on('message', ({ pages, validate }: { pages: string[]; validate: boolean[] }) => {
  const fresh: HtmlCache = {};
  const facts: PageFacts[] = pages.map((page, i) => {
    const html = readFileSync(join(dir, page), 'utf8');
    const own = analysePage(html, page, base);
    const digest = htmlDigest(html);
    let known = cache[digest] ?? fresh[digest];
    if (!known && validate[i]) known = fresh[digest] = validateHtml(html, page).map((f) => [f.line, f.message]);
    return { ...own, digest, findings: [...own.findings, ...(known ?? []).map(([line, message]) => ({ check: 'html' as const, page, line, message }))] };
  });
  parentPort!.postMessage({ facts, fresh });
});
