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
 * Every page is read and digested (SHA-1 of its bytes) on the main thread. A page whose digest
 * the caches hold is not parsed again: its ids, refs and findings come from the facts cache
 * (`check-facts-cache.ts`), its html-validate findings from that cache (`check-html.ts`); the
 * rest are parsed and validated in batches of 100 pages on worker threads (one per core, at
 * most four), or on the main thread when there are 100 or fewer; a sample's pages to validate go
 * to one worker as one batch, so only that worker loads html-validate. Resolving links needs every
 * page and runs after, on all of them. Findings come back sorted by page and line.
 *
 * html-validate costs about 0.35 ms of CPU per KB of HTML, twenty times our own reading of a page,
 * and some pages are large (the statistics page is 2.5 MB at 5,000 cases). What it finds comes from our
 * templates, since content reaches a page only through the sanitiser's fixed set of elements,
 * so on a large site `npm run build` validates a sample: every page up to
 * `HTML_VALIDATE_ALL_UP_TO` pages, above that a few pages of each template spread over it
 * (`htmlSample`, html-sample.ts), plus any page whose result is cached. `npm run check` and
 * `CHECK_HTML=all npm run build` validate every page. The other checks (links, ids, scripts)
 * always cover every page. The report is check-report.ts.
 */
import { readFileSync } from 'node:fs';
import { listFiles } from './list-files.ts';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { forEachInWorkers } from '../node/worker-pool.ts';
import { openFactsCache } from './check-facts-cache.ts';
import { htmlDigest, readHtmlCache, writeHtmlCache, type HtmlCache } from './check-html.ts';
import { checkLinks, type SiteLocation } from './check-links.ts';
import { CHECKS, type Finding, type PageJob } from './check-page.ts';
import { checkPages, type CheckContext, type SentResult } from './check-pages.ts';
import { packFacts, packSentFacts, siteFacts } from './site-facts.ts';
import { htmlSample } from './html-sample.ts';

/** What the checks found on one output folder. */
export interface CheckResult {
  pages: number;
  /** Pages html-validate read in this run or had cached. */
  htmlValidated: number;
  /** Pages parsed in this run (the others' facts came from the cache). */
  parsed: number;
  findings: Finding[];
  counts: Record<Finding['check'], number>;
  /**
   * Where the time went, in wall seconds: listing, reading and digesting pages; parsing and
   * validating; merging and writing the caches; resolving links. `cpu`: CPU seconds of the whole
   * run, every thread of the process (comparable on a loaded machine, where wall time is not).
   */
  seconds: { read: number; pages: number; cache: number; links: number; cpu: number };
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
  const href =
    /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1] ??
    /<link[^>]*href="([^"]+)"[^>]*rel="canonical"/.exec(html)?.[1];
  if (!href) return undefined;
  const u = new URL(href.replace(/&amp;/g, '&'));
  return { site: u.origin, base: u.pathname };
}

/** Pages per message to a worker. */
const BATCH = 100;
/**
 * At most this many pages to validate are sent to one worker as one batch, ahead of the pages
 * only parsed: html-validate costs about 0.3 s to load and warm up in a thread, and a sample of a
 * 5,000-case site (about 170 pages, 5 MB) takes one thread about as long as parsing every page
 * takes the other. More (`CHECK_HTML=all`) are spread over every worker in batches of `BATCH`.
 */
const VALIDATE_IN_ONE_BATCH_UP_TO = 400;
/**
 * At most this many pages to parse or validate are done on the main thread, without workers, and
 * one worker more is started for each further this many. A worker loads its modules and
 * html-validate again (about 0.3 s of CPU each): the 48 pages of a small library (the test site),
 * checked on two workers, took 6.8 to 7.6 s of CPU for the whole build, against 5.8 to 6.9 s on
 * the main thread (three builds each, alternating), and 0.5 s less wall time.
 */
const LOCAL_UP_TO = 100;

/**
 * Heap limits of a worker, in MiB. The young generation is held to 48 MiB: without it V8 let each
 * worker grow to about 350 MiB before collecting (checks alone on 5,407 pages with two workers:
 * 936 MiB peak without limits, 574 MiB with them, for about 5 % more CPU). The old generation may
 * reach 1 GiB: a term page listing every case of an impact is 2 MB of HTML at 20,000 cases, and
 * validating it needs several hundred MiB (a 192 MiB limit killed the worker).
 */
const WORKER_HEAP_MB = 1024;
const WORKER_YOUNG_MB = 48;

/** The caches' files in a cache folder: html-validate's findings and the pages' facts, both by page digest. */
export const CACHE_FILES = {
  html: 'incident-library-checks.json',
  facts: 'incident-library-check-facts.json',
};

/**
 * Runs every check on the output folder `dir`. Every page is read and digested; only pages whose
 * digest is not in the caches are parsed (`analysePage`) or validated, on worker threads and the
 * main thread; link resolution then runs over the facts of every page.
 * @param options.cacheDir where the caches are kept between runs (`CACHE_FILES`; none: no cache).
 * @param options.html `all` (default): html-validate reads every page; `sample`: see `htmlSample`.
 */
