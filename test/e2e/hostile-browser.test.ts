// The hostile site in Chromium (field case 15). Every page of a site built from the
// corpus (every template: home, lists, case, term, concept, article, transcript, years, search,
// stats, data, redirect, 404) opens with no dialog, no payload flag set, no request to another
// origin and no Content-Security-Policy violation; search results show hostile titles as text.
// The inputs the validator refuses are then rendered by our pipeline into a built case page, as
// if they had been published anyway: still nothing runs. As controls that the detectors work,
// twelve of them (those that act on their own or when clicked) rendered by Astro's default
// Markdown pipeline (raw HTML through, no sanitiser) do run or load from elsewhere in a page
// without our CSP, and are stopped, with violations recorded, in a page with it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBody } from '../../src/markdown/index.ts';
import { launch } from '../helpers/browser.ts';
import { builtContent } from '../helpers/shared-builds.ts';
import { serve, type Served } from '../helpers/serve.ts';
import { loadCorpus, writeHostileSite, type HostileCase } from '../fixtures/hostile/corpus.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';

let browser: Browser;
let server: Served;
let work: string;
let dist: string;
let cases: HostileCase[];
const refused = loadCorpus().filter((i) => i.outcome === 'refused');

/** What happened while a page was open. */
interface Observed {
  dialogs: string[];
  foreign: string[];
  csp: string[];
  pwned: unknown[];
  errors: string[];
}

