// The pure parts of the site's design: headline steps, incident lengths and courses, grouped
// vocabularies, notable cases, the podcast's episodes and the placeholder site address.
import { describe, expect, it } from 'vitest';
import { CASE_TITLE_MAX, type Case } from '../../schemas/index.ts';
import { HEADLINE_STEPS, headlineStep } from '../../src/site/headline.ts';
import { courseLabels, incidentCourse, incidentLength } from '../../src/site/incident.ts';
import { groupTerms } from '../../src/site/taxonomy.ts';
import { notableCases } from '../../src/site/notable.ts';
import { podcastEpisodes } from '../../src/site/feeds.ts';
import { placeholderSiteWarning } from '../../src/site/site-config.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { fixtureLibrary } from '../helpers/site-fixture.ts';

describe('headline steps', () => {
  it('set longer titles in smaller steps, the last step holding the longest title the schema allows', () => {
    expect(headlineStep('x'.repeat(20))).toBe('xl');
    expect(headlineStep('x'.repeat(64))).toBe('xl');
    expect(headlineStep('x'.repeat(65))).toBe('l');
    expect(headlineStep('x'.repeat(101))).toBe('s');
    expect(headlineStep('x'.repeat(CASE_TITLE_MAX))).toBe('xs');
    expect(HEADLINE_STEPS.at(-1)!.maxChars).toBe(CASE_TITLE_MAX);
    // Counted as a reader sees them: one emoji is one character, not two UTF-16 units.
    expect(headlineStep('🔥'.repeat(64))).toBe('xl');
  });

  it('are what the case schema enforces: a longer title is refused', () => {
    const c = fixtureLibrary().cases[0].data;
    const title = (n: number) => `${'word '.repeat(40).slice(0, n - 1)}x`;
    expect(title(CASE_TITLE_MAX)).toHaveLength(CASE_TITLE_MAX);
    const schema = IL_RULES.schemas.cases;
    expect(schema.safeParse({ ...c, title: title(CASE_TITLE_MAX) }).success).toBe(true);
    expect(schema.safeParse({ ...c, title: title(CASE_TITLE_MAX + 1) }).success).toBe(false);
  });
});

describe('incident length and course', () => {
  const inc = (o: Partial<Case['incident']>): Case['incident'] => ({
    start: '2024-01-01T10:00:00Z',
    precision: 'minute',
    ...o,
  });

  const lasted = (o: Partial<Case['incident']>, timeline: Case['timeline'] = []) =>
    incidentLength({ incident: inc(o), timeline });
  it('says how long an incident lasted, at the precision its times allow', () => {
    expect(lasted({ end: '2024-01-02T12:30:00Z' })?.text).toBe('1 d 2 h 30 min');
    expect(lasted({ end: '2024-01-01T03:13:00-07:00' })?.text).toBe('13 min');
    expect(lasted({ start: '2024-01-01', precision: 'day', end: '2024-01-04' })).toEqual({
      text: 'about 3 d',
      minutes: 3 * 1440,
      precision: 'day',
    });
    expect(lasted({ start: '2024-01-01', precision: 'day', end: '2024-01-01' })?.text).toBe(
      'within a day',
    );
    expect(lasted({ precision: 'hour', end: '2024-01-01T15:00:00Z' })?.text).toBe('about 5 h');
    expect(lasted({})).toBeUndefined();
  });
  it('takes the end from one rule: end, else resolved, else the last resolution event', () => {
    // A case with `resolved` and no `end` said "not reported" while its course said resolved.
    expect(lasted({ resolved: '2024-01-02T17:38:00Z' })?.text).toBe('1 d 7 h 38 min');
    const timeline: Case['timeline'] = [
      { at: '2024-01-01T11:00:00Z', precision: 'minute', event: 'Fixed.', kind: 'resolution' },
    ];
    expect(lasted({}, timeline)?.minutes).toBe(60);
    expect(lasted({ end: '2024-01-01T10:30:00Z' }, timeline)?.minutes).toBe(30);
  });
  it('sorts a day-precise length by its days, among the exact ones', () => {
    const long = lasted({ start: '2024-01-01', precision: 'day', end: '2024-02-10' })!;
    const short = lasted({ end: '2024-01-02T17:38:00Z' })!;
    expect(long.minutes).toBeGreaterThan(short.minutes);
  });

  it('puts start, detection, first mitigation and end on one scale with every event', () => {
    const course = incidentCourse(
      inc({ detected: '2024-01-01T10:30:00Z', end: '2024-01-01T12:00:00Z' }),
      [
        { at: '2024-01-01T09:50:00Z', precision: 'minute', event: 'A change.', kind: 'trigger' },
        {
          at: '2024-01-01T11:00:00Z',
          precision: 'minute',
          event: 'Rolled back.',
          kind: 'mitigation',
        },
        { at: '2024-02-01', precision: 'day', event: 'Postmortem.', kind: 'other' },
      ],
    )!;
    expect(course.marks.map((m) => [m.key, m.x, m.since])).toEqual([
      ['start', 77, undefined],
      ['detected', 308, '+30 min'],
      ['mitigated', 538, '+1 h'],
      ['ended', 1000, '+2 h'],
    ]);
    expect(course.events.map((e) => e.x)).toEqual([0, 538]);
    expect(course.impact).toEqual({ x0: 77, x1: 1000 });
  });

  it('draws nothing for an incident known only by its start', () => {
    expect(incidentCourse(inc({}), [])).toBeUndefined();
  });
});

