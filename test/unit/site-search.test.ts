// Search URLs (src/site/search-facets.ts) and result text (src/site/search-result.ts).
import { describe, expect, it } from 'vitest';
import { parseLibraryOptions } from '../../src/config/parse-options.ts';
import { vocabulariesOf } from '../../src/config/vocabularies.ts';
import { vocabularyModel } from '../../src/model/vocabularies.ts';
import {
  buildFacetValues,
  caseFilters,
  facetsOf,
  orderFilterGroups,
  paramsFromState,
  searchFacets,
  slugifyLabel,
  stateFromParams,
} from '../../src/site/search-facets.ts';
import { decodeEntities, excerptParts, resultKicker } from '../../src/site/search-result.ts';

const vocab = {
  components: {
    etcd: { label: 'etcd', description: 'x' },
    'lb-edge': { label: 'Load balancer, edge', description: 'x' },
    'dns-internal': { label: 'DNS: internal', description: 'x' },
  },
  'root-causes': { 'capacity-scaling': { label: 'Capacity & scaling', description: 'x' } },
  'contributing-factors': {},
  'impact-categories': {},
  organisations: { acme: { label: 'Acme & Co.', description: 'x' } },
};
/** A library that sets neither `vocabularies` nor `facets`, and gets their defaults. */
const options = parseLibraryOptions({
  title: 'Acme Incident Library',
  description: 'Our incidents.',
  author: 'Acme',
  idPrefix: 'ACME',
});
/** Its vocabularies: the default ones. */
const M = vocabularyModel(vocabulariesOf(options));
/** The `facets` option's default, as a library that does not set it gets it. */
const defaultFacets = options.facets;
const values = buildFacetValues(
  searchFacets(defaultFacets, M),
  vocab,
  ['Case', 'Field report'],
  [2021, 2024],
);

describe('the facets of a library', () => {
  const keys = (names: Parameters<typeof searchFacets>[0]) =>
    searchFacets(names, M).map((f) => f.key);

  it('are, by default, type, root cause, component, contributing factor, organisation and year', () => {
    expect(keys(defaultFacets)).toEqual([
      'type',
      'root cause',
      'component',
      'contributing factor',
      'organisation',
      'year',
    ]);
  });

  it('follow the `facets` option: a vocabulary left out is no facet, the others keep its order', () => {
    expect(keys(['components', 'root-causes'])).toEqual([
      'type',
      'component',
      'root cause',
      'year',
    ]);
    expect(keys(['impact-categories'])).toEqual(['type', 'impact category', 'year']);
    expect(keys([])).toEqual(['type', 'year']);
    expect(searchFacets(['impact-categories'], M)[1]).toMatchObject({
      param: 'impact-category',
      label: 'Impact category',
    });
  });

  it('are what the search page writes and its script reads back, in order', () => {
    const facets = searchFacets(['contributing-factors', 'components'], M);
    const own = buildFacetValues(facets, vocab, ['Case'], [2024]);
    expect(Object.keys(own)).toEqual(['type', 'contributing factor', 'component', 'year']);
    // What the browser reads back is each facet's key, parameter and heading.
    expect(facetsOf(own)).toEqual(facets.map(({ key, param, label }) => ({ key, param, label })));
    // A shared link naming a facet the library does not have filters nothing by it.
    expect(
      stateFromParams(new URLSearchParams('organisation=acme&component=etcd&type=case'), own),
    ).toEqual({ q: '', filters: { type: ['Case'], component: ['etcd'] } });
    expect(
      paramsFromState(
        '',
        { component: ['etcd'], 'contributing factor': ['x'], organisation: ['Acme & Co.'] },
        own,
      ).toString(),
    ).toBe('contributing-factor=x&component=etcd');
    expect(
      Object.keys(
        orderFilterGroups(
          { year: {}, component: {}, type: {}, 'contributing factor': {} },
          facetsOf(own).map((f) => f.key),
        ),
      ),
    ).toEqual(['type', 'contributing factor', 'component', 'year']);
  });

  it("give a case page's Pagefind filters, in facet order, with the terms' labels", () => {
    const c = {
      root_causes: [{ term: 'capacity-scaling' }],
      components: ['etcd', 'lb-edge'],
      contributing_factors: [],
      organisation: 'acme',
      impact: { categories: ['outage'] },
    };
    const label = (t: string, s: string) => `${t}:${s}`;
    expect(caseFilters(searchFacets(defaultFacets, M), c, 2024, label, M)).toEqual({
      'root cause': ['root-causes:capacity-scaling'],
      component: ['components:etcd', 'components:lb-edge'],
      'contributing factor': [],
      organisation: ['organisations:acme'],
      year: ['2024'],
    });
    const own = caseFilters(
      searchFacets(['components', 'impact-categories'], M),
      c,
      2024,
      label,
      M,
    );
    expect(Object.keys(own)).toEqual(['component', 'impact category', 'year']);
    expect(own['impact category']).toEqual(['impact-categories:outage']);
  });
});

