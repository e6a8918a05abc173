// Input that used to be accepted and must not be: offsets, end before start, dates against
// today, duplicate list items, URLs, aliases, short titles, and the hints on dates and sources.
import { describe, expect, it } from 'vitest';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

/** A fixed today: no test here depends on the clock. */
const NOW = new Date('2026-12-01T09:00:00Z');
const problems = (files: SourceFile[], now = NOW) =>
  sortIssues(buildLibrary(files, { rules: IL_RULES, now }).issues).map(formatIssue);
const one = (over: Record<string, string>, body?: string) =>
  problems([...VOCAB, caseFile('IL-0001', over, body)]);
const incident = (lines: string) => ({ incident: `incident:\n${lines}\n  precision: minute` });

describe('UTC offsets', () => {
  it.each(['+99:99', '+24:00', '+14:01', '-12:30', '+05:60'])(
    'refuses %s (it crashed the build with "Invalid time value")',
    (offset) => {
      expect(one(incident(`  start: "2020-03-16T11:19:00${offset}"`))).toEqual([
        `content/cases/IL-0001.md:8:3 incident.start: ${offset} is not a real UTC offset\n    hint: offsets run from -12:00 to +14:00, minutes under 60 (e.g. "-07:00", "+05:30"); "Z" is UTC`,
      ]);
    },
  );

  it.each(['+14:00', '-12:00', '+05:45', '-03:30', 'Z'])('accepts %s', (offset) => {
    expect(one(incident(`  start: "2020-03-16T11:19:00${offset}"`))).toEqual([]);
  });

  it('applies the same rule to every instant: end, detected, resolved, timeline', () => {
    const out = one({
      incident:
        'incident:\n  start: "2020-03-16T11:19:00Z"\n  end: "2020-03-16T12:00:00+24:00"\n  detected: "2020-03-16T11:20:00+99:00"\n  resolved: "2020-03-16T13:00:00-13:00"\n  precision: minute',
      timeline:
        'timeline:\n  - at: "2020-03-16T11:19:00+15:00"\n    precision: minute\n    event: "A node died."',
    });
    expect(out.map((l) => l.split(': ')[0].split(' ')[1])).toEqual([
      'incident.end',
      'incident.detected',
      'incident.resolved',
      'timeline[0].at',
    ]);
  });
});

describe('end before start', () => {
  it('compares instants, not text: an end hours before the start in Z is refused', () => {
    expect(one(incident('  start: "2020-03-16T11:19:00Z"\n  end: "2020-03-16T05:00:00Z"'))).toEqual(
      [
        'content/cases/IL-0001.md:9:3 incident.end: ends before it starts (2020-03-16T11:19:00Z)\n    hint: check the date, the time and the offset of both; `end` is not before `start`',
      ],
    );
  });

  it('accepts a valid pair in different offsets that text order would refuse', () => {
    // 23:30 at -08:00 is 07:30 the next day in UTC, after 01:00Z.
    expect(
      one(incident('  start: "2020-03-17T01:00:00Z"\n  end: "2020-03-16T23:30:00-08:00"')),
    ).toEqual([]);
  });

  it('refuses an end before the start across offsets, and a resolved before the start', () => {
    expect(
      one(
        incident(
          '  start: "2020-03-16T23:30:00-08:00"\n  end: "2020-03-17T01:00:00Z"\n  resolved: "2020-03-15"',
        ),
      ),
    ).toEqual([
      'content/cases/IL-0001.md:9:3 incident.end: ends before it starts (2020-03-16T23:30:00-08:00)\n    hint: check the date, the time and the offset of both; `end` is not before `start`',
      'content/cases/IL-0001.md:10:3 incident.resolved: is before the start (2020-03-16T23:30:00-08:00)\n    hint: check the date, the time and the offset of both; `resolved` is not before `start`',
    ]);
  });

  it('reports a badly written end once, not also as "ends before it starts"', () => {
    expect(one(incident('  start: "2020-03-16T11:19:00Z"\n  end: "2020-03-01T99:00:00Z"'))).toEqual(
      [
        'content/cases/IL-0001.md:9:3 incident.end: 2020-03-01T99:00:00Z is not a real time of day\n    hint: hours run from 00 to 23, minutes and seconds from 00 to 59',
      ],
    );
  });
});

