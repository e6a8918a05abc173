// Small pure pieces of the site: JSON in script elements, Git dates, theme choice, feeds, URLs.
import { describe, expect, it } from 'vitest';
import {
  audioType,
  byNewestAdded,
  caseItem,
  podcastChannelXml,
  podcastGuid,
  podcastItemXml,
  xmlEscape,
} from '../../src/site/feeds.ts';
import { execFileSync } from 'node:child_process';
import { lastUpdated, parseGitLog } from '../../src/node/git-dates.ts';
import { jsonForScript } from '../../src/site/json-script.ts';
import { isLongPage } from '../../src/site/page-toc.ts';
import { repoLinks } from '../../src/site/site-config.ts';
import { nextThemeChoice, THEME_INIT_JS } from '../../src/site/theme.ts';
import type { Case } from '../../schemas/index.ts';
import { ROOT } from '../helpers/build-site.ts';
import { FLAGSHIP, IL_RULES } from '../helpers/rules.ts';

describe('jsonForScript', () => {
  it('cannot close the script element and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('git dates', () => {
  it('dates each path by its newest commit, in UTC', () => {
    const log =
      '\u001e2026-11-30T23:30:00-05:00\n\ncases/IL-0001.md\ncases/IL-0002.md\n\u001e2026-10-01T10:00:00+02:00\n\ncases/IL-0001.md\nconcepts/etcd.md\n';
    expect([...parseGitLog(log)]).toEqual([
      ['cases/IL-0001.md', '2026-12-01'],
      ['cases/IL-0002.md', '2026-12-01'],
      ['concepts/etcd.md', '2026-10-01'],
    ]);
  });

  it('prefers the frontmatter override, then Git, then the fallback', () => {
    expect(lastUpdated('2025-01-02', '2026-11-30', '2020-01-01')).toEqual({
      date: '2025-01-02',
      source: 'frontmatter',
    });
    expect(lastUpdated(undefined, '2026-11-30', '2020-01-01')).toEqual({
      date: '2026-11-30',
      source: 'git',
    });
    expect(lastUpdated(undefined, undefined, '2020-01-01')).toEqual({
      date: '2020-01-01',
      source: 'fallback',
    });
    expect(lastUpdated(undefined, undefined, undefined)).toBeUndefined();
  });
});

describe('theme', () => {
  it('forgets a choice equal to the system theme', () => {
    expect(nextThemeChoice('light', 'light')).toEqual({ theme: 'dark', store: 'dark' });
    expect(nextThemeChoice('dark', 'light')).toEqual({ theme: 'light', store: null });
    expect(nextThemeChoice('dark', 'dark')).toEqual({ theme: 'light', store: 'light' });
  });

  it('has a head script that only accepts the two themes', () => {
    const html = {
      attrs: new Map<string, string>(),
      setAttribute(k: string, v: string) {
        this.attrs.set(k, v);
      },
    };
    for (const [stored, expected] of [
      ['dark', 'dark'],
      ['light', 'light'],
      ['"><script>', undefined],
    ] as const) {
      html.attrs.clear();
      new Function('localStorage', 'document', THEME_INIT_JS)(
        { getItem: () => stored },
        { documentElement: html },
      );
      expect(html.attrs.get('data-theme')).toBe(expected);
    }
  });
});

describe('feeds', () => {
  const c = (id: string, added: string, start: string) => ({
    data: {
      id,
      added,
      incident: { start },
      components: ['etcd'],
      root_causes: [{ term: 'software-defect' }, { term: 'software-defect' }],
      title: 't',
      summary: 's',
    } as unknown as Case,
  });

  it('orders by date added, then incident start, then ID', () => {
    const list = [
      c('IL-0001', '2026-01-01', '2020-01-01'),
      c('IL-0003', '2026-02-01', '2019-01-01'),
      c('IL-0002', '2026-02-01', '2021-01-01'),
    ];
    expect(byNewestAdded(list).map((x) => x.data.id)).toEqual(['IL-0002', 'IL-0003', 'IL-0001']);
  });

  it('dates an item at 00:00 UTC of the day added, whatever the time zone', () => {
    const item = caseItem(
      c('IL-0001', '2026-03-01', '2020-01-01').data,
      'https://x/',
      (_t, s) => s.toUpperCase(),
      IL_RULES.vocabularies,
    );
    expect(item.pubDate.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(item.categories).toEqual(['ETCD', 'SOFTWARE-DEFECT']);
  });

  it('gives the podcast the GUID of the Podcasting 2.0 namespace: UUIDv5 of the feed URL', () => {
    // The namespace's own example, and Python's uuid5 on the same name (scheme and end slash off).
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
    const python = execFileSync(
      'python3',
      [
        '-c',
        'import uuid; print(uuid.uuid5(uuid.UUID("ead4c236-bf58-58c6-a2c6-a6b28d128cb6"), "kb.example.org/kb/podcast.xml"))',
      ],
      { encoding: 'utf8' },
    ).trim();
    expect(podcastGuid('https://kb.example.org/kb/podcast.xml/')).toBe(python);
    expect(podcastGuid('http://kb.example.org/kb/podcast.xml')).toBe(python);
  });

  it('gives directories the channel tags they ask for, an owner only when the library names one', () => {
    const channel = {
      selfUrl: 'https://kb.example.org/podcast.xml',
      author: 'Acme SRE',
      summary: 'Episodes.',
      category: 'Technology',
      explicit: false,
      language: 'en',
      copyright: 'Acme SRE, under CC0 1.0 (CC0-1.0): https://x/',
      locked: false,
    };
    const plain = podcastChannelXml(channel);
    expect(plain).toContain('<copyright>Acme SRE, under CC0 1.0 (CC0-1.0): https://x/</copyright>');
    expect(plain).toContain(`<podcast:guid>${podcastGuid(channel.selfUrl)}</podcast:guid>`);
    expect(plain).toContain('<podcast:locked>no</podcast:locked>');
    expect(plain).not.toContain('itunes:owner');
    const owned = podcastChannelXml({
      ...channel,
      owner: { name: 'Acme & co', email: 'pod@acme.example' },
      locked: true,
    });
    expect(owned).toContain(
      '<itunes:owner><itunes:name>Acme &amp; co</itunes:name><itunes:email>pod@acme.example</itunes:email></itunes:owner>',
    );
    expect(owned).toContain('<podcast:locked owner="pod@acme.example">yes</podcast:locked>');
  });

  it('escapes XML and names audio types', () => {
    expect(xmlEscape(`a<b>&"'`)).toBe('a&lt;b&gt;&amp;&quot;&apos;');
    expect(
      podcastItemXml({
        durationSeconds: 365.4,
        episode: 2,
        vttUrl: 'https://x/a?b&c',
        jsonUrl: 'https://x/j',
        summary: '<s>',
      }),
    ).toContain('<podcast:transcript url="https://x/a?b&amp;c" type="text/vtt"/>');
    expect([
      audioType('a.mp3'),
      audioType('a.m4a'),
      audioType('a.ogg'),
      audioType('a.opus'),
    ]).toEqual(['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/ogg']);
  });
});

describe('page helpers', () => {
  it('calls a page long from four sections or a long body', () => {
    expect(isLongPage([{ depth: 2 }, { depth: 2 }, { depth: 3 }], 100)).toBe(false);
    expect(isLongPage([{ depth: 2 }, { depth: 2 }, { depth: 2 }, { depth: 2 }], 100)).toBe(true);
    expect(isLongPage([], 10_000)).toBe(true);
  });

  it('links the repository for edits and problem reports', () => {
    const { editUrl, problemUrl, historyUrl } = repoLinks(FLAGSHIP.config);
    expect(editUrl('content/cases/IL-0190.md')).toMatch(
      /\/edit\/main\/content\/cases\/IL-0190\.md$/,
    );
    const u = new URL(problemUrl('IL-0190: a & b', 'https://example.org/cases/IL-0190/')!);
    expect(u.pathname.endsWith('/issues/new')).toBe(true);
    expect(u.searchParams.get('title')).toBe('Problem with: IL-0190: a & b');
    expect(u.searchParams.get('template')).toBe('report-problem.yml');
    expect(u.searchParams.get('page')).toBe('https://example.org/cases/IL-0190/');
    expect(historyUrl('content/cases/IL-0190.md')).toMatch(
      /\/commits\/main\/content\/cases\/IL-0190\.md$/,
    );
  });

  it('links the repository and branch the library’s config names, and nothing without one', () => {
    const repository = { url: 'https://git.acme.dev/sre/incidents', branch: 'trunk', path: '' };
    const acme = repoLinks({ repository });
    expect(acme.editUrl('content/cases/ACME-001 draft.md')).toBe(
      'https://git.acme.dev/sre/incidents/edit/trunk/content/cases/ACME-001%20draft.md',
    );
    expect(acme.historyUrl('content/cases/ACME-001.md')).toBe(
      'https://git.acme.dev/sre/incidents/commits/trunk/content/cases/ACME-001.md',
    );
    expect(acme.problemUrl('t', 'https://x/')).toMatch(
      /^https:\/\/git\.acme\.dev\/sre\/incidents\/issues\/new\?/,
    );
    const none = repoLinks({});
    expect([
      none.editUrl('content/cases/ACME-001.md'),
      none.problemUrl('t', 'https://x/'),
      none.historyUrl('content/cases/ACME-001.md'),
    ]).toEqual([undefined, undefined, undefined]);
  });
});

describe('JSON Schemas on the Open data page', () => {
  it('links the published files when public/schemas has them, else generates them from zod', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { schemaFiles } = await import('../../src/node/data-files.ts');
    const empty = mkdtempSync(join(tmpdir(), 'il-pub-'));
    const lib = { title: 'Incident Library', idPrefix: 'IL', idDigits: 4 };
    const generated = schemaFiles(empty, lib, ROOT);
    expect(generated.map((f) => f.path)).toEqual(
      ['article', 'case', 'cases-data', 'concept', 'mitigation', 'taxonomy', 'transcript'].map(
        (n) => `/data/schemas/${n}.schema.json`,
      ),
    );
    const caseSchema = JSON.parse(generated[1].json!);
    expect(caseSchema.properties).toHaveProperty('incident');
    expect(caseSchema.title).toBe('Incident Library: case frontmatter (content/cases/IL-NNNN.md)');
    // The case ID pattern is the library's, and no `$id` names a site it does not know.
    expect(new RegExp(caseSchema.properties.id.pattern).test('IL-0190')).toBe(true);
    expect(caseSchema).not.toHaveProperty('$id');
    const acme = JSON.parse(
      schemaFiles(
        empty,
        { title: 'Acme', idPrefix: 'ACME', idDigits: 3, site: 'https://kb.acme.dev/' },
        ROOT,
      )[1].json!,
    );
    expect(acme.title).toBe('Acme: case frontmatter (content/cases/ACME-NNN.md)');
    expect(acme.$id).toBe('https://kb.acme.dev/schemas/case.schema.json');
    const id = new RegExp(acme.properties.id.pattern);
    expect(['ACME-001', 'ACME-1000', 'IL-0190', 'ACME-0001'].map((x) => id.test(x))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    mkdirSync(join(empty, 'schemas'));
    writeFileSync(join(empty, 'schemas/case.schema.json'), '{}');
    expect(schemaFiles(empty, lib, ROOT)).toEqual([
      { name: 'case.schema.json', path: '/schemas/case.schema.json' },
    ]);
  });
});
