/**
 * The post-build checks on a built site, run by `npm run build` on
 * the temporary output before it replaces `dist/`, and by `npm run check` on any output folder:
 *
 * - links: internal links and `#fragments` resolve (`check-links.ts`), nothing loads from
 *   another origin;
 * - ids: no id twice on a page;
 * - html: html-validate reports no error (`check-html.ts`);
 * - scripts: only our scripts, no event-handler attributes, no `javascript:` URLs, no embedded
 *   frames or objects (`check-page.ts`, `script-allowlist.ts`).
 *
 * Pages are read and validated in worker threads (one per core, at most four), in batches of 100
 * pages; resolving links needs every page and runs after. Findings come back sorted by page and line.
 *
 * html-validate costs about 17 ms of CPU a page, four times the other checks together (measured
 * on a 5,407-page build: 90 s of a 195 s build). What it finds comes from our templates, since
 * content reaches a page only through the sanitiser's fixed set of elements, so on a large site
 * `npm run build` validates a sample: every page up to `HTML_VALIDATE_ALL_UP_TO` pages, above that
 * `HTML_VALIDATE_PER_TEMPLATE` pages of each template spread over it, plus any page whose result
 * is cached. `npm run check` and `CHECK_HTML=all npm run build` validate every page. The other
 * checks (links, ids, scripts) always read every page.
 */
import { readFileSync } from 'node:fs';
import { listFiles } from './list-files.ts';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runInWorkers } from '../node/worker-pool.ts';
import { readHtmlCache, writeHtmlCache, type HtmlCache } from './check-html.ts';
import { checkLinks, type SiteLocation } from './check-links.ts';
import type { Finding, PageFacts, PageJob, PageResult } from './check-page.ts';

/** The checks' names, in the order they are reported. */
export const CHECKS = ['links', 'ids', 'html', 'scripts'] as const;

/** What the checks found on one output folder; `htmlValidated`: pages html-validate read (or had cached). */
export interface CheckResult {
  pages: number;
  htmlValidated: number;
  findings: Finding[];
  counts: Record<Finding['check'], number>;
}

/**
 * Where a built site lives, read from its home page's canonical link (`https://example.org/kb/`),
 * so the checks need no copy of the configuration. Undefined when the home page has none.
 */
