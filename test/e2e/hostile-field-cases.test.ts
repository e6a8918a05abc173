// Field cases 10, 11, 13 and 16 in Chromium, on the field-case site served under /kb/: search
// loads its bundle from /kb/ only and links results under /kb/; a body word finds exactly its
// case; Chinese and Japanese words find their cases from the (English) search page; footnote
// links land. Every page visited shows no CSP violation.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../helpers/browser.ts';
import { builtContent } from '../helpers/shared-builds.ts';
import { serve, type Served } from '../helpers/serve.ts';
import { FIELD_CASES as F, writeFieldCaseSite } from '../fixtures/hostile/field-cases.ts';

let browser: Browser;
let server: Served;
const requests: string[] = [];

beforeAll(async () => {
  const content = join(mkdtempSync(join(tmpdir(), 'il-field-e2e-')), 'content');
  writeFieldCaseSite(content);
  const site = builtContent(
    content,
    {},
    { SITE_URL: 'https://docs.example.org', SITE_BASE: '/kb/' },
  );
  if (site.status !== 0) throw new Error(`build failed:\n${site.stderr}`);
  server = await serve(site.dist, '/kb/');
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let tab: Page | undefined;
/**
 * The one tab the tests load their pages in, each load a document of its own with the CSP recorder
 * installed (a tab per test started a renderer process per test).
 */
async function theTab(): Promise<Page> {
  if (tab) return tab;
  const page = await browser.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(e.violatedDirective),
    );
  });
  page.on('request', (r) => requests.push(r.url()));
  tab = page;
  return page;
}

/** Result link texts and hrefs of a search from the search page, once results have settled. */
async function search(page: Page, q: string): Promise<{ title: string; href: string }[]> {
  await page.goto(`${server.url}search/?q=${encodeURIComponent(q)}`);
  // The page marks itself ready once its one search has shown its first results (and the filter
  // counts have loaded); results further down render as they come near the viewport. Settled when
  // it is ready, the list is not busy and no result is still a placeholder: waited for as it
  // happens (Playwright polls on every animation frame), never for a time.
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLElement>('#search-page')?.dataset.ready === 'true' &&
      document.querySelector('.il-results')?.getAttribute('aria-busy') === 'false' &&
      document.querySelector('.il-results .il-result-loading') === null,
  );
  const out = await page
    .locator('.il-results .il-result-link')
    .evaluateAll((as) =>
      as.map((a) => ({ title: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
    );
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  return out;
}

const cases = (results: { title: string }[]) =>
  results.map((r) => /^IL-\d{4}/.exec(r.title)?.[0]).filter(Boolean);

describe('search under /kb/', () => {
  it('loads every search file from /kb/pagefind/, links results under /kb/, and the link opens', async () => {
    const page = await theTab();
    requests.length = 0;
    const results = await search(page, F.base.word);
    expect(results).toEqual([
      { title: `${F.base.id}: ${F.base.title}`, href: `/kb/cases/${F.base.id}/` },
    ]);
    // Pagefind's files, wherever they were asked for; our own bundled scripts (`_astro/`) may
    // carry the word in their names.
    const bundle = requests
      .map((u) => new URL(u).pathname)
      .filter((p) => p.includes('pagefind') && !p.startsWith('/kb/_astro/'));
    expect(bundle.length).toBeGreaterThan(3);
    for (const p of bundle) expect(p.startsWith('/kb/pagefind/'), p).toBe(true);
    expect(bundle.filter((p) => p.endsWith('/'))).toEqual([]);
    const response = await Promise.all([
      page.waitForNavigation(),
      page.locator('.il-results .il-result-link').first().click(),
    ]).then(([r]) => r);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/kb/cases/${F.base.id}/`);
  });
});

describe('search noise', () => {
  it('finds a body word in exactly one result, the case, with the case title and an excerpt free of navigation', async () => {
    const page = await theTab();
    const results = await search(page, F.noise.word);
    expect(results).toEqual([
      { title: `${F.noise.id}: ${F.noise.title}`, href: `/kb/cases/${F.noise.id}/` },
    ]);
    const excerpt = await page.locator('.il-results .il-result-excerpt').first().textContent();
    expect(excerpt).toContain(F.noise.word);
    expect(excerpt).not.toMatch(/Organisations|Components|Root causes|Report a problem/);
  });

  it('finds no case for words only the navigation and footer hold', async () => {
    const page = await theTab();
    for (const word of ['Organisations', 'repository'])
      expect(cases(await search(page, word)), word).toEqual([]);
  });
});

describe('Chinese and Japanese search', () => {
  it.each([
    ['连接池', F.zh.id],
    ['数据库', F.zh.id],
    ['连接池耗尽', F.zh.id],
    ['订单服务超时', F.zh.id],
    ['証明書', F.ja.id],
    ['ログイン', F.ja.id],
    [F.base.word, F.base.id],
  ])('"%s" finds %s from the English search page', async (q, id) => {
    const page = await theTab();
    const results = await search(page, q);
    expect(cases(results)).toContain(id);
    const hit = results.find((r) => r.title.startsWith(id))!;
    expect(hit.href).toBe(`/kb/cases/${id}/`);
    if (id === F.zh.id) expect(hit.title).toBe(`${F.zh.id}: ${F.zh.title}`);
  });
});

describe('footnotes in the browser', () => {
  it('goes from the footnote reference to its note and back', async () => {
    const page = await theTab();
    await page.goto(`${server.url}cases/${F.flapping.id}/`);
    await page.locator('[data-footnote-ref]').first().click();
    const target = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect(await page.locator(`[id="${target}"]`).textContent()).toMatch(
      /Counted from controller logs\./,
    );
    await page.locator(`[id="${target}"] [data-footnote-backref]`).click();
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(
      await page.locator('[data-footnote-ref]').first().getAttribute('id'),
    );
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  });
});