export async function checkSite(
  dir: string,
  where: SiteLocation,
  options: {
    cacheDir?: string;
    html?: 'all' | 'sample';
    /**
     * Settles when the search index is written (`indexSite` running beside the checks): pages
     * are read and parsed meanwhile, and the links resolved after it, against every file then
     * in `dir` (pages link to the index's files). The index's folder, `pagefind/`, holds no page.
     */
    indexed?: Promise<unknown>;
  } = {},
): Promise<CheckResult> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const early = listFiles(dir, options.indexed && 'pagefind');
  const pages = early.filter((f) => f.endsWith('.html'));
  const cacheFile = (name: string) => (options.cacheDir ? join(options.cacheDir, name) : undefined);
  const htmlCache = readHtmlCache(cacheFile(CACHE_FILES.html));
  const factsCache = openFactsCache(cacheFile(CACHE_FILES.facts), where.base);
  const digests = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const page of pages) {
    const bytes = readFileSync(join(dir, page));
    digests.set(page, htmlDigest(bytes));
    sizes.set(page, bytes.length);
  }
  const sample = options.html === 'sample' ? htmlSample(pages, (p) => sizes.get(p)!) : undefined;
  const t1 = performance.now();
  const toValidate: PageJob[] = [];
  const factsOnly: PageJob[] = [];
  for (const page of pages) {
    const d = digests.get(page)!;
    const job = {
      page,
      facts: !factsCache.has(d),
      validate: (!sample || sample.has(page)) && !Object.hasOwn(htmlCache, d),
    };
    if (job.validate) toValidate.push(job);
    else if (job.facts) factsOnly.push(job);
  }
  // The pages to validate come first; when they are few (a sample), they are one batch, so one
  // worker loads html-validate and the others only parse.
  const jobs = [...toValidate, ...factsOnly];
  const batch = (start: number) =>
    start === 0 && toValidate.length <= VALIDATE_IN_ONE_BATCH_UP_TO
      ? Math.max(1, toValidate.length)
      : start < toValidate.length
        ? Math.min(BATCH, toValidate.length - start)
        : BATCH;
  const ctx: CheckContext = { dir, base: where.base };
  // Every page's facts, packed as each batch arrives (see site-facts.ts), and html-validate's
  // findings on the pages validated in this run.
  const site = siteFacts();
  const validated = new Map<string, [number, string][]>();
  // A few pages (a rebuild after a small change) are read on this thread: starting a worker,
  // which loads html-validate, would cost more. Else one worker per core, this thread idle, so
  // every page is parsed and validated under the workers' heap limits.
  const threads = Math.min(availableParallelism(), 4, Math.ceil(jobs.length / LOCAL_UP_TO));
  if (threads <= 1)
    checkPages(jobs, ctx).forEach(({ facts, fresh }, j) => {
      if (facts) site.pages.set(jobs[j].page, packFacts(site, facts));
      if (fresh) validated.set(jobs[j].page, fresh);
    });
  else
    await forEachInWorkers<PageJob, SentResult>(
      jobs,
      {
        worker: new URL('./check-worker.ts', import.meta.url),
        threads,
        batch,
        workerData: ctx,
        resourceLimits: {
          maxOldGenerationSizeMb: WORKER_HEAP_MB,
          maxYoungGenerationSizeMb: WORKER_YOUNG_MB,
        },
      },
      ({ facts, fresh }, j) => {
        if (facts) site.pages.set(jobs[j].page, packSentFacts(site, facts));
        if (fresh) validated.set(jobs[j].page, fresh);
      },
    );
  const t2 = performance.now();
  const keptHtml: HtmlCache = {};
  const findings: Finding[] = [];
  let htmlValidated = 0;
  for (const page of pages) {
    const d = digests.get(page)!;
    let f = site.pages.get(page);
    if (!f) site.pages.set(page, (f = factsCache.load(d, page, site)!));
    findings.push(...f.findings);
    const html = Object.hasOwn(htmlCache, d) ? htmlCache[d] : validated.get(page);
    if (html) {
      keptHtml[d] = html;
      htmlValidated++;
      for (const [line, message] of html) findings.push({ check: 'html', page, line, message });
    }
  }
  // Only this run's pages are kept, so the caches never grow past the site.
  writeHtmlCache(cacheFile(CACHE_FILES.html), keptHtml);
  if (jobs.some((j) => j.facts) || factsCache.size() !== digests.size)
    factsCache.save(site, digests);
  const cached = performance.now();
  let files = early;
  if (options.indexed) {
    await options.indexed.catch(() => undefined);
    files = listFiles(dir);
  }
  const t3 = performance.now();
  findings.push(...checkLinks(site, new Set(files), where));
  findings.sort((a, b) =>
    a.page < b.page
      ? -1
      : a.page > b.page
        ? 1
        : a.line - b.line || CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check),
  );
  const counts = Object.fromEntries(
    CHECKS.map((c) => [c, findings.filter((f) => f.check === c).length]),
  ) as CheckResult['counts'];
  const seconds = (a: number, b: number) => (b - a) / 1000;
  const cpuUsed = process.cpuUsage(cpu0);
  return {
    pages: pages.length,
    htmlValidated,
    parsed: jobs.filter((j) => j.facts).length,
    findings,
    counts,
    seconds: {
      read: seconds(t0, t1),
      pages: seconds(t1, t2),
      cache: seconds(t2, cached),
      links: seconds(t3, performance.now()),
      cpu: (cpuUsed.user + cpuUsed.system) / 1e6,
    },
  };
}
