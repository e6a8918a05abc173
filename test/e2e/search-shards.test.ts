// On a site indexed in shards (forced with `search.shardPages: 4` on the basic fixture: the
// project test/fixtures/basic-shards, the build the shard build test reads too), the search page
// and the search dialog find a page that lives only in a non-first shard, the filter counts add
// up every shard, and the dialog (no filter pane) loads no filter chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from '../helpers/browser.ts';
import { shardUrls } from '../helpers/pagefind-index.ts';
import { serve, type Served } from '../helpers/serve.ts';
import { builtFixture } from '../helpers/shared-builds.ts';

const WORD = 'xylophonequartz'; // only in IL-0002's body (its lessons)
const TARGET = '/cases/IL-0002/';
let browser: Browser;
let server: Served;
let urls: string[][];

beforeAll(async () => {
  const site = builtFixture('test/fixtures/basic-shards');
  if (site.status !== 0) throw new Error(`build failed:\n${site.stderr}`);
  urls = shardUrls(site.dist).urls;
  server = await serve(site.dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('search over shards', () => {
  it('the target page lives only in a non-first shard', () => {
    expect(urls.length).toBeGreaterThan(1);
    expect(urls[0]).not.toContain(TARGET);
    expect(urls.flat().filter((u) => u === TARGET)).toHaveLength(1);
  });

  it('the search page finds it, and its filter counts cover every shard', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}search/?q=${WORD}`);
    const links = page.locator('#search-page .il-result-link');
    await links.first().waitFor();
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      TARGET,
    ]);
    // No query: every case under type=Case, IL-0001 from shard 0 and IL-0002 from shard 1, both
    // naming etcd, so the etcd count is 2 only if both shards' filters are counted.
    await page.goto(`${server.url}search/`);
    await page.waitForFunction(
      () => document.querySelectorAll('#search-page .il-result-link').length === 2,
    );
    const etcd = page.locator('.il-filter-pane details[data-filter-name="component"] label', {
      has: page.locator('input[value="etcd"]'),
    });
    await expect.poll(() => etcd.innerText()).toMatch(/^etcd\s+2$/);
    await page.close();
  });

  it('the search dialog finds it without loading filter chunks', async () => {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(server.url);
    await page.keyboard.press('Control+k');
    await page.locator('dialog.il-search-dialog').waitFor({ state: 'visible' });
    await page.keyboard.type(WORD);
    const links = page.locator('.il-search-dialog .il-result-link');
    await links.first().waitFor();
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      TARGET,
    ]);
    expect(fetched.some((p) => p.startsWith('/pagefind/shards/'))).toBe(true);
    expect(fetched.filter((p) => p.includes('/filter/'))).toEqual([]);
    await page.close();
  });
});
