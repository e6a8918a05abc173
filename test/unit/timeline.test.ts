// Timeline checks (src/model/timeline-checks.ts): order by instant with offsets and precision,
// the incident's window, precision against what `at` carries; reported at `timeline[i].at`.
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../src/model/library.ts';
import { formatIssue } from '../../src/model/errors.ts';
import { instantSpan } from '../../src/model/dates.ts';
import { timelineRows } from '../../src/site/timeline.ts';
import { caseFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

type Ev = { at: string; precision: string; kind?: string };
const INCIDENT =
  'incident:\n  start: "2020-03-16T11:19:00Z"\n  end: "2020-03-16T13:32:00Z"\n  precision: minute';

/** A case file whose timeline holds these events (`event` text filled in). */
function withTimeline(events: Ev[], incident = INCIDENT) {
  const lines = events.map(
    (e, i) =>
      `  - at: "${e.at}"\n    precision: ${e.precision}\n    event: "Event ${i}."${e.kind ? `\n    kind: ${e.kind}` : ''}`,
  );
  return caseFile('IL-0001', { incident, timeline: `timeline:\n${lines.join('\n')}` });
}

/** The timeline issues of a case file: `field: message`. */
function problems(events: Ev[], incident?: string): string[] {
  const f = withTimeline(events, incident);
  return checkFile(f.file, f.content, IL_RULES)
    .issues.filter((i) => i.field.startsWith('timeline'))
    .map((i) => `${i.field}: ${i.message}`);
}

describe('instantSpan', () => {
  const iso = (v: string, p?: 'minute' | 'hour' | 'day' | 'month') => {
    const s = instantSpan(v, p)!;
    return [new Date(s.from).toISOString(), new Date(s.to).toISOString()];
  };
  it("cuts the unit in the source's own offset", () => {
    expect(iso('2022-06-23T18:56:00-07:00')).toEqual([
      '2022-06-24T01:56:00.000Z',
      '2022-06-24T01:57:00.000Z',
    ]);
    expect(iso('2022-06-23T18:56:00-07:00', 'hour')).toEqual([
      '2022-06-24T01:00:00.000Z',
      '2022-06-24T02:00:00.000Z',
    ]);
    expect(iso('2022-06-23T18:56:00+05:30', 'hour')).toEqual([
      '2022-06-23T12:30:00.000Z',
      '2022-06-23T13:30:00.000Z',
    ]);
    expect(iso('2022-06-23T18:56:00-07:00', 'day')).toEqual([
      '2022-06-23T07:00:00.000Z',
      '2022-06-24T07:00:00.000Z',
    ]);
    expect(iso('2022-12-23T18:56:00Z', 'month')).toEqual([
      '2022-12-01T00:00:00.000Z',
      '2023-01-01T00:00:00.000Z',
    ]);
  });
  it('widens a bare date to every offset in use, and never goes finer than the value', () => {
    expect(iso('2019-12-03')).toEqual(['2019-12-02T10:00:00.000Z', '2019-12-04T12:00:00.000Z']);
    expect(iso('2019-12-03', 'minute')).toEqual(iso('2019-12-03', 'day'));
    expect(instantSpan('3 Dec 2019')).toBeUndefined();
  });
});

describe('checkTimeline', () => {
  const good: [string, Ev[], string?][] = [
    [
      'events oldest first',
      [
        { at: '2020-03-16T11:19:00Z', precision: 'minute' },
        { at: '2020-03-16T11:25:00Z', precision: 'minute' },
        { at: '2020-03-16T13:32:00Z', precision: 'minute', kind: 'resolution' },
      ],
    ],
    [
      'the same instant in two offsets, then a later one',
      [
        { at: '2020-03-16T13:00:00+01:00', precision: 'minute' },
        { at: '2020-03-16T12:00:00Z', precision: 'minute' },
        { at: '2020-03-16T05:30:00-07:00', precision: 'minute' },
      ],
    ],
    [
      'an hour-precision event is the whole hour: 12:40 at hour precision, then 12:10',
      [
        { at: '2020-03-16T12:40:00Z', precision: 'hour' },
        { at: '2020-03-16T12:10:00Z', precision: 'minute' },
      ],
    ],
    [
      'a day-precision event on the start day',
      [
        { at: '2020-03-16', precision: 'day' },
        { at: '2020-03-16T12:00:00Z', precision: 'minute' },
      ],
    ],
    [
      'a trigger before the start',
      [
        { at: '2020-03-16T10:45:00Z', precision: 'minute', kind: 'trigger' },
        { at: '2020-03-16T11:19:00Z', precision: 'minute' },
      ],
    ],
    [
      'follow-ups outside the window marked other',
      [
        { at: '2020-03-01', precision: 'day', kind: 'other' },
        { at: '2020-03-16T12:00:00Z', precision: 'minute' },
        { at: '2020-04-02', precision: 'day', kind: 'other' },
      ],
    ],
    [
      'the declared resolution after the end, up to incident.resolved',
      [{ at: '2020-03-16T15:00:00Z', precision: 'minute', kind: 'resolution' }],
      `${INCIDENT}\n  resolved: "2020-03-16T15:00:00Z"`,
    ],
    [
      'no end: anything after the start',
      [{ at: '2021-01-01', precision: 'day' }],
      'incident:\n  start: "2020-03-16"\n  precision: day',
    ],
    [
      'month precision on a date',
      [{ at: '2020-03-01', precision: 'month' }],
      'incident:\n  start: "2020-03-16"\n  precision: day',
    ],
    [
      'a bare-date end covers its whole day, wherever it was',
      [{ at: '2020-03-16T23:30:00-08:00', precision: 'minute' }],
      'incident:\n  start: "2020-03-16"\n  end: "2020-03-16"\n  precision: day',
    ],
    [
      'an hour-precision start: an event in its hour',
      [{ at: '2020-03-16T11:05:00Z', precision: 'minute' }],
      'incident:\n  start: "2020-03-16T11:30:00Z"\n  precision: hour',
    ],
  ];
  it.each(good)('accepts %s', (_, events, incident) => {
    expect(problems(events, incident)).toEqual([]);
  });

  const bad: [string, Ev[], string[], string?][] = [
    [
      'two events swapped',
      [
        { at: '2020-03-16T11:30:00Z', precision: 'minute' },
        { at: '2020-03-16T11:25:00Z', precision: 'minute' },
      ],
      [
        'timeline[1].at: happened before timeline[0] (2020-03-16 11:25 UTC is before 2020-03-16 11:30 UTC): the timeline goes oldest first',
      ],
    ],
    [
      'an offset that makes the later-written event earlier',
      [
        { at: '2020-03-16T12:20:00Z', precision: 'minute' },
        { at: '2020-03-16T13:10:00+01:00', precision: 'minute' },
      ],
      [
        'timeline[1].at: happened before timeline[0] (2020-03-16 12:10 UTC is before 2020-03-16 12:20 UTC): the timeline goes oldest first',
      ],
    ],
    [
      'an event before every earlier one, not only the one above it',
      [
        { at: '2020-03-16T12:50:00Z', precision: 'minute' },
        { at: '2020-03-16T12:00:00Z', precision: 'hour' },
        { at: '2020-03-16T12:10:00Z', precision: 'minute' },
      ],
      [
        'timeline[2].at: happened before timeline[0] (2020-03-16 12:10 UTC is before 2020-03-16 12:50 UTC): the timeline goes oldest first',
      ],
    ],
    [
      'an hour-precision event after a minute in the next hour',
      [
        { at: '2020-03-16T13:05:00Z', precision: 'minute' },
        { at: '2020-03-16T12:59:00Z', precision: 'hour' },
      ],
      [
        'timeline[1].at: happened before timeline[0] (2020-03-16 12:59 UTC (hour precision) is before 2020-03-16 13:05 UTC): the timeline goes oldest first',
      ],
    ],
    [
      'a detection before the start',
      [{ at: '2020-03-16T11:00:00Z', precision: 'minute', kind: 'detection' }],
      [
        'timeline[0].at: is before the incident started (incident.start is 2020-03-16 11:19 UTC; this event is 2020-03-16 11:00 UTC)',
      ],
    ],
    [
      'an event after the end',
      [{ at: '2020-03-16T14:00:00Z', precision: 'minute', kind: 'mitigation' }],
      [
        'timeline[0].at: is after the incident ended (incident.end is 2020-03-16 13:32 UTC; this event is 2020-03-16 14:00 UTC)',
      ],
    ],
    [
      'a trigger after the end',
      [{ at: '2020-03-18', precision: 'day', kind: 'trigger' }],
      [
        'timeline[0].at: is after the incident ended (incident.end is 2020-03-16 13:32 UTC; this event is 2020-03-18 (day precision))',
      ],
    ],
    [
      'a bare date with minute precision',
      [{ at: '2020-03-16', precision: 'minute' }],
      ['timeline[0].at: precision is "minute" but "2020-03-16" is a date without a time of day'],
    ],
    [
      'a bare date with hour precision',
      [{ at: '2020-03-16', precision: 'hour' }],
      ['timeline[0].at: precision is "hour" but "2020-03-16" is a date without a time of day'],
    ],
  ];
  it.each(bad)('refuses %s', (_, events, want, incident) => {
    expect(problems(events, incident)).toEqual(want);
  });

  it("reports file:line:col of the event's at field, with a hint on marking a follow-up", () => {
    const f = withTimeline([
      { at: '2020-03-16T11:30:00Z', precision: 'minute' },
      { at: '2020-03-16T12:00:00Z', precision: 'minute' },
      { at: '2020-03-17T09:00:00Z', precision: 'minute', kind: 'resolution' },
    ]);
    const issue = checkFile(f.file, f.content, IL_RULES).issues.find(
      (i) => i.field === 'timeline[2].at',
    )!;
    const line =
      String(f.content)
        .split('\n')
        .findIndex((l) => l.includes('2020-03-17T09:00:00Z')) + 1;
    expect(formatIssue(issue)).toBe(
      `content/cases/IL-0001.md:${line}:5 timeline[2].at: is after the incident ended (incident.end is 2020-03-16 13:32 UTC; this event is 2020-03-17 09:00 UTC)\n` +
        '    hint: mark a follow-up after the incident (the postmortem, a later fix, a related incident) with kind: other; otherwise correct its time, or move incident.end to it',
    );
  });

  it('names incident.resolved when the window ends there', () => {
    expect(
      problems(
        [{ at: '2020-03-16T16:00:00Z', precision: 'minute' }],
        `${INCIDENT}\n  resolved: "2020-03-16T15:00:00Z"`,
      ),
    ).toEqual([
      'timeline[0].at: is after the incident ended (incident.resolved is 2020-03-16 15:00 UTC; this event is 2020-03-16 16:00 UTC)',
    ]);
  });
});

describe('timelineRows (the case page)', () => {
  const incident = {
    start: '2024-12-31T23:30:00-08:00',
    end: '2025-01-01T00:45:00-08:00',
    precision: 'minute',
    timezone_reported: 'PST',
  } as const;
  const row = (
    at: string,
    precision: 'minute' | 'hour' | 'day' | 'month',
    inc: Parameters<typeof timelineRows>[0] = incident,
  ) => timelineRows(inc, [{ at, precision, event: 'E.', kind: 'mitigation' }])[0];

  it("shows a minute in UTC, the source's own time with its zone, and the time since the start", () => {
    expect(row('2025-01-01T00:45:00-08:00', 'minute')).toEqual({
      datetime: '2025-01-01T00:45:00-08:00',
      utc: '2025-01-01 08:45 UTC',
      reported: '00:45 PST',
      since: { text: '+1 h 15 min', spoken: 'after the start' },
      event: 'E.',
      kind: 'mitigation',
      kindLabel: 'Mitigation',
    });
    expect(row('2024-12-31T23:30:00-08:00', 'minute').since).toEqual({
      text: 'start',
      spoken: 'of the incident',
    });
    expect(row('2024-12-31T23:20:00-08:00', 'minute')).toMatchObject({
      utc: '2025-01-01 07:20 UTC',
      reported: '2024-12-31 23:20 PST',
      since: { text: '−10 min', spoken: 'before the start' },
    });
  });

  it('shows an hour-precision event as about the hour, in UTC and as reported', () => {
    expect(row('2025-01-01T06:40:00+05:30', 'hour')).toMatchObject({
      datetime: '2025-01-01T06:00+05:30',
      utc: '2025-01-01, about 00:30 UTC',
      reported: 'about 06:00 UTC+05:30',
    });
    expect(row('2025-01-01T14:20:00Z', 'hour')).toMatchObject({
      datetime: '2025-01-01T14:00Z',
      utc: '2025-01-01, about 14:00 UTC',
      reported: undefined,
      since: { text: 'about +7 h' },
    });
    expect(row('2024-12-31T23:50:00-08:00', 'hour').since).toEqual({
      text: 'within the hour',
      spoken: 'of the start',
    });
  });

  it("uses the reported zone name only for events in the start's offset", () => {
    expect(row('2025-03-10T01:00:00-07:00', 'minute').reported).toBe('01:00 UTC−07:00');
  });

  it('shows only the date of a day-precision event, and a month by name', () => {
    expect(row('2025-01-20', 'day')).toMatchObject({
      datetime: '2025-01-20',
      utc: '2025-01-20',
      reported: undefined,
      since: { text: '+20 d', spoken: 'after the start' },
    });
    expect(row('2024-12-31T18:00:00-08:00', 'day')).toMatchObject({
      datetime: '2024-12-31',
      utc: '2024-12-31',
      since: { text: 'same day' },
    });
    expect(row('2024-12-01', 'month')).toMatchObject({
      datetime: '2024-12',
      utc: 'December 2024',
      since: undefined,
    });
  });

  it('counts days from a date-only start', () => {
    expect(row('2024-05-21', 'day', { start: '2024-05-20', precision: 'day' }).since).toEqual({
      text: '+1 d',
      spoken: 'after the start',
    });
    expect(
      row('2024-05-20T12:00:00Z', 'minute', { start: '2024-05-20', precision: 'day' }).since,
    ).toEqual({ text: 'same day', spoken: 'as the start' });
  });
});
