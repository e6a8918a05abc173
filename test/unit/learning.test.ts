// Learning across incidents as pure functions on small in-memory libraries: action items and
// lessons from a body's tree, durations under the precision rule, exact medians and quartiles,
// grouping by theme, factors that come together, the checklist and the open data rows.
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Case, CaseInput } from '../../schemas/index.ts';
import { renderBody } from '../../src/markdown/index.ts';
import { parseBody } from '../../src/model/markdown-tree.ts';
import { caseLearnings, type CaseLearnings } from '../../src/model/case-learnings.ts';
import { seenWith, termPairs } from '../../src/site/cooccurrence.ts';
import { pointsOf, positionIn } from '../../src/site/duration-position.ts';
import { distribution, distributionsByTerm, summarise } from '../../src/site/duration-stats.ts';
import { formatHours, formatMinutes } from '../../src/site/duration-words.ts';
import { caseDuration } from '../../src/site/durations.ts';
import {
  actionItemColumns,
  actionItemRows,
  actionItemsCsv,
  actionItemsJson,
} from '../../src/site/export-action-items.ts';
import { buildInsights } from '../../src/site/insights.ts';
import {
  checklistMarkdown,
  groupLearnings,
  learningCounts,
  type LearningCase,
} from '../../src/site/learnings.ts';
import { durationStrips, durationTicks } from '../../src/site/duration-chart.ts';
import { caseTerms } from '../../src/model/vocabularies.ts';
import { FLAGSHIP, IL_RULES } from '../helpers/rules.ts';

let n = 0;
/** A valid case with the given incident times, timeline and terms. */
// The vocabulary fields (`components`, `root_causes`...) are the library's, not typed on `Case`.
function mk(
  over: Partial<CaseInput> & { incident: CaseInput['incident']; [field: string]: unknown },
): Case {
  n++;
  return IL_RULES.schemas.cases.parse({
    id: `IL-${String(n).padStart(4, '0')}`,
    title: 'A test case',
    summary: 'A test case summary.',
    organisation: 'acme',
    status: 'published',
    impact: { description: 'Requests failed.', categories: ['partial-outage'] },
    root_causes: [{ term: 'software-defect', evidence: 'stated' }],
    components: ['etcd'],
    sources: [
      { title: 's', url: 'https://example.org/', publisher: 'p', type: 'official-postmortem' },
    ],
    added: '2026-01-01',
    last_reviewed: '2026-01-01',
    ...over,
  });
}

/** Action items and lessons of a body, from its one tree and the ids the tree gives its headings (as the loader reads them). */
async function learn(body: string): Promise<CaseLearnings> {
  const tree = parseBody(body);
  const learnings = caseLearnings(
    tree,
    (tree.data?.headings ?? []).map((h) => h.id),
  );
  // the anchors are the ids the rendered page carries
  const rendered = (await renderBody(body)).metadata.headings.map((h) => h.slug);
  for (const item of [...learnings.actionItems, ...learnings.lessons])
    expect(rendered).toContain(item.anchor);
  return learnings;
}

