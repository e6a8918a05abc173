/**
 * The per-page work of the post-build checks: read a page, and as its job says, find its facts
 * (`analysePage`) and run html-validate on it. Run by `check-worker.ts` on worker threads and by
 * `check-site.ts` on the main thread, which takes batches too. No side effects on import.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analysePage, type Finding, type PageJob, type PageResult } from './check-page.ts';
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
      fresh: validate
        ? validateHtml(html, page).map((f): [number, string] => [f.line, f.message])
        : undefined,
    };
  });
}

/**
 * A page's result as a worker sends it: each ref flattened into five entries of one array (URL,
 * attribute, tag, line, 1 when it loads else 0). Cloning between threads writes every
 * property name of every object again; a 5,000-case site has about 530,000 refs, which clone in
 * about 0.36 s of CPU as objects and 0.2 s flattened, unpacking included. The main thread packs
 * them into numbers as they arrive (`packSentFacts` in `site-facts.ts`).
 */
export interface SentResult {
  facts?: { ids: string[]; refs: (string | number)[]; findings: Finding[] };
  fresh?: [number, string][];
}

/** A result in the form a worker sends (`SentResult`). */
export function packResult({ facts, fresh }: PageResult): SentResult {
  if (!facts) return { fresh };
  const refs: (string | number)[] = [];
  for (const r of facts.refs) refs.push(r.url, r.attr, r.tag, r.line, r.loads ? 1 : 0);
  return { facts: { ids: facts.ids, refs, findings: facts.findings }, fresh };
}
