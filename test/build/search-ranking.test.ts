// Search ranking on a built site (src/site/search-rank.ts over Pagefind's own index, queried from
// Node with Pagefind's JS): topical queries put cases first, with at most one best-match card for
// the term itself; specific queries find the right case in the first three; listing pages are
// found by their own name and description, never by the titles of the cases they list; excerpts
// come from the body, not the title. The fixture (test/fixtures/search) has seven cases and the
// short Kubernetes term pages that outscored every case before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../helpers/build-site.ts';
import { builtFixture } from '../helpers/shared-builds.ts';
import { heldUnits, queryUnits } from '../../src/site/search-units.ts';
import {
  loadPagefind,
  siteAliases,
  topResults,
  type Hit,
  type PagefindApi,
} from '../helpers/pagefind-query.ts';

let site: BuiltSite;
let pf: PagefindApi;
const top = (q: string, n = 5) => topResults(pf, site.dist, q, n);
const cases = (hits: Hit[]) => hits.filter((h) => h.type === 'Case');
const caseId = (h: Hit) => /IL-\d{4}/.exec(h.title)?.[0];

beforeAll(async () => {
  site = builtFixture('test/fixtures/search');
  if (site.status !== 0) throw new Error(`build failed:\n${site.stdout}\n${site.stderr}`);
  pf = await loadPagefind(site.dist);
});

/** Topical: at least three of the first five are cases, the first case is first or second, and only the first may be a best match. */
function expectCasesLead(hits: Hit[]): void {
  expect(cases(hits).length).toBeGreaterThanOrEqual(3);
  expect(hits.findIndex((h) => h.type === 'Case')).toBeLessThanOrEqual(1);
  expect(hits.slice(1).some((h) => h.bestMatch)).toBe(false);
}

describe('topical queries', () => {
  it('kubernetes: the Kubernetes term or concept as the one best match, then cases', async () => {
    const hits = await top('kubernetes');
    expectCasesLead(hits);
    expect(hits[0].bestMatch).toBe(true);
    expect(hits[0].title).toMatch(/^Kubernetes( \(component\))?$/);
    // Pagefind alone ranks the short term pages (GKE, AKS, kube-apiserver...) above every case.
    const raw = await pf.search('kubernetes');
    const rawTypes = await Promise.all(
      (raw?.results ?? []).slice(0, 5).map(async (r) => (await r.data()).meta?.type),
    );
    expect(rawTypes.filter((t) => t === 'Case').length).toBeLessThan(3);
  });

  it('upgrade: the root cause named by the query first, then the upgrade cases', async () => {
    const hits = await top('upgrade');
    expectCasesLead(hits);
    expect(hits[0]).toMatchObject({ bestMatch: true, title: 'Upgrade or migration (root cause)' });
    expect(cases(hits).map(caseId)).toEqual(expect.arrayContaining(['IL-0101', 'IL-0103']));
  });

  it('etcd quorum: the cases naming both words, then etcd cases marked with what they matched', async () => {
    const hits = await top('etcd quorum');
    expectCasesLead(hits);
    expect(caseId(hits.find((h) => h.type === 'Case')!)).toBe('IL-0106');
    const partial = hits.filter((h) => h.matched);
    expect(partial.length).toBeGreaterThan(0);
    for (const h of partial) expect(h.matched).toEqual(['etcd']);
  });

  it('etcd quorum upgrade: a generic extra word does not drop the case answering the rest', async () => {
    // "upgrade" is on six of the seven cases, but not on IL-0106, the etcd quorum case.
    const hits = await top('etcd quorum upgrade');
    const first = hits.find((h) => h.type === 'Case')!;
    expect(caseId(first)).toBe('IL-0106');
    expect(first.missing).toEqual(['upgrade']);
    // Stop words never count as a match.
    const withStop = await top('the etcd quorum of an upgrade');
    expect(caseId(withStop.find((h) => h.type === 'Case')!)).toBe('IL-0106');
  });

  it('k8s: an alias of the vocabulary finds its term and its cases', async () => {
    const hits = await top('k8s');
    expect(hits[0]).toMatchObject({ bestMatch: true });
    expect(hits[0].title).toMatch(/^Kubernetes( \(component\))?$/);
    expect(cases(hits).length).toBeGreaterThanOrEqual(3);
    // Pagefind alone finds only the cases (whose terms' aliases are indexed), not the term: no
    // page's text says "k8s".
    const raw = await Promise.all(
      ((await pf.search('k8s'))?.results ?? []).map(async (r) => (await r.data()).meta?.type),
    );
    expect(raw.every((t) => t === 'Case')).toBe(true);
  });

  it('no best match when no page is named by the query', async () => {
    const hits = await top('retries');
    expect(hits.some((h) => h.bestMatch)).toBe(false);
  });
});

describe('specific queries', () => {
  it.each([
    ['contoso etcd', 'IL-0106'],
    ['tombstone compaction storm', 'IL-0106'],
    ['northwind keepalive', 'IL-0101'],
    ['prow webhook', 'IL-0107'],
    ['coredns crash loop', 'IL-0104'],
  ])('%s finds %s first', async (q, id) => {
    const hits = await top(q, 3);
    expect(hits.map(caseId)[0]).toBe(id);
  });
});

