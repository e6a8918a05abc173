// The site features on the built fixture site (test/fixtures/site): feeds, podcast, open data, stats,
// citations, breadcrumbs, redirects, sitemap, meta tags. Built once, in a time zone far from UTC,
// so every date must come out the same as under UTC.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as pagefind from 'pagefind';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { sourceArchive } from '../../src/site/archive.ts';
import { fromCsvRecord } from '../../src/site/export-csv.ts';
import { exportCase } from '../../src/site/export.ts';
import { byNewestAdded } from '../../src/site/feeds.ts';
import { instantYear } from '../../src/model/dates.ts';
import { closePagefind } from '../../src/postbuild/pagefind-process.ts';
import { htmlPages, isSearchable } from '../../src/postbuild/pagefind-shards.ts';
import { searchDocument } from '../../src/postbuild/search-document.ts';
import type { Library } from '../../src/model/library.ts';
import { ROOT } from '../helpers/build-site.ts';
import { flagshipTerms } from '../helpers/flagship-terms.ts';
import {
  buildFixtureSite,
  fixtureLibrary,
  SITE_CONTENT,
  SITE_PUBLIC,
} from '../helpers/site-fixture.ts';

const SITE = 'https://incident-library.example.org';
let dist: string;
let lib: Library;
const file = (p: string) => readFileSync(join(dist, p), 'utf8');
const page = (p: string) => file(join(p, 'index.html'));
/** The markup with every quoted attribute value emptied: what is left is tags, not text. */
const tagsOnly = (html: string) => html.replace(/="[^"]*"/g, '=""');
const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'category', 'podcast:transcript'].includes(name),
});
const label = (taxonomy: keyof Library['taxonomies'], slug: string) =>
  lib.taxonomies[taxonomy][slug].label;

function htmlFiles(dir = dist): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory())
      return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(p);
    return name.endsWith('.html') ? [relative(dist, p)] : [];
  });
}

beforeAll(() => {
  dist = buildFixtureSite({ TZ: 'Pacific/Kiritimati' }).dist;
  lib = fixtureLibrary();
});

describe('feeds', () => {
  it('parse as XML', () => {
    for (const f of [
      'rss.xml',
      'podcast.xml',
      'components/etcd/rss.xml',
      'root-causes/config-ttl/rss.xml',
      'sitemap-index.xml',
      'sitemap-0.xml',
    ]) {
      expect(XMLValidator.validate(file(f)), f).toBe(true);
    }
  });

  it('list the newest cases with their titles, links and the day each was added (00:00 UTC)', () => {
    const items = xml.parse(file('rss.xml')).rss.channel.item;
    const expected = byNewestAdded(lib.cases);
    expect(items.map((i: { title: string }) => i.title)).toEqual(
      expected.map((c) => `${c.id}: ${c.data.title}`),
    );
    for (const [i, c] of expected.entries()) {
      expect(items[i].link).toBe(`${SITE}/cases/${c.id}/`);
      expect(items[i].description).toBe(c.data.summary);
      expect(new Date(items[i].pubDate).toISOString()).toBe(`${c.data.added}T00:00:00.000Z`);
      expect(items[i].category).toEqual([
        ...flagshipTerms(c.data).components.map((s) => label('components', s)),
        ...[...new Set(flagshipTerms(c.data).root_causes.map((r) => r.term))].map((s) =>
          label('root-causes', s),
        ),
      ]);
    }
  });

  it('give every term of every vocabulary a feed of exactly its cases, announced on its page', () => {
    for (const [taxonomy, field] of [
      ['components', (c: Library['cases'][number]) => flagshipTerms(c.data).components],
      [
        'root-causes',
        (c: Library['cases'][number]) => flagshipTerms(c.data).root_causes.map((r) => r.term),
      ],
      [
        'contributing-factors',
        (c: Library['cases'][number]) => flagshipTerms(c.data).contributing_factors,
      ],
      ['organisations', (c: Library['cases'][number]) => [flagshipTerms(c.data).organisation]],
      [
        'impact-categories',
        (c: Library['cases'][number]) => flagshipTerms(c.data).impact.categories,
      ],
    ] as const) {
      for (const slug of Object.keys(lib.taxonomies[taxonomy])) {
        const items = xml.parse(file(`${taxonomy}/${slug}/rss.xml`)).rss.channel.item ?? [];
        const ids = items.map((i: { link: string }) => /IL-\d{4}/.exec(i.link)![0]).sort();
        expect(ids, `${taxonomy}/${slug}`).toEqual(
          lib.cases
            .filter((c) => field(c).includes(slug))
            .map((c) => c.id)
            .sort(),
        );
        expect(page(`${taxonomy}/${slug}`)).toContain(
          `<link rel="alternate" type="application/rss+xml" title=`,
        );
        expect(page(`${taxonomy}/${slug}`)).toContain(`href="/${taxonomy}/${slug}/rss.xml"`);
      }
    }
    expect(xml.parse(file('organisations/acme/rss.xml')).rss.channel.item.length).toBeGreaterThan(
      0,
    );
    expect(page('cases/IL-0001')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Incident Library: recently added cases" href="/rss.xml">',
    );
  });

  it('give every year a feed of exactly the cases that started in it, announced on its page', () => {
    const years = [...new Set(lib.cases.map((c) => instantYear(c.data.incident.start)))];
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) {
      const feed = file(`years/${year}/rss.xml`);
      expect(XMLValidator.validate(feed), `years/${year}`).toBe(true);
      const items = xml.parse(feed).rss.channel.item ?? [];
      expect(items.map((i: { link: string }) => /IL-\d{4}/.exec(i.link)![0]).sort()).toEqual(
        lib.cases
          .filter((c) => instantYear(c.data.incident.start) === year)
          .map((c) => c.id)
          .sort(),
      );
      expect(page(`years/${year}`)).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Incidents of ${year}: new cases" href="/years/${year}/rss.xml">`,
      );
    }
  });

  it('offer the podcast, as a transcript has audio: its feed from the podcast pages and the footer names it', () => {
    expect(page('transcripts')).toContain('href="/podcast.xml"');
    expect(page('transcripts/etcd-episode')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Incident Library podcast" href="/podcast.xml">',
    );
    expect(page('')).toContain('<a href="/transcripts/">Podcast</a>');
  });

  it('publish the podcast with enclosure, itunes tags and both transcripts', () => {
    const channel = xml.parse(file('podcast.xml')).rss.channel;
    expect(channel['itunes:author']).toBe('Incident Library contributors');
    // No owner is made up for a library that names none; the feed is not locked.
    expect(channel).not.toHaveProperty('itunes:owner');
    expect(channel['podcast:locked']).toBe('no');
    expect(String(channel['itunes:explicit'])).toBe('false');
    expect(existsSync(join(dist, new URL(channel['itunes:image']['@_href']).pathname))).toBe(true);
    const t = lib.transcripts.find((x) => x.data.audio)!;
    const [item] = channel.item;
    expect(item.title).toBe(t.data.title);
    expect(item.enclosure).toEqual({
      '@_url': `${SITE}/audio/fixture-episode.mp3`,
      '@_length': String(statSync(join(SITE_PUBLIC, 'audio/fixture-episode.mp3')).size),
      '@_type': 'audio/mpeg',
    });
    expect(item['itunes:duration']).toBe(20);
    expect(item['podcast:transcript'].map((x: Record<string, string>) => x['@_type'])).toEqual([
      'text/vtt',
      'application/json',
    ]);
    for (const x of item['podcast:transcript'])
      expect(existsSync(join(dist, new URL(x['@_url']).pathname)), x['@_url']).toBe(true);
  });
});

