/**
 * Worker thread of `check-site.ts`: reads and checks a share of the pages (parse, active content,
 * ids, html-validate), so the checks use every core. Receives `{ dir, base, pages }`, posts back
 * one `PageFacts` per page in the same order.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { analysePage, type PageFacts } from './check-page.ts';
import { validateHtml } from './check-html.ts';

const { dir, base, pages } = workerData as { dir: string; base: string; pages: string[] };
const out: PageFacts[] = pages.map((page) => {
  const html = readFileSync(join(dir, page), 'utf8');
  const facts = analysePage(html, page, base);
  return { ...facts, findings: [...facts.findings, ...validateHtml(html, page)] };
});
parentPort!.postMessage(out);
