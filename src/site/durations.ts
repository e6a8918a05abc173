/**
 * How long incidents took: time to detect (detected minus start) and time to resolve (end minus
 * start) of each case, and their distributions across the library, as medians and quartiles.
 * Incident durations are long-tailed (the VOID report), so no mean is ever computed.
 *
 * Which times: `incident.start` at `incident.precision`; detected is `incident.detected`, else the
 * first `detection` event of the timeline; the end is `incident.end`, else `incident.resolved`,
 * else the last `resolution` event. A frontmatter time has the precision of the timeline event
 * at the same instant when there is one (the source said "around 14:00"), else the precision it
 * is written with (a bare date is `day`, a date-time `minute`).
 *
 * The precision rule: a duration is as precise as the coarser of its two times. Both at minute
 * precision: it enters the minute statistics, in whole minutes (each time taken at its minute, so
 * 11:19 to 12:32:30 is 73 minutes). Either at hour precision: it
 * enters the hour statistics only, in whole hours (from the middle of one hour to the middle of the
 * other). A time known only to the day or month: no statistics at all. The hour statistics
 * also hold every minute-precise duration (a duration known to the minute is known to the hour).
 * Quartiles are d3-array's `quantileSorted`: linear interpolation between order statistics
 * (Hyndman and Fan's type 7, R's default), so the median of 1, 2, 3, 4 is 2.5. Pure.
 */
import { quantileSorted } from 'd3-array';
import type { Case } from '../../schemas/index.ts';
import {
  formatDuration,
  instantSpan,
  isFiner,
  writtenPrecision,
  type TimePrecision,
} from '../model/dates.ts';
import type { StripRow } from './charts.ts';
import { eventUtc } from './timeline.ts';
import { ordinal } from './plural.ts';
import { ENGLISH, type Words } from './i18n.ts';

/** The two durations a case can have. */
export type Measure = 'detect' | 'resolve';
export const MEASURES: readonly Measure[] = ['detect', 'resolve'];

/** Why a case has no usable duration. */
export type MissingReason = 'no-time' | 'day-precision' | 'before-start';

/** The reasons, in the order tables list them. */
export const MISSING_REASON_ORDER: readonly MissingReason[] = [
  'no-time',
  'day-precision',
  'before-start',
];

/** A reason in a few words, for a table whose columns are the measures, in the words of `w`. */
export function reasonLabel(reason: MissingReason, w: Words = ENGLISH): string {
  return w.t(`durations.reason.${reason}`);
}

/** What a reason means for a measure, for the pages, in the words of `w`. */
export function missingReason(m: Measure, reason: MissingReason, w: Words = ENGLISH): string {
  return w.t(`durations.missing.${m}.${reason}`);
}

/**
 * Where a time came from, in words for readers (the field path stays in `PreciseTime.from` for
 * contributors and the data export): `incident.detected` is "when it was detected", `timeline[1]`
 * "the second timeline event".
 * @param from a `PreciseTime.from` path.
 */
export function timeSourceInWords(from: string, w: Words = ENGLISH): string {
  const event = /^timeline\[(\d+)\]$/.exec(from);
  if (event) {
    const n = Number(event[1]) + 1;
    return w.t('durations.from.event', { ordinal: ordinal(n), number: n });
  }
  return FIELDS.includes(from as (typeof FIELDS)[number])
    ? w.t(`durations.from.${from as (typeof FIELDS)[number]}`)
    : from;
}

const FIELDS = [
  'incident.start',
  'incident.detected',
  'incident.end',
  'incident.resolved',
] as const;

/** A time of a case with the precision it is known to and where it came from. */
export interface PreciseTime {
  at: string;
  precision: TimePrecision;
  /** `incident.detected`, `incident.end`, `incident.resolved` or `timeline[3]`. */
  from: string;
}

/**
 * A time of a duration as the page prints it, in UTC at the precision it is known to: a time
 * known to the hour is that hour (`2024-01-01, about 14:00 UTC`), never the minute written.
 */
