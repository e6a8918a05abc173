import { describe, expect, it } from 'vitest';
import { cellOf, heatLevel, rowShare, statedMatrix, termMatrix } from '../../src/site/matrix.ts';
import {
  compareCells,
  rowMatches,
  slugsOfLinks,
  tableParams,
  tableStateFromParams,
} from '../../src/site/case-table.ts';
import { allOf, countOf, fillCounts, nounFor, ordinal } from '../../src/site/plural.ts';
import { timeSourceInWords } from '../../src/site/duration-words.ts';

describe('counts and plurals', () => {
  it('chooses the singular for one only', () => {
    expect(countOf(1, 'case')).toBe('1 case');
    expect(countOf(0, 'case')).toBe('0 cases');
    expect(countOf(2, 'organisation')).toBe('2 organisations');
    expect(countOf(2100, 'case')).toBe('2,100 cases');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
    expect(nounFor(1, 'year')).toBe('year');
    expect(nounFor(21, 'year')).toBe('years');
  });

  it('says "all" only of more than one', () => {
    expect(allOf(1, 'year')).toBe('the one year');
    expect(allOf(12, 'year')).toBe('all 12 years');
  });

  it('writes ordinals in words to ten, then in figures', () => {
    expect(ordinal(1)).toBe('first');
    expect(ordinal(2)).toBe('second');
    expect(ordinal(10)).toBe('tenth');
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(22)).toBe('22nd');
    expect(ordinal(23)).toBe('23rd');
    expect(ordinal(101)).toBe('101st');
  });
});

describe('where a time came from, in words', () => {
  it('names fields and timeline events without their paths', () => {
    expect(timeSourceInWords('incident.detected')).toBe('when it was detected');
    expect(timeSourceInWords('incident.end')).toBe('the end of the incident');
    expect(timeSourceInWords('timeline[1]')).toBe('the second timeline event');
    expect(timeSourceInWords('timeline[0]')).toBe('the first timeline event');
    expect(timeSourceInWords('timeline[14]')).toBe('the 15th timeline event');
  });
});

describe('counts in a template', () => {
  const tagline = '{cases} public incidents from {organisations} organisations, cross-linked.';
  it('puts the counts in and makes the noun after a count of one singular', () => {
    expect(fillCounts(tagline, { cases: 210, organisations: 95 })).toBe(
      '210 public incidents from 95 organisations, cross-linked.',
    );
    expect(fillCounts(tagline, { cases: 1, organisations: 1 })).toBe(
      '1 public incident from 1 organisation, cross-linked.',
    );
    expect(
      fillCounts('{cases} incidents from {organisations} organisations', {
        cases: 2,
        organisations: 1,
      }),
    ).toBe('2 incidents from 1 organisation');
    expect(fillCounts('{cases} stories', { cases: 1 })).toBe('1 story');
    expect(fillCounts('{other} things', { cases: 1 })).toBe('{other} things');
    // Names an object has of its own only: nothing inherited reads as a count.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(fillCounts(`{${name}} things`, { cases: 1 })).toBe(`{${name}} things`);
  });
});

describe('the case table', () => {
  const row = {
    text: 'IL-0190 Cortex clients kept a dead link Grafana Labs',
    causes: ['software-defect'],
    components: ['etcd', 'cortex'],
  };
  it('filters by every word, a root cause and a component', () => {
    expect(rowMatches(row, { text: 'cortex grafana', cause: '', component: '' })).toBe(true);
    expect(rowMatches(row, { text: 'cortex nginx', cause: '', component: '' })).toBe(false);
    expect(rowMatches(row, { text: '', cause: 'software-defect', component: 'etcd' })).toBe(true);
    expect(rowMatches(row, { text: '', cause: 'config-change', component: '' })).toBe(false);
    expect(rowMatches(row, { text: '', cause: '', component: 'dns' })).toBe(false);
    expect(rowMatches({ ...row, text: 'Café' }, { text: 'cafe', cause: '', component: '' })).toBe(
      true,
    );
  });

  it("reads a row's term slugs from its cell's links, so no row repeats them in an attribute", () => {
    expect(slugsOfLinks(['/root-causes/software-defect/', '/library/components/etcd/'])).toEqual([
      'software-defect',
      'etcd',
    ]);
    expect(slugsOfLinks(['https://x.example/components/caf%C3%A9/'])).toEqual(['café']);
    expect(slugsOfLinks([])).toEqual([]);
  });

  it('sorts numbers as numbers, IDs in order, and empty values last both ways', () => {
    const values = ['120', '', '9', '13'];
    expect([...values].sort((a, b) => compareCells(a, b, 'ascending'))).toEqual([
      '9',
      '13',
      '120',
      '',
    ]);
    expect([...values].sort((a, b) => compareCells(a, b, 'descending'))).toEqual([
      '120',
      '13',
      '9',
      '',
    ]);
    expect(['IL-0010', 'IL-0009'].sort((a, b) => compareCells(a, b, 'ascending'))).toEqual([
      'IL-0009',
      'IL-0010',
    ]);
    expect(
      ['2020-03-16T11:19Z', '2019-01-01'].sort((a, b) => compareCells(a, b, 'ascending')),
    ).toEqual(['2019-01-01', '2020-03-16T11:19Z']);
  });
});