describe('caseLearnings', () => {
  it('takes the list items of a section, not the paragraphs around them, with the section heading id', async () => {
    const body = [
      '## Symptoms',
      '',
      '- not an action',
      '',
      '## Action items',
      '',
      'Both come from the postmortem.',
      '',
      '- Turn on **gRPC** keepalive (`DialKeepAliveTime`)',
      '  in the client.',
      '- Drain nodes [before upgrades](https://example.org/x).',
      '',
      '## Lessons',
      '',
      'Failover is half the story.',
      '',
      'Clients must notice',
      'dead peers.',
      '',
    ].join('\n');
    expect(await learn(body)).toEqual({
      actionItems: [
        {
          text: 'Turn on gRPC keepalive (DialKeepAliveTime) in the client.',
          anchor: 'user-content-action-items',
        },
        { text: 'Drain nodes before upgrades.', anchor: 'user-content-action-items' },
      ],
      lessons: [
        { text: 'Failover is half the story.', anchor: 'user-content-lessons' },
        { text: 'Clients must notice dead peers.', anchor: 'user-content-lessons' },
      ],
    });
  });

  it('follows the ids the renderer gave repeated and reserved headings, and subheadings within a section', async () => {
    const body = [
      '## Lessons',
      '',
      'First.',
      '',
      '## Sources',
      '',
      'x',
      '',
      '## Lessons',
      '',
      '### For clients',
      '',
      '1. Keepalive.',
      '   - and deadlines',
      '2. Retry with backoff.',
      '',
    ].join('\n');
    const l = await learn(body);
    expect(l.lessons).toEqual([
      { text: 'First.', anchor: 'user-content-lessons' },
      { text: 'Keepalive. and deadlines', anchor: 'user-content-for-clients' },
      { text: 'Retry with backoff.', anchor: 'user-content-for-clients' },
    ]);
    // the second "Lessons" heading is "lessons-1", "Sources" is "sources-1" (page-sources is the layout's)
    const r = await renderBody(body);
    expect(r.metadata.headings.map((h) => h.slug)).toEqual([
      'user-content-lessons',
      'user-content-sources',
      'user-content-lessons-1',
      'user-content-for-clients',
    ]);
    expect(l.actionItems).toEqual([]);
  });

  it('reads an action items section without a list as a note, not as actions', async () => {
    const l = await learn(
      '## Action items\n\nThe report does not list them.\n\n## Lessons\n\nA lesson.\n',
    );
    expect(l).toEqual({
      actionItems: [],
      lessons: [{ text: 'A lesson.', anchor: 'user-content-lessons' }],
    });
  });

  it('reads each row of a table in the action items section as one item, its other columns after the action', async () => {
    const body = [
      '## Action items',
      '',
      'From the review meeting.',
      '',
      '| Action | Owner | Ticket | Status |',
      '| --- | --- | --- | --- |',
      '| Add a **canary** stage to payments deploys | Payments team | [PAY-123](https://jira.example.com/browse/PAY-123) | done |',
      '| Alert on checkout latency | SRE |  | open |',
      '|  |  |  |  |',
      '',
      '- Also a list item.',
      '',
      '## Lessons',
      '',
      'A lesson.',
      '',
    ].join('\n');
    const l = await learn(body);
    expect(l.actionItems).toEqual([
      {
        text: 'Add a canary stage to payments deploys (Owner: Payments team; Ticket: PAY-123; Status: done)',
        anchor: 'user-content-action-items',
      },
      {
        text: 'Alert on checkout latency (Owner: SRE; Status: open)',
        anchor: 'user-content-action-items',
      },
      { text: 'Also a list item.', anchor: 'user-content-action-items' },
    ]);
    expect(l.lessons).toEqual([{ text: 'A lesson.', anchor: 'user-content-lessons' }]);
  });

  it('takes the action from the column named for it, else the first; a table in Lessons gives lessons', async () => {
    const l = await learn(
      [
        '## Action items',
        '',
        '| # | Owner | Follow-up |',
        '| - | ----- | --------- |',
        '| 1 | DB team | Raise the connection limit |',
        '| 2 |  | Page on replica lag |',
        '',
        '## Lessons',
        '',
        '| Lesson |',
        '| --- |',
        '| Watch latency like errors. |',
        '',
      ].join('\n'),
    );
    expect(l.actionItems.map((i) => i.text)).toEqual([
      'Raise the connection limit (#: 1; Owner: DB team)',
      'Page on replica lag (#: 2)',
    ]);
    expect(l.lessons.map((i) => i.text)).toEqual(['Watch latency like errors.']);
  });

  it('gives a cross-link without text the text the renderer would show, and refuses ids that do not match the headings', () => {
    const tree = parseBody('## Action items\n\n- Compare with [](case:IL-0190).\n');
    expect(
      caseLearnings(tree, ['user-content-action-items'], (url) =>
        url === 'case:IL-0190' ? 'IL-0190' : undefined,
      ).actionItems[0].text,
    ).toBe('Compare with IL-0190.');
    expect(() => caseLearnings(tree, [])).toThrow(/1 headings but 0 ids/);
  });

  it('reads no section from headings named after Object properties', async () => {
    const l = await learn(
      '## constructor\n\n- a\n\n## __proto__\n\n- b\n\n## toString\n\nc\n\n## Lessons\n\nA lesson.\n',
    );
    expect(l.actionItems).toEqual([]);
    expect(l.lessons.map((i) => i.text)).toEqual(['A lesson.']);
  });
});

