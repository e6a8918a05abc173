// Search as a reader uses it, in Chromium, on the search fixture (test/fixtures/search): cases
// lead with one best-match card; filter counts describe the current results, in the documented
// group order; every change is a history entry that Back undoes and a reload keeps; a misspelt
// word is offered or corrected; no results offers a way on; the dialog narrows to cases; the
// highlight passes axe's contrast check in both themes. Every wait is for a state, never a time.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { builtFixture } from '../helpers/shared-builds.ts';
import { launch } from '../helpers/browser.ts';
import { serve, type Served } from '../helpers/serve.ts';

let browser: Browser;
let server: Served;
const WAIT = { timeout: 120_000 };
const GROUPS = ['type', 'root cause', 'component', 'contributing factor', 'organisation', 'year'];

beforeAll(async () => {
  const site = builtFixture('test/fixtures/search');
  if (site.status !== 0) throw new Error(`build failed:\n${site.stdout}\n${site.stderr}`);
  server = await serve(site.dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const ctx = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

/**
 * Waits until the results list has settled with at least one result and its first five have
 * rendered (later ones render as they scroll into view); returns the first five titles.
 */
async function results(page: Page, root = '#search-page .il-results'): Promise<string[]> {
  await page.waitForFunction(
    (r) => {
      const first = [...document.querySelectorAll(`${r} li`)].slice(0, 5);
      return (
        document.querySelector(r)?.getAttribute('aria-busy') === 'false' &&
        first.length > 0 &&
        first.every((li) => li.querySelector('.il-result-link'))
      );
    },
    root,
    WAIT,
  );
  // The first five: later ones render as they come into view, so how many have is not fixed.
  return (await page.locator(`${root} .il-result-link`).allTextContents()).slice(0, 5);
}

/** How many results the list holds (rendered or not), once it has settled. */
async function resultCount(page: Page, root = '#search-page .il-results'): Promise<number> {
  await results(page, root);
  return page.locator(`${root} li`).count();
}

/** The shown count of a filter value (`type`, `Case` → 3), or undefined when hidden. */
async function count(page: Page, group: string, value: string): Promise<number | undefined> {
  const label = page.locator(`.il-filter-pane details[data-filter-name="${group}"] label`, {
    has: page.locator(`input[value="${value}"]`),
  });
  if (!(await label.isVisible())) return undefined;
  return Number(await label.locator('.il-filter-count').textContent());
}

async function tick(page: Page, group: string, value: string): Promise<void> {
  const details = page.locator(`.il-filter-pane details[data-filter-name="${group}"]`);
  if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open)))
    await details.locator('summary').click();
  await details.locator('label', { has: page.locator(`input[value="${value}"]`) }).click();
}

const query = (page: Page) => new URL(page.url()).search;

describe('ranking in the browser', () => {
  it('kubernetes: one best-match card, then cases', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=kubernetes`);
    const titles = (await results(page)).slice(0, 5);
    expect(titles[0]).toMatch(/^Kubernetes/);
    const first = page.locator('#search-page .il-results li').first();
    expect(await first.getAttribute('class')).toContain('il-best-match');
    expect(await first.locator('.il-result-kicker').textContent()).toMatch(/^Best match · /);
    expect(titles.slice(1, 4).every((t) => /^IL-\d{4}: /.test(t))).toBe(true);
    expect(await page.locator('#search-page .il-results li.il-best-match').count()).toBe(1);
    await page.context().close();
  });
});

describe('filters', () => {
  it('count the current results, in the documented group order', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=kubernetes&type=case&component=etcd`);
    const shown = await resultCount(page);
    expect(shown).toBeGreaterThan(0);
    await expect.poll(() => count(page, 'type', 'Case'), WAIT).toBe(shown);
    expect(await count(page, 'component', 'etcd')).toBe(shown);
    // Every other visible count is at most the number of results.
    const counts = await page
      .locator('.il-filter-pane label:visible .il-filter-count')
      .allTextContents();
    expect(counts.map(Number).every((n) => n >= 1 && n <= shown)).toBe(true);
    // A type the current results do not have is not offered with a count from elsewhere.
    expect(await count(page, 'type', 'Component')).toBeUndefined();
    const groups = await page
      .locator('.il-filter-pane details[data-filter-name]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.filterName));
    expect(groups).toEqual(GROUPS.filter((g) => groups.includes(g)));
    expect(groups.slice(0, 3)).toEqual(['type', 'root cause', 'component']);
    await page.context().close();
  });
});

