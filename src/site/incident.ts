/**
 * What a case's incident times say at a glance: how long it lasted, when it was mitigated, and its
 * course as a scale from the first to the last time the case gives (for the strip above the
 * sections of a case page). Times are the content's own text; nothing here reads the build
 * machine's time zone. Pure.
 */
import type { Case } from '../../schemas/index.ts';
import { caseDuration, endTime, type Duration } from './durations.ts';
import { formatDuration, instantToEpochMs, writtenPrecision } from '../model/dates.ts';
import { courseSpan } from '../model/course-span.ts';
import { eventUtc, sinceStart } from './timeline.ts';
import { ENGLISH, type Words } from './i18n.ts';

type Incident = Case['incident'];
type Timeline = Case['timeline'];

/** Whole days between the calendar dates of two instants as written. */
function dateDays(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );
}

/**
 * How long the incident lasted, under the one rule every page, table and chart shares: its end is
 * `incident.end`, else `incident.resolved`, else the last `resolution` event of the timeline
 * (`endTime` of src/site/durations.ts), and the length is as precise as the coarser of its two
 * times. `text` is `1 d 8 h 43 min` at minute precision, `about 5 h` at hour precision, `about 3 d`
 * or `within a day` when either time is only a date; `minutes` is the sort value (whole days times
 * 1,440 for a day-precise length, half a day for "within a day"). Undefined without an end, or
 * when the end is written before the start.
 * @param d the case's `resolve` duration when the caller has it (the site model's insights hold
 *   every case's), so a page that lists many cases does not work each out again.
 */
export function incidentLength(
  c: Pick<Case, 'incident' | 'timeline'>,
  w: Words = ENGLISH,
  d: Duration = caseDuration(c, 'resolve'),
): { text: string; minutes: number; precision: 'minute' | 'hour' | 'day' } | undefined {
  if (d.kind === 'measured') {
    const text = formatDuration(d.minutes * 60);
    return d.precision === 'minute'
      ? { text, minutes: d.minutes, precision: 'minute' }
      : { text: w.t('time.aboutLength', { length: text }), minutes: d.minutes, precision: 'hour' };
  }
  if (d.reason !== 'day-precision') return undefined;
  const end = endTime(c, 'resolve')!;
  const days = dateDays(c.incident.start, end.at);
  if (days < 0) return undefined;
  return days === 0
    ? { text: w.t('time.withinADay'), minutes: 720, precision: 'day' }
    : {
        text: w.t('time.aboutDays', { days: String(days) }),
        minutes: days * 1440,
        precision: 'day',
      };
}

/** The first timeline event of a kind (events are oldest first), e.g. the first mitigation. */
export function firstOfKind(
  timeline: Timeline,
  kind: NonNullable<Timeline[number]['kind']>,
): Timeline[number] | undefined {
  return timeline.find((e) => e.kind === kind);
}

/** A key moment of the course: where it sits on the scale (0 to 1000) and how to say it. */
export interface CourseMark {
  key: 'start' | 'detected' | 'mitigated' | 'ended' | 'resolved';
  label: string;
  /** Position on the scale, 0 (first time) to 1000 (last). */
  x: number;
  /** The `<time datetime>` value: the instant as written. */
  datetime: string;
  /** The time in UTC at its precision: `2022-06-24 01:56 UTC`. */
  utc: string;
  /** Time since the start at both precisions, `+1 h 25 min`; none for the start itself. */
  since?: string;
}

/** The course of an incident on one scale: its impact as a span, its key moments and its events. */
export interface Course {
  /** The span from `start` to `end` (or to the last key moment when there is no end). */
  impact: { x0: number; x1: number };
  marks: CourseMark[];
  /** Every timeline event on the scale (an `other` event outside the incident's span is left off). */
  events: { x: number; kind?: string }[];
}

/**
 * The course of a case's incident, or undefined when the case gives a single moment (nothing to
 * draw): its moments and scale from `courseSpan` (which the validator reads too), placed on a
 * scale of 0 to 1000.
 */
export function incidentCourse(
  incident: Incident,
  timeline: Timeline,
  w: Words = ENGLISH,
): Course | undefined {
  const span = courseSpan(incident, timeline);
  if (!span) return undefined;
  const { present, events, startMs, endMs: end, lo, hi } = span;
  const x = (ms: number) => Math.round(((ms - lo) / (hi - lo)) * 1000);
  return {
    impact: { x0: x(startMs), x1: x(end) },
    marks: present.map((k) => {
      const precision = k.precision ?? writtenPrecision(k.at);
      const since = k.key === 'start' ? undefined : sinceStart(k.at, precision, incident, w);
      return {
        key: k.key,
        label: w.t(`course.mark.${k.key}`),
        x: x(instantToEpochMs(k.at)),
        datetime: k.at,
        utc: eventUtc(k.at, precision, w),
        since: since?.text,
      };
    }),
    events: events.map((e) => ({ x: x(instantToEpochMs(e.at)), kind: e.kind })),
  };
}

/** Where a key moment's label goes under the course strip. */
export interface CourseLabel {
  /** The row of labels, 0 the nearest to the strip. */
  lane: number;
  /** How the label aligns to its mark: at either end of the scale it keeps inside the strip's width. */
  anchor: 'start' | 'middle' | 'end';
}

/**
 * Lanes for the labels of the course's key moments, so each label sits under its own mark and no
 * two labels of a lane come closer than `minGap` on the 0-to-1000 scale (about 100 px on a 390 px
 * phone for the default 280): a moment is put in the first lane whose last label is far enough
 * back, else in a new lane. Marks near either end align their labels inward.
 * @param marks positions on the 0-to-1000 scale, in time order.
 */
export function courseLabels(marks: readonly { x: number }[], minGap = 280): CourseLabel[] {
  const lanes: number[] = [];
  return marks.map(({ x }) => {
    let lane = lanes.findIndex((last) => x - last >= minGap);
    if (lane === -1) lane = lanes.length;
    lanes[lane] = x;
    return { lane, anchor: x < 120 ? 'start' : x > 880 ? 'end' : 'middle' };
  });
}