describe('durations', () => {
  const minute = (
    start: string,
    more: Partial<CaseInput['incident']> = {},
    timeline: CaseInput['timeline'] = [],
  ) => mk({ incident: { start, precision: 'minute', ...more }, timeline });

  it('measures time to detect and to resolve exactly when both times are known to the minute', () => {
    const c = minute('2020-03-16T11:19:00Z', {
      detected: '2020-03-16T11:31:00Z',
      end: '2020-03-16T12:32:30-00:00',
    });
    expect(caseDuration(c, 'detect')).toMatchObject({
      kind: 'measured',
      minutes: 12,
      precision: 'minute',
    });
    // to the minute: 12:32:30 is the minute 12:32
    expect(caseDuration(c, 'resolve')).toMatchObject({
      kind: 'measured',
      minutes: 73,
      precision: 'minute',
    });
  });

  it('honours offsets: 23:30 PST to 00:45 PST the next day is 75 minutes', () => {
    const c = minute('2024-12-31T23:30:00-08:00', { end: '2025-01-01T08:45:00Z' });
    expect(caseDuration(c, 'resolve')).toMatchObject({ minutes: 75, precision: 'minute' });
  });

  it('takes the detection and resolution events when the frontmatter has no time, first detection and last resolution', () => {
    const c = minute('2021-01-01T10:00:00Z', {}, [
      { at: '2021-01-01T10:20:00Z', precision: 'minute', event: 'paged', kind: 'detection' },
      { at: '2021-01-01T10:40:00Z', precision: 'minute', event: 'second page', kind: 'detection' },
      { at: '2021-01-01T11:00:00Z', precision: 'minute', event: 'mitigated', kind: 'resolution' },
      {
        at: '2021-01-01T12:00:00Z',
        precision: 'minute',
        event: 'fully resolved',
        kind: 'resolution',
      },
    ]);
    expect(caseDuration(c, 'detect')).toMatchObject({ minutes: 20, end: { from: 'timeline[0]' } });
    expect(caseDuration(c, 'resolve')).toMatchObject({
      minutes: 120,
      end: { from: 'timeline[3]' },
    });
  });

  it('keeps a time the timeline knows only to the hour out of minute statistics, measured in whole hours', () => {
    // detected written as a date-time, but its event says "around 13:00"
    const c = minute('2021-01-01T10:50:00Z', { detected: '2021-01-01T13:00:00Z' }, [
      { at: '2021-01-01T13:00:00Z', precision: 'hour', event: 'noticed', kind: 'detection' },
    ]);
    // 10:00-11:00 to 13:00-14:00: three hours, middle to middle
    expect(caseDuration(c, 'detect')).toMatchObject({
      kind: 'measured',
      minutes: 180,
      precision: 'hour',
    });
    const hourStart = mk({
      incident: { start: '2021-01-01T10:00:00Z', precision: 'hour', end: '2021-01-01T10:40:00Z' },
    });
    expect(caseDuration(hourStart, 'resolve')).toMatchObject({ minutes: 0, precision: 'hour' });
  });

  it('gives no duration for a time known only to the day, none without a time, none before the start', () => {
    expect(
      caseDuration(
        mk({ incident: { start: '2021-01-01', precision: 'day', end: '2021-01-02' } }),
        'resolve',
      ),
    ).toEqual({ kind: 'missing', reason: 'day-precision' });
    expect(caseDuration(minute('2021-01-01T10:00:00Z', { end: '2021-01-02' }), 'resolve')).toEqual({
      kind: 'missing',
      reason: 'day-precision',
    });
    expect(
      caseDuration(
        mk({
          incident: {
            start: '2021-01-01T10:00:00Z',
            precision: 'day',
            end: '2021-01-01T12:00:00Z',
          },
        }),
        'resolve',
      ),
    ).toEqual({ kind: 'missing', reason: 'day-precision' });
    expect(caseDuration(minute('2021-01-01T10:00:00Z'), 'detect')).toEqual({
      kind: 'missing',
      reason: 'no-time',
    });
    expect(
      caseDuration(minute('2021-01-01T10:00:00Z', { detected: '2021-01-01T09:55:00Z' }), 'detect'),
    ).toEqual({ kind: 'missing', reason: 'before-start' });
  });

  it('summarises with exact medians and type-7 quartiles, never a mean', () => {
    expect(summarise([40, 10, 30, 20])).toEqual({
      n: 4,
      min: 10,
      q1: 17.5,
      median: 25,
      q3: 32.5,
      max: 40,
    });
    expect(summarise([5, 1, 1000])).toEqual({
      n: 3,
      min: 1,
      q1: 3,
      median: 5,
      q3: 502.5,
      max: 1000,
    });
    expect(summarise([7])).toEqual({ n: 1, min: 7, q1: 7, median: 7, q3: 7, max: 7 });
    expect(summarise([])).toBeUndefined();
  });

  it('builds minute and hour statistics per root cause, counting a case under each of its causes and why others are missing', () => {
    const start = '2022-05-01T08:00:00Z';
    const cases = [
      mk({ incident: { start, precision: 'minute', end: '2022-05-01T08:10:00Z' } }),
      mk({
        incident: { start, precision: 'minute', end: '2022-05-01T08:30:00Z' },
        root_causes: [
          { term: 'software-defect', evidence: 'stated' },
          { term: 'config-change', evidence: 'stated' },
        ],
      }),
      mk({ incident: { start, precision: 'minute', end: '2022-05-01T09:00:00Z' } }),
      mk({ incident: { start, precision: 'minute', end: '2022-05-01T12:00:00Z' } }),
      mk({ incident: { start, precision: 'hour', end: '2022-05-01T10:00:00Z' } }),
      mk({ incident: { start: '2022-05-01', precision: 'day', end: '2022-05-03' } }),
      mk({ incident: { start, precision: 'minute' } }),
    ];
    const rows = cases.map((c) => ({
      id: c.id,
      durations: { detect: caseDuration(c, 'detect'), resolve: caseDuration(c, 'resolve') },
      terms: caseTerms(IL_RULES.vocabularies.byRole['root-cause'], c),
    }));
    const [defect, change] = distributionsByTerm(rows, 'resolve');
    expect(defect.slug).toBe('software-defect');
    expect(defect.distribution.cases).toBe(7);
    expect(defect.distribution.minute).toEqual({
      n: 4,
      min: 10,
      q1: 25,
      median: 45,
      q3: 105,
      max: 240,
    });
    // hour statistics: the four minute-precise durations in hours, and the hour-precise one (2 h)
    expect(defect.distribution.hour).toEqual({
      n: 5,
      min: 10 / 60,
      q1: 0.5,
      median: 1,
      q3: 2,
      max: 4,
    });
    expect(defect.distribution.missing).toEqual({
      'no-time': 1,
      'day-precision': 1,
      'before-start': 0,
    });
    expect(defect.distribution.points.map((p) => [p.minutes, p.precision])).toEqual([
      [10, 'minute'],
      [30, 'minute'],
      [60, 'minute'],
      [120, 'hour'],
      [240, 'minute'],
    ]);
    expect(change).toMatchObject({
      slug: 'config-change',
      distribution: { cases: 1, minute: { n: 1, median: 30 } },
    });
    expect(
      distributionsByTerm(rows, 'resolve', (_s, count) => count > 1).map((d) => d.slug),
    ).toEqual(['software-defect']);

    const d = distribution(rows, 'resolve');
    expect(positionIn(d, cases[1].id)).toMatchObject({
      shorter: 1,
      same: 0,
      longer: 2,
      precision: 'minute',
      summary: { median: 45 },
    });
    expect(positionIn(d, cases[4].id)).toMatchObject({
      shorter: 3,
      longer: 1,
      precision: 'hour',
      summary: { median: 1 },
    });
    expect(positionIn(d, cases[5].id)).toBeUndefined();
  });

  it('places a case among equal, shorter and longer durations of both precisions, a case listed twice too', () => {
    // Ties at 30 and 60 minutes across precisions, and C listed twice (its second entry at 60 min).
    const points = [
      { id: 'A', minutes: 10, precision: 'minute' as const },
      { id: 'B', minutes: 30, precision: 'minute' as const },
      { id: 'C', minutes: 30, precision: 'minute' as const },
      { id: 'D', minutes: 30, precision: 'hour' as const },
      { id: 'E', minutes: 60, precision: 'hour' as const },
      { id: 'C', minutes: 60, precision: 'minute' as const },
      { id: 'F', minutes: 90, precision: 'minute' as const },
    ];
    const summary = { n: 1, min: 0, q1: 0, median: 0, q3: 0, max: 0 };
    const d = {
      cases: 7,
      points,
      minute: summary,
      hour: summary,
      missing: { 'no-time': 0, 'day-precision': 0, 'before-start': 0 },
    };
    // B among the minute-precise A, C, C, F: 30 = C's first entry, the others differ.
    expect(positionIn(d, 'B')).toMatchObject({
      shorter: 1,
      same: 1,
      longer: 2,
      precision: 'minute',
    });
    // D (hour) among every point: A shorter; B, C the same; E, C, F longer.
    expect(positionIn(d, 'D')).toMatchObject({ shorter: 1, same: 2, longer: 3, precision: 'hour' });
    expect(positionIn(d, 'E')).toMatchObject({ shorter: 4, same: 1, longer: 1, precision: 'hour' });
    // C's own two entries are both left out: its first (30 min) among A, B, F.
    expect(positionIn(d, 'C')).toMatchObject({
      shorter: 1,
      same: 1,
      longer: 1,
      precision: 'minute',
    });
    expect(pointsOf(d, 'C').map((p) => p.minutes)).toEqual([30, 60]);
    expect(pointsOf(d, 'Z')).toEqual([]);
  });

  it('writes durations at their precision', () => {
    expect(formatMinutes(12, 'minute')).toBe('12 min');
    expect(formatMinutes(73.5, 'minute')).toBe('1 h 14 min');
    // A median under a minute, or a case detected at its start, is not "0 min".
    expect(formatMinutes(0, 'minute')).toBe('under 1 min');
    expect(formatMinutes(0.4, 'minute')).toBe('under 1 min');
    expect(formatMinutes(5.5, 'minute')).toBe('6 min');
    expect(formatMinutes(180, 'hour')).toBe('about 3 h');
    expect(formatMinutes(27 * 60, 'hour')).toBe('about 1 d 3 h');
    expect(formatMinutes(0, 'hour')).toBe('within the hour');
    expect(formatHours(0.25)).toBe('under 1 h');
    expect(formatHours(1.25)).toBe('1.3 h');
    expect(formatHours(31.4)).toBe('31 h');
  });
});

