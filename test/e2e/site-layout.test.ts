// The layout in Chromium at a phone's width (390 px) and a laptop's (1366 px), on every page
// template of the fixture site (one page per route file in src/routes/, and every case) and on every
// case page of the real library: nothing scrolls sideways, a case's headline takes at most 4 lines
// at 390 px and 3 at 1366 px (the fixture's IL-0004 has a title of the longest length the schema
// allows), no chart label leaves its chart and chart text stays readable on a phone, a data table
// taller than its box says that it scrolls, and a case's facts at a glance start on the first screen
// at 1366 px; at 390 px a case's or concept's own text (its body's first section) starts within the
// first 1.5 screens (1,250 px), before the facts, the related lists and "On this page".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CASE_TITLE_MAX } from '../../schemas/index.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { loadProject } from '../../src/node/project.ts';
import { launch } from '../helpers/browser.ts';
import { serveBrowserSite } from '../helpers/browser-site.ts';
import { ROOT } from '../helpers/build-site.ts';
import { builtFixture } from '../helpers/shared-builds.ts';
import { serve, type Served } from '../helpers/serve.ts';
import { fixtureLibrary } from '../helpers/site-fixture.ts';

/** How far down a phone's page its own text must start: about 1.5 screens of 844 px. */
const TEXT_BY = 1250;

const WIDTHS = [
  { width: 390, height: 844, headlineLines: 4 },
  { width: 1366, height: 900, headlineLines: 3 },
] as const;

const TEMPLATES = [
  '',
  'browse/',
  'cases/',
  'cases/added/',
  'cases/2/',
  'cases/IL-0005/',
  'components/',
  'components/etcd/',
  'root-causes/config-ttl/',
  'organisations/acme/',
  'organisations/acme/page/2/',
  'years/',
  'years/2022/',
  'years/2022/page/2/',
  'concepts/',
  'concepts/etcd/',
  'articles/',
  'articles/control-planes/',
  'transcripts/',
  'transcripts/etcd-episode/',
  'search/?q=etcd',
  'stats/',
  'matrix/',
  'data/',
  '404.html',
  'cases/IL-0009/',
];

let browser: Browser;
let fixture: Served;
let content: Served;
const fixtureCases = fixtureLibrary().cases;
const project = await loadProject(ROOT);
const contentCases = buildLibrary(readContentTree(ROOT, project.contentDir).files, {
  rules: project.rules,
}).library.cases;
const report: string[] = [];

/** What a page's layout measures: sideways overflow, headline lines, chart labels outside their chart. */
interface Measured {
  scrollWidth: number;
  clientWidth: number;
  headline?: { lines: number; text: string };
  /** Chart text outside its SVG, as `chart id: label`. */
  outside: string[];
  /** Smallest rendered chart text, in CSS pixels. */
  smallestChartText?: number;
  /** Tables whose box scrolls without a note saying so. */
  silentScroll: string[];
  /** Where the facts box starts and ends, from the top of the page. */
  factsTop?: number;
  factsBottom?: number;
  /** Where the page's own text (its body's first section) starts, from the top of the page. */
  textTop?: number;
}

/**
 * What a page's layout measures, run in the page (passed to it as source, so that one function
 * serves a page just loaded and every case page swapped into one loaded page).
 */