describe('date hints', () => {
  it('says that month and day are swapped', () => {
    expect(one({ ...incident('  start: "2017-31-01"'), added: 'added: "2017-13-02"' })).toEqual([
      'content/cases/IL-0001.md:8:3 incident.start: 2017-31-01 is not a real calendar date\n    hint: dates are YYYY-MM-DD (year, month, day): did you mean "2017-01-31"?',
      'content/cases/IL-0001.md:23:1 added: 2017-13-02 is not a real calendar date\n    hint: dates are YYYY-MM-DD (year, month, day): did you mean "2017-02-13"?',
    ]);
  });

  it('asks for the offset when it is missing, and does not hint "YYYY-MM-DD"', () => {
    expect(one(incident('  start: "2017-01-31T23:00:00"'))).toEqual([
      'content/cases/IL-0001.md:8:3 incident.start: "2017-01-31T23:00:00" has no UTC offset: the page shows every time in UTC and needs it\n    hint: add the offset the source gives: "2017-01-31T23:00:00Z" for UTC, or e.g. "2017-01-31T23:00:00-07:00"',
    ]);
  });
});

describe('dates against today', () => {
  it.each([['0000'], ['0001'], ['1969']])('refuses the year %s (it made /years/0/)', (y) => {
    expect(one({ ...incident(`  start: "${y}-03-16"`), added: `added: "${y}-01-01"` })).toEqual([
      `content/cases/IL-0001.md:8:3 incident.start: ${y}-03-16 is before 1970\n    hint: check the year: the library holds incidents from 1970 on`,
      `content/cases/IL-0001.md:23:1 added: ${y}-01-01 is before 1970\n    hint: check the year: the library holds incidents from 1970 on`,
    ]);
  });

  it('refuses added in the future (it pinned a case to the top of the feed), and any year after next', () => {
    expect(
      one({
        added: 'added: "9999-12-31"',
        last_reviewed: 'last_reviewed: "2026-12-05"',
        incident: 'incident:\n  start: "2028-01-01"\n  precision: day',
      }),
    ).toEqual([
      'content/cases/IL-0001.md:8:3 incident.start: 2028-01-01 is after next year (2027)\n    hint: check the year',
      'content/cases/IL-0001.md:23:1 added: 9999-12-31 is after next year (2027)\n    hint: check the year',
      'content/cases/IL-0001.md:24:1 last_reviewed: 2026-12-05 is in the future (today is 2026-12-01)\n    hint: this date records something that has happened: check it',
    ]);
  });

  it('allows today and tomorrow (it is tomorrow east of UTC), and judges by the date given', () => {
    expect(
      one({ added: 'added: "2026-12-02"', last_reviewed: 'last_reviewed: "2026-12-01"' }),
    ).toEqual([]);
    expect(
      problems(
        [...VOCAB, caseFile('IL-0001', { added: 'added: "2026-12-02"' })],
        new Date('2026-11-30T00:00:00Z'),
      ),
    ).toEqual([
      "content/cases/IL-0001.md:24:1 added: 2026-12-02 is in the future (today is 2026-11-30)\n    hint: this date records something that has happened: check it, or write today's date",
    ]);
  });
});

describe('duplicate list items', () => {
  it('refuses a slug listed twice in components, concepts, factors, impact categories, aliases and related', () => {
    const out = one({
      aliases: 'aliases: [IL-0009, IL-0009]',
      components: 'components: [etcd, kubelet, etcd]',
      contributing_factors: 'contributing_factors: [no-client-keepalive, no-client-keepalive]',
      impact:
        'impact:\n  description: "Writes failed."\n  categories: [partial-outage, partial-outage]',
      concepts: 'concepts: [etcd, etcd]',
      related:
        'related:\n  - id: IL-0002\n    relation: similar-failure\n  - id: IL-0002\n    relation: same-component',
    });
    expect(
      out.filter((l) => l.includes('is listed twice')).map((l) => l.split(': ')[0].split(' ')[1]),
    ).toEqual([
      'impact.categories[1]',
      'components[2]',
      'contributing_factors[1]',
      'aliases[1]',
      'concepts[1]',
      'related[1]',
    ]);
    expect(out.find((l) => l.includes('components[2]'))).toBe(
      'content/cases/IL-0001.md:17:29 components[2]: "etcd" is listed twice (also item 1 of the list)\n    hint: remove this one',
    );
  });

  it('refuses a concept alias written twice in another letter case', () => {
    expect(
      problems([...VOCAB, conceptFile('etcd', 'aliases: [Raft store, "raft Store"]\n')]),
    ).toEqual([
      'content/concepts/etcd.md:4:23 aliases[1]: "raft Store" is listed twice (also item 1 of the list)\n    hint: remove this one',
    ]);
  });

  it('allows one root-cause term twice with different notes (two defects), not the same entry twice', () => {
    const rc = (note2: string) => ({
      root_causes: `root_causes:\n  - term: software-defect\n    evidence: stated\n    note: "A"\n  - term: software-defect\n    evidence: stated\n    note: "${note2}"`,
    });
    expect(one(rc('B'))).toEqual([]);
    expect(one(rc('A'))).toHaveLength(1);
  });
});

