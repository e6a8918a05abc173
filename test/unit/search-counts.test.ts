// The search page's filter counts against the results it lists (src/site/search-counts.ts), on a
// real Pagefind index of a few records made here (no site build): the number beside a filter value
// is how many results ticking it shows, also where the list holds pages Pagefind's own answer to
// the whole query does not (a case that matched one word of two).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePagefind } from '../../src/postbuild/pagefind-process.ts';
import { facetSets, filteredSearch, resultCounts } from '../../src/site/search-counts.ts';
import { OTHER_SORT_KEY } from '../../src/site/search-rank.ts';
import { loadPagefind, type PagefindApi } from '../helpers/pagefind-query.ts';

let dist: string;
let pf: PagefindApi;

/** A case record: its words, component and year; cases carry no sort key (every other page carries `OTHER_SORT_KEY`). */
const kase = (n: number, content: string, component: string, year: string) => ({
  url: `/cases/IL-000${n}/`,
  content,
  language: 'en',
  meta: { title: `IL-000${n}: ${content}` },
  filters: { type: ['Case'], component: [component], year: [year] },
});

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'il-search-counts-'));
  try {
    const { index } = await pagefind.createIndex({});
    for (const r of [
      kase(1, 'The nccl collective timeout stalled training', 'nccl', '2023'),
      kase(2, 'An nccl ring hang on one node', 'nccl', '2024'),
      kase(3, 'A resolver timeout at the edge', 'dns', '2024'),
      kase(4, 'A certificate expired overnight', 'tls', '2022'),
      {
        url: '/concepts/nccl/',
        content: 'nccl is a library of collective operations; a timeout aborts them',
        language: 'en',
        meta: { title: 'NCCL' },
        filters: { type: ['Concept'] },
        sort: { [OTHER_SORT_KEY]: '0' },
      },
    ])
      await index!.addCustomRecord(r);
    await index!.writeFiles({ outputPath: join(dist, 'pagefind') });
  } finally {
    await closePagefind();
  }
  pf = await loadPagefind(dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('filter counts', () => {
  it('count the listed results: ticking a value shows as many results as it said', async () => {
    const sets = facetSets(pf);
    const known = await pf.filters();
    const cases: [string, Record<string, string[]>][] = [
      ['nccl timeout', {}],
      ['nccl timeout', { type: ['Case'] }],
      ['timeout', { year: ['2024'] }],
      ['', { type: ['Case'] }],
    ];
    for (const [q, filters] of cases) {
      const listed = await filteredSearch(pf, q, filters, {}, sets);
      const counts = await resultCounts(listed!.results, known, sets);
      // The types of the listed results add up to the list (every page has one type).
      expect(
        Object.values(counts.type).reduce((a, b) => a + b, 0),
        q,
      ).toBe(listed!.results.length);
      for (const [key, values] of Object.entries(counts))
        for (const [value, n] of Object.entries(values)) {
          const ticked = { ...filters, [key]: [...new Set([...(filters[key] ?? []), value])] };
          const shown = await filteredSearch(pf, q, ticked, {}, sets);
          expect(shown!.results.length, `${q} ${key}=${value}`).toBe(n);
        }
    }
  });

  it('list a case that matched one word of two, and count it', async () => {
    const sets = facetSets(pf);
    const listed = await filteredSearch(pf, 'nccl timeout', {}, {}, sets);
    const urls = await Promise.all(listed!.results.map(async (r) => (await r.data()).url));
    expect(urls.filter((u) => u.includes('/cases/')).length).toBe(3);
    const counts = await resultCounts(listed!.results, await pf.filters(), sets);
    expect(counts.type.Case).toBe(3);
    expect(counts.component).toMatchObject({ nccl: 2, dns: 1, tls: 0 });
  });
});
