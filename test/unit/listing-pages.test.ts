import { describe, expect, it } from 'vitest';
import { listingPages, listingPageUrl, pagerNumbers } from '../../src/site/listing-pages.ts';
import { cslJsonFile, toCslJson, type CitableCase } from '../../src/site/citation.ts';
import { recordsJson } from '../../src/site/data-files.ts';
import { conceptCaseIds } from '../../src/site/concept-cases.ts';

describe('listingPages', () => {
  it('puts the first items on page 1 and the rest in pages of the second size, in order', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const pages = listingPages(items, 12, 5);
    expect(pages.map((p) => [p.current, p.last, p.start, p.items.length])).toEqual([
      [1, 4, 0, 12],
      [2, 4, 12, 5],
      [3, 4, 17, 5],
      [4, 4, 22, 3],
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(items);
  });

  it('keeps one page for a short or empty list, and refuses sizes that are not positive whole numbers', () => {
    expect(listingPages([1, 2], 12, 5).map((p) => p.items)).toEqual([[1, 2]]);
    expect(listingPages([], 12, 5)).toEqual([{ current: 1, last: 1, start: 0, items: [] }]);
    expect(() => listingPages([1], 0, 5)).toThrow(RangeError);
    expect(() => listingPages([1], 2, 1.5)).toThrow(RangeError);
  });

  it('addresses page 1 at the listing itself and the others under page/', () => {
    expect(listingPageUrl('/components/etcd/', 1)).toBe('/components/etcd/');
    expect(listingPageUrl('/components/etcd/', 3)).toBe('/components/etcd/page/3/');
  });
});

describe('pagerNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and two either side of the current page, with gaps between', () => {
    expect(pagerNumbers(1, 200)).toEqual([1, 2, 3, 'gap', 200]);
    expect(pagerNumbers(100, 200)).toEqual([1, 'gap', 98, 99, 100, 101, 102, 'gap', 200]);
    expect(pagerNumbers(200, 200)).toEqual([1, 'gap', 198, 199, 200]);
  });

  it('shows a lone left-out number instead of a gap', () => {
    expect(pagerNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pagerNumbers(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 12]);
  });
});

describe('one-record-a-line JSON', () => {
  it('parses to the head fields and the records, one record on each line', () => {
    const records = [
      { id: 'IL-0001', tags: ['a', 'b'] },
      { id: 'IL-0002', note: 'two\nlines' },
    ];
    const text = recordsJson({ title: 'T', count: 2 }, 'cases', records);
    expect(JSON.parse(text)).toEqual({ title: 'T', count: 2, cases: records });
    expect(
      text
        .split('\n')
        .slice(1, 3)
        .map((l) => JSON.parse(l.replace(/,$/, ''))),
    ).toEqual(records);
    expect(JSON.parse(recordsJson({ count: 0 }, 'cases', []))).toEqual({ count: 0, cases: [] });
  });

  it('gives every case its CSL-JSON item in one array', () => {
    const cite: CitableCase = {
      id: 'IL-0001',
      title: 'A "quoted" title',
      summary: 'S',
      url: 'https://x.org/cases/IL-0001/',
      date: '2025-03-04',
      library: { title: 'Incident Library', author: 'Incident Library contributors' },
    };
    const file = cslJsonFile([cite, { ...cite, id: 'IL-0002' }]);
    expect(JSON.parse(file)).toEqual([toCslJson(cite), toCslJson({ ...cite, id: 'IL-0002' })]);
    expect(JSON.parse(cslJsonFile([]))).toEqual([]);
  });
});

describe('conceptCaseIds', () => {
  it('lists the cases naming the concept or one of its components, in the order given, each once', () => {
    const cases = [
      { id: 'IL-0003', terms: ['etcd', 'raft'], concepts: [] },
      { id: 'IL-0002', terms: ['dns'], concepts: ['etcd'] },
      { id: 'IL-0001', terms: ['dns'], concepts: [] },
      { id: 'IL-0000', terms: ['raft'], concepts: ['etcd'] },
    ];
    expect(conceptCaseIds({ id: 'etcd', terms: ['etcd', 'raft'] }, cases)).toEqual([
      'IL-0003',
      'IL-0002',
      'IL-0000',
    ]);
    expect(conceptCaseIds({ id: 'bgp', terms: [] }, cases)).toEqual([]);
  });
});