describe('listing pages', () => {
  it('are not found by the titles of the cases they list', async () => {
    // "Hollowbrook" is only in IL-0105's title, which the Kubernetes Job, Fabrikam and year pages list.
    const hits = await top('hollowbrook', 10);
    expect(hits.map((h) => h.url)).toEqual(['/cases/IL-0105/']);
  });

  it('are found by their own name and description', async () => {
    const hits = await top('fictional streaming service', 3);
    expect(hits[0]).toMatchObject({ url: '/organisations/fabrikam/', type: 'Organisation' });
  });
});

describe('excerpts', () => {
  it('come from the body, not the title again', async () => {
    for (const h of cases(await top('kubernetes', 8))) {
      const title = h.title.replace(/^IL-\d{4}: /, '');
      const text = h.excerpt.replace(/<\/?mark>/g, '');
      expect(text).not.toContain(title.slice(0, 40));
      expect(h.excerpt).toMatch(/<mark>[^<]*kubernetes/i);
    }
  });
});

describe('what readers paste and type', () => {
  const firstCase = async (q: string) =>
    caseId(cases(await top(q, 8))[0] ?? ({ title: '' } as Hit));

  it('a pasted identifier is searched whole: the case holding it first', async () => {
    // IL-0109 repeats "err", "name", "not", "resolved" and "topology", "affinity", "error".
    expect(await firstCase('ERR_NAME_NOT_RESOLVED')).toBe('IL-0108');
    expect(await firstCase('browsers ERR_NAME_NOT_RESOLVED')).toBe('IL-0108');
    expect(await firstCase('TopologyAffinityError')).toBe('IL-0110');
    // An identifier no page holds is searched as its words.
    expect(cases(await top('ERR_NAME_NOT_FOUND', 8)).length).toBeGreaterThan(0);
  });

  it('a number finds the case of that ID', async () => {
    expect(await firstCase('105')).toBe('IL-0105');
    expect(await firstCase('112')).toBe('IL-0112');
  });

  it('practitioner words reach each other', async () => {
    // Pages say "timed out" (IL-0101, IL-0102, IL-0112), "update", "out of memory",
    // "daylight saving time", "all-reduce".
    const timeout = cases(await top('timeout', 8)).map(caseId);
    expect(timeout.slice(0, 3).sort()).toEqual(['IL-0101', 'IL-0102', 'IL-0112']);
    expect(await firstCase('patch')).toBe('IL-0111');
    expect(await firstCase('oom')).toBe('IL-0111');
    expect(await firstCase('dst')).toBe('IL-0111');
    expect(await firstCase('all reduce')).toBe('IL-0112');
  });

  it('case pages are found by the slugs and aliases of their terms in every vocabulary', async () => {
    // IL-0112's component is `gpu-fabric` ("GPU interconnect", alias NVLink); IL-0108's impact
    // category "Full outage" has the alias "hard down". No case's text says any of these.
    expect(cases(await top('nvlink', 8)).map(caseId)).toContain('IL-0112');
    const fabric = cases(await top('gpu fabric', 8));
    expect(caseId(fabric[0])).toBe('IL-0112');
    expect(fabric[0].missing).toBeUndefined();
    expect(cases(await top('hard down', 8)).map(caseId)).toContain('IL-0108');
    // Indexed, never shown: only inside a hidden element.
    const html = readFileSync(join(site.dist, 'cases/IL-0112/index.html'), 'utf8');
    expect(html).toContain('NVLink');
    expect(html.replace(/<div hidden[^>]*>[\s\S]*?<\/div>/g, '')).not.toMatch(/NVLink|gpu fabric/);
  });

  it('timeline filler words are stop words', async () => {
    // "after" is on most cases' timelines; "quorum after" is "quorum".
    const hits = await top('quorum after', 8);
    expect(hits.some((h) => h.matched?.includes('after') || h.missing?.includes('after'))).toBe(
      false,
    );
    expect(caseId(cases(hits)[0])).toBe('IL-0106');
  });
});

describe('partial matches', () => {
  /** The units of `q` that the marked words of `excerpt` hold. */
  const markedUnits = (q: string, excerpt: string) => {
    const units = queryUnits(q, siteAliases(site.dist));
    const marks = [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]).join(' ');
    return [...heldUnits(marks, units, units.keys())].map((u) => units[u].text).sort();
  };

  it('say they match only the words the page holds', async () => {
    // IL-0111 says "time" and "out", never "timeout" nor "timed out"; Pagefind matches it on "time".
    const hits = await top('timeout quorum', 10);
    expect(hits.find((h) => h.url === '/cases/IL-0111/')).toBeUndefined();
    for (const h of hits.filter((x) => x.matched)) {
      const html = readFileSync(join(site.dist, h.url, 'index.html'), 'utf8');
      const units = queryUnits('timeout quorum', siteAliases(site.dist));
      const text = html.replace(/<[^>]+>/g, ' ');
      for (const word of h.matched!)
        expect(heldUnits(text, units, units.keys())).toContain(
          units.findIndex((u) => u.text === word),
        );
    }
  });

  it('show the words that placed them in their excerpt', async () => {
    for (const q of ['gpu pods fabric', 'timeout quorum', 'etcd quorum']) {
      const partial = (await top(q, 10)).filter((h) => h.matched);
      expect(partial.length).toBeGreaterThan(0);
      for (const h of partial) expect(markedUnits(q, h.excerpt)).toEqual([...h.matched!].sort());
    }
  });
});