function measureDocument(): Measured {
  const doc = document.documentElement;
  // Lines of a block: the distinct tops of its text's line boxes.
  const lines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .map((r) => r.top)
      .sort((a, b) => a - b);
    return tops.filter((t, i) => i === 0 || t - tops[i - 1] > 2).length;
  };
  const h1 = document.querySelector('h1.headline');
  const outside: string[] = [];
  let smallest: number | undefined;
  for (const svg of document.querySelectorAll<SVGSVGElement>('svg.chart')) {
    const box = svg.getBoundingClientRect();
    const scale = box.width / (svg.viewBox.baseVal.width || box.width);
    for (const t of svg.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (r.width === 0) continue;
      if (
        r.left < box.left - 0.5 ||
        r.right > box.right + 0.5 ||
        r.top < box.top - 0.5 ||
        r.bottom > box.bottom + 0.5
      ) {
        outside.push(
          `${svg.closest('[data-chart]')?.getAttribute('data-chart') ?? svg.getAttribute('class')}: ${t.textContent}`,
        );
      }
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      smallest = smallest === undefined ? px : Math.min(smallest, px);
    }
  }
  const silentScroll = [...document.querySelectorAll<HTMLElement>('.table-scroll')]
    .filter((el) => el.scrollHeight > el.clientHeight + 1)
    .filter(
      (el) =>
        !/\d+ rows; the table scrolls/.test(
          el.parentElement?.querySelector('.table-note')?.textContent ?? '',
        ),
    )
    .map((el) => el.getAttribute('aria-labelledby') ?? '?');
  const facts = document.querySelector('.facts-box');
  const text = document.querySelector('.layout-body .prose > *');
  return {
    scrollWidth: doc.scrollWidth,
    clientWidth: doc.clientWidth,
    headline: h1 ? { lines: lines(h1), text: h1.textContent ?? '' } : undefined,
    outside,
    smallestChartText: smallest,
    silentScroll,
    factsTop: facts ? facts.getBoundingClientRect().top + window.scrollY : undefined,
    factsBottom: facts ? facts.getBoundingClientRect().bottom + window.scrollY : undefined,
    textTop: text ? text.getBoundingClientRect().top + window.scrollY : undefined,
  };
}

/** Measures the page as it stands. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(`(${measureDocument.toString()})()`) as Promise<Measured>;
}

/**
 * Every case page at `urls` measured inside `page`, one loaded case page, without loading each:
 * its HTML is fetched and its body takes the place of the loaded page's (every element but the
 * header, which the header's script has already set up the same on every page, and the scripts,
 * which change nothing else on a case page), its address becomes the page's, and the page is
 * measured as it is laid out then. What a page is laid out from is the same as when it is loaded
 * (the one stylesheet, the header); a page whose head's styles or scripts, header or order of body
 * elements differ from the loaded page's is not swapped in: its entry is undefined, for the
 * caller to load.
 */
async function measureSwapped(page: Page, urls: string[]): Promise<(Measured | undefined)[]> {
  await page.evaluate(`window.__measureDocument = ${measureDocument.toString()}`);
  return page.evaluate(swapAndMeasure, urls);
}

/** Run in the page by `measureSwapped`. */
async function swapAndMeasure(urls: string[]): Promise<(Measured | undefined)[]> {
  const measure = (window as unknown as { __measureDocument: () => Measured }).__measureDocument;
  const parse = async (url: string) =>
    new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
  const swappable = (d: Document) =>
    [...d.body.children].filter((e) => e.tagName !== 'SCRIPT' && e.tagName !== 'HEADER');
  const attributes = (e: Element) => [...e.attributes].map((a) => `${a.name}=${a.value}`);
  // What a page is laid out from besides its own body: its styles and scripts, the root's and
  // the body's attributes, the header as built, and which elements the body holds in what order.
  const shape = (d: Document) =>
    JSON.stringify([
      [
        ...d.head.querySelectorAll(
          'link[rel~="stylesheet"], link[rel~="preload"], link[rel~="modulepreload"], style, script[src]',
        ),
      ].map((e) => e.outerHTML),
      attributes(d.documentElement),
      attributes(d.body),
      [...d.body.children]
        .filter((e) => e.tagName === 'HEADER' || e.tagName === 'SCRIPT')
        .map((e) => (e.tagName === 'HEADER' ? e.outerHTML : e.getAttribute('src'))),
      swappable(d).map((e) => `${e.tagName}.${e.className}`),
    ]);
  const loaded = shape(await parse(location.href));
  const order = JSON.stringify(swappable(document).map((e) => `${e.tagName}.${e.className}`));
  const out: (Measured | undefined)[] = [];
  for (const url of urls) {
    const next = await parse(url);
    const theirs = swappable(next);
    if (
      shape(next) !== loaded ||
      JSON.stringify(theirs.map((e) => `${e.tagName}.${e.className}`)) !== order
    ) {
      out.push(undefined);
      continue;
    }
    swappable(document).forEach((mine, i) => mine.replaceWith(document.adoptNode(theirs[i])));
    history.replaceState(null, '', url);
    window.scrollTo(0, 0);
    await document.fonts.ready;
    out.push(measure());
  }
  return out;
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (url.includes('/search/'))
    await page.waitForFunction(
      () => document.querySelectorAll('.il-results .il-result-link').length > 0,
    );
}