describe('search URL state', () => {
  it('maps slugs in the URL to filter labels', () => {
    const s = stateFromParams(
      new URLSearchParams(
        'q=etcd&component=etcd&component=lb-edge&root-cause=capacity-scaling&type=field-report&year=2024',
      ),
      values,
    );
    expect(s).toEqual({
      q: 'etcd',
      filters: {
        type: ['Field report'],
        'root cause': ['Capacity & scaling'],
        component: ['etcd', 'Load balancer, edge'],
        year: ['2024'],
      },
    });
  });

  it('writes labels back as slugs, in facet order, and round-trips', () => {
    const filters = {
      component: ['DNS: internal', 'Load balancer, edge'],
      organisation: ['Acme & Co.'],
      type: ['Case'],
    };
    const params = paramsFromState(' etcd ', filters, values);
    expect(params.toString()).toBe(
      'q=etcd&type=case&component=dns-internal&component=lb-edge&organisation=acme',
    );
    expect(stateFromParams(params, values)).toEqual({
      q: 'etcd',
      filters: {
        type: ['Case'],
        component: ['DNS: internal', 'Load balancer, edge'],
        organisation: ['Acme & Co.'],
      },
    });
  });

  it('reads constructor and __proto__ in a URL as the text given, not as members of Object', () => {
    expect(
      stateFromParams(
        new URLSearchParams('component=constructor&component=__proto__&organisation=toString'),
        values,
      ).filters,
    ).toEqual({
      component: ['constructor', '__proto__'],
      organisation: ['toString'],
    });
  });

  it('never splits a value on its comma, and keeps unknown values as given', () => {
    expect(
      stateFromParams(new URLSearchParams('component=Load balancer, edge'), values).filters,
    ).toEqual({ component: ['Load balancer, edge'] });
    expect(
      stateFromParams(new URLSearchParams('component=nope&colour=red'), values).filters,
    ).toEqual({ component: ['nope'] });
  });

  it('slugifies free labels', () => {
    expect(slugifyLabel('Field report')).toBe('field-report');
    expect(slugifyLabel('Impact category')).toBe('impact-category');
  });
});

describe('result text', () => {
  it('splits an excerpt into text and marks, decoding references, never parsing other tags', () => {
    expect(
      excerptParts('a &lt;b&gt;x&lt;/b&gt; <mark>etcd</mark> &amp; <img src=x onerror=alert(1)>'),
    ).toEqual([
      { text: 'a <b>x</b> ', mark: false },
      { text: 'etcd', mark: true },
      { text: ' & <img src=x onerror=alert(1)>', mark: false },
    ]);
  });

  it('decodes numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&#60;&#x3e;&quot;&#39;&bogus;')).toBe('<>"\'&bogus;');
  });

  it('says what kind of page, whose and when', () => {
    expect(
      resultKicker({ type: 'Case', organisation: 'Acme & Co.', year: '2024', title: 'x' }),
    ).toBe('Case · Acme & Co. · 2024');
    expect(resultKicker({ type: 'Concept' })).toBe('Concept');
  });
});