describe('podcast transcript page', () => {
  it('has the player, chapter times that seek it, and the two downloads', () => {
    const html = page('transcripts/etcd-episode');
    expect(html).toContain(
      '<audio id="episode-audio" controls preload="none" src="/audio/fixture-episode.mp3">',
    );
    expect(html).toMatch(
      /<a class="time" href="\/audio\/fixture-episode.mp3#t=0" data-seek="0"[^>]*>0:00<\/a>/,
    );
    expect(html).toMatch(
      /<a class="time" href="\/audio\/fixture-episode.mp3#t=10" data-seek="10"[^>]*>0:10<\/a>/,
    );
    const vtt = file('transcripts/etcd-episode/transcript.vtt');
    expect(vtt).toMatch(/^WEBVTT\n/);
    expect(vtt).toContain('00:00:10.000 --> ');
    expect(vtt).toContain('<v Host>And when the leader goes away?');
    const json = JSON.parse(file('transcripts/etcd-episode/transcript.json'));
    expect(json.segments).toHaveLength(4);
    expect(json.segments[2]).toMatchObject({
      speaker: 'Host',
      startTime: 10,
      body: 'And when the leader goes away?',
    });
    expect(json.segments.at(-1).endTime).toBe(20);
  });
});

describe('open data', () => {
  const expected = () =>
    lib.cases
      .map((c) => exportCase(c.data, `${SITE}/cases/${c.id}/`))
      .sort((a, b) => (a.id < b.id ? -1 : 1));

  it('cases.json holds every case with the content values and its URL', () => {
    const doc = JSON.parse(file('data/cases.json'));
    expect(doc.license).toBe('CC-BY-4.0');
    expect(doc.count).toBe(lib.cases.length);
    expect([...doc.cases].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(expected());
  });

  it("cases.json and cases.csv hold each case's timeline, and the Open data page documents it", () => {
    const doc = JSON.parse(file('data/cases.json'));
    const want = lib.cases.find((c) => c.id === 'IL-0006')!.data.timeline;
    expect(want).toHaveLength(5);
    expect(doc.cases.find((c: { id: string }) => c.id === 'IL-0006').timeline).toEqual(want);
    expect(doc.cases.find((c: { id: string }) => c.id === 'IL-0001').timeline).toEqual([]);
    const rows = parseCsv(file('data/cases.csv'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(JSON.parse(rows.find((r) => r.id === 'IL-0006')!.timeline)).toEqual(want);
    const html = page('data');
    expect(html).toContain('id="data-timeline"');
    for (const f of ['at', 'precision', 'event', 'kind'])
      expect(html).toContain(`<code>${f}</code>`);
  });

  it('cases.csv round-trips to the same values, with formula cells neutralised', () => {
    const text = file('data/cases.csv');
    const rows = parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => fromCsvRecord(r)).sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
      expected(),
    );
    const cells = (parseCsv(text, { bom: true }) as string[][]).flat();
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
    expect(cells.some((c) => c.startsWith("'=HYPERLINK("))).toBe(true);
  });

  it('publishes the vocabularies and JSON Schemas the Open data page links', () => {
    const html = page('data');
    const links = [...html.matchAll(/href="(\/(?:data|schemas)\/[^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(8);
    for (const l of links) expect(existsSync(join(dist, l)), l).toBe(true);
    expect(JSON.parse(file('data/vocabularies/components.json'))).toEqual(
      Object.fromEntries(
        Object.entries(lib.taxonomies.components).sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    );
    const schema = links.find((l) => l.endsWith('/case.schema.json'))!;
    expect(JSON.parse(file(schema)).properties).toHaveProperty('root_causes');
    // cases.json names a schema the page links, and every record passes it, as ajv reads it.
    const doc = JSON.parse(file('data/cases.json'));
    const named = new URL(doc.$schema).pathname;
    expect(doc.$schema).toBe(`${SITE}${named}`);
    expect(links).toContain(named);
    const validate = addFormats(new Ajv({ allErrors: true })).compile(JSON.parse(file(named)));
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(doc.cases).toHaveLength(lib.cases.length);
    expect(html).toContain('https://creativecommons.org/licenses/by/4.0/');
  });
});

describe('statistics', () => {
  const chart = (html: string, id: string) => {
    const block = html.slice(
      html.indexOf(`data-chart="${id}"`),
      // The chart, then its table folded under it: the block ends with the table.
      html.indexOf('</table>', html.indexOf(`data-chart="${id}"`)),
    );
    const svg = block.slice(0, block.indexOf('</svg>'));
    const table = block.slice(block.indexOf('<table'));
    const bars = [...svg.matchAll(/data-label="([^"]*)" data-value="(\d+)"/g)].map((m) => [
      decode(m[1]),
      Number(m[2]),
    ]);
    const rows = [
      ...table.matchAll(
        /<tr><th scope="row">(?:<a href="[^"]*">)?([^<]*)(?:<\/a>)?<\/th><td class="num">(\d+)<\/td>/g,
      ),
    ].map((m) => [decode(m[1]), Number(m[2])]);
    const links = [...svg.matchAll(/<a href="([^"]*)" aria-label/g)].map((m) => m[1]);
    return { bars, rows, links };
  };
  const counted = (
    names: (c: Library['cases'][number]) => string[],
    taxonomy: keyof Library['taxonomies'],
  ) => {
    const n = new Map<string, number>();
    for (const c of lib.cases)
      for (const s of new Set(names(c)))
        n.set(label(taxonomy, s), (n.get(label(taxonomy, s)) ?? 0) + 1);
    return n;
  };

  it('draws each vocabulary chart with exactly the taxonomy counts, each bar linking its term page', () => {
    const html = page('stats');
    const cases: [
      string,
      keyof Library['taxonomies'],
      (c: Library['cases'][number]) => string[],
    ][] = [
      [
        'chart-root-causes',
        'root-causes',
        (c) => flagshipTerms(c.data).root_causes.map((r) => r.term),
      ],
      ['chart-components', 'components', (c) => flagshipTerms(c.data).components],
      ['chart-organisations', 'organisations', (c) => [flagshipTerms(c.data).organisation]],
      ['chart-factors', 'contributing-factors', (c) => flagshipTerms(c.data).contributing_factors],
    ];
    for (const [id, taxonomy, names] of cases) {
      const { bars, rows, links } = chart(html, id);
      const want = counted(names, taxonomy);
      expect(new Map(bars as [string, number][]), id).toEqual(want);
      expect(new Map(rows as [string, number][]), id).toEqual(want);
      for (const href of links) expect(existsSync(join(dist, href, 'index.html')), href).toBe(true);
      expect(links.length).toBe(want.size);
    }
  });

  it('counts cases per year of the start as reported, with empty years as zero', () => {
    const { bars, rows } = chart(page('stats'), 'chart-years');
    const want = new Map<string, number>();
    for (const c of lib.cases)
      want.set(
        c.data.incident.start.slice(0, 4),
        (want.get(c.data.incident.start.slice(0, 4)) ?? 0) + 1,
      );
    expect(new Map((bars as [string, number][]).filter(([, n]) => n > 0))).toEqual(want);
    expect(rows).toEqual(bars);
    expect(want.get('2024')).toBe(2); // IL-0006 starts 2024-12-31 at 23:30 Pacific: 2024 as reported
  });
});

describe('case pages', () => {
  it('list what refers to them under "Referenced by", each with why: a case naming it as related, an article, a concept', () => {
    const text = (html: string) =>
      decode(
        html
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    const section = (id: string) =>
      /<section[^>]*aria-labelledby="page-cited-by"[^>]*>([\s\S]*?)<\/section>/.exec(
        page(`cases/${id}`),
      )?.[1] ?? '';
    const one = text(section('IL-0001'));
    expect(one).toMatch(/^Referenced by /);
    // IL-0005 is among IL-0001's related cases too: listed once, there, saying it refers back.
    expect(one).not.toContain('IL-0005');
    expect(one).toContain('One case that refers to this one is listed under Related cases');
    const related = text(
      /<section[^>]*aria-labelledby="page-related"[^>]*>([\s\S]*?)<\/section>/.exec(
        page('cases/IL-0001'),
      )?.[1] ?? '',
    );
    expect(related).toMatch(
      /IL-0005 GPU jobs waited for hours behind a full scheduler queue \([^)]*; refers back: names it as related \(same component\)\)/,
    );
    expect(one).toContain('Article: What control-plane outages share – cites it');
    expect(section('IL-0001')).toContain('href="/articles/control-planes/"');
    expect(text(section('IL-0002'))).toContain('Concept: etcd – cites it');
    // Nothing refers to IL-0003: no section, and no entry in "On this page".
    expect(page('cases/IL-0003')).not.toContain('page-cited-by');
  });

  it('carry citation meta and BibTeX with the stable URL, and link the CSL-JSON of every case', () => {
    const html = page('cases/IL-0001');
    expect(html).toContain(
      `<meta name="citation_title" content="IL-0001: Stuck etcd watch after a leader change">`,
    );
    expect(html).toContain(`<meta name="citation_public_url" content="${SITE}/cases/IL-0001/">`);
    expect(html).toContain('@misc{IncidentLibrary:IL-0001,');
    expect(html).toContain('<a href="/data/cases.csl.json">');
    expect(page('data')).toContain('<a href="/data/cases.csl.json">');
    const csl = JSON.parse(file('data/cases.csl.json')) as {
      id: string;
      URL: string;
      title: string;
    }[];
    expect(csl.map((c) => c.id).sort()).toEqual(lib.cases.map((c) => c.id).sort());
    expect(csl.find((c) => c.id === 'IL-0001')).toMatchObject({
      URL: `${SITE}/cases/IL-0001/`,
      title: 'IL-0001: Stuck etcd watch after a leader change',
    });
  });

  it('say when they were last updated: the Git date, or the frontmatter override', () => {
    const git = execFileSync(
      'git',
      ['log', '-1', '--format=%cI', '--', `${SITE_CONTENT}/cases/IL-0001.md`],
      { cwd: ROOT, encoding: 'utf8' },
    ).trim();
    if (git)
      expect(page('cases/IL-0001')).toContain(
        `Last updated <time datetime="${new Date(git).toISOString().slice(0, 10)}">`,
      );
    expect(page('cases/IL-0005')).toContain(
      'Last updated <time datetime="2025-01-02">2025-01-02</time> (set by the editors).',
    );
  });

  it('link "Edit this page" to the file in the repository and "Report a problem" to the issue form', () => {
    const html = page('cases/IL-0001');
    expect(html).toContain(`/edit/main/${SITE_CONTENT}/cases/IL-0001.md"`);
    expect(decode(html)).toMatch(/\/issues\/new\?template=report-problem\.yml&title=Problem\+with/);
    // Once a page: in its page-meta where it has one, else in the footer.
    const reports = (h: string) =>
      [...h.matchAll(/<a href="[^"]*report-problem\.yml[^"]*">Report a problem<\/a>/g)].length;
    expect(reports(html)).toBe(1);
    expect(html.slice(html.indexOf('<footer'))).not.toContain('Report a problem');
    expect(reports(page('concepts/etcd'))).toBe(1);
    expect(reports(page('root-causes/config-ttl'))).toBe(1);
    expect(
      page('root-causes/config-ttl').slice(page('root-causes/config-ttl').indexOf('<footer')),
    ).toContain('Report a problem');
  });

  it('show "On this page" on long cases only, and link newer and older cases', () => {
    expect(page('cases/IL-0005')).toContain('<h2 id="toc" class="toc-title">On this page</h2>');
    expect(page('cases/IL-0001')).not.toContain('id="toc"');
    const html = page('cases/IL-0005');
    expect(html).toMatch(/<a rel="prev" href="\/cases\/IL-0006\/">/);
    expect(html).toMatch(/<a rel="next" class="next" href="\/cases\/IL-0004\/">/);
  });

  it('escape frontmatter in breadcrumb JSON-LD for the script context', () => {
    for (const f of htmlFiles()) {
      const blocks = [
        ...file(f).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => m[1]);
      for (const b of blocks) expect(() => JSON.parse(b), f).not.toThrow();
    }
    const html = page('cases/IL-0002');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1],
    );
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Cases',
      'IL-0002',
    ]);
    expect(ld.itemListElement[1].item).toBe(`${SITE}/cases/`);
    // The last crumb is the page itself, which search engines take for it without its URL.
    expect(ld.itemListElement[2].item).toBeUndefined();
    // The title holds "</script><script>": only ever as text or inside a quoted attribute.
    expect(tagsOnly(html).match(/<script/g)!.length).toBe(
      tagsOnly(html).match(/<\/script>/g)!.length,
    );
    expect(tagsOnly(html)).not.toContain('<script>window.__pwned');
  });

  it('draw the timeline: an ordered list of times in UTC and as reported, by precision, with kinds and time since the start', () => {
    const tree = fromHtml(page('cases/IL-0006'));
    const text = (el: Element): string =>
      el.children
        .map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? text(c) : ''))
        .join('');
    const find = (root: Element | ReturnType<typeof fromHtml>, test: (el: Element) => boolean) => {
      const out: Element[] = [];
      visit(root, 'element', (el: Element) => {
        if (test(el)) out.push(el);
      });
      return out;
    };
    const cls = (el: Element) => (el.properties.className as string[] | undefined) ?? [];
    const [section] = find(
      tree,
      (el) => el.tagName === 'section' && cls(el).includes('timeline-section'),
    );
    expect(find(section, (el) => el.tagName === 'h2').map(text)).toEqual(['Timeline']);
    const [list] = find(section, (el) => el.tagName === 'ol');
    expect(cls(list)).toContain('timeline');
    const rows = find(list, (el) => el.tagName === 'li').map((li) => {
      const [time] = find(li, (el) => el.tagName === 'time');
      const part = (c: string) => find(li, (el) => cls(el).includes(c)).map(text)[0];
      return [
        time.properties.dateTime,
        text(time),
        part('tl-reported'),
        part('tl-since'),
        part('tl-kind'),
        part('tl-what'),
      ];
    });
    expect(rows).toEqual([
      [
        '2024-12-31T23:20:00-08:00',
        '2025-01-01 07:20 UTC',
        '(reported as 2024-12-31 23:20 PST)',
        '−10 min before the start',
        'Trigger',
        "Trigger A change to the edge's DNS records was pushed.",
      ],
      [
        '2024-12-31T23:30:00-08:00',
        '2025-01-01 07:30 UTC',
        '(reported as 2024-12-31 23:30 PST)',
        'start of the incident',
        undefined,
        'Requests to the edge began to fail.',
      ],
      [
        '2025-01-01T08:00Z',
        '2025-01-01, about 08:00 UTC',
        undefined,
        'about +1 h after the start',
        'Detection',
        'Detection The on-call engineer traced the errors to the DNS change.',
      ],
      [
        '2025-01-01T00:45:00-08:00',
        '2025-01-01 08:45 UTC',
        '(reported as 00:45 PST)',
        '+1 h 15 min after the start',
        'Resolution',
        'Resolution The change was rolled back and the edge recovered.',
      ],
      [
        '2025-01-20',
        '2025-01-20',
        undefined,
        '+20 d after the start',
        'Other',
        'Other The postmortem was published.',
      ],
    ]);
    // Zero client JavaScript: the page's scripts are the site's own, the same as a case without a timeline.
    const scripts = (p: string) =>
      find(fromHtml(page(p)), (el) => el.tagName === 'script')
        .map((el) => `${el.properties.type ?? ''} ${el.properties.src ?? ''}`)
        .sort();
    expect(scripts('cases/IL-0006')).toEqual(scripts('cases/IL-0001'));
    expect(page('cases/IL-0001')).not.toContain('timeline-section');
  });

  it('list the timeline and the durations in "On this page", in page order', () => {
    const html = page('cases/IL-0005');
    const toc = html.slice(
      html.indexOf('<nav class="toc"'),
      html.indexOf('</nav>', html.indexOf('<nav class="toc"')),
    );
    const targets = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(
      targets.slice(targets.indexOf('page-timeline') - 2, targets.indexOf('page-timeline') + 3),
    ).toEqual([
      'user-content-lessons',
      'page-brief',
      'page-timeline',
      'page-durations',
      'page-sources',
    ]);
    // The body's own sections come first: "Impact and causes" follows them.
    expect(targets.indexOf('page-brief')).toBeGreaterThan(targets.indexOf('user-content-lessons'));
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
    expect(ids.indexOf('page-timeline')).toBeGreaterThan(ids.indexOf('user-content-lessons'));
    expect(ids.indexOf('page-timeline')).toBeLessThan(ids.indexOf('page-durations'));
    expect(ids.indexOf('page-durations')).toBeLessThan(ids.indexOf('page-sources'));
    expect(html).toContain('<time datetime="2024-05-21">2024-05-21</time>');
  });

  it('show an archived copy beside a source only when it gives an archive_url, and make none up', () => {
    let given = 0;
    for (const c of lib.cases) {
      const html = decode(page(`cases/${c.id}`));
      const sources = html.slice(
        html.indexOf('<ol class="sources"'),
        html.indexOf('</ol>', html.indexOf('<ol class="sources"')),
      );
      for (const s of c.data.sources) {
        const { archiveUrl } = sourceArchive(s);
        expect(sources, c.id).toContain(`<a href="${s.url}" rel="noopener noreferrer">`);
        if (archiveUrl) {
          given++;
          expect(sources, c.id).toContain(
            `<a class="archive-link" href="${archiveUrl}" rel="noopener noreferrer">archived copy<span class="visually-hidden"> of “${s.title}”</span></a>`,
          );
        }
      }
      expect(sources.split('class="archive-link"').length - 1, c.id).toBe(
        c.data.sources.filter((s) => s.archive_url).length,
      );
      expect(html, c.id).not.toContain('Wayback Machine');
    }
    expect(given).toBe(1);
    expect(page('cases/IL-0001')).not.toContain('web.archive.org');
  });

  it('redirect merged IDs to the case that absorbed them, outside the sitemap', () => {
    const html = page('cases/IL-0009');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/cases/IL-0001/">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/cases/IL-0001/">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(file('sitemap-0.xml')).not.toContain('IL-0009');
  });
});