export function durationTimeText(t: PreciseTime, w: Words = ENGLISH): string {
  return eventUtc(t.at, t.precision, w);
}

/** A duration that enters the statistics. */
export interface Measured {
  kind: 'measured';
  /** Minutes: exact for `minute`, whole hours times 60 for `hour`. */
  minutes: number;
  precision: 'minute' | 'hour';
  start: PreciseTime;
  end: PreciseTime;
}

/** A duration the case cannot give, and why. */
export interface Missing {
  kind: 'missing';
  reason: MissingReason;
}

export type Duration = Measured | Missing;

/** A case's two durations. */
export type CaseDurations = Record<Measure, Duration>;

const coarser = (a: TimePrecision, b: TimePrecision): TimePrecision => (isFiner(a, b) ? b : a);

/** The precision of a frontmatter time: its timeline event's at the same instant, else as written. */
function precisionOf(at: string, timeline: Case['timeline']): TimePrecision {
  const ms = instantSpan(at)?.from;
  const ev = timeline.find(
    (e) => e.at === at || (e.at.length > 10 && at.length > 10 && instantSpan(e.at)?.from === ms),
  );
  return coarser(ev?.precision ?? writtenPrecision(at), writtenPrecision(at));
}

/** The time a measure ends at: detected or end, from the frontmatter first, then the timeline. */
export function endTime(
  c: Pick<Case, 'incident' | 'timeline'>,
  measure: Measure,
): PreciseTime | undefined {
  const { incident, timeline } = c;
  const fields = measure === 'detect' ? (['detected'] as const) : (['end', 'resolved'] as const);
  for (const f of fields) {
    const at = incident[f];
    if (at !== undefined)
      return { at, precision: precisionOf(at, timeline), from: `incident.${f}` };
  }
  const kind = measure === 'detect' ? 'detection' : 'resolution';
  const indices = timeline.flatMap((e, i) => (e.kind === kind ? [i] : []));
  const i = measure === 'detect' ? indices[0] : indices[indices.length - 1];
  if (i === undefined) return undefined;
  const ev = timeline[i];
  return {
    at: ev.at,
    precision: coarser(ev.precision, writtenPrecision(ev.at)),
    from: `timeline[${i}]`,
  };
}

/**
 * One duration of a case under the precision rule (module comment).
 * @returns minutes and precision, or why there is none.
 */
export function caseDuration(c: Pick<Case, 'incident' | 'timeline'>, measure: Measure): Duration {
  const end = endTime(c, measure);
  if (!end) return { kind: 'missing', reason: 'no-time' };
  const start: PreciseTime = {
    at: c.incident.start,
    precision: coarser(c.incident.precision, writtenPrecision(c.incident.start)),
    from: 'incident.start',
  };
  const unit = coarser(start.precision, end.precision);
  if (unit !== 'minute' && unit !== 'hour') return { kind: 'missing', reason: 'day-precision' };
  const a = instantSpan(start.at, unit)!;
  const b = instantSpan(end.at, unit)!;
  const minutes =
    unit === 'minute'
      ? (b.from - a.from) / 60_000
      : Math.round((b.from + b.to - a.from - a.to) / 2 / 3_600_000) * 60;
  if (minutes < 0) return { kind: 'missing', reason: 'before-start' };
  return { kind: 'measured', minutes, precision: unit, start, end };
}

/** Both durations of a case. */
export function caseDurations(c: Pick<Case, 'incident' | 'timeline'>): CaseDurations {
  return { detect: caseDuration(c, 'detect'), resolve: caseDuration(c, 'resolve') };
}