describe("the case table's address", () => {
  const columns = ['id', 'title', 'started', 'lasted', 'cause', 'component'];
  it('reads filters and sort from the address and writes them back the same', () => {
    const params = new URLSearchParams('cause=config-ttl&component=etcd&q=dns&sort=-lasted');
    const state = tableStateFromParams(params, columns);
    expect(state).toEqual({
      filter: { text: 'dns', cause: 'config-ttl', component: 'etcd' },
      sort: { column: 'lasted', direction: 'descending' },
    });
    expect(tableParams(state).toString()).toBe(
      'q=dns&cause=config-ttl&component=etcd&sort=-lasted',
    );
    expect(tableStateFromParams(new URLSearchParams('sort=started'), columns).sort).toEqual({
      column: 'started',
      direction: 'ascending',
    });
  });

  it('leaves out a sort naming no column, and unset filters leave no parameter', () => {
    expect(tableStateFromParams(new URLSearchParams('sort=-nope'), columns).sort).toBeUndefined();
    const none = { filter: { text: ' ', cause: '', component: '' } };
    expect(tableParams(none, new URLSearchParams('page=2&cause=dns')).toString()).toBe('page=2');
    // One view, one address, whatever was chosen first.
    const sorted = {
      filter: { text: '', cause: 'dns', component: '' },
      sort: { column: 'id', direction: 'ascending' as const },
    };
    expect(tableParams(sorted, new URLSearchParams('sort=lasted&x=1')).toString()).toBe(
      'x=1&cause=dns&sort=id',
    );
  });
});

describe('the component by root cause matrix', () => {
  const m = termMatrix([
    { id: 'IL-0003', rows: ['etcd', 'dns'], cols: ['software-defect'] },
    { id: 'IL-0002', rows: ['etcd', 'etcd'], cols: ['software-defect', 'operator-error'] },
    { id: 'IL-0001', rows: ['dns'], cols: ['operator-error'] },
  ]);
  it('lists the cases naming both terms of a cell, each once', () => {
    expect(cellOf(m, 'etcd', 'software-defect')).toEqual(['IL-0003', 'IL-0002']);
    expect(cellOf(m, 'etcd', 'operator-error')).toEqual(['IL-0002']);
    expect(cellOf(m, 'dns', 'operator-error')).toEqual(['IL-0001']);
    expect(cellOf(m, 'dns', 'security')).toEqual([]);
    expect(cellOf(m, 'bgp', 'security')).toEqual([]);
  });
  it('shades cells in quarters of the largest, an occupied cell never blank', () => {
    expect([0, 1, 5, 10, 20].map((n) => heatLevel(n, 20))).toEqual([0, 1, 1, 2, 4]);
    expect(heatLevel(1, 100)).toBe(1);
  });
  it("shades by a cell's share of its row, not by the largest cell", () => {
    // etcd has 2 cases: software defect in both (all of them), operator error in 1 (half).
    expect(rowShare(cellOf(m, 'etcd', 'software-defect').length, 2)).toBe(1);
    expect(rowShare(cellOf(m, 'etcd', 'operator-error').length, 2)).toBe(0.5);
    expect(rowShare(3, 0)).toBe(0);
  });
  it('splits a cell into the cases that state the cause and those that infer it', () => {
    const stated = statedMatrix([
      { id: 'IL-0003', rows: ['etcd'], cols: ['software-defect'], statedCols: [] },
      { id: 'IL-0002', rows: ['etcd'], cols: ['software-defect'], statedCols: ['software-defect'] },
    ]);
    expect(cellOf(stated, 'etcd', 'software-defect')).toEqual(['IL-0002']);
  });
});
