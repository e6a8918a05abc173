/**
 * Dates and times for display. Content keeps instants as text (`2022-06-23`,
 * `2022-06-23T18:56:00-07:00`); these functions never read the build machine's time zone, so
 * output is the same under any TZ.
 */

/** Milliseconds since the epoch (UTC) of an instant; a bare date is 00:00 UTC that day. */
export function instantToEpochMs(value: string): number {
  return Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/** The calendar year of an instant as the source wrote it (a bare date's own year). */
export function instantYear(value: string): number {
  return Number(value.slice(0, 4));
}

/**
 * The instant in UTC for display: `2022-06-24 01:56 UTC` for a date-time, `2022-06-23` for a
 * bare date (a date has no zone to convert).
 */
export function formatUtc(value: string): string {
  if (value.length === 10) return value;
  const d = new Date(instantToEpochMs(value));
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

/** The instant as the source reported it: `2022-06-23 18:56 (UTC−07:00, PDT)`. */
export function formatReported(value: string, zone?: string): string {
  if (value.length === 10) return value;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!m) return value;
  const offset = m[3] === 'Z' ? 'UTC' : `UTC${m[3].replace('-', '−')}`;
  return `${m[1]} ${m[2]} (${zone && zone !== 'UTC' ? `${offset}, ${zone}` : offset})`;
}

/** A duration in seconds between two instants, or undefined if either is a bare date. */
export function durationSeconds(start: string, end?: string): number | undefined {
  if (!end || start.length === 10 || end.length === 10) return undefined;
  return Math.round((instantToEpochMs(end) - instantToEpochMs(start)) / 1000);
}

/** `10 h 30 min`, `12 min`, `3 d 2 h` from seconds. */
export function formatDuration(seconds: number): string {
  const m = Math.round(seconds / 60);
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const min = m % 60;
  return [d && `${d} d`, h && `${h} h`, min && `${min} min`].filter(Boolean).join(' ') || '0 min';
}

/** RFC 822 date for feeds, from a calendar date or instant: `Fri, 01 Mar 2024 00:00:00 GMT`. */
export function toRfc822(value: string): string {
  return new Date(instantToEpochMs(value)).toUTCString();
}

/** How far a time is pinned down, coarsest last (the values of `precision` in the case schema). */
export type TimePrecision = 'minute' | 'hour' | 'day' | 'month';

const PRECISION_ORDER: readonly TimePrecision[] = ['minute', 'hour', 'day', 'month'];
const INSTANT_RE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2}))?$/;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The widest offsets in use (UTC−12:00 to UTC+14:00): a bare date is that day somewhere on Earth. */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;

/** The parts of an instant as written: local date and time, and its offset in minutes (undefined for a bare date). */
export interface InstantParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  offsetMinutes?: number;
}

/** Splits `2022-06-23` or `2022-06-23T18:56:00-07:00` into its parts; undefined for anything else. */
export function instantParts(value: string): InstantParts | undefined {
  const m = INSTANT_RE.exec(value);
  if (!m) return undefined;
  const offsetMinutes =
    m[7] === undefined
      ? undefined
      : m[7] === 'Z'
        ? 0
        : (m[7][0] === '-' ? -1 : 1) * (Number(m[7].slice(1, 3)) * 60 + Number(m[7].slice(4, 6)));
  return {
    year: +m[1],
    month: +m[2],
    day: +m[3],
    hour: m[4] ? +m[4] : 0,
    minute: m[5] ? +m[5] : 0,
    second: m[6] ? +m[6] : 0,
    offsetMinutes,
  };
}

/** The finest precision a value can carry: `day` for a bare date, `minute` for a date-time. */
export function writtenPrecision(value: string): TimePrecision {
  return value.length === 10 ? 'day' : 'minute';
}

/** True when `a` pins a time down more finely than `b` (`minute` is finer than `hour`). */
export function isFiner(a: TimePrecision, b: TimePrecision): boolean {
  return PRECISION_ORDER.indexOf(a) < PRECISION_ORDER.indexOf(b);
}

/**
 * The stretch of time an instant stands for at a precision, as `[from, to)` in milliseconds
 * since the epoch. The unit is taken in the source's own offset: `14:40-07:00` at hour precision
 * is 14:00 to 15:00 at UTC−07:00, the whole hour; at day precision the whole local day; at month
 * precision the whole local month. A bare date has no offset, so its day (or month) is widened
 * to every offset in use (UTC+14:00 to UTC−12:00), the span in which it was that date somewhere.
 * A precision finer than the value carries (`minute` on a bare date) is taken as the value's own
 * (`day`); `validateTimeline` reports that as an error. Undefined when the value is not an instant.
 */
export function instantSpan(
  value: string,
  precision: TimePrecision = writtenPrecision(value),
): { from: number; to: number } | undefined {
  const p = instantParts(value);
  if (!p) return undefined;
  const unit = isFiner(precision, writtenPrecision(value)) ? writtenPrecision(value) : precision;
  const offsetMs = (p.offsetMinutes ?? 0) * MINUTE_MS;
  // Local wall-clock time as if it were UTC; the span is cut there, then shifted back by the offset.
  const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  let from: number;
  let to: number;
  if (unit === 'month') {
    from = Date.UTC(p.year, p.month - 1, 1);
    to = Date.UTC(p.year, p.month, 1);
  } else {
    const size = unit === 'day' ? DAY_MS : unit === 'hour' ? HOUR_MS : MINUTE_MS;
    from = Math.floor(local / size) * size;
    to = from + size;
  }
  if (p.offsetMinutes === undefined)
    return { from: from - EARLIEST_OFFSET_MS, to: to + LATEST_OFFSET_MS };
  return { from: from - offsetMs, to: to - offsetMs };
}
