// Term, organisation, year and concept pages split over numbered pages, on the fixture site built with
// the smallest page sizes (1 card on page 1, 1 row on each later page, 2 rows on page 1 of the case
// index: test/fixtures/site-pages-of-1, the build the layout and axe browser tests read) so most
// listings get pages 2+. That build is deployed under /kb/ (test/helpers/browser-site.ts); the pages
// are read with the base taken out of their links, so that the paths below are the listing's own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/model/library.ts';
import { instantYear } from '../../src/model/dates.ts';
import { namedTerms } from '../../src/site/taxonomy.ts';
import { flagshipTerms } from '../helpers/flagship-terms.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { BROWSER_SITE_BASE, browserSite } from '../helpers/browser-site.ts';
import { fixtureLibrary } from '../helpers/site-fixture.ts';

const SITE = 'https://incident-library.example.org';
/** The page sizes test/fixtures/site-pages-of-1 sets (`listing`): cards on page 1, rows on each later page, rows on page 1 of the case index. */
const FIRST = 1;
const ROWS = 1;
const INDEX_FIRST = 2;
/** The number of pages of a listing of `n` cases. */
const pagesOf = (n: number) => (n <= FIRST ? 1 : 1 + Math.ceil((n - FIRST) / ROWS));
let dist: string;
let lib: Library;
/** A built file with the deployment's base taken out of its links and URLs. */
const unbased = (text: string) =>
  text
    .replaceAll(`${SITE}${BROWSER_SITE_BASE}`, `${SITE}/`)
    .replaceAll(`"${BROWSER_SITE_BASE}`, '"/');
const page = (p: string) => unbased(readFileSync(join(dist, p, 'index.html'), 'utf8'));
/** Case IDs of the cards (page 1), compact rows (later pages) or case table rows, in page order. */
const listed = (html: string) => {
  const cards = [...html.matchAll(/<a class="case-title" href="\/cases\/(IL-\d{4})\/"/g)].map(
    (m) => m[1],
  );
  const rows = /<ol class="case-rows"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  const table = [...html.matchAll(/<td><a href="\/cases\/(IL-\d{4})\/"/g)].map((m) => m[1]);
  return [
    ...cards,
    ...[...rows.matchAll(/<a href="\/cases\/(IL-\d{4})\/"/g)].map((m) => m[1]),
    ...table,
  ];
};

/** Every listing with its cases, newest incident first (the site's order; ties by ID as the site sorts them). */
function listings(): { path: string; ids: string[] }[] {
  const cases = [...lib.cases].sort((a, b) =>
    a.data.incident.start < b.data.incident.start
      ? 1
      : a.data.incident.start > b.data.incident.start
        ? -1
        : 0,
  );
  const out: { path: string; ids: string[] }[] = [];
  for (const t of IL_RULES.vocabularies.names) {
    for (const slug of Object.keys(lib.taxonomies[t]))
      out.push({
        path: `${t}/${slug}/`,
        ids: cases
          .filter((c) => namedTerms(IL_RULES.vocabularies, c.data)[t].includes(slug))
          .map((c) => c.id),
      });
  }
  for (const k of lib.concepts) {
    out.push({
      path: `concepts/${k.id}/`,
      ids: cases
        .filter(
          (c) =>
            c.data.concepts.includes(k.id) ||
            flagshipTerms(c.data).components.some((s) =>
              flagshipTerms(k.data).components.includes(s),
            ),
        )
        .map((c) => c.id),
    });
  }
  for (const y of new Set(cases.map((c) => instantYear(c.data.incident.start))))
    out.push({
      path: `years/${y}/`,
      ids: cases.filter((c) => instantYear(c.data.incident.start) === y).map((c) => c.id),
    });
  return out;
}

beforeAll(() => {
  dist = browserSite().dist;
  lib = fixtureLibrary();
});