/** Order statistics of a sample: no mean, on purpose. */
export interface Summary {
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** The summary of `values` (any order), or undefined for none. */
export function summarise(values: readonly number[]): Summary | undefined {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return {
    n: s.length,
    min: s[0],
    q1: quantileSorted(s, 0.25)!,
    median: quantileSorted(s, 0.5)!,
    q3: quantileSorted(s, 0.75)!,
    max: s[s.length - 1],
  };
}

/** One case's point in a distribution. */
export interface Point {
  id: string;
  minutes: number;
  precision: 'minute' | 'hour';
}

/** The distribution of one measure over a group of cases (a root cause, a component, the library). */
export interface Distribution {
  /** Cases in the group. */
  cases: number;
  /** Every measured case, shortest first (ties by ID). */
  points: Point[];
  /** Minute statistics, in minutes: the cases measured to the minute. */
  minute?: Summary;
  /** Hour statistics, in hours: the cases measured to the minute or the hour. */
  hour?: Summary;
  /** Cases without a usable duration, by reason. */
  missing: Record<MissingReason, number>;
}

/** The distribution of `measure` over the given cases' durations. */
export function distribution(
  cases: readonly { id: string; durations: CaseDurations }[],
  measure: Measure,
): Distribution {
  const missing: Record<MissingReason, number> = {
    'no-time': 0,
    'day-precision': 0,
    'before-start': 0,
  };
  const points: Point[] = [];
  for (const c of cases) {
    const d = c.durations[measure];
    if (d.kind === 'missing') missing[d.reason]++;
    else points.push({ id: c.id, minutes: d.minutes, precision: d.precision });
  }
  points.sort((a, b) => a.minutes - b.minutes || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    cases: cases.length,
    points,
    minute: summarise(points.filter((p) => p.precision === 'minute').map((p) => p.minutes)),
    hour: summarise(points.map((p) => p.minutes / 60)),
    missing,
  };
}

/** A group's distributions, with the term it belongs to. */
export interface TermDistribution {
  slug: string;
  distribution: Distribution;
}

/**
 * The distribution of `measure` per term: every term the cases name (through `termsOf`), a case
 * counting under each of its terms, largest group first (ties by slug). Terms are kept only when
 * `keep` says so (default: all).
 */
export function distributionsByTerm(
  cases: readonly { id: string; durations: CaseDurations; terms: readonly string[] }[],
  measure: Measure,
  keep: (slug: string, caseCount: number) => boolean = () => true,
): TermDistribution[] {
  const by = new Map<string, { id: string; durations: CaseDurations }[]>();
  for (const c of cases) {
    for (const t of new Set(c.terms)) {
      const list = by.get(t);
      if (list) list.push(c);
      else by.set(t, [c]);
    }
  }
  return [...by.entries()]
    .filter(([slug, list]) => keep(slug, list.length))
    .map(([slug, list]) => ({ slug, distribution: distribution(list, measure) }))
    .sort((a, b) => b.distribution.cases - a.distribution.cases || (a.slug < b.slug ? -1 : 1));
}

/** Where one case's duration sits among the others of the same statistics. */
export interface Position {
  /** How many cases of the same statistics took less time, the same, more (the case itself not counted). */
  shorter: number;
  same: number;
  longer: number;
  /** The statistics compared in: `minute` compares with minute-precise cases, `hour` with all measured ones. */
  precision: 'minute' | 'hour';
  summary: Summary;
}

/**
 * A distribution's points by case ID and its durations sorted, built once per distribution: a
 * case page asks where its case sits in each of its root causes' distributions, and scanning
 * every point for every page made the build quadratic (about 1 s of the pages at 5,000 cases).
 * Kept per distribution object, so a distribution must not change after its first look-up.
 */
interface PointIndex {
  /** The points of each case ID, in the distribution's order (one each, unless a list held a case twice). */
  byId: Map<string, Point[]>;
  /** Every point's minutes, ascending. */
  all: Float64Array;
  /** The minute-precise points' minutes, ascending. */
  minute: Float64Array;
}

const POINT_INDEXES = new WeakMap<Distribution, PointIndex>();

function pointIndexOf(dist: Distribution): PointIndex {
  let index = POINT_INDEXES.get(dist);
  if (index) return index;
  const byId = new Map<string, Point[]>();
  for (const p of dist.points) {
    const list = byId.get(p.id);
    if (list) list.push(p);
    else byId.set(p.id, [p]);
  }
  const all = Float64Array.from(dist.points, (p) => p.minutes).sort();
  const minute = Float64Array.from(
    dist.points.filter((p) => p.precision === 'minute'),
    (p) => p.minutes,
  ).sort();
  index = { byId, all, minute };
  POINT_INDEXES.set(dist, index);
  return index;
}

/** How many of the ascending `sorted` are below `x` (`orEqual`: at most `x`). */
function countBelow(sorted: Float64Array, x: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < x || (orEqual && sorted[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The points of case `id` in `dist`, in its order: one, or none when the case is not measured in it. */
export function pointsOf(dist: Distribution, id: string): Point[] {
  return [...(pointIndexOf(dist).byId.get(id) ?? [])];
}

/**
 * Where case `id`'s duration sits in `dist`: a minute-precise case among the minute statistics,
 * an hour-precise one among the hour statistics. Undefined when the case is not measured in it.
 */
export function positionIn(dist: Distribution, id: string): Position | undefined {
  const mine = pointsOf(dist, id);
  const me = mine[0];
  if (!me) return undefined;
  const summary = me.precision === 'minute' ? dist.minute! : dist.hour!;
  if (mine.length === 1) {
    // The case is one of the points compared with, so it is left out of "the same".
    const index = pointIndexOf(dist);
    const sorted = me.precision === 'minute' ? index.minute : index.all;
    const below = countBelow(sorted, me.minutes, false);
    const atMost = countBelow(sorted, me.minutes, true);
    return {
      shorter: below,
      same: atMost - below - 1,
      longer: sorted.length - atMost,
      precision: me.precision,
      summary,
    };
  }
  // A case listed twice: every point of it is left out.
  const others = dist.points.filter(
    (p) => p.id !== id && (me.precision === 'hour' || p.precision === 'minute'),
  );
  return {
    shorter: others.filter((p) => p.minutes < me.minutes).length,
    same: others.filter((p) => p.minutes === me.minutes).length,
    longer: others.filter((p) => p.minutes > me.minutes).length,
    precision: me.precision,
    summary,
  };
}

/**
 * A duration in words at its precision: minutes as `1 h 25 min`, `3 d 2 h`, `under 1 min`; hours as
 * `about 2 h`, `about 1 d 3 h`, `within the hour`. Sub-minute values are rounded to the minute.
 */
export function formatMinutes(
  minutes: number,
  precision: 'minute' | 'hour',
  w: Words = ENGLISH,
): string {
  if (precision === 'hour') {
    const h = Math.round(minutes / 60);
    if (h === 0) return w.t('time.withinTheHour');
    const d = Math.floor(h / 24);
    return w.t('time.about', {
      time: [d && `${d} d`, h % 24 && `${h % 24} h`].filter(Boolean).join(' '),
    });
  }
  // Less than half a minute (a median between 0 and 1) rounds to nothing: say so in words.
  if (minutes < 0.5) return w.t('time.underMinute');
  return formatDuration(minutes * 60);
}

/**
 * Hours in words for the hour statistics: `under 1 h` (a median of whole hours can be 0 or 0.5),
 * `2.5 h`, `31 h`.
 */
export function formatHours(hours: number, w: Words = ENGLISH): string {
  if (hours < 1) return w.t('time.underHour');
  return `${w.number(hours < 10 ? Math.round(hours * 10) / 10 : Math.round(hours))} h`;
}

/**
 * One row of a duration strip chart (`durationStrips` in charts.ts) for a term's distribution:
 * its label and link, the dots to draw (`points`, a subset of the distribution's: a sample on
 * /stats/, one case on its own page) and the box of the cases known to the minute.
 */
export function stripRowOf(
  row: { label: string; href: string; distribution: Distribution },
  points: StripRow['points'],
): StripRow {
  const m = row.distribution.minute;
  return {
    label: row.label,
    href: row.href,
    points,
    box: m && { q1: m.q1, median: m.median, q3: m.q3 },
  };
}