describe('labels of the course strip', () => {
  it('puts each label under its mark, moving one that would touch its neighbour to a further row', () => {
    // IL-0190's shape: started, detected at 92 %, ended at 100 %.
    expect(courseLabels([{ x: 0 }, { x: 920 }, { x: 1000 }])).toEqual([
      { lane: 0, anchor: 'start' },
      { lane: 0, anchor: 'end' },
      { lane: 1, anchor: 'end' },
    ]);
    // Far apart: one row, the middle one centred on its mark.
    expect(courseLabels([{ x: 0 }, { x: 500 }, { x: 1000 }]).map((l) => l.lane)).toEqual([0, 0, 0]);
    expect(courseLabels([{ x: 500 }])[0].anchor).toBe('middle');
    // Three close together then one far: the far one goes back to the first row.
    expect(courseLabels([{ x: 0 }, { x: 50 }, { x: 100 }, { x: 700 }]).map((l) => l.lane)).toEqual([
      0, 1, 2, 0,
    ]);
  });
});

describe('grouped vocabulary', () => {
  it('groups terms by kind in the given order, with the kindless last as Other, leaving out empty groups', () => {
    const t = (slug: string, kind?: string) => ({
      slug,
      term: { label: slug, description: 'x', ...(kind ? { kind } : {}) } as never,
      caseIds: [],
    });
    const groups = groupTerms(
      [t('a', 'net'), t('b'), t('c', 'db'), t('d', 'net'), t('e', 'gone')],
      { db: 'Databases', net: 'Networks', ml: 'ML' },
    );
    expect(groups.map((g) => [g.label, g.terms.map((x) => x.slug)])).toEqual([
      ['Databases', ['c']],
      ['Networks', ['a', 'd']],
      ['Other', ['b', 'e']],
    ]);
  });
});

describe('notable cases and the podcast', () => {
  it('ranks cases by how many pages point to them, then by how long they lasted', () => {
    const cases = fixtureLibrary().cases;
    const backlinks = new Map([
      [`case:${cases[2].id}`, ['article:a', 'case:IL-0001', 'article:a']],
      [`case:${cases[0].id}`, ['concept:etcd']],
    ]);
    expect(notableCases(cases, backlinks, 2).map((c) => c.id)).toEqual([cases[2].id, cases[0].id]);
  });

  it('offers episodes only for transcripts with audio, oldest first', () => {
    const t = (id: string, published: string, audio?: string) => ({
      id,
      data: { published, ...(audio ? { audio } : {}) },
    });
    expect(
      podcastEpisodes([
        t('a', '2026-02-01', 'a.mp3'),
        t('b', '2026-01-01'),
        t('c', '2026-01-15', 'c.mp3'),
      ]).map((e) => e.id),
    ).toEqual(['c', 'a']);
    expect(podcastEpisodes([t('b', '2026-01-01')])).toEqual([]);
  });
});

describe('the placeholder site address', () => {
  it('warns when the site address is unset, invalid or a reserved example domain, and not for a real address', () => {
    expect(placeholderSiteWarning(undefined)).toMatch(/^warning: the site address is not set,/);
    expect(placeholderSiteWarning('not a url')).toMatch(
      /^warning: the site address is the placeholder not a url,/,
    );
    // The flagship's default and any other name under example.com, .org or .net (RFC 2606).
    for (const url of [
      'https://incident-library.example.org/kb/',
      'https://acme.example.com',
      'https://example.net',
    ])
      expect(placeholderSiteWarning(url), url).toContain(`the placeholder ${url},`);
    expect(placeholderSiteWarning('https://incidents.acme.dev')).toBeUndefined();
    // Only the reserved names themselves: a host that merely ends in the same letters is real.
    expect(placeholderSiteWarning('https://notexample.org/kb/')).toBeUndefined();
  });
});