describe('factors that come together', () => {
  const cases = [
    { id: 'IL-0001', terms: ['a', 'b', 'c'] },
    { id: 'IL-0002', terms: ['b', 'a'] },
    { id: 'IL-0003', terms: ['c', 'a', 'a'] },
    { id: 'IL-0004', terms: ['d'] },
  ];

  it('counts each pair once per case, most shared first', () => {
    expect(termPairs(cases)).toEqual([
      { a: 'a', b: 'b', caseIds: ['IL-0001', 'IL-0002'] },
      { a: 'a', b: 'c', caseIds: ['IL-0001', 'IL-0003'] },
      { a: 'b', b: 'c', caseIds: ['IL-0001'] },
    ]);
    expect(termPairs(cases, 2).length).toBe(2);
  });

  it('lists what a factor is seen with', () => {
    expect(seenWith(termPairs(cases), 'c')).toEqual([
      { slug: 'a', caseIds: ['IL-0001', 'IL-0003'] },
      { slug: 'b', caseIds: ['IL-0001'] },
    ]);
    expect(seenWith(termPairs(cases), 'd')).toEqual([]);
  });
});

describe('what teams changed afterwards', () => {
  const item = (text: string) => ({ text, anchor: 'user-content-action-items' });
  const lc = (
    id: string,
    factors: string[],
    actions: string[],
    lessons: string[] = [],
  ): LearningCase => ({
    id,
    organisation: `Org ${id}`,
    year: 2020,
    factors,
    learnings: {
      actionItems: actions.map(item),
      lessons: lessons.map((t) => ({ text: t, anchor: 'user-content-lessons' })),
    },
  });

  it('groups by the factor most cases share, each case once, at least two per theme, the page own factor aside', () => {
    const cases = [
      lc('IL-0001', ['keepalive', 'drain'], ['a1']),
      lc('IL-0002', ['keepalive'], ['a2']),
      lc('IL-0003', ['drain', 'alerting'], ['a3']),
      lc('IL-0004', ['drain'], [], ['l4']),
      lc('IL-0005', ['alerting'], ['a5']),
      lc('IL-0006', ['keepalive'], []), // nothing to show
      lc('IL-0007', ['page-own'], ['a7']),
    ];
    const groups = groupLearnings(cases, 'page-own');
    expect(groups.map((g) => [g.theme, g.cases.map((c) => c.id)])).toEqual([
      ['drain', ['IL-0001', 'IL-0003', 'IL-0004']],
      [undefined, ['IL-0002', 'IL-0005', 'IL-0007']],
    ]);
    expect(learningCounts(groups)).toEqual({ cases: 6, actionItems: 5, lessons: 1 });
    // ties go to the slug that sorts first
    expect(
      groupLearnings([lc('IL-0001', ['b', 'a'], ['x']), lc('IL-0002', ['a', 'b'], ['y'])])[0].theme,
    ).toBe('a');
  });

  it('writes the action items as a Markdown task list with escaped text and links into the cases', () => {
    const groups = groupLearnings([
      lc('IL-0001', ['t'], ['Use *keepalive* [always]']),
      lc('IL-0002', ['t'], ['Drain nodes']),
      lc('IL-0003', [], ['Alert', 'Page']),
    ]);
    const md = checklistMarkdown(groups, {
      title: 'After Kubernetes incidents',
      themeLabel: (s) => `Theme ${s}`,
      otherLabel: 'Other cases',
      itemUrl: (id, i) => `https://x.org/cases/${id}/#${i.anchor}`,
    });
    expect(md).toBe(
      [
        '# After Kubernetes incidents',
        '',
        '## Theme t',
        '',
        '- [ ] Use \\*keepalive\\* \\[always] (Org IL-0001, 2020, [IL-0001](https://x.org/cases/IL-0001/#user-content-action-items))',
        '- [ ] Drain nodes (Org IL-0002, 2020, [IL-0002](https://x.org/cases/IL-0002/#user-content-action-items))',
        '',
        '## Other cases',
        '',
        '- [ ] Alert (Org IL-0003, 2020, [IL-0003](https://x.org/cases/IL-0003/#user-content-action-items))',
        '- [ ] Page (Org IL-0003, 2020, [IL-0003](https://x.org/cases/IL-0003/#user-content-action-items))',
        '',
      ].join('\n'),
    );
    // parsed back, every item is an unchecked task
    const tree = parseBody(md);
    const tasks = tree.children.filter((c) => c.type === 'list').flatMap((l) => l.children);
    expect(tasks.map((t) => t.checked)).toEqual([false, false, false, false]);
  });
});