export function siteLocationOf(dir: string): SiteLocation | undefined {
  let html: string;
  try {
    html = readFileSync(join(dir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? /<link[^>]*href="([^"]+)"[^>]*rel="canonical"/.exec(html)?.[1];
  if (!href) return undefined;
  const u = new URL(href.replace(/&amp;/g, '&'));
  return { site: u.origin, base: u.pathname };
}

/** Sites with at most this many pages have html-validate run on every page. */
export const HTML_VALIDATE_ALL_UP_TO = 1000;
/** Above that, how many pages of each template html-validate reads. */
export const HTML_VALIDATE_PER_TEMPLATE = 25;

/**
 * The template a page comes from, as far as its path tells: the path with its last folder
 * replaced by `*` (`cases/IL-0190/index.html` -> `cases/*`, `cases/page/3/index.html` ->
 * `cases/page/*`, `index.html` -> ``).
 */
export function templateOf(page: string): string {
  const dirs = page.split('/').slice(0, -1);
  return dirs.length ? [...dirs.slice(0, -1), '*'].join('/') : '';
}

/**
 * The pages html-validate reads in a sampled run: all of them when there are at most
 * `HTML_VALIDATE_ALL_UP_TO`, else for each template `HTML_VALIDATE_PER_TEMPLATE` pages evenly
 * spread over its sorted pages (first and last included). Deterministic.
 */
export function htmlSample(pages: readonly string[]): Set<string> {
  if (pages.length <= HTML_VALIDATE_ALL_UP_TO) return new Set(pages);
  const byTemplate = new Map<string, string[]>();
  for (const p of [...pages].sort()) {
    const t = templateOf(p);
    const list = byTemplate.get(t);
    if (list) list.push(p);
    else byTemplate.set(t, [p]);
  }
  const chosen = new Set<string>();
  for (const list of byTemplate.values()) {
    const k = Math.min(HTML_VALIDATE_PER_TEMPLATE, list.length);
    for (let i = 0; i < k; i++) chosen.add(list[k === 1 ? 0 : Math.round((i * (list.length - 1)) / (k - 1))]);
  }
  return chosen;
}

/** Pages per message to a worker. */
const BATCH = 100;

/**
 * Heap limits of a worker, in MiB. The young generation is held to 48 MiB: without it V8 let each
 * worker grow to about 350 MiB before collecting (checks alone on 5,407 pages with two workers:
 * 936 MiB peak without limits, 574 MiB with them, for about 5 % more CPU). The old generation may
 * reach 1 GiB: a term page listing every case of an impact is 2 MB of HTML at 20,000 cases, and
 * parsing and validating it needs several hundred MiB (a 192 MiB limit killed the worker).
 */
const WORKER_HEAP_MB = 1024;
const WORKER_YOUNG_MB = 48;

/**
 * Runs every check on the output folder `dir`.
 * @param options.cacheFile where html-validate results are kept between runs (none: no cache).
 * @param options.html `all` (default): html-validate reads every page; `sample`: see `htmlSample`.
 */
export async function checkSite(dir: string, where: SiteLocation, options: { cacheFile?: string; html?: 'all' | 'sample' } = {}): Promise<CheckResult> {
  const files = listFiles(dir);
  const pages = files.filter((f) => f.endsWith('.html'));
  const cache = readHtmlCache(options.cacheFile);
  const sample = options.html === 'sample' ? htmlSample(pages) : undefined;
  const n = Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(pages.length / 40)));
  const jobs: PageJob[] = pages.map((page) => ({ page, validate: !sample || sample.has(page) }));
  const results = await runInWorkers<PageJob, PageResult>(jobs, {
    worker: new URL('./check-worker.ts', import.meta.url),
    threads: n,
    batch: BATCH,
    workerData: { dir, base: where.base, cache },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  const facts = new Map<string, PageFacts>();
  const kept: HtmlCache = {};
  let htmlValidated = 0;
  pages.forEach((page, j) => {
    const f = results[j];
    facts.set(page, f);
    const known = cache[f.digest] ?? f.fresh;
    if (known) {
      kept[f.digest] = known;
      htmlValidated++;
    }
  });
  // Only this run's pages are kept, so the cache never grows past the site.
  writeHtmlCache(options.cacheFile, kept);
  const findings = [...[...facts.values()].flatMap((f) => f.findings), ...checkLinks(facts, new Set(files), where)];
  findings.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : a.line - b.line || CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check)));
  const counts = Object.fromEntries(CHECKS.map((c) => [c, findings.filter((f) => f.check === c).length])) as CheckResult['counts'];
  return { pages: pages.length, htmlValidated, findings, counts };
}

/** The content file a page is built from, if it is one (`content/cases/IL-0190.md`). */
export function sourceOf(page: string): string | undefined {
  const m = /^(cases|concepts|articles|transcripts)\/([^/]+)\/index\.html$/.exec(page);
  return m ? `content/${m[1]}/${decodeURIComponent(m[2])}.md` : undefined;
}

/** The report: one line per finding, then the counts and what to do. */
export function formatCheckResult(r: CheckResult): string {
  const lines = r.findings.map((f) => `${f.page}:${f.line} ${f.check}: ${f.message}${sourceOf(f.page) ? ` (page of ${sourceOf(f.page)})` : ''}`);
  const total = r.findings.length;
  const counts = CHECKS.map((c) => `${c} ${r.counts[c]}`).join(', ');
  const html = r.htmlValidated < r.pages ? `; html-validate read ${r.htmlValidated} of them, a sample by template (CHECK_HTML=all for every page)` : '';
  lines.push(`checked ${r.pages} pages${html}: ${total} problem${total === 1 ? '' : 's'} (${counts}).`);
  if (total) lines.push('Fix each at the page and line shown: a content page names its source file; anything else is in a template under src/.');
  return lines.join('\n');
}