describe('every page', () => {
  it('has canonical, OpenGraph and Twitter meta, and a sitemap entry', () => {
    const sitemap = file('sitemap-0.xml');
    for (const f of htmlFiles()) {
      const html = file(f);
      expect(html, f).toContain('<meta property="og:title"');
      // A case's page shows its card, 1200x630, with words for it; other pages have none.
      const card = /^cases\/(IL-\d{4})\/index\.html$/.exec(f)?.[1];
      if (card && !html.includes('http-equiv="refresh"')) {
        expect(html, f).toContain('<meta name="twitter:card" content="summary_large_image">');
        expect(html, f).toContain(
          `<meta property="og:image" content="${SITE}/cases/${card}/card.png">`,
        );
        expect(html, f).toContain('<meta property="og:image:width" content="1200">');
        expect(html, f).toContain('<meta property="og:image:height" content="630">');
        expect(html, f).toMatch(new RegExp(`<meta property="og:image:alt" content="${card}: `));
        const png = readFileSync(join(dist, `cases/${card}/card.png`));
        expect(png.subarray(1, 4).toString(), f).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      } else {
        expect(html, f).toContain('<meta name="twitter:card" content="summary">');
        expect(html, f).not.toContain('og:image');
      }
      if (html.includes('content="noindex"')) continue;
      const path = `/${f.replace(/index\.html$/, '')}`;
      expect(html, f).toContain(`<link rel="canonical" href="${SITE}${path}">`);
      expect(html, f).toContain(`<meta property="og:url" content="${SITE}${path}">`);
      if (f !== '404.html') expect(sitemap, f).toContain(`<loc>${SITE}${path}</loc>`);
    }
    expect(file('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  it('loads nothing from another origin and runs no inline event handler', () => {
    for (const f of htmlFiles()) {
      const html = file(f);
      const resources = [
        ...html.matchAll(
          /<(?:script|img|audio|source|iframe)\b[^>]*\bsrc="([^"]*)"|<link\b(?![^>]*rel="(?:canonical|alternate)")[^>]*\bhref="([^"]*)"/g,
        ),
      ].map((m) => m[1] ?? m[2]);
      for (const r of resources) expect(r, `${f}: ${r}`).toMatch(/^\/(?!\/)/);
      expect(html, f).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it('has unique ids', () => {
    for (const f of htmlFiles()) {
      const ids = [...file(f).matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
      expect(ids.length, f).toBe(new Set(ids).size);
    }
  });

  it('runs script only for search, the theme toggle, the podcast player and the case table', () => {
    for (const f of htmlFiles()) {
      const scripts: Element[] = [];
      visit(fromHtml(file(f)), 'element', (el: Element) => {
        if (el.tagName === 'script') scripts.push(el);
      });
      for (const el of scripts) {
        const { type, src } = el.properties as { type?: string; src?: string };
        if (type === 'application/ld+json' || type === 'application/json') continue;
        if (src) expect(src, f).toMatch(/^\/(theme-init\.js|_astro\/[\w.-]+\.js)$/);
        // The episode's own page, its concept's "Listen to this page", and the pages of the case
        // table (sort and filter); Astro inlines a small bundle with its hash in the page's CSP.
        else
          expect(f, 'inline module script').toMatch(
            /^(transcripts\/etcd-episode\/|concepts\/etcd\/|cases\/(added\/)?(\d+\/)?index\.html$)/,
          );
      }
    }
  });
});

describe('learning across incidents', () => {
  const termPages = () =>
    (['components', 'root-causes', 'contributing-factors'] as const).flatMap((taxonomy) =>
      Object.keys(lib.taxonomies[taxonomy]).map((slug) => ({
        taxonomy,
        slug,
        cases: lib.cases.filter((c) =>
          (taxonomy === 'components'
            ? flagshipTerms(c.data).components
            : taxonomy === 'root-causes'
              ? flagshipTerms(c.data).root_causes.map((r) => r.term)
              : flagshipTerms(c.data).contributing_factors
          ).includes(slug),
        ),
      })),
    );
  /** The page from `marker` to the next top-level section of the page (or the end of main). */
  const section = (html: string, marker: string) => {
    const from = html.indexOf(marker);
    if (from < 0) return '';
    const next = html.indexOf('<section aria-labelledby="page-', from);
    return html.slice(from, next < 0 ? html.indexOf('</main>', from) : next);
  };
  /** Every href in `html` that points into a case, as [case page path, fragment]. */
  const caseLinks = (html: string) =>
    [...html.matchAll(/href="(\/cases\/IL-\d{4}\/)(?:#([^"]*))?"/g)].map(
      (m) => [m[1], m[2]] as const,
    );
  const assertRealTarget = ([path, hash]: readonly [string, string | undefined]) => {
    const target = page(path);
    if (hash) expect(target, `${path}#${hash}`).toContain(` id="${hash}"`);
  };

  it('puts "What teams changed afterwards" on every component, root-cause and factor page with two cases or more, linking real sections', () => {
    let checked = 0;
    for (const t of termPages()) {
      const html = page(`${t.taxonomy}/${t.slug}`);
      expect(html.includes('id="page-changed"'), `${t.taxonomy}/${t.slug}`).toBe(
        t.cases.length >= 2,
      );
      if (t.cases.length < 2) continue;
      const links = caseLinks(section(html, 'data-what-changed=')).filter(([, hash]) => hash);
      expect(links.length, `${t.taxonomy}/${t.slug}`).toBeGreaterThan(0);
      for (const l of links) assertRealTarget(l);
      checked += links.length;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("lists each case's action items and lessons as plain text, a case's items together with the case, organisation and year in small print once, on the etcd page", () => {
    const html = page('components/etcd');
    const changed = section(html, 'data-what-changed=');
    const runs = [
      ...changed.matchAll(
        /<li data-kind="action-item" data-case="([^"]*)">([\s\S]*?) <small class="change-source"><a class="learning-source" href="([^"]*)"[^>]*>(IL-\d{4})<\/a> · ([^<]*)<\/small><\/li>/g,
      ),
    ].map((m) => ({
      texts: [...m[2].matchAll(/class="change-text">([\s\S]*?)<\/(?:span|li)>/g)].map((t) =>
        decode(t[1]),
      ),
      href: m[3],
      source: `${m[4]} · ${decode(m[5])}`,
    }));
    // IL-0005's two action items under one line naming the case, not that line under each.
    expect(runs).toEqual([
      {
        texts: ['Add back-pressure.', 'Alert on queue depth.'],
        href: '/cases/IL-0005/#user-content-action-items',
        source: `IL-0005 · ${label('organisations', 'acme')}, 2024`,
      },
    ]);
    expect(changed).toContain(
      '<ul class="change-texts"><li class="change-text">Add back-pressure.</li><li class="change-text">Alert on queue depth.</li></ul>',
    );
    expect(changed).toContain(
      '<li data-kind="lesson" data-case="IL-0001"><ul class="change-texts"><li class="change-text">Use keepalives.</li><li class="change-text">A leader change is only half of a failover.</li></ul> <small class="change-source"><a class="learning-source" href="/cases/IL-0001/#user-content-lessons"',
    );
  });

  it('groups the cases of a page by the factor they share, and gives the action items as a Markdown checklist', () => {
    const html = page('root-causes/software-defect');
    const changed = section(html, 'data-what-changed=');
    expect(changed).toMatch(
      /<h3><a href="\/contributing-factors\/missing-alerting\/">Missing alerting<\/a> <span class="learning-count">\(2 cases\)<\/span><\/h3>/,
    );
    const checklist = decode(
      /<pre class="code-block" data-checklist="software-defect"><code>([\s\S]*?)<\/code><\/pre>/.exec(
        changed,
      )![1],
    );
    expect(checklist).toBe(
      [
        '# What teams changed after incidents with Software defect',
        '',
        '## Missing alerting',
        '',
        `- [ ] Turn on client keepalive (keepalive_time: 10s) in every kubelet client. (${label('organisations', 'example-corp')}, 2023, [IL-0004](${SITE}/cases/IL-0004/#user-content-action-items))`,
        `- [ ] Compare the queue fix of IL-0005 before changing limits. (${label('organisations', 'example-corp')}, 2023, [IL-0004](${SITE}/cases/IL-0004/#user-content-action-items))`,
        '',
      ].join('\n'),
    );
  });

  it('shows "often seen with" on factor pages, with the cases that share both', () => {
    const html = page('contributing-factors/no-client-keepalive');
    const seen = section(html, 'data-seen-with=');
    expect(seen).toMatch(/<li data-factor="missing-alerting" data-count="2">/);
    expect(caseLinks(seen).map(([p]) => p)).toEqual(['/cases/IL-0004/', '/cases/IL-0001/']);
    for (const l of caseLinks(seen)) assertRealTarget(l);
    expect(page('contributing-factors/missing-alerting')).toContain(
      'data-factor="no-client-keepalive" data-count="2"',
    );
    const stats = page('stats');
    expect(stats).toContain('<tr data-pair="missing-alerting+no-client-keepalive">');
  });

  it('shows time to detect and to resolve by root cause on /stats/, honouring precision, with their tables', () => {
    const html = page('stats');
    const table = (id: string) =>
      html.slice(
        html.indexOf(`data-chart-table="${id}"`),
        html.indexOf('</table>', html.indexOf(`data-chart-table="${id}"`)),
      );
    const row = (id: string, name: string) => {
      const t = table(id);
      const tr = t.slice(
        t.indexOf(`<tr data-row="${name}">`),
        t.indexOf('</tr>', t.indexOf(`<tr data-row="${name}">`)),
      );
      return Object.fromEntries(
        [...tr.matchAll(/data-stat="([^"]*)"(?: data-value="([^"]*)")?>([^<]*)</g)].map((m) => [
          m[1],
          m[2] ?? m[3],
        ]),
      );
    };
    // Config change by TTL: IL-0002 (10:00 to 10:12 detected, 11:00 ended), IL-0006 (detected within an
    // hour-precision event: about 1 h; ended after 75 min), IL-0004 (known to the day).
    const detect = row('chart-detect-root-causes', label('root-causes', 'config-ttl'));
    expect({ ...detect, 'hour-median': undefined }).toEqual({
      'minute-n': '1',
      'minute-median': '12',
      'hour-n': '2',
      'hour-median': undefined,
      missing: '1',
    });
    expect(Number(detect['hour-median'])).toBeCloseTo((12 / 60 + 1) / 2, 12);
    const resolve = row('chart-resolve-root-causes', label('root-causes', 'config-ttl'));
    expect({ ...resolve, 'hour-median': undefined }).toEqual({
      'minute-n': '2',
      'minute-median': '67.5',
      'hour-n': '2',
      'hour-median': undefined,
      missing: '1',
    });
    expect(Number(resolve['hour-median'])).toBeCloseTo((60 / 60 + 75 / 60) / 2, 12);
    // Software defect: IL-0001 and IL-0004 are known to the day only.
    expect(row('chart-resolve-root-causes', label('root-causes', 'software-defect'))).toEqual({
      'minute-n': '0',
      'minute-median': '–',
      'hour-n': '0',
      'hour-median': '–',
      missing: '2',
    });
    // Each dot of the chart is a measured case, linking its page.
    const chart = html.slice(
      html.indexOf('data-chart="chart-resolve-root-causes"'),
      html.indexOf('</svg>', html.indexOf('data-chart="chart-resolve-root-causes"')),
    );
    const dots = [
      ...chart.matchAll(
        /<a href="(\/cases\/IL-\d{4}\/)" aria-label="[^"]*" data-case="(IL-\d{4})" data-minutes="([^"]*)"/g,
      ),
    ].map((m) => [m[2], Number(m[3])]);
    expect(dots.sort()).toEqual([
      ['IL-0002', 60],
      ['IL-0003', 90],
      ['IL-0006', 75],
    ]);
    expect(html).toContain('<h3 id="stats-no-time">');
  });

  it('gives each case page its own durations and its place among its root cause', () => {
    const dd = (id: string, measure: string) =>
      /<dd data-measure="([^"]*)"([^>]*)>/.exec(
        page(`cases/${id}`).slice(page(`cases/${id}`).indexOf(`<dd data-measure="${measure}"`)),
      )![2];
    expect(dd('IL-0006', 'detect')).toBe(' data-minutes="60" data-precision="hour"');
    expect(dd('IL-0006', 'resolve')).toBe(' data-minutes="75" data-precision="minute"');
    expect(dd('IL-0001', 'detect')).toBe(' data-missing="no-time"');
    expect(dd('IL-0005', 'resolve')).toBe(' data-missing="no-time"');
    expect(dd('IL-0004', 'resolve')).toBe(' data-missing="no-time"');
    const html = decode(page('cases/IL-0006'));
    expect(html).toMatch(
      /Among the 2 <a href="\/root-causes\/config-ttl\/">[^<]*<\/a> cases known to the minute: 1 took less time to resolve, 0 more; their median is 1 h 8 min, the middle half 1 h 4 min to 1 h 11 min\./,
    );
    expect(html).toContain('data-chart="page-durations-resolve"');
    // Its minute-precise time to resolve is said in words, so that chart has no table; its
    // hour-precise time to detect is compared in the hour statistics, and the table gives the minute ones.
    expect(html).not.toContain('data-chart-table="page-durations-resolve"');
    expect(html).toContain('data-chart-table="page-durations-detect"');
  });

  it('publishes one JSON and CSV row per action item, each linking a real section of its case', () => {
    const json = JSON.parse(file('data/action-items.json'));
    const rows = json.action_items as { case: string; n: number; text: string; url: string }[];
    expect(rows.map((r) => [r.case, r.n, r.text])).toEqual([
      ['IL-0005', 1, 'Add back-pressure.'],
      ['IL-0005', 2, 'Alert on queue depth.'],
      ['IL-0004', 1, 'Turn on client keepalive (keepalive_time: 10s) in every kubelet client.'],
      ['IL-0004', 2, 'Compare the queue fix of IL-0005 before changing limits.'],
    ]);
    expect(json.count).toBe(4);
    // The JSON rows leave the case's own fields to cases.json; the CSV repeats them for spreadsheets.
    expect(Object.keys(rows[2])).toEqual(['case', 'n', 'text', 'url']);
    for (const r of rows) {
      const url = new URL(r.url);
      expect(url.origin).toBe(SITE);
      assertRealTarget([url.pathname, url.hash.slice(1)]);
    }
    const csv = parseCsv(file('data/action-items.csv'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    const caseOf = (id: string) => lib.cases.find((c) => c.id === id)!.data;
    expect(csv.map((r) => [r.case, r.text, r.url, r.components])).toEqual(
      rows.map((r) => [r.case, r.text, r.url, flagshipTerms(caseOf(r.case)).components.join(' ')]),
    );
    expect(csv[2].contributing_factors).toBe('no-client-keepalive missing-alerting');
    expect(page('data')).toContain('href="/data/action-items.csv"');
  });
});

describe('search index', () => {
  it('is byte for byte the index of the whole pages, though Pagefind was sent only what it reads of each', async () => {
    const pages = htmlPages(dist).filter((p) => isSearchable(file(p)));
    const out = join(mkdtempSync(join(tmpdir(), 'il-pagefind-whole-')), 'pagefind');
    try {
      const { index } = await pagefind.createIndex({ forceLanguage: undefined });
      for (const sourcePath of pages)
        expect(
          (await index!.addHTMLFile({ sourcePath, content: file(sourcePath) })).errors,
        ).toEqual([]);
      expect((await index!.writeFiles({ outputPath: out })).errors).toEqual([]);
    } finally {
      await closePagefind();
    }
    const files = (dir: string) => listAll(dir).filter((f) => f !== 'shards.json');
    expect(files(join(dist, 'pagefind'))).toEqual(files(out));
    for (const f of files(out))
      expect(readFileSync(join(dist, 'pagefind', f)).equals(readFileSync(join(out, f))), f).toBe(
        true,
      );
    // ... and what it was sent is a fraction of the pages: a case page's navigation, facts,
    // related cases and citation formats are not indexed, so they are not sent.
    const cases = pages.filter((p) => p.startsWith('cases/IL-'));
    const sent = cases.reduce((n, p) => n + searchDocument(file(p))!.length, 0);
    const whole = cases.reduce((n, p) => n + file(p).length, 0);
    expect(sent / whole).toBeLessThan(0.5);
  });
});

/** Every file under `dir`, as sorted `/`-separated relative paths. */
function listAll(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split('\\').join('/'))
    .sort();
}
