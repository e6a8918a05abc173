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
 *
 * The distributions are `duration-stats.ts`, where a case sits in one `duration-position.ts`, and
 * durations in words `duration-words.ts`. Pure.
 */
import type { Case } from '../../schemas/index.ts';
import { instantSpan, isFiner, writtenPrecision, type TimePrecision } from '../model/dates.ts';

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

/** A time of a case with the precision it is known to and where it came from. */
export interface PreciseTime {
  at: string;
  precision: TimePrecision;
  /** `incident.detected`, `incident.end`, `incident.resolved` or `timeline[3]`. */
  from: string;
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