/** Puts `body` into a built case page in place of its rendered Markdown. */
function intoCasePage(template: string, body: string, keepCsp: boolean): string {
  const start = template.indexOf('<div class="prose">') + '<div class="prose">'.length;
  const end = template.indexOf('</div><section aria-labelledby="page-sources">');
  const page = template.slice(0, start) + body + template.slice(end);
  return keepCsp ? page : page.replace(/<meta http-equiv="content-security-policy"[^>]*>/, '');
}

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-hostile-e2e-'));
  work = dir;
  cases = writeHostileSite(join(dir, 'content'));
  // The hostile site the build tests read (test/build/hostile-site.test.ts), built once; this
  // file adds pages of its own, so it serves a copy.
  const site = builtContent(join(dir, 'content'));
  if (site.status !== 0) throw new Error(`build failed:\n${site.stderr}`);
  dist = join(dir, 'dist');
  cpSync(site.dist, dist, { recursive: true });
  const template = readFileSync(join(dist, 'cases', cases[0].id, 'index.html'), 'utf8');
  const astroDefault = await createMarkdownProcessor({});
  // Ours: every refused input in one case page, each in its own section (a payload's flag names
  // its input). The controls: one page per input, as Astro's default pipeline renders it.
  const ours: string[] = [];
  for (const input of refused) {
    ours.push(
      `<section><h2>${input.kind}/${input.name}</h2>${(await renderBody(input.body, { file: 'content/cases/IL-0001.md' })).html}</section>`,
    );
    const theirs = (await astroDefault.render(input.body)).code;
    for (const [folder, csp] of [
      ['control-no-csp', false],
      ['control-csp', true],
    ] as const) {
      mkdirSync(join(dist, folder, input.name), { recursive: true });
      writeFileSync(
        join(dist, folder, input.name, 'index.html'),
        intoCasePage(template, theirs, csp),
      );
    }
  }
  mkdirSync(join(dist, 'ours'), { recursive: true });
  writeFileSync(join(dist, 'ours', 'index.html'), intoCasePage(template, ours.join('\n'), true));
  server = await serve(dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Records CSP violations in every page of `ctx`, from the start of each document. */
async function recordViolations(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
}

/** Records requests elsewhere into `foreign`, and aborts them: nothing leaves the machine, no DNS waits. */
async function recordForeign(target: BrowserContext | Page, foreign: string[]): Promise<void> {
  const origin = new URL(server.url).origin;
  await target.route(/^(?:https?|wss?|ftp):/, (route) => {
    const url = route.request().url();
    if (url.startsWith(origin)) return route.continue();
    foreign.push(url);
    return route.abort();
  });
}

/** A browser context that records requests elsewhere (and aborts them) for the pages opened in it. */
async function watchedContext(): Promise<{ ctx: BrowserContext; foreign: string[] }> {
  const ctx = await browser.newContext();
  const foreign: string[] = [];
  await recordForeign(ctx, foreign);
  await recordViolations(ctx);
  return { ctx, foreign };
}

/**
 * Opens `path` in a new tab of its own context (so nothing a page before started can interfere),
 * observes it (`observe`) and closes the context.
 */
async function open(
  w: { ctx: BrowserContext; foreign: string[] },
  path: string,
  poke = false,
  until?: (seen: Observed) => boolean,
): Promise<Observed> {
  const seen = await observe(await w.ctx.newPage(), w.foreign, path, poke, until);
  await w.ctx.close();
  return seen;
}

/**
 * Loads `path` in `page` (whose requests elsewhere `foreign` records), pokes every element of the
 * body when asked (hover, focus, and activating every link that stays on the page), and reports
 * what happened: dialogs, requests elsewhere, CSP violations, payload flags, errors.
 */
async function observe(
  page: Page,
  foreign: string[],
  path: string,
  poke = false,
  until?: (seen: Observed) => boolean,
): Promise<Observed> {
  const seen: Observed = { dialogs: [], foreign: [], csp: [], pwned: [], errors: [] };
  foreign.length = 0;
  const onDialog = (d: Dialog) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  };
  const onError = (e: Error) => seen.errors.push(e.message);
  page.on('dialog', onDialog);
  page.on('pageerror', onError);
  const response = await page
    .goto(server.url + path, { waitUntil: 'load' })
    .catch((e: Error) => void seen.errors.push(`navigation: ${e.message.split('\n')[0]}`));
  // A redirect page (a merged case ID) moves on to its case by itself: follow it, then look. Told
  // by the HTML it was served, not by its DOM, which may already be gone when the test asks.
  const served = response ? await response.text().catch(() => '') : '';
  const to = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(served)?.[1];
  const ours =
    to !== undefined &&
    new URL(to.replace(/&amp;/g, '&'), server.url + path).origin === new URL(server.url).origin;
  if (ours)
    await page.waitForURL((u) => u.pathname !== new URL(server.url + path).pathname, {
      waitUntil: 'load',
    });
  // A payload that navigates away (meta refresh, base, form) destroys the page's context: that
  // shows up as a request elsewhere, and the page's own state is then unknown.
  try {
    if (poke) {
      await page.$$eval('.prose *', (els) =>
        els.forEach((el) => {
          el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          el.dispatchEvent(new FocusEvent('focus'));
          // element.click() follows a javascript: URL as a reader's click would; links to pages are left alone.
          if (
            el instanceof HTMLAnchorElement &&
            /^(?:#|$|(?!https?:|mailto:)[a-z][a-z0-9+.-]*:)/i.test(
              (el.getAttribute('href') ?? '').trim(),
            )
          )
            el.click();
        }),
      );
    }
    const look = async () =>
      Object.assign(
        seen,
        await page.evaluate(() => ({
          csp: (window as unknown as { __csp?: string[] }).__csp ?? [],
          pwned: [
            (window as unknown as { __pwned?: unknown }).__pwned,
            document.body?.dataset.pwned,
          ].filter((x) => x !== undefined),
        })),
        { foreign: [...foreign] },
      );
    // Where an effect is expected (the controls), wait until it shows, however slow the machine:
    // an error event, a violation report or a request comes when it comes.
    const deadline = Date.now() + (until ? 30_000 : 0);
    do {
      await page.waitForTimeout(poke ? 100 : 20);
      await look();
    } while (until && !until(seen) && Date.now() < deadline);
  } catch (e) {
    seen.errors.push(`page went away: ${(e as Error).message.split('\n')[0]}`);
  }
  seen.foreign = [...foreign];
  page.off('dialog', onDialog);
  page.off('pageerror', onError);
  return seen;
}

/** Runs `fn` over `items`, four at a time (Chromium spreads tabs over the cores). */
async function inParallel<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

const clean: Observed = { dialogs: [], foreign: [], csp: [], pwned: [], errors: [] };

