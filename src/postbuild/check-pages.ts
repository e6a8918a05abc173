/**
 * The per-page work of the post-build checks: read a page, and as its job says, find its facts
 * (`analysePage`) and run html-validate on it. Run by `check-worker.ts` on worker threads and by
 * `check-site.ts` on the main thread, which takes batches too. No side effects on import.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analysePage, type PageJob, type PageResult } from './check-page.ts';
import { validateHtml } from './check-html.ts';

/** Where the pages are and the site's base. */
export interface CheckContext {
  dir: string;
  base: string;
}

/** Does the work of `jobs` on pages in `ctx.dir`. */
export function checkPages(jobs: readonly PageJob[], ctx: CheckContext): PageResult[] {
  return jobs.map(({ page, facts, validate }) => {
    const html = readFileSync(join(ctx.dir, page), 'utf8');
    return {
      facts: facts ? analysePage(html, page, ctx.base) : undefined,
      fresh: validate ? validateHtml(html, page).map((f): [number, string] => [f.line, f.message]) : undefined,
    };
  });
}
