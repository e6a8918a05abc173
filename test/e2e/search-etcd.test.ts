// On the built site, search "etcd", narrow by the component filter, open IL-0190.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite } from '../helpers/build-site.ts';
import { launch } from '../helpers/browser.ts';
import { serve, type Served } from '../helpers/serve.ts';

let browser: Browser;
let server: Served;

beforeAll(async () => {
  const site = buildSite();
  if (site.status !== 0) throw new Error(`build failed:\n${site.stderr}`);
  server = await serve(site.dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('search', () => {
  it('finds IL-0190 for "etcd", narrows by component, and opens the case', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}search/?q=etcd`);
    const results = page.locator('#search-page .il-result-link');
    await results.first().waitFor();
    const all = await results.allTextContents();
    expect(all.some((t) => t.includes('IL-0190'))).toBe(true);
    expect(all.some((t) => /^etcd/.test(t))).toBe(true); // the concept or term page

    // Tick etcd under the component filter: only cases naming etcd remain, and the URL says so.
    const group = page.locator('.il-filter-pane details[data-filter-name="component"]');
    if (!(await group.evaluate((el) => (el as HTMLDetailsElement).open)))
      await group.locator('summary').click();
    await group.locator('label', { has: page.locator('input[value="etcd"]') }).click();
    expect(await group.locator('input[value="etcd"]').isChecked()).toBe(true);
    await page.waitForURL(/component=etcd/);
    await page.waitForFunction(() => {
      const links = [...document.querySelectorAll('#search-page .il-result-link')];
      return links.length > 0 && links.every((a) => /IL-\d{4}/.test(a.textContent ?? ''));
    });
    const filtered = await results.allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((t) => /^IL-\d{4}/.test(t))).toBe(true);

    // Results render as they scroll into view, and ticking the filter scrolled the page down to
    // it; IL-0190 now leads the list (cases first), so bring the top of the list back into view.
    await page.evaluate(() => document.querySelector('#search-page .il-results')?.scrollIntoView());
    await results.filter({ hasText: 'IL-0190' }).first().click();
    await page.waitForURL(/\/cases\/IL-0190\/$/);
    expect(await page.locator('h1').textContent()).toMatch(/etcd/i);
    await page.close();
  });
});
