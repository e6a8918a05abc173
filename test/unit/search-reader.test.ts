// The pure parts of search as a reader meets it: the best-match name rule (src/site/search-best-match.ts),
// honest filter counts and group order (src/site/search-facets.ts), history entries
// (src/site/search-history.ts), the "did you mean" dictionary (src/site/search-words.ts) and the
// partial-match note (src/site/search-result.ts).
import { describe, expect, it } from 'vitest';
import { defaultFacets, defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { vocabularyModel } from '../../src/model/vocabularies.ts';
import { honestFilters, orderFilterGroups, searchFacets } from '../../src/site/search-facets.ts';
import { historyAction, sameFilters } from '../../src/site/search-history.ts';
import { nameMatch } from '../../src/site/search-best-match.ts';
import { queryWords } from '../../src/site/search-query.ts';
import { isIdentifier, queryUnits } from '../../src/site/search-units.ts';
import { buildSearchAliases, isAbbreviation, searchName } from '../../src/site/search-aliases.ts';
import { caseNumberWords } from '../../src/site/search-index-text.ts';
import { excerptParts, resultNote, sectionExcerpt } from '../../src/site/search-result.ts';
import {
  buildSearchWords,
  clearlyMore,
  correctQuery,
  correctWord,
  MAX_WORDS,
  needsDictionary,
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
    // A search page passes its library's facets, here the default ones.
    const order = searchFacets(defaultFacets, vocabularyModel(defaultVocabularyList())).map(
      (f) => f.key,
    );
    expect(Object.keys(orderFilterGroups(counts, order))).toEqual([
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

  it('never corrects a word the library holds, however rare', () => {
    const full = buildSearchWords([
      'Kubernetes removed',
      'The incident was resolved; a global outage',
      'Chrome showed DNS_PROBE_FINISHED_NXDOMAIN',
    ]);
    expect(correctQuery('resolved', full)).toBeUndefined();
    expect(correctQuery('global', full)).toBeUndefined();
    expect(correctQuery('DNS_PROBE_FINISHED_NXDOMAIN', full)).toBeUndefined();
    expect(correctQuery('resolvd', full)).toBe('resolved');
    // The start of a word of the library: the reader may still be typing it.
    expect(correctQuery('resolv', full)).toBeUndefined();
    expect(full.counts?.[full.words.indexOf('kubernetes')]).toBe(1);
  });

  it('loads the dictionary only for a word that found nothing or only longer words', () => {
    const exact = new Set(['etcd', 'upgrade']);
    expect(needsDictionary([{ text: 'etcd', pages: 9 }], exact)).toBe(false);
    expect(needsDictionary([{ text: 'clodflare', pages: 0 }], exact)).toBe(true);
    expect(needsDictionary([{ text: 'resolv', pages: 61 }], exact)).toBe(true);
    expect(needsDictionary([{ text: 'k8s', pages: 0 }], exact)).toBe(false); // digits
    expect(needsDictionary([{ text: 'config push', pages: 3 }], exact)).toBe(false);
  });

  it("shows a correction's results only when it finds clearly more", () => {
    expect(clearlyMore(0, 1)).toBe(true);
    expect(clearlyMore(2, 16)).toBe(true);
    expect(clearlyMore(10, 12)).toBe(false);
    expect(clearlyMore(1, 3)).toBe(false);
    expect(clearlyMore(5, 0)).toBe(false);
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

describe('query units and synonyms', () => {
  const aliases = buildSearchAliases([
    { kind: 'term', name: 'Kubernetes', aliases: ['k8s', 'kube'] },
    { kind: 'term', name: 'Load balancer and request routing', aliases: ['LB', 'load balancer'] },
    {
      kind: 'term',
      name: 'Configuration change',
      aliases: ['config push', 'config rollout', 'configuration deploy'],
    },
    { kind: 'term', name: 'PostgreSQL', aliases: ['PG', 'Postgres'] },
    // A concept's abbreviations lead to it; its related topics do not widen a query.
    { kind: 'concept', name: 'Deployment pipeline', aliases: ['CI/CD', 'rollback', 'bad deploy'] },
    { kind: 'concept', name: 'Amazon S3', aliases: ['S3', 'object storage'] },
  ]);

  it('builds aliases from terms and the abbreviations of concepts', () => {
    expect(aliases.k8s).toEqual(['kubernetes']);
    expect(aliases.kube).toEqual(['kubernetes']);
    expect(aliases.lb).toEqual(['load balancer']);
    expect(aliases['config push']).toEqual([
      'config rollout',
      'configuration change',
      'configuration deploy',
    ]);
    expect(aliases.pg).toEqual(['postgres', 'postgresql']);
    expect(aliases.s3).toEqual(['amazon s3']);
    expect(aliases.rollback).toBeUndefined();
    expect(aliases['bad deploy']).toBeUndefined();
    expect(aliases['load balancer']).toBeUndefined(); // the term's own name
    expect(searchName('Relational database (engine not named)')).toBe('Relational database');
    expect(searchName('TLS certificates and PKI')).toBe('TLS certificates');
    expect(['LB', 'k8s', 'kube', 'S3', 'EBS'].every(isAbbreviation)).toBe(true);
    expect(['Postgres', 'rollback', 'load balancer'].some(isAbbreviation)).toBe(false);
  });

  it('cuts a query into units: stop words out, an alias phrase as one unit with what it stands for', () => {
    expect(queryUnits('the k8s upgrade of etcd', aliases)).toEqual([
      { text: 'k8s', alternatives: ['k8s', 'kubernetes'] },
      { text: 'upgrade', alternatives: ['upgrade'] },
      { text: 'etcd', alternatives: ['etcd'] },
    ]);
    expect(queryUnits('LB timeout', aliases)[0]).toEqual({
      text: 'lb',
      alternatives: ['lb', 'load balancer'],
    });
    expect(queryUnits('global config push', aliases).map((u) => u.text)).toEqual([
      'global',
      'config push',
    ]);
    expect(queryUnits('config push', aliases)[0].alternatives).toContain('configuration change');
    // A query of stop words only is searched as it is.
    expect(queryUnits('the', aliases)).toEqual([{ text: 'the', alternatives: ['the'] }]);
    expect(queryUnits('etcd etcd')).toHaveLength(1);
  });

  it('takes a pasted identifier whole, unless asked for its words; filler words are stop words', () => {
    expect(queryUnits('chrome "ERR_NAME_NOT_RESOLVED", after a deploy')).toEqual([
      { text: 'chrome', alternatives: ['chrome'] },
      { text: 'err_name_not_resolved', alternatives: ['err_name_not_resolved'], identifier: true },
      { text: 'deploy', alternatives: ['deploy'] },
    ]);
    expect(
      queryUnits('ERR_NAME_NOT_RESOLVED', {}, new Set(['err_name_not_resolved'])).map(
        (u) => u.text,
      ),
    ).toEqual(['err', 'name', 'not', 'resolved']);
    expect(['java.lang.OutOfMemoryError', 'std::bad_alloc', 'ERR_X'].every(isIdentifier)).toBe(
      true,
    );
    expect(['crash-looping', 'v1.24', 'k8s', 'TopologyAffinityError'].some(isIdentifier)).toBe(
      false,
    );
    expect(queryUnits('failed then again later after').map((u) => u.text)).toEqual(['failed']);
  });

  it('adds the practitioner synonyms, each group reaching every member as written', () => {
    const withSynonyms = buildSearchAliases(
      [],
      [
        ['timeout', 'timed out'],
        ['oom', 'out of memory'],
      ],
    );
    expect(withSynonyms).toEqual({
      oom: ['out of memory'],
      'out memory': ['oom'],
      'timed out': ['timeout'],
      timeout: ['timed out'],
    });
    const defaults = buildSearchAliases([]);
    expect(defaults.patch).toEqual(['update']);
    expect(defaults.dst).toContain('daylight saving time');
    expect(defaults.allreduce).toEqual(['all reduce']);
    expect(queryUnits('oom', defaults)[0].alternatives).toEqual([
      'oom',
      'oomkilled',
      'out of memory',
    ]);
  });

  it("gives search a case's number and its terms' names, slugs and aliases", () => {
    expect(caseNumberWords('IL-0190')).toEqual(['0190', '190']);
    expect(caseNumberWords('ACME-12345')).toEqual(['12345']);
    expect(caseNumberWords('X-abc')).toEqual([]);
  });
});

describe('excerpts', () => {
  it('marks the word only, not the punctuation around it', () => {
    expect(
      excerptParts(
        'had <mark>expired,</mark> the <mark>(expiry</mark> of TLS <mark>certificates).</mark>',
      ),
    ).toEqual([
      { text: 'had ', mark: false },
      { text: 'expired', mark: true },
      { text: ', the (', mark: false },
      { text: 'expiry', mark: true },
      { text: ' of TLS ', mark: false },
      { text: 'certificates', mark: true },
      { text: ').', mark: false },
    ]);
    expect(excerptParts('<mark>kube-proxy</mark>')).toEqual([{ text: 'kube-proxy', mark: true }]);
  });

  it('comes from the one section with the most matches, without its heading', () => {
    const page = {
      excerpt: 'client <mark>certificate</mark> expired. Root cause. According to',
      sub_results: [
        {
          title: 'IL-0413: title',
          excerpt: 'February an <mark>expired</mark> client',
          locations: [3],
        },
        {
          title: 'Trigger',
          excerpt: 'Trigger. A client <mark>certificate</mark> <mark>expired.</mark>',
          locations: [40, 41],
        },
        { title: 'Root cause', excerpt: 'the <mark>expired</mark> client', locations: [50] },
      ],
    };
    expect(sectionExcerpt(page)).toBe('A client <mark>certificate</mark> <mark>expired.</mark>');
    expect(sectionExcerpt({ excerpt: 'plain' })).toBe('plain');
  });
});
