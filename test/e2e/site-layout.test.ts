// The layout in Chromium at a phone's width (390 px) and a laptop's (1366 px), on every page
// template of the fixture site (one page per route file in src/routes/, and every case) and on every
// case page of the real library: nothing scrolls sideways, a case's headline takes at most 4 lines
// at 390 px and 3 at 1366 px (the fixture's IL-0004 has a title of the longest length the schema
// allows), no chart label leaves its chart and chart text stays readable on a phone, a data table
// taller than its box says that it scrolls, and a case's facts at a glance start on the first screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CASE_TITLE_MAX } from '../../schemas/index.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { loadProject } from '../../src/node/project.ts';
import { launch } from '../helpers/browser.ts';
import { buildSite, ROOT } from '../helpers/build-site.ts';
import { serve, type Served } from '../helpers/serve.ts';
import { buildFixtureSite, fixtureLibrary } from '../helpers/site-fixture.ts';

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
}

function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
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
    return {
      scrollWidth: doc.scrollWidth,
      clientWidth: doc.clientWidth,
      headline: h1 ? { lines: lines(h1), text: h1.textContent ?? '' } : undefined,
      outside,
      smallestChartText: smallest,
      silentScroll,
      factsTop: facts ? facts.getBoundingClientRect().top + window.scrollY : undefined,
      factsBottom: facts ? facts.getBoundingClientRect().bottom + window.scrollY : undefined,
    };
  });
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (url.includes('/search/'))
    await page.waitForFunction(
      () => document.querySelectorAll('.il-results .il-result-link').length > 0,
    );
}

beforeAll(async () => {
  // Pages of one case each, so the fixture's listings have the later pages of compact rows.
  fixture = await serve(
    buildFixtureSite({ IL_LISTING_FIRST: '1', IL_LISTING_ROWS: '1', IL_CASE_INDEX_FIRST: '2' })
      .dist,
  );
  const built = buildSite();
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

  it(`keeps every case of the library within ${headlineLines} headline lines, with nothing scrolling sideways and its facts starting on the first screen`, async () => {
    const { ctx, page } = await newPage();
    const lines = new Map<number, number>();
    let lowestFacts = 0;
    let whole = 0;
    for (const c of contentCases) {
      await open(page, `${content.url}cases/${c.id}/`);
      const m = await measure(page);
      expect(m.scrollWidth, `${c.id} scrolls sideways`).toBeLessThanOrEqual(m.clientWidth);
      expect(m.headline!.lines, `${c.id} at ${width} px: "${c.data.title}"`).toBeLessThanOrEqual(
        headlineLines,
      );
      expect(m.outside, c.id).toEqual([]);
      expect(m.factsTop, `${c.id}: facts below the first screen`).toBeLessThan(height);
      lines.set(m.headline!.lines, (lines.get(m.headline!.lines) ?? 0) + 1);
      lowestFacts = Math.max(lowestFacts, m.factsTop!);
      if (m.factsBottom! <= height) whole++;
    }
    report.push(
      `content at ${width} px: ${[...lines]
        .sort()
        .map(([n, k]) => `${k} cases in ${n} line${n === 1 ? '' : 's'}`)
        .join(
          ', ',
        )}; facts start at most ${Math.round(lowestFacts)} px down, and fit whole on the first screen of ${whole} of ${contentCases.length}`,
    );
    await ctx.close();
  });
});
