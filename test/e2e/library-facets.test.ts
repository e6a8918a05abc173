// A library's own search facets, in Chromium: the internal example library (examples/internal)
// with its `facets` option set to components before root causes (it has no organisations), in
// the build the long-title test reads too (test/helpers/internal-variant.ts: its title and logo
// changed as well, which the search page's filter pane does not show). The filter pane shows
// those groups in that order, between type and year, and a shared link naming a facet the library
// does not have keeps none of it. Every wait is for a state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from '../helpers/browser.ts';
import { ROOT } from '../helpers/build-site.ts';
import { builtInternalVariant, internalVariantConfig } from '../helpers/internal-variant.ts';
import { serve, type Served } from '../helpers/serve.ts';

let browser: Browser;
let server: Served;
const WAIT = { timeout: 120_000 };

beforeAll(async () => {
  const text = readFileSync(join(ROOT, 'examples/internal/astro.config.mjs'), 'utf8');
  expect(internalVariantConfig(text)).toContain("facets: ['components', 'root-causes']");
  server = await serve(builtInternalVariant().dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a library's own facets", () => {
  it('are the filter groups, in the order the option gives them', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${server.url}search/?organisation=initech-shop&komponente=load-balancer`);
    await page.waitForFunction(
      () => document.getElementById('search-page')?.dataset.ready === 'true',
      undefined,
      WAIT,
    );
    const groups = await page
      .locator('.il-filter-pane details[data-filter-name]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.filterName));
    expect(groups).toEqual(['type', 'Komponente', 'Grundursache', 'year']);
    // The library is in German: the generator's own facets are named in its words, a
    // vocabulary's as the vocabulary names one of its terms (its `term`, in German here), which
    // is also its key and, as a slug, its parameter in the address.
    expect(
      await page.locator('.il-filter-pane details[data-filter-name] > summary').allTextContents(),
    ).toEqual(['Typ', 'Komponente', 'Grundursache', 'Jahr']);
    // The link's organisation is no filter here: the address keeps the component alone, and the
    // one case on the edge load balancer is found.
    expect(new URL(page.url()).search).toBe('?komponente=load-balancer');
    await expect.poll(() => page.locator('#search-page .il-results li').count(), WAIT).toBe(1);
    await page.context().close();
  });
});
