// The pure parts of search as a reader meets it: the best-match name rule (src/site/search-rank.ts),
// honest filter counts and group order (src/site/search-facets.ts), history entries
// (src/site/search-history.ts), the "did you mean" dictionary (src/site/search-words.ts) and the
// partial-match note (src/site/search-result.ts).
import { describe, expect, it } from 'vitest';
import { honestFilters, orderFilterGroups } from '../../src/site/search-facets.ts';
import { historyAction, sameFilters } from '../../src/site/search-history.ts';
import { nameMatch, queryWords } from '../../src/site/search-rank.ts';
import { resultNote } from '../../src/site/search-result.ts';
import {
  buildSearchWords,
  correctQuery,
  correctWord,
  MAX_WORDS,
} from '../../src/site/search-words.ts';

describe('best-match names', () => {
  it('ranks exact names over names that start with or hold the query', () => {
    expect(nameMatch('Kubernetes (component)', ['kubernetes'])).toBe(3);
    expect(nameMatch('Kubernetes', ['kubernetes'])).toBe(3);
    expect(nameMatch('Kubernetes Job (component)', ['kubernetes'])).toBe(2);
    expect(nameMatch('Google Kubernetes Engine (GKE) (component)', ['kubernetes'])).toBe(1);
    expect(nameMatch('Upgrade or migration (root cause)', ['upgrade'])).toBe(2);
    expect(nameMatch('Deferred upgrades (contributing factor)', ['upgrade'])).toBe(1);
    expect(nameMatch('Raft (component)', ['etcd', 'quorum'])).toBe(0);
    expect(nameMatch('DNS', ['dn'])).toBe(0); // short words match whole words only
  });

  it('splits queries as Pagefind does', () => {
    expect(queryWords('kube-apiserver  ETCD.quorum')).toEqual([
      'kube',
      'apiserver',
      'etcd',
      'quorum',
    ]);
  });
});

describe('filter counts', () => {
  it('orders groups as documented, unknown groups last', () => {
    const counts = {
      year: {},
      component: {},
      organisation: {},
      type: {},
      zeta: {},
      'root cause': {},
      'contributing factor': {},
      alpha: {},
    };
    expect(Object.keys(orderFilterGroups(counts))).toEqual([
      'type',
      'root cause',
      'component',
      'contributing factor',
      'organisation',
      'year',
      'alpha',
      'zeta',
    ]);
  });

  it('shows the counts of the current results, also for a ticked value', () => {
    const r = honestFilters({
      results: [1, 2, 3],
      filters: { type: { Case: 3, Concept: 0 }, component: { CoreDNS: 3, DNS: 2 } },
      totalFilters: {
        type: { Case: 8, Concept: 14 },
        component: { CoreDNS: 4, DNS: 9 },
        year: { '2020': 5 },
      },
    });
    expect(r.totalFilters).toEqual({
      type: { Case: 3, Concept: 0 },
      component: { CoreDNS: 3, DNS: 2 },
      year: { '2020': 0 },
    });
    expect(r.filters).toEqual(r.totalFilters);
    expect(r.results).toEqual([1, 2, 3]);
  });
});

describe('history entries', () => {
  const s = (q: string, filters: Record<string, string[]> = {}) => ({ q, filters });
  it('pushes a filter change or a new query', () => {
    expect(historyAction(s('dns'), s('dns', { type: ['Case'] }))).toBe('push');
    expect(historyAction(s('dns', { type: ['Case'] }), s('dns'))).toBe('push');
    expect(historyAction(s('etcd'), s('upgrade'))).toBe('push');
    expect(historyAction(s(''), s('k'))).toBe('push');
  });
  it('replaces while typing on or deleting back in the same query', () => {
    expect(historyAction(s('kub'), s('kubernetes'))).toBe('replace');
    expect(historyAction(s('kubernetes'), s('kube'))).toBe('replace');
    expect(historyAction(s('k'), s(''))).toBe('replace');
  });
  it('does nothing when nothing changed, whatever the order of values', () => {
    expect(
      historyAction(s('dns', { component: ['a', 'b'] }), s(' dns ', { component: ['b', 'a'] })),
    ).toBe('none');
    expect(sameFilters({ component: [] }, {})).toBe(true);
  });
});

describe('did you mean', () => {
  const dict = buildSearchWords([
    'Kubernetes',
    'Kubernetes Job',
    'etcd',
    'CoreDNS crash loop',
    'Upgrade or migration',
    'Deferred upgrades',
    'kube-proxy',
    'Cloudflare 1.1.1.1 outage',
  ]);

  it('keeps words of four letters or more without digits, most frequent first', () => {
    expect(dict.words.slice(0, 1)).toEqual(['kubernetes']);
    expect(dict.words).toContain('coredns');
    expect(dict.words).not.toContain('etcd'.slice(0, 3));
    expect(dict.words).not.toContain('job'); // three letters
    expect(dict.words.some((w) => /\d/.test(w))).toBe(false);
    expect(
      buildSearchWords(
        Array.from(
          { length: MAX_WORDS + 10 },
          (_, i) =>
            `w${'abcdefghij'[i % 10]}${'abcdefghij'[Math.floor(i / 10) % 10]}${'abcdefghij'[Math.floor(i / 100) % 10]}${'abcdefghij'[Math.floor(i / 1000) % 10]}`,
        ),
      ).words.length,
    ).toBeLessThanOrEqual(MAX_WORDS);
  });

  it('corrects words one or two edits away, and leaves known, short and numeric words', () => {
    expect(correctWord('kuberntes', dict)).toBe('kubernetes');
    expect(correctWord('kubernets', dict)).toBe('kubernetes');
    expect(correctWord('upgrde', dict)).toBe('upgrade');
    expect(correctWord('corends', dict)).toBe('coredns');
    expect(correctWord('kubernetes', dict)).toBeUndefined();
    expect(correctWord('etc', dict)).toBeUndefined();
    expect(correctWord('zzqqxx', dict)).toBeUndefined();
    expect(correctWord('v1234', dict)).toBeUndefined();
    expect(correctWord('outgae', dict)).toBe('outage');
    expect(correctWord('oatage', dict)).toBe('outage');
    expect(correctWord('crsh', dict)).toBe('crash'); // 4 letters: one edit
    expect(correctWord('crxsx', dict)).toBeUndefined(); // 5 letters: two edits is too many
  });

  it('corrects a whole query or says nothing changed', () => {
    expect(correctQuery('Kuberntes upgrde', dict)).toBe('kubernetes upgrade');
    expect(correctQuery('kubernetes upgrade', dict)).toBeUndefined();
  });
});

describe('partial-match note', () => {
  it('says which words matched', () => {
    expect(resultNote({ matched: ['etcd'], missing: ['quorum'] })).toBe(
      'Matches “etcd”, not “quorum”',
    );
    expect(resultNote({ bestMatch: true } as { matched?: string[] })).toBe('');
  });
});
