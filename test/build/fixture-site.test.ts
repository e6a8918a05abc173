// Builds the small fixture site once and asserts on the HTML in dist/ and on the Pagefind index.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../helpers/build-site.ts';
import { builtFixture } from '../helpers/shared-builds.ts';
import { builtRefusedSite } from '../helpers/refused-content.ts';

const PROJECT = 'test/fixtures/basic';
let site: BuiltSite;
const html = (path: string) => readFileSync(join(site.dist, path, 'index.html'), 'utf8');

beforeAll(() => {
  site = builtFixture(PROJECT);
});

describe('fixture site build', () => {
  it('succeeds', () => {
    expect(site.stderr).not.toMatch(/error/i);
    expect(site.status).toBe(0);
  });

  it('case page links every term page it names', () => {
    const page = html('cases/IL-0001');
    for (const href of [
      '/components/etcd/',
      '/components/dns-internal/',
      '/root-causes/software-defect/',
      '/contributing-factors/no-client-keepalive/',
      '/organisations/example-corp/',
      '/concepts/etcd/',
    ]) {
      expect(page).toContain(`href="${href}"`);
    }
  });

  it('term page lists its cases and says how many', () => {
    const page = html('components/etcd');
    expect(page).toContain('2 cases involve etcd.');
    expect(page).toContain('href="/cases/IL-0001/"');
    expect(page).toContain('href="/cases/IL-0002/"');
    expect(html('root-causes/capacity-scaling')).toContain(
      'No cases have the root cause Capacity &amp; scaling.',
    );
  });

  it('renders cross-links in bodies as page links', () => {
    expect(html('cases/IL-0001')).toContain('<a href="/cases/IL-0002/">IL-0002</a>');
    expect(html('concepts/etcd')).toContain(
      '<a href="/cases/IL-0002/#user-content-trigger">the keepalive case</a>',
    );
  });

  it('keeps labels with punctuation whole, one page per term', () => {
    expect(html('components/dns-internal')).toContain('<h1>DNS: internal</h1>');
    expect(html('components/lb-edge')).toContain('<h1>Load balancer, edge</h1>');
    expect(html('cases/IL-0001')).toContain(
      '<span data-pagefind-filter="component">DNS: internal</span>',
    );
  });

  it('writes no podcast feed and links none, as no transcript has audio', () => {
    expect(existsSync(join(site.dist, 'podcast.xml'))).toBe(false);
    for (const p of ['', 'concepts/etcd', 'cases/IL-0001'])
      expect(html(p), p || 'home').not.toContain('podcast.xml');
  });

  it('writes a Pagefind index that holds the case pages and term pages but no listing pages', () => {
    const entry = JSON.parse(readFileSync(join(site.dist, 'pagefind/pagefind-entry.json'), 'utf8'));
    const pages = Object.values(entry.languages as Record<string, { page_count: number }>).reduce(
      (n, l) => n + l.page_count,
      0,
    );
    // 2 cases + 1 concept + 2 mitigations + term pages (3 components, 2 root causes, 1 factor, 1 impact, 1 organisation) but never /cases/ or /components/
    const termPages = readdirSync(join(site.dist, 'components')).filter(
      (d) => d !== 'index.html',
    ).length;
    expect(termPages).toBe(3);
    expect(pages).toBe(2 + 1 + 2 + 3 + 2 + 1 + 1 + 1);
    expect(readdirSync(join(site.dist, 'pagefind/fragment')).length).toBe(pages);
  });
});

describe('mitigations', () => {
  it('shows a case its mitigations with their relation in words, and links the one its body names', () => {
    const page = html('cases/IL-0002');
    const section = page.slice(page.indexOf('id="page-mitigations"'));
    expect(section).toMatch(
      /href="\/mitigations\/client-keepalives\/">Client keepalives<\/a> <span class="relation">– Adopted afterwards</,
    );
    expect(section).toMatch(
      /href="\/mitigations\/staged-rollouts\/">Staged rollouts<\/a> <span class="relation">– Our suggestion</,
    );
    expect(section).toContain('the organisation did not say so');
    expect(page).toContain('<a href="/mitigations/client-keepalives/">client keepalives</a>');
    expect(html('cases/IL-0001')).not.toContain('id="page-mitigations"');
  });

  it('gives each mitigation a page: its cost, its cases by relation with their own sentence, what it covers, sources and a feed', () => {
    const page = html('mitigations/client-keepalives');
    expect(page).toContain('<h1>Client keepalives</h1>');
    expect(page).toContain('More idle traffic, and a timeout to tune');
    expect(page).toMatch(
      /data-relation="adopted-after"[\s\S]*IL-0002[\s\S]*From the case on Example Corp’s incident:[\s\S]*Turn on client keepalives so that a dead peer is noticed within seconds\./,
    );
    expect(page).not.toContain('data-relation="suggested"');
    for (const href of [
      '/root-causes/software-defect/',
      '/components/etcd/',
      '/contributing-factors/no-client-keepalive/',
      '/mitigations/staged-rollouts/',
      'https://example.org/keepalives',
      '/mitigations/client-keepalives/rss.xml',
    ])
      expect(page).toContain(`href="${href}"`);
    expect(page).toContain('<span data-pagefind-filter="type">Mitigation</span>');
    const feed = readFileSync(join(site.dist, 'mitigations/client-keepalives/rss.xml'), 'utf8');
    expect(feed).toContain('/cases/IL-0002/');
    expect(feed).not.toContain('/cases/IL-0001/');
    // Named as related by the other, and suggested for one case.
    const other = html('mitigations/staged-rollouts');
    expect(other).toContain('href="/mitigations/client-keepalives/"');
    expect(other).toMatch(/data-relation="suggested"[\s\S]*A node died\./);
  });

  it('lists them by root cause with counts, beside the matrix, and links them from the footer', () => {
    const index = html('mitigations');
    expect(index).toMatch(
      /Software defect<\/a><\/h2>[\s\S]*Client keepalives<\/a> <span class="count">1 case<\/span>[\s\S]*1 adopted it/,
    );
    expect(index).toMatch(
      /Addressing no single root cause[\s\S]*Staged rollouts<\/a> <span class="count">1 case/,
    );
    expect(index).toMatch(/id="by-cause"[\s\S]*Client keepalives[\s\S]*heat-4">\s*1\s*</);
    expect(html('matrix')).toContain('href="/mitigations/#by-cause"');
    expect(html('')).toContain('href="/mitigations/">Mitigations</a>');
  });
});

describe('a broken cross-link', () => {
  // Read from the shared refused build (test/helpers/refused-content.ts): the basic fixture's
  // content with this broken link in IL-0001, inside the hostile corpus's site with its refused
  // bodies, which test/build/hostile-site.test.ts asserts on. One refused build for both.
  it('fails the build naming file and line, and writes nothing', () => {
    const r = builtRefusedSite();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('content/cases/IL-0001.md:35:32 body: broken link');
    expect(r.stderr).toContain('broken link "case:IL-0404": no case "IL-0404" exists');
    expect(existsSync(r.dist)).toBe(false);
  });
});