describe('paginated term, organisation, year and concept pages', () => {
  it('list every case of a listing once, over page 1 and pages 2 and on, and no page beyond', () => {
    let paginated = 0;
    for (const { path, ids } of listings()) {
      const last = pagesOf(ids.length);
      const seen = [listed(page(path))];
      for (let n = 2; n <= last; n++) seen.push(listed(page(`${path}page/${n}`)));
      expect(existsSync(join(dist, `${path}page/${last + 1}`)), path).toBe(false);
      expect(seen[0].length, path).toBe(Math.min(FIRST, ids.length));
      expect(seen.flat().sort(), path).toEqual([...ids].sort());
      if (last > 1) paginated++;
    }
    expect(paginated).toBeGreaterThan(2);
  });

  it('index page 1 for search only, link pages with rel=prev/next and a pager, each its own canonical', () => {
    const sitemap = unbased(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8'));
    for (const { path, ids } of listings()) {
      const last = pagesOf(ids.length);
      if (last === 1) {
        expect(page(path), path).not.toContain('rel="next"');
        continue;
      }
      const first = page(path);
      if (!path.startsWith('years/')) expect(first, path).toContain('data-pagefind-body');
      expect(first, path).toContain(`<link rel="next" href="/${path}page/2/">`);
      expect(first, path).toContain(
        `<a href="/${path}page/2/">the other ${ids.length - FIRST}</a>`,
      );
      for (let n = 2; n <= last; n++) {
        const html = page(`${path}page/${n}`);
        expect(html, `${path}page/${n}`).not.toContain('data-pagefind-body');
        expect(html).toContain(`<link rel="canonical" href="${SITE}/${path}page/${n}/">`);
        expect(html).toContain(
          `<link rel="prev" href="/${n === 2 ? path : `${path}page/${n - 1}/`}">`,
        );
        expect(
          html.includes(`<link rel="next" href="/${path}page/${n + 1}/">`),
          `${path}page/${n}`,
        ).toBe(n < last);
        expect(html).toMatch(/<nav class="pager" aria-label="Pages of [^"]*">/);
        expect(html).toContain(
          `<span aria-current="page"><span class="visually-hidden">Page </span>${n}</span>`,
        );
        expect(sitemap).toContain(`<loc>${SITE}/${path}page/${n}/</loc>`);
      }
    }
  });
});

describe('the case index', () => {
  it('is a table on every page, page 1 holding the first size and later pages the second, in both orders', () => {
    const byIncident = [...lib.cases]
      .sort((a, b) =>
        a.data.incident.start < b.data.incident.start
          ? 1
          : a.data.incident.start > b.data.incident.start
            ? -1
            : a.id < b.id
              ? -1
              : 1,
      )
      .map((c) => c.id);
    for (const root of ['cases/', 'cases/added/']) {
      // INDEX_FIRST rows on page 1, then ROWS a page (the sizes this fixture build sets).
      const last = 1 + Math.ceil((lib.cases.length - INDEX_FIRST) / ROWS);
      expect(last, root).toBeGreaterThan(2);
      const first = page(root);
      expect(first).not.toContain('class="case-title"');
      expect(first).toContain('<table class="case-table" data-case-table>');
      expect(listed(first)).toHaveLength(INDEX_FIRST);
      expect(first).toContain(
        `<p class="list-status">1 to ${INDEX_FIRST} of ${lib.cases.length}, `,
      );
      const seen = [listed(first)];
      for (let n = 2; n <= last; n++) {
        const html = page(`${root}${n}`);
        expect(html).toContain('data-case-table');
        const ids = listed(html);
        expect(ids.length, `${root}${n}`).toBe(
          Math.min(ROWS, lib.cases.length - INDEX_FIRST - ROWS * (n - 2)),
        );
        expect(html).toContain(
          `<p class="list-status">${INDEX_FIRST + 1 + ROWS * (n - 2)} to ${INDEX_FIRST + ROWS * (n - 2) + ids.length} of ${lib.cases.length}, `,
        );
        expect(html).toContain(
          `<span aria-current="page"><span class="visually-hidden">Page </span>${n}</span>`,
        );
        if (root === 'cases/added/')
          for (const id of ids)
            expect(html).toMatch(
              new RegExp(
                `href="/cases/${id}/"[\\s\\S]*?<td class="date">${lib.cases.find((c) => c.id === id)!.data.added}</td>`,
              ),
            );
        seen.push(ids);
      }
      expect(existsSync(join(dist, `${root}${last + 1}`)), root).toBe(false);
      if (root === 'cases/') expect(seen.flat()).toEqual(byIncident);
      else expect(seen.flat().sort()).toEqual([...byIncident].sort());
    }
  });

  it("gives each row the case's organisation, start, duration in minutes to sort by, root causes and components", () => {
    const html = page('cases/');
    const c = lib.cases.find((k) => listed(html).includes(k.id))!;
    // The row names its root causes and components only in its links (the filters read them
    // there): no attribute repeats them, and its cells carry at most one short class.
    const row = new RegExp(`<tr><td>${c.id}</td>[\\s\\S]*?</tr>`).exec(html)?.[0];
    expect(row, c.id).toBeDefined();
    expect(row).toMatch(/<td class="date" data-value="\d+">[^<]+<\/td>/);
    for (const r of new Set(flagshipTerms(c.data).root_causes.map((r) => r.term)))
      expect(row).toContain(`href="/root-causes/${r}/"`);
    // Terms as links between commas, no list in every cell: the table lists every case twice.
    expect(row).not.toMatch(/<ul|<li|<time|<span class="case-id"/);
    // Minutes to sort by, or an empty value (sorted last) when the case gives no duration.
    expect(row).toMatch(/<td class="len" data-value(="\d+(\.\d+)?")?>/);
    for (const s of flagshipTerms(c.data).components)
      expect(row).toContain(`href="/components/${s}/"`);
    // The filter controls hold their place for the script to show them (no layout shift when it
    // does); without script they are not displayed.
    expect(html).toMatch(/<form class="case-table-tools is-pending" data-case-table-tools>/);
    // Its script: Astro's bundle, inline with its hash in the page's CSP or a file of its own.
    expect(
      /<script type="module">[^<]*data-case-table-block/.test(html) ||
        /<script type="module" src="\/_astro\/CaseTable[^"]*\.js">/.test(html),
    ).toBe(true);
  });
});
