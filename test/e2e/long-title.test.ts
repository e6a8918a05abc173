// A library with the longest name the options allow, in Chromium: the internal example (a German
// library with its own header tint) built with a 60-character title (and its logo written
// `/logo.svg`, with the leading slash), the build the facets test reads too
// (test/helpers/internal-variant.ts). At the narrowest phone width (360 px) and a laptop's
// (1366 px), in the light and the dark theme, the header fits the page: nothing scrolls sideways,
// the name stays inside the header, the search and theme buttons stay on screen, and the logo
// loads from the site itself. Screenshots of the home page are written to the folder in
// IL_SCREENSHOTS, when it is set, to look at.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../helpers/browser.ts';
import { ROOT } from '../helpers/build-site.ts';
import {
  builtInternalVariant,
  internalVariantConfig,
  LONG_TITLE as TITLE,
  TITLE_MAX,
} from '../helpers/internal-variant.ts';
import { serve, type Served } from '../helpers/serve.ts';

const PAGES = ['', 'cases/', 'cases/OPS-0002/', 'search/?q=queue'];
const WIDTHS = [360, 1366];

let server: Served;
let browser: Browser;

beforeAll(async () => {
  expect(TITLE).toHaveLength(60);
  const config = internalVariantConfig(
    readFileSync(join(ROOT, 'examples/internal/astro.config.mjs'), 'utf8'),
  );
  expect(config).toContain(TITLE);
  expect(config).toContain("'/logo.svg'");
  server = await serve(builtInternalVariant().dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe(`a ${TITLE_MAX}-character library name`, () => {
  for (const width of WIDTHS)
    for (const colorScheme of ['light', 'dark'] as const)
      it(`fits the header at ${width} px, ${colorScheme} theme`, async () => {
        const ctx = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
        try {
          const page = await ctx.newPage();
          for (const path of PAGES) {
            await page.goto(server.url + path);
            const m = await page.evaluate(() => {
              const box = (sel: string) => {
                const r = document.querySelector(sel)!.getBoundingClientRect();
                return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
              };
              const logo = document.querySelector<HTMLImageElement>('.brand img');
              return {
                scrollWidth: document.documentElement.scrollWidth,
                viewport: window.innerWidth,
                brand: box('.brand'),
                brandText: document.querySelector('.brand')!.textContent!.trim(),
                header: box('.site-header'),
                search: box('.search-trigger'),
                theme: box('.theme-toggle'),
                logo: logo && { src: logo.getAttribute('src'), loaded: logo.naturalWidth > 0 },
              };
            });
            const where = `${path || 'home'} at ${width} px`;
            expect(m.scrollWidth, where).toBe(m.viewport);
            expect(m.brandText, where).toBe(TITLE);
            expect(m.brand.right, where).toBeLessThanOrEqual(m.viewport);
            expect(m.brand.bottom, where).toBeLessThanOrEqual(m.header.bottom);
            for (const button of [m.search, m.theme]) {
              expect(button.right, where).toBeLessThanOrEqual(m.viewport);
              // Beside the name or below it, never over it.
              expect(
                button.left >= m.brand.right || button.top >= m.brand.bottom,
                `${where}: a header button overlaps the name`,
              ).toBe(true);
            }
            expect(m.logo, where).toEqual({ src: '/logo.svg', loaded: true });
          }
          const shots = process.env.IL_SCREENSHOTS;
          if (shots) {
            mkdirSync(shots, { recursive: true });
            await page.goto(server.url);
            await page.screenshot({ path: join(shots, `home-${width}-${colorScheme}.png`) });
          }
        } finally {
          await ctx.close();
        }
      });
});
