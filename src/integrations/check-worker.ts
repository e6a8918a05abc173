/**
 * Worker thread of `check-site.ts`: reads and checks a share of the pages (parse, active content,
 * ids, html-validate where `validate` says so, unless the cache holds the page's digest), so the
 * checks use every core. Receives `{ dir, base, pages, validate, cache }`, posts back `{ facts, fresh }`: one `PageFacts` per page
 * in the same order, and the html-validate results it computed, by digest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { analysePage, type PageFacts } from './check-page.ts';
import { htmlDigest, validateHtml, type HtmlCache } from './check-html.ts';

const { dir, base, pages, validate, cache } = workerData as { dir: string; base: string; pages: string[]; validate: boolean[]; cache: HtmlCache };
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
