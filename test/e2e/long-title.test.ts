// A library with the longest name the options allow, in Chromium: the starter built with a
// 60-character title (and its logo written `/logo.svg`, with the leading slash). At the narrowest
// phone width (360 px) and a laptop's (1366 px), in the light and the dark theme, the header fits
// the page: nothing scrolls sideways, the name stays inside the header, the search and theme
// buttons stay on screen, and the logo loads from the site itself. Screenshots of the home page
// are written to the folder in IL_SCREENSHOTS, when it is set, to look at.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryOptionsSchema } from '../../src/config/options.ts';
import { launch } from '../helpers/browser.ts';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';
import { serve, type Served } from '../helpers/serve.ts';

/** The longest title the options schema accepts. */
const TITLE_MAX = LibraryOptionsSchema.shape.title.maxLength ?? 0;
const TITLE = 'Globex Corporation Site Reliability Incident Library, Europe'.padEnd(TITLE_MAX, '!');

const PAGES = ['', 'cases/', 'cases/ACME-0002/', 'search/?q=queue'];
const WIDTHS = [360, 1366];

let copy: LibraryCopy;
let server: Served;
let browser: Browser;

beforeAll(async () => {
  expect(TITLE).toHaveLength(60);
  copy = copyLibrary('examples/starter');
  const file = join(copy.root, 'astro.config.mjs');
  const config = readFileSync(file, 'utf8')
    .replace("title: 'Acme Incident Library'", `title: ${JSON.stringify(TITLE)}`)
    .replace("logo: { src: 'logo.svg'", "logo: { src: '/logo.svg'");
  expect(config).toContain(TITLE);
  expect(config).toContain("'/logo.svg'");
  writeFileSync(file, config);
  const site = copy.build();
  if (site.status !== 0)
    throw new Error(`the long-titled library did not build:\n${site.stdout}\n${site.stderr}`);
  server = await serve(site.dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  copy?.remove();
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