describe('action items as open data', () => {
  it('has one row per item with its case, link, terms; CSV cells neutralised and parsed back', () => {
    const c = mk({
      incident: { start: '2019-07-02T13:42:00Z', precision: 'minute' },
      components: ['waf', 'regex'],
      contributing_factors: ['no-canary'],
      root_causes: [
        { term: 'software-defect', evidence: 'stated' },
        { term: 'config-change', evidence: 'inferred' },
      ],
    });
    const rows = actionItemRows(
      c,
      [
        { text: '=Limit regex backtracking', anchor: 'user-content-action-items' },
        { text: 'Canary WAF rules', anchor: 'user-content-follow-up' },
      ],
      'https://x.org/cases/IL-0001/',
      IL_RULES.vocabularies.rows,
    );
    expect(rows[1]).toEqual({
      case: c.id,
      n: 2,
      text: 'Canary WAF rules',
      url: 'https://x.org/cases/IL-0001/#user-content-follow-up',
      organisation: 'acme',
      year: 2019,
      components: ['waf', 'regex'],
      root_causes: ['software-defect', 'config-change'],
      contributing_factors: ['no-canary'],
    });
    const json = JSON.parse(actionItemsJson(rows, FLAGSHIP.config));
    expect(json.count).toBe(2);
    expect([json.title, json.license]).toEqual(['Incident Library: action items', 'CC-BY-4.0']);
    expect(json.action_items[0].text).toBe('=Limit regex backtracking');
    const csv = actionItemsCsv(rows, actionItemColumns(IL_RULES.vocabularies.rows));
    expect(
      csv.startsWith(
        '\ufeffcase,n,text,url,organisation,year,components,root_causes,contributing_factors\r\n',
      ),
    ).toBe(true);
    const parsed = parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(parsed[0].text).toBe("'=Limit regex backtracking");
    expect(parsed[0].components).toBe('waf regex');
  });
});