describe('source URLs', () => {
  const src = (url: string) => ({
    sources: `sources:\n  - title: "Postmortem"\n    url: ${JSON.stringify(url)}\n    publisher: Acme\n    type: official-postmortem`,
  });

  it('refuses credentials, which hide the real host', () => {
    expect(one(src('https://grafana.com@evil.example/postmortem'))).toEqual([
      'content/cases/IL-0001.md:21:5 sources[0].url: holds a user name or password before "@", so it leads to evil.example\n    hint: write the address without them: "https://evil.example/postmortem"',
    ]);
    expect(one(src('https://user:pass@example.org/'))).toHaveLength(1);
  });

  it('refuses a host with letters outside ASCII (a Cyrillic "а" in grafana.com), naming its punycode', () => {
    expect(one(src('https://gr\u0430fana.com/blog/'))).toEqual([
      'content/cases/IL-0001.md:21:5 sources[0].url: the host "gr\u0430fana.com" has letters outside ASCII, which can imitate another host\n    hint: if the address really is this one, write its host in punycode: "xn--grfana-4nf.com"',
    ]);
    expect(one(src('https://xn--grfana-4nf.com/blog/'))).toEqual([]);
  });

  it('refuses a URL over 2,000 characters, in every URL field', () => {
    const long = `https://example.org/${'a'.repeat(100_000)}`;
    const out = problems([
      ...VOCAB,
      caseFile('IL-0001', {
        sources: `sources:\n  - title: "Postmortem"\n    url: "${long}"\n    archive_url: "${long}"\n    publisher: Acme\n    type: official-postmortem`,
      }),
    ]);
    expect(out.map((l) => l.split('\n')[0])).toEqual([
      'content/cases/IL-0001.md:21:5 sources[0].url: is 100020 characters long, over the 2000-character limit for a URL',
      'content/cases/IL-0001.md:22:5 sources[0].archive_url: is 100020 characters long, over the 2000-character limit for a URL',
    ]);
  });
});

describe('aliases', () => {
  it('refuses an alias that names the case itself (its page redirected to itself)', () => {
    expect(problems([...VOCAB, caseFile('IL-0001', { aliases: 'aliases: [IL-0001]' })])).toEqual([
      'content/cases/IL-0001.md:26:11 aliases[0]: alias "IL-0001" is this case\'s own ID: its page would redirect to itself\n    hint: remove it: aliases are the old IDs of cases merged into this one',
    ]);
  });

  it('refuses the same alias on two cases (it went silently to one of them)', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0001', { aliases: 'aliases: [IL-0009]' }),
        caseFile('IL-0002', { aliases: 'aliases: [IL-0009]' }),
      ]),
    ).toEqual([
      'content/cases/IL-0002.md:26:11 aliases[0]: alias "IL-0009" is also an alias of IL-0001 (content/cases/IL-0001.md): an old ID can redirect to one case only\n    hint: keep it on the case IL-0009 was merged into, and remove it here or there',
    ]);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'finds no alias for case:%s (the lookup was a plain object)',
    (id) => {
      const out = problems([
        ...VOCAB,
        caseFile(
          'IL-0001',
          {},
          `## Symptoms\n\nSee [it](case:${id}).\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n`,
        ),
      ]);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(new RegExp(`broken link "case:${id}": no case "${id}" exists`));
      expect(out[0]).not.toMatch(/merged into|object|function/);
    },
  );
});

describe('titles and summaries', () => {
  it('refuses a title or summary of one letter: a title needs 3 words, a summary 3 words', () => {
    expect(one({ title: 'title: x', summary: 'summary: "Failed."' })).toEqual([
      'content/cases/IL-0001.md:3:1 title: is too short: a title needs at least 3 words\n    hint: say what it is about in a few words',
      'content/cases/IL-0001.md:4:1 summary: is too short: a summary needs at least 3 words\n    hint: say what it is about in a few words, as one or two plain sentences',
    ]);
  });

  it('counts each character of Chinese and Japanese as a word', () => {
    expect(one({ title: 'title: "证书过期"', summary: 'summary: "登录失败了。"' })).toEqual([]);
  });

  it('lets a concept title and a term label be a short name, not one letter', () => {
    expect(
      problems([
        ...VOCAB,
        {
          file: 'content/concepts/dns.md',
          content: '---\ntitle: DNS\nsummary: "How names resolve."\n---\n\nText.\n',
        },
      ]),
    ).toEqual([]);
    expect(
      problems([
        ...VOCAB,
        {
          file: 'content/concepts/dns.md',
          content: '---\ntitle: D\nsummary: "How names resolve."\n---\n\nText.\n',
        },
      ]),
    ).toEqual([
      'content/concepts/dns.md:2:1 title: is too short: a name needs at least 2 letters or digits\n    hint: write the name in full',
    ]);
  });
});