describe('what a first query loads', () => {
  it('the search page fetches the filter counts only after the first results show, and no Pagefind UI', async () => {
    const page = await newPage();
    // When the list first settles with a result (wall clock: Pagefind fetches from its worker,
    // whose requests the page's own resource timings do not list).
    await page.addInitScript(() => {
      const w = window as unknown as { __shownAt?: number };
      new MutationObserver(() => {
        if (
          w.__shownAt === undefined &&
          document.querySelector('#search-page .il-results[aria-busy="false"] .il-result-link')
        )
          w.__shownAt = Date.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const loads: { path: string; start: number }[] = [];
    page.on('request', (r) => loads.push({ path: new URL(r.url()).pathname, start: Date.now() }));
    await page.goto(`${server.url}search/?q=kubernetes`);
    await results(page);
    await expect.poll(() => count(page, 'type', 'Case'), WAIT).toBeGreaterThan(0);
    const shownAt = await page.evaluate(
      () => (window as unknown as { __shownAt: number }).__shownAt,
    );
    const filters = loads.filter((l) => l.path.includes('/pagefind/filter/'));
    expect(filters.length).toBeGreaterThan(0);
    expect(filters.every((l) => l.start >= shownAt)).toBe(true);
    expect(loads.some((l) => l.path.includes('/pagefind/index/') && l.start < shownAt)).toBe(true);
    expect(
      loads.filter((l) => /pagefind-(component-)?ui|pagefind-modular-ui/.test(l.path)),
    ).toEqual([]);
    await page.context().close();
  });

  it('the dialog loads no filter chunk, but the type filter once narrowed to cases', async () => {
    const page = await newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}concepts/etcd/`);
    await page.keyboard.press('Control+k');
    await page.locator('dialog.il-search-dialog').waitFor({ state: 'visible', ...WAIT });
    await page.keyboard.type('kubernetes');
    await results(page, '.il-search-dialog .il-results');
    expect(fetched.filter((p) => p.includes('/pagefind/filter/'))).toEqual([]);
    await page.locator('.il-search-dialog .il-cases-only').click();
    await expect
      .poll(() => fetched.filter((p) => p.includes('/pagefind/filter/')).length, WAIT)
      .toBe(1);
    await page.context().close();
  });
});

describe('history', () => {
  it('makes each change an entry: Back undoes it, Forward redoes it, reload keeps it', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=kubernetes`);
    const all = await resultCount(page);
    await tick(page, 'type', 'Case');
    await page.waitForURL(/type=case/, WAIT);
    await expect.poll(() => resultCount(page), WAIT).toBeLessThan(all);
    const cases = await results(page);
    await tick(page, 'component', 'etcd');
    await page.waitForURL(/component=etcd/, WAIT);
    expect(query(page)).toBe('?q=kubernetes&type=case&component=etcd');

    await page.goBack();
    await page.waitForURL((u) => u.search === '?q=kubernetes&type=case', WAIT);
    await expect.poll(() => results(page), WAIT).toEqual(cases);
    await expect
      .poll(
        () => page.locator('.il-filter-pane input[name="component"][value="etcd"]').isChecked(),
        WAIT,
      )
      .toBe(false);
    await page.goBack();
    await page.waitForURL((u) => u.search === '?q=kubernetes', WAIT);
    await expect.poll(() => resultCount(page), WAIT).toBe(all);
    await page.goForward();
    await page.waitForURL((u) => u.search === '?q=kubernetes&type=case', WAIT);
    await expect.poll(() => results(page), WAIT).toEqual(cases);

    await page.reload();
    expect(await results(page)).toEqual(cases);
    expect(await page.locator('.il-filter-pane input[name="type"][value="Case"]').isChecked()).toBe(
      true,
    );
    await page.context().close();
  });

  it('a new query is an entry; typing on in the same word is not', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=etcd`);
    await results(page);
    const input = page.locator('#search-page input[type="search"]');
    await input.fill('upgrade');
    await page.waitForURL((u) => u.search === '?q=upgrade', WAIT);
    await input.press('End');
    await input.pressSequentially('s');
    await page.waitForURL((u) => u.search === '?q=upgrades', WAIT);
    await page.goBack();
    await page.waitForURL((u) => u.search === '?q=etcd', WAIT);
    await expect.poll(() => input.inputValue(), WAIT).toBe('etcd');
    await page.context().close();
  });
});

describe('forgiving queries', () => {
  it('shows the results of a word two edits from a word of the library, and searches as typed on request', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=kuberntes`);
    const hint = page.locator('.il-hint-corrected');
    await hint.waitFor(WAIT);
    expect(await hint.textContent()).toBe(
      'Showing results for kubernetes; search instead for kuberntes.',
    );
    await expect.poll(async () => (await results(page))[0], WAIT).toMatch(/^Kubernetes/);
    await hint.locator('a', { hasText: 'kuberntes' }).click();
    await page.waitForURL((u) => u.search === '?q=kuberntes', WAIT);
    await page
      .locator('.il-search-hints[data-for="kuberntes"]')
      .waitFor({ state: 'attached', ...WAIT });
    expect(await page.locator('.il-hint-corrected').count()).toBe(0);
    await page.context().close();
  });

  it('corrects a query that finds nothing', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=hollowbrok`);
    const note = page.locator('.il-hint-corrected');
    await note.waitFor(WAIT);
    expect(await note.textContent()).toBe(
      'Showing results for hollowbrook; search instead for hollowbrok.',
    );
    expect(await results(page)).toEqual([expect.stringMatching(/^IL-0105: /)]);
    await page.context().close();
  });

  it('shows a way on when nothing matches', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=zzqqxx`);
    const box = page.locator('.il-no-results');
    await box.waitFor(WAIT);
    expect(await box.locator('.il-no-results-title').textContent()).toBe(
      'Nothing matches “zzqqxx”.',
    );
    const hrefs = await box.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/components/', '/root-causes/', '/years/', '/cases/']);
    await box.locator('a', { hasText: 'component' }).click();
    await page.waitForURL((u) => u.pathname === '/components/', WAIT);
    await page.context().close();
  });

  it('clears the filters from the no-results state', async () => {
    const page = await newPage();
    await page.goto(`${server.url}search/?q=hollowbrook&organisation=contoso`);
    const button = page.locator('.il-no-results .il-clear-filters');
    await button.waitFor(WAIT);
    await button.click();
    await page.waitForURL((u) => u.search === '?q=hollowbrook', WAIT);
    expect(await results(page)).toEqual([expect.stringMatching(/^IL-0105: /)]);
    await page.context().close();
  });
});