describe('insights and the duration chart', () => {
  it('computes per-measure distributions once, the top components only, and the learning cases', () => {
    const a = mk({
      incident: {
        start: '2020-01-01T00:00:00Z',
        precision: 'minute',
        detected: '2020-01-01T00:05:00Z',
        end: '2020-01-01T01:00:00Z',
      },
      components: ['etcd', 'dns'],
      contributing_factors: ['x', 'y'],
    });
    const b = mk({
      incident: { start: '2021-01-01', precision: 'day' },
      components: ['etcd'],
      contributing_factors: ['x', 'y'],
    });
    const ins = buildInsights(
      [a, b],
      (id) => ({
        actionItems: id === a.id ? [{ text: 'Do it', anchor: 'user-content-action-items' }] : [],
        lessons: [],
      }),
      (s) => s.toUpperCase(),
      IL_RULES.vocabularies,
    );
    expect(ins.library.detect).toMatchObject({
      cases: 2,
      minute: { n: 1, median: 5 },
      missing: { 'no-time': 1, 'day-precision': 0 },
    });
    expect(ins.byComponent.resolve.map((d) => [d.slug, d.distribution.cases])).toEqual([
      ['etcd', 2],
      ['dns', 1],
    ]);
    expect(ins.factorPairs).toEqual([{ a: 'x', b: 'y', caseIds: [a.id, b.id] }]);
    expect(ins.learningCase(a.id)).toEqual({
      id: a.id,
      organisation: 'ACME',
      year: 2020,
      factors: ['x', 'y'],
      learnings: {
        actionItems: [{ text: 'Do it', anchor: 'user-content-action-items' }],
        lessons: [],
      },
    });
  });

  it('places each case on a shared time axis with its row box from the minute statistics', () => {
    const rows = [
      {
        label: 'Software defect',
        href: '/r/sd/',
        points: [
          { id: 'IL-0001', minutes: 0, precision: 'minute' as const },
          { id: 'IL-0002', minutes: 60, precision: 'minute' as const },
          { id: 'IL-0003', minutes: 60, precision: 'hour' as const },
        ],
        box: { q1: 0, median: 30, q3: 60 },
      },
      {
        label: 'Config',
        href: '/r/c/',
        points: [{ id: 'IL-0004', minutes: 1440, precision: 'minute' as const }],
      },
    ];
    const chart = durationStrips(rows, { width: 400 });
    const [sd, cfg] = chart.rows;
    expect(sd.dots.map((d) => d.x)).toEqual([chart.plot.x0, sd.dots[1].x, sd.dots[1].x]);
    expect(sd.dots[1].y).not.toBe(sd.dots[2].y); // equal times are stacked, not drawn over each other
    expect(sd.dots[2].hollow).toBe(true);
    expect(sd.box!.x1).toBe(chart.plot.x0);
    expect(sd.box!.xm).toBeGreaterThan(sd.box!.x1);
    expect(sd.box!.xm).toBeLessThan(sd.box!.x2);
    expect(cfg.dots[0].x).toBeLessThanOrEqual(chart.plot.x1);
    expect(cfg.box).toBeUndefined();
    expect(cfg.y).toBeGreaterThan(sd.y);
    expect(durationTicks(1440).map((t) => t.label)).toEqual(['0', '10 min', '1 h', '6 h', '1 d']);
    // A case page's chart: one dot at 13 min beside a box reaching 13 h. The axis reaches the box's
    // end, so the box is drawn whole rather than cut at the dot's hour.
    const one = durationStrips(
      [
        {
          label: 'x',
          href: '#',
          points: [{ id: 'A', minutes: 13, precision: 'minute' }],
          box: { q1: 57, median: 199, q3: 824 },
        },
      ],
      { width: 400 },
    );
    expect(one.ticks.at(-1)!.value).toBeGreaterThanOrEqual(824);
    expect(one.rows[0].box!.x2).toBeLessThanOrEqual(one.plot.x1);
    expect(one.rows[0].box!.x2).toBeGreaterThan(one.rows[0].box!.xm);
    expect(one.rows[0].box!.xm).toBeGreaterThan(one.rows[0].dots[0].x);
  });
});