describe('the hostile site in Chromium', () => {
  it(
    'opens every page with nothing run, nothing loaded from elsewhere and no CSP violation',
    { timeout: 600_000 },
    async () => {
      const pages = filesOf(dist)
        .filter((f) => f.endsWith('index.html') && !/^(ours|control-)/.test(f))
        .map((f) => f.slice(0, -'index.html'.length));
      expect(pages).toEqual(
        expect.arrayContaining([
          '',
          'cases/',
          'search/',
          'stats/',
          'articles/hostile-article/',
          'transcripts/hostile-transcript/',
          'components/hostile-widget/',
          'years/2024/',
          'data/',
          'cases/IL-8001/',
        ]),
      );
      const bad: Record<string, Observed> = {};
      // One context and four tabs, each loading its share of the pages one after another, each
      // tab recording its own requests elsewhere, dialogs and errors: loading the next page ends
      // the document before it and anything it started. (A context per page started a renderer
      // process per page, most of this test's time.) Anything seen out of turn is still seen.
      const ctx = await browser.newContext();
      await recordViolations(ctx);
      const queue = [...pages, '404.html'];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          const tab = await ctx.newPage();
          const foreign: string[] = [];
          await recordForeign(tab, foreign);
          for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
            const seen = await observe(tab, foreign, p, p.startsWith('cases/IL-9'));
            if (JSON.stringify(seen) !== JSON.stringify(clean)) bad[p] = seen;
          }
        }),
      );
      await ctx.close();
      expect(bad).toEqual({});
    },
  );

  it('shows hostile titles in search results as text', async () => {
    const w = await watchedContext();
    const page = await w.ctx.newPage();
    await page.goto(`${server.url}search/?q=pwned`);
    await page.locator('.il-results .il-result-link').first().waitFor();
    // Results render in steps, and below the fold only when scrolled to: wait for what the test
    // reads (the search done and three results shown), not for a time.
    await page.waitForFunction(
      () =>
        document.querySelector('.il-results')?.getAttribute('aria-busy') === 'false' &&
        document.querySelectorAll('.il-results .il-result-link').length >= 3,
    );
    const titles = await page.locator('.il-results .il-result-link').allTextContents();
    // Cases titled with a hostile value, and the term pages labelled with one (a best match can lead).
    const hostile = new Set(
      cases
        .filter((c) => c.value !== undefined)
        .flatMap((c) => [
          `${c.id}: ${c.title}`,
          `${c.value} (organisation)`,
          `${c.value} (component)`,
        ]),
    );
    expect(titles.length).toBeGreaterThanOrEqual(3);
    for (const t of titles) expect(hostile, t).toContain(t);
    const after = await open(w, 'search/?q=pwned');
    expect(after).toEqual(clean);
  });
});

describe('refused inputs, if they were published anyway', () => {
  it(`run nothing in our rendering: all ${refused.length} in one built case page, every element hovered, focused and every link clicked`, async () => {
    expect(await open(await watchedContext(), 'ours/', true)).toEqual(clean);
  });

  // The controls use the inputs of each kind that act in a browser on their own or when clicked.
  const ACTIVE = [
    'script-basic',
    'script-upper',
    'script-mixed-case-attrs',
    'img-onerror',
    'img-onerror-upper',
    'svg-onload',
    'details-ontoggle',
    'input-autofocus-onfocus',
    'iframe-srcdoc',
    'javascript-link',
    'meta-refresh',
    'https-pixel',
  ];
  const controls = () => refused.filter((i) => ACTIVE.includes(i.name));
  // The controls whose blocking the CSP must report (a violation event is queued, so it is awaited).
  const REPORTED = ['script-basic', 'img-onerror'];

  it(
    "would run in Astro's default rendering without our CSP (the detectors work)",
    { timeout: 300_000 },
    async () => {
      const ran: string[] = [];
      await inParallel(controls(), async (input) => {
        const seen = await open(
          await watchedContext(),
          `control-no-csp/${input.name}/`,
          true,
          (o) => o.pwned.length > 0 || o.dialogs.length > 0 || o.foreign.length > 0,
        );
        if (seen.pwned.length || seen.dialogs.length || seen.foreign.length) ran.push(input.name);
      });
      expect(ran.sort()).toEqual([...ACTIVE].sort());
    },
  );

  it(
    "is stopped by the CSP alone in Astro's default rendering, and the violations are recorded",
    { timeout: 300_000 },
    async () => {
      const stoppedBy: Record<string, string[]> = {};
      await inParallel(controls(), async (input) => {
        const seen = await open(
          await watchedContext(),
          `control-csp/${input.name}/`,
          true,
          REPORTED.includes(input.name) ? (o) => o.csp.length > 0 : undefined,
        );
        expect(seen.pwned, input.name).toEqual([]);
        expect(seen.dialogs, input.name).toEqual([]);
        if (seen.csp.length) stoppedBy[input.name] = seen.csp;
      });
      expect(Object.keys(stoppedBy)).toEqual(expect.arrayContaining(REPORTED));
    },
  );
});