describe('search dialog', () => {
  it('narrows to cases', async () => {
    const page = await newPage();
    await page.goto(`${server.url}concepts/etcd/`);
    await page.keyboard.press('Control+k');
    await page.locator('dialog.il-search-dialog').waitFor({ state: 'visible', ...WAIT });
    await page.keyboard.type('kubernetes');
    const all = await results(page, '.il-search-dialog .il-results');
    expect(all.some((t) => !/^IL-\d{4}/.test(t))).toBe(true);
    const toggle = page.locator('.il-search-dialog .il-cases-only');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => {
        const titles = await results(page, '.il-search-dialog .il-results');
        return titles.length > 0 && titles.every((t) => /^IL-\d{4}: /.test(t));
      }, WAIT)
      .toBe(true);
    await toggle.click();
    await expect
      .poll(
        async () =>
          (await results(page, '.il-search-dialog .il-results')).some((t) => !/^IL-\d{4}/.test(t)),
        WAIT,
      )
      .toBe(true);
    await page.context().close();
  });
});

describe('highlight', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`marks the matched words with enough contrast (${theme})`, async () => {
      const page = await newPage(theme);
      await page.goto(`${server.url}search/?q=kubernetes`);
      await results(page);
      const marks = page.locator('#search-page .il-result-excerpt mark');
      expect(await marks.count()).toBeGreaterThan(0);
      // A visible highlight: a background of its own, unlike the excerpt around it.
      const [mark, excerpt] = await marks
        .first()
        .evaluate((m) => [
          getComputedStyle(m).backgroundColor,
          getComputedStyle(m.parentElement!).backgroundColor,
        ]);
      expect(mark).not.toBe(excerpt);
      expect(mark).not.toBe('rgba(0, 0, 0, 0)');
      const r = await new AxeBuilder({ page })
        .include('#search-page .il-results')
        .withRules(['color-contrast'])
        .analyze();
      expect(r.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      expect(
        r.passes.some(
          (p) =>
            p.id === 'color-contrast' && p.nodes.some((n) => n.target.join(' ').includes('mark')),
        ),
      ).toBe(true);
      await page.context().close();
    });
  }
});
