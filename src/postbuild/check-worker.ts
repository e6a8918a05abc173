/**
 * Worker thread of `check-site.ts`: reads and checks batches of pages (parse, active content,
 * ids, html-validate where `validate` says so, unless the cache holds the page's digest), so the
 * checks use every core. Started with `{ dir, base, cache }` through the worker pool; each batch
 * of `PageJob`s is answered with one `PageResult` per page, in the same order, with the
 * html-validate results it computed (`fresh`). Batches keep the worker's heap small: it holds one
 * batch at a time, not the whole site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';
import { serveBatches } from '../node/worker-pool.ts';
import { analysePage, type PageJob, type PageResult } from './check-page.ts';
import { htmlDigest, validateHtml, type HtmlCache } from './check-html.ts';

const { dir, base, cache } = workerData as { dir: string; base: string; cache: HtmlCache };

serveBatches((jobs: PageJob[]): PageResult[] =>
  jobs.map(({ page, validate }) => {
    const html = readFileSync(join(dir, page), 'utf8');
    const own = analysePage(html, page, base);
    const digest = htmlDigest(html);
    const known = cache[digest];
    const fresh = !known && validate ? validateHtml(html, page).map((f): [number, string] => [f.line, f.message]) : undefined;
    return { ...own, digest, fresh, findings: [...own.findings, ...(known ?? fresh ?? []).map(([line, message]) => ({ check: 'html' as const, page, line, message }))] };
  }),
);