beforeAll(async () => {
  // Pages of one case each, so the fixture's listings have the later pages of compact rows (the
  // build the feature and axe tests read, under /kb/).
  fixture = await serveBrowserSite();
  const built = builtFixture('.');
  if (built.status !== 0)
    throw new Error(`content build failed:\n${built.stdout}\n${built.stderr}`);
  content = await serve(built.dist);
  browser = await launch();
});

afterAll(async () => {
  console.log(`layout (headline lines, first screen):\n${report.join('\n')}`);
  await browser?.close();
  await fixture?.close();
  await content?.close();
});

describe.each(WIDTHS)('at $width px', ({ width, height, headlineLines }) => {
  const newPage = async () => {
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await ctx.newPage();
    // The merged ID's page redirects at once; hold its refresh back so its own layout is measured.
    await page.route('**/cases/IL-0009/', async (route) => {
      const res = await route.fetch();
      await route.fulfill({
        response: res,
        body: (await res.text()).replace(/<meta http-equiv="refresh"[^>]*>/, ''),
      });
    });
    return { ctx, page };
  };

  it('every template fits without sideways scrolling, and its charts keep their labels inside, readable, their tables saying they scroll', async () => {
    const { ctx, page } = await newPage();
    for (const path of [...TEMPLATES, ...fixtureCases.map((c) => `cases/${c.id}/`)]) {
      await open(page, `${fixture.url}${path}`);
      const m = await measure(page);
      expect(m.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(m.clientWidth);
      expect(m.outside, `${path}: chart labels outside their chart`).toEqual([]);
      if (m.smallestChartText !== undefined && width === 390)
        expect(m.smallestChartText, `${path}: chart text too small to read`).toBeGreaterThanOrEqual(
          11,
        );
      expect(m.silentScroll, `${path}: tables that scroll without saying so`).toEqual([]);
    }
    await open(page, `${fixture.url}stats/`);
    expect((await measure(page)).outside).toEqual([]);
    expect(await page.locator('svg.chart').count()).toBeGreaterThan(4);
    await ctx.close();
  });

  it(`keeps every fixture case's headline within ${headlineLines} lines, the longest title the schema allows included`, async () => {
    const longest = fixtureCases.find((c) => c.id === 'IL-0004')!;
    expect([...longest.data.title].length).toBe(CASE_TITLE_MAX);
    const { ctx, page } = await newPage();
    for (const c of fixtureCases) {
      await open(page, `${fixture.url}cases/${c.id}/`);
      const m = await measure(page);
      expect(m.headline?.text).toBe(c.data.title);
      expect(m.headline!.lines, `${c.id} at ${width} px`).toBeLessThanOrEqual(headlineLines);
      expect(m.headline!.lines).toBeGreaterThan(0);
      if (c.id === 'IL-0004')
        report.push(
          `fixture ${c.id} (${c.data.title.length} characters) at ${width} px: ${m.headline!.lines} lines`,
        );
    }
    await ctx.close();
  });

  it(`keeps every case of the library within ${headlineLines} headline lines, with nothing scrolling sideways, its text (390 px) or its facts (1366 px) starting high`, async () => {
    const { ctx, page } = await newPage();
    const lines = new Map<number, number>();
    let lowestFacts = 0;
    let lowestText = 0;
    let whole = 0;
    // One case page loaded, every case's page swapped into it and measured there; a case page
    // that cannot be swapped in (see measureSwapped) is loaded.
    const url = (c: (typeof contentCases)[number]) => `${content.url}cases/${c.id}/`;
    await open(page, url(contentCases[0]));
    const swapped = await measureSwapped(page, contentCases.map(url));
    let loaded = 0;
    for (const [i, c] of contentCases.entries()) {
      let m = swapped[i];
      if (!m) {
        loaded++;
        await open(page, url(c));
        m = await measure(page);
      }
      expect(m.scrollWidth, `${c.id} scrolls sideways`).toBeLessThanOrEqual(m.clientWidth);
      expect(m.headline!.lines, `${c.id} at ${width} px: "${c.data.title}"`).toBeLessThanOrEqual(
        headlineLines,
      );
      expect(m.outside, c.id).toEqual([]);
      if (width === 390) {
        // On a phone the text comes first: summary, then the body; the facts follow it.
        expect(m.textTop, `${c.id}: its text starts below 1,250 px`).toBeLessThan(TEXT_BY);
        lowestText = Math.max(lowestText, m.textTop!);
      } else {
        expect(m.factsTop, `${c.id}: facts below the first screen`).toBeLessThan(height);
        lowestFacts = Math.max(lowestFacts, m.factsTop!);
        if (m.factsBottom! <= height) whole++;
      }
      lines.set(m.headline!.lines, (lines.get(m.headline!.lines) ?? 0) + 1);
    }
    report.push(
      `content at ${width} px: ${[...lines]
        .sort()
        .map(([n, k]) => `${k} cases in ${n} line${n === 1 ? '' : 's'}`)
        .join(', ')}; ${
        width === 390
          ? `the text starts at most ${Math.round(lowestText)} px down`
          : `facts start at most ${Math.round(lowestFacts)} px down, and fit whole on the first screen of ${whole} of ${contentCases.length}`
      } (${contentCases.length - loaded} swapped into one loaded page, ${loaded} loaded)`,
    );
    await ctx.close();
  });

  it.runIf(width === 390)(
    "makes the sort buttons, crumbs, transcript times, chips and the case table's term links targets of 24 px or more",
    async () => {
      const { ctx, page } = await newPage();
      /** Every target of `selector` on `path` smaller than 24 px either way, as `text w×h`. */
      const small = async (path: string, selector: string) => {
        await open(page, `${content.url}${path}`);
        const found = await page.locator(selector).evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { text: e.textContent?.trim() ?? '', w: r.width, h: r.height };
          }),
        );
        expect(found.length, `${path} ${selector}`).toBeGreaterThan(0);
        return found
          .filter((t) => t.w < 24 || t.h < 24)
          .map((t) => `${path} ${selector} "${t.text}" ${Math.round(t.w)}x${Math.round(t.h)}`);
      };
      const failures = [
        ...(await small('cases/', '.sort-button')),
        ...(await small('cases/', '.case-table .terms a')),
        ...(await small('cases/IL-0190/', '.crumbs a')),
        ...(await small('cases/IL-0190/', 'a.chip')),
        ...(await small('transcripts/etcd-podcast/', 'a.time')),
      ];
      expect(failures.slice(0, 10), `${failures.length} small targets`).toEqual([]);
      await ctx.close();
    },
  );

  it.runIf(width === 1366)(
    'sorts the case table by a column and filters it, and a matrix cell leads to exactly its cases',
    async () => {
      const { ctx, page } = await newPage();
      await open(page, `${content.url}cases/`);
      const rows = page.locator('[data-case-table] tbody tr:not([hidden])');
      const total = await rows.count();
      expect(total).toBe(contentCases.length);
      // Lasted, ascending: the durations in minutes never decrease, the unknown ones last.
      await page.getByRole('button', { name: 'Lasted' }).click();
      await expect
        .poll(() => page.locator('th[aria-sort="ascending"]').textContent())
        .toContain('Lasted');
      const minutes = await page.$$eval('[data-case-table] tbody tr', (trs) =>
        trs.map((tr) => (tr as HTMLTableRowElement).cells[4].dataset.value ?? ''),
      );
      const known = minutes.filter((v) => v !== '').map(Number);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      expect(minutes.slice(known.length).every((v) => v === '')).toBe(true);
      // A root cause filter keeps only its cases, and says how many.
      await page.selectOption('[data-filter="causes"]', 'software-defect');
      const shown = await rows.count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(total);
      // Each row shown links to the root cause (the filter reads a row's terms from its links).
      for (const causes of await rows.evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('.terms a')].map((a) => a.getAttribute('href'))),
      ))
        expect(causes).toContain('/root-causes/software-defect/');
      expect(await page.locator('[data-case-table-count]').textContent()).toBe(
        `${shown} cases of ${total}`,
      );
      // The address holds the filter and the sort, so the view can be shared and comes back.
      expect(new URL(page.url()).search).toBe('?cause=software-defect&sort=lasted');
      const order = await rows.evaluateAll((trs) =>
        trs.map((tr) => (tr as HTMLTableRowElement).cells[0].textContent),
      );
      // The matrix's largest cell links to the table filtered to its cases.
      await open(page, `${content.url}matrix/`);
      const cell = page.locator('.matrix-cell.heat-4 a').first();
      const n = Number(await cell.textContent());
      await cell.click();
      await page.waitForURL(/\/cases\/\?component=/);
      await expect.poll(() => rows.count()).toBe(n);
      // Back to the matrix, and back again to the sorted, filtered table, as it was.
      await page.goBack();
      await page.goBack();
      await page.waitForURL(/\/cases\/\?cause=software-defect&sort=lasted$/);
      await expect
        .poll(() =>
          rows.evaluateAll((trs) =>
            trs.map((tr) => (tr as HTMLTableRowElement).cells[0].textContent),
          ),
        )
        .toEqual(order);
      expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain('Lasted');
      await ctx.close();
    },
  );

  it.runIf(width === 390)(
    'starts the first body section of IL-0190, IL-0515 and the Kubernetes concept above 1,250 px',
    async () => {
      const { ctx, page } = await newPage();
      for (const path of ['cases/IL-0190/', 'cases/IL-0515/', 'concepts/kubernetes/']) {
        await open(page, `${content.url}${path}`);
        const top = await page.evaluate(() => {
          const h2 = document.querySelector('.layout-body .prose > h2');
          return h2 ? h2.getBoundingClientRect().top + window.scrollY : undefined;
        });
        expect(top, path).toBeDefined();
        expect(top!, path).toBeLessThan(TEXT_BY);
        // The sidebar (facts, "In the library", related, "On this page") follows the text.
        const aside = await page.evaluate(
          () =>
            document.querySelector('.layout-aside')!.getBoundingClientRect().top + window.scrollY,
        );
        expect(aside, path).toBeGreaterThan(top!);
        report.push(`content ${path} at 390 px: first body section at ${Math.round(top!)} px`);
      }
      await ctx.close();
    },
  );

  it('keeps the matrix readable: its column headings stay in view below the first screen, and on a phone nine of its ten columns fit', async () => {
    const { ctx, page } = await newPage();
    await open(page, `${content.url}matrix/`);
    const box = page.locator('.matrix-scroll');
    // Scrolled well down its own box, the heading row still sits at the top of the box.
    const offset = await box.evaluate((el) => {
      el.scrollTop = 800;
      const head = el.querySelector('thead th.matrix-col')!.getBoundingClientRect().top;
      return Math.abs(head - el.getBoundingClientRect().top);
    });
    expect(offset).toBeLessThan(4);
    // The columns whose heading ends inside the box's visible width (before any sideways scroll).
    const seen = await box.evaluate((el) => {
      el.scrollLeft = 0;
      const right = el.getBoundingClientRect().right;
      const cols = [...el.querySelectorAll('thead th.matrix-col')];
      return {
        inside: cols.filter((th) => th.getBoundingClientRect().right <= right + 1).length,
        all: cols.length,
      };
    });
    if (width === 390) expect(seen.inside).toBeGreaterThanOrEqual(Math.min(9, seen.all));
    report.push(`matrix at ${width} px: ${seen.inside} of ${seen.all} columns in view`);
    await ctx.close();
  });
});
