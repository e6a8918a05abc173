// axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) on every page template of the fixture site (one page
// per route file in src/routes/, the case with a table of contents and a title full of markup), in
// the light and the dark theme, with the search page showing results and the search dialog open.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../helpers/browser.ts';
import { serveBrowserSite } from '../helpers/browser-site.ts';
import type { Served } from '../helpers/serve.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const TEMPLATES: [string, string][] = [
  ['home', ''],
  ['browse', 'browse/'],
  ['case list', 'cases/'],
  ['case list by date added', 'cases/added/'],
  ['later page of the case table (pager)', 'cases/added/2/'],
  ['case (long, with TOC)', 'cases/IL-0005/'],
  ['taxonomy index', 'components/'],
  ['term page', 'root-causes/config-ttl/'],
  [
    'contributing factor (often seen with, what teams changed)',
    'contributing-factors/no-client-keepalive/',
  ],
  ['case with its durations charted', 'cases/IL-0006/'],
  ['merged case ID (redirect)', 'cases/IL-0009/'],
  ['years index', 'years/'],
  ['year page', 'years/2022/'],
  ['later page of a year (compact rows, pager)', 'years/2022/page/2/'],
  ['later page of a term', 'organisations/acme/page/2/'],
  ['concept index', 'concepts/'],
  ['concept', 'concepts/etcd/'],
  ['article index', 'articles/'],
  ['article', 'articles/control-planes/'],
  ['podcast index', 'transcripts/'],
  ['transcript with audio', 'transcripts/etcd-episode/'],
  ['search with results and filters', 'search/?q=etcd&component=etcd'],
  ['statistics', 'stats/'],
  ['matrix of components by root cause', 'matrix/'],
  ['case table filtered from the address', 'cases/?cause=software-defect'],
  ['open data', 'data/'],
  ['not found', '404.html'],
];

let browser: Browser;
/** The browser context the templates are audited in, one page each (light theme to start). */
let shared: BrowserContext;
let server: Served;
const counts: string[] = [];

/**
 * axe's violations on the page as it stands. axe runs in the page itself (`axe.run`, the builder's
 * legacy mode) rather than in parts finished in a blank page of their own: the two differ only for
 * pages that hold frames from other origins, and these pages hold no frame.
 */
async function audit(page: Page): Promise<string[]> {
  expect(await page.locator('iframe, frame').count()).toBe(0);
  const r = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return r.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function settle(page: Page, path: string): Promise<void> {
  if (!path.startsWith('search')) return;
  await page.waitForFunction(
    () =>
      document.querySelector('.il-results')?.getAttribute('aria-busy') === 'false' &&
      document.querySelectorAll('.il-results .il-result-link').length > 0,
  );
  await page.waitForFunction(() => {
    const waiting = document.querySelector('.il-results li.il-result-loading');
    waiting?.scrollIntoView();
    return !waiting;
  });
}

/** The redirect page with its refresh held back (so the audit sees it, not its target). */
async function auditRedirect(theme: 'light' | 'dark', name: string): Promise<void> {
  const ctx = await browser.newContext({ colorScheme: theme });
  const page = await ctx.newPage();
  await page.route('**/cases/IL-0009/', async (route) => {
    const res = await route.fetch();
    await route.fulfill({
      response: res,
      body: (await res.text()).replace(/<meta http-equiv="refresh"[^>]*>/, ''),
    });
  });
  await page.goto(`${server.url}cases/IL-0009/`);
  expect(await page.locator('h1').textContent()).toBe('IL-0009 is now IL-0001');
  const violations = await audit(page);
  counts.push(`${theme.padEnd(5)} ${String(violations.length).padStart(2)}  ${name}`);
  expect(violations).toEqual([]);
  await ctx.close();
}

beforeAll(async () => {
  // Pages of one case each, so the fixture's listings have the later pages of compact rows (the
  // build the feature and layout tests read, under /kb/).
  server = await serveBrowserSite();
  browser = await launch();
  shared = await browser.newContext({ colorScheme: 'light' });
});

afterAll(async () => {
  console.log(`axe (${TAGS.join(', ')}), violations per template and theme:\n${counts.join('\n')}`);
  await browser?.close();
  await server?.close();
});

// One page per template, audited in the light theme, then switched to dark (prefers-color-scheme,
// which the site follows) and audited again: the same page, both themes, one navigation.
describe('axe in the light and the dark theme', () => {
  it.each(TEMPLATES)('%s has no violations', async (name, path) => {
    if (path === 'cases/IL-0009/') {
      for (const theme of ['light', 'dark'] as const) await auditRedirect(theme, name);
      return;
    }
    const page = await shared.newPage();
    await page.goto(`${server.url}${path}`);
    await settle(page, path);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        theme === 'dark',
      );
      const violations = await audit(page);
      counts.push(`${theme.padEnd(5)} ${String(violations.length).padStart(2)}  ${name}`);
      expect(violations, theme).toEqual([]);
    }
    await page.close();
  });

  it('the search dialog, open with results, has no violations', async () => {
    const ctx = await browser.newContext({ colorScheme: 'light' });
    const page = await ctx.newPage();
    await page.goto(`${server.url}cases/IL-0001/`);
    await page.keyboard.press('Control+k');
    await page.locator('dialog.il-search-dialog').waitFor({ state: 'visible' });
    await page.keyboard.type('etcd');
    await page.locator('.il-search-dialog .il-result-link').first().waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      const violations = await audit(page);
      counts.push(`${theme.padEnd(5)} ${String(violations.length).padStart(2)}  search dialog`);
      expect(violations, theme).toEqual([]);
    }
    await ctx.close();
  });
});
