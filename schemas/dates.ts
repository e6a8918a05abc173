/**
 * Calendar dates and instants as content writes them: dates kept as text (never shifted by the
 * build's time zone), date-times with their UTC offset, each problem in words with a hint.
 */
import { z } from 'zod';

/** True when `y-m-d` names a real day of the proleptic Gregorian calendar. */
export function isRealCalendarDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|([+-])(\d{2}):(\d{2}))$/;
const NO_OFFSET_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;

/** The first year a date may name: the library holds incidents of computer systems from 1970 on. */
export const FIRST_YEAR = 1970;
/** The largest UTC offset in use (UTC+14:00, Line Islands); the smallest is UTC−12:00. */
const MAX_OFFSET_MINUTES = 14 * 60;
const MIN_OFFSET_MINUTES = -12 * 60;

/** A problem with a date or instant: the message and, where we can say, a hint. */
export interface DateProblem {
  message: string;
  hint: string;
}

/** The same date with month and day swapped, if that one is real (`2017-31-01` to `2017-01-31`). */
function swapped(y: string, m: string, d: string): string | undefined {
  return +d >= 1 && +d <= 12 && isRealCalendarDay(+y, +d, +m) ? `${y}-${d}-${m}` : undefined;
}

/** What is wrong with the calendar date `y-m-d` (as written), if anything. */
function dateProblem(y: string, m: string, d: string): DateProblem | undefined {
  const value = `${y}-${m}-${d}`;
  if (!isRealCalendarDay(+y, +m, +d)) {
    const swap = +m > 12 ? swapped(y, m, d) : undefined;
    return {
      message: `${value} is not a real calendar date`,
      hint: swap
        ? `dates are YYYY-MM-DD (year, month, day): did you mean "${swap}"?`
        : `dates are YYYY-MM-DD (year, month, day), and ${+m >= 1 && +m <= 12 ? `month ${m} has no day ${d}` : `there is no month ${m}`}`,
    };
  }
  if (+y < FIRST_YEAR)
    return {
      message: `${value} is before ${FIRST_YEAR}`,
      hint: `check the year: the library holds incidents from ${FIRST_YEAR} on`,
    };
  return undefined;
}

/** A date written with the year last (`16/11/2021`, `16.11.2021`) or first (`2021/11/16`). */
const YEAR_LAST_RE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const YEAR_FIRST_RE = /^(\d{4})([/.])(\d{1,2})\2(\d{1,2})$/;

const iso = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

/**
 * The hint for a date written another way than YYYY-MM-DD, giving the ISO date it can mean:
 * `16/11/2021` can only be day/month (there is no month 16), so `"2021-11-16"`; `11/16/2021` only
 * month/day, so the same; `03/04/2021` is either, and both readings are given for the
 * contributor to pick from the source. Undefined when the value is no such date, or no real day.
 */
export function isoDateHint(value: string): string | undefined {
  const ymd = YEAR_FIRST_RE.exec(value);
  if (ymd)
    return isRealCalendarDay(+ymd[1], +ymd[3], +ymd[4])
      ? `write it as YYYY-MM-DD, in quotes: "${iso(ymd[1], ymd[3], ymd[4])}"`
      : undefined;
  const m = YEAR_LAST_RE.exec(value);
  if (!m) return undefined;
  const [a, b, y] = [m[1], m[3], m[4]];
  // The first number as the day (16/11/2021, as in most of the world), or as the month (11/16/2021, as in the US).
  const dayFirst = isRealCalendarDay(+y, +b, +a) ? iso(y, b, a) : undefined;
  const monthFirst = isRealCalendarDay(+y, +a, +b) ? iso(y, a, b) : undefined;
  if (dayFirst && monthFirst && dayFirst !== monthFirst)
    return `dates are YYYY-MM-DD, in quotes: "${dayFirst}" if ${value} is day/month, "${monthFirst}" if it is month/day (check the source)`;
  const one = dayFirst ?? monthFirst;
  return one ? `write it as YYYY-MM-DD, in quotes: "${one}"` : undefined;
}

/** What is wrong with a calendar date `YYYY-MM-DD`, if anything. */
export function calendarDateProblem(value: string): DateProblem | undefined {
  const m = DATE_RE.exec(value);
  if (!m) {
    const dt = NO_OFFSET_RE.exec(value) ?? DATE_TIME_RE.exec(value);
    return {
      message: `expected a date as YYYY-MM-DD, got "${value}"`,
      hint: dt
        ? `this field takes a date only: "${value.slice(0, 10)}"`
        : (isoDateHint(value) ?? 'expected YYYY-MM-DD, in quotes: "2024-03-01"'),
    };
  }
  return dateProblem(m[1], m[2], m[3]);
}

/** What is wrong with an instant (a date, or a date-time with its offset), if anything. */
export function instantProblem(value: string): DateProblem | undefined {
  if (DATE_RE.test(value)) return calendarDateProblem(value);
  const dt = DATE_TIME_RE.exec(value);
  if (!dt) {
    const local = NO_OFFSET_RE.exec(value);
    if (local) {
      return {
        message: `"${value}" has no UTC offset: the page shows every time in UTC and needs it`,
        hint: `add the offset the source gives: "${local[1]}T${local[2]}Z" for UTC, or e.g. "${local[1]}T${local[2]}-07:00"`,
      };
    }
    return {
      message: `expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] with an offset (Z or ±HH:MM), got "${value}"`,
      hint:
        isoDateHint(value) ??
        'write a date or a date-time with its offset, in quotes: "2024-03-01" or "2022-06-23T18:56:00-07:00"',
    };
  }
  const day = dateProblem(dt[1], dt[2], dt[3]);
  if (day) return day;
  if (+dt[4] > 23 || +dt[5] > 59 || (dt[6] !== undefined && +dt[6] > 59)) {
    return {
      message: `${value} is not a real time of day`,
      hint: 'hours run from 00 to 23, minutes and seconds from 00 to 59',
    };
  }
  if (dt[7] !== 'Z') {
    const minutes = (dt[8] === '-' ? -1 : 1) * (+dt[9] * 60 + +dt[10]);
    if (+dt[10] > 59 || minutes > MAX_OFFSET_MINUTES || minutes < MIN_OFFSET_MINUTES) {
      return {
        message: `${dt[7]} is not a real UTC offset`,
        hint: 'offsets run from -12:00 to +14:00, minutes under 60 (e.g. "-07:00", "+05:30"); "Z" is UTC',
      };
    }
  }
  if (Number.isNaN(Date.parse(value)))
    return {
      message: `${value} is not a valid date-time`,
      hint: 'write it as "2022-06-23T18:56:00-07:00"',
    };
  // The limit holds for the instant: 1970-01-01T00:30:00+02:00 is 1969 in UTC.
  if (Date.parse(value) < Date.UTC(FIRST_YEAR, 0, 1))
    return {
      message: `${value} is before ${FIRST_YEAR} in UTC (${new Date(Date.parse(value)).toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      hint: `check the date and the offset: the library holds incidents from ${FIRST_YEAR} on`,
    };
  return undefined;
}

/**
 * Compares two valid instants as points in time: negative when `a` is earlier. When either is
 * a bare date, the calendar days as written are compared (a date has no time to convert).
 */
export function compareInstants(a: string, b: string): number {
  if (a.length === 10 || b.length === 10)
    return a.slice(0, 10) < b.slice(0, 10) ? -1 : a.slice(0, 10) > b.slice(0, 10) ? 1 : 0;
  return Date.parse(a) - Date.parse(b);
}

/** Adds a date problem as a zod issue, its hint in `params` (read by `src/model/friendly-parse.ts`). */
function addProblem(ctx: z.core.$RefinementCtx<string>, p: DateProblem | undefined): void {
  if (p) ctx.addIssue({ code: 'custom', message: p.message, params: { hint: p.hint } });
}

/**
 * A calendar date `YYYY-MM-DD`, kept as text: `2022-06-23` is that day in every time zone.
 * Impossible dates (`2024-02-30`) are errors, never rolled over; years before 1970 are refused.
 */
export const CalendarDateSchema = z
  .string()
  .superRefine((value, ctx) => addProblem(ctx, calendarDateProblem(value)));

/**
 * A point in time as the source reports it: a date (`2022-06-23`) or an RFC 3339 date-time with
 * an offset (`2022-06-23T18:56:00-07:00`, `2020-03-16T11:19:00Z`). A date-time without an offset
 * is refused: the page shows every time in UTC and needs the offset to convert it. Offsets run
 * from -12:00 to +14:00 (the ones in use), minutes under 60.
 */
export const InstantSchema = z
  .string()
  .superRefine((value, ctx) => addProblem(ctx, instantProblem(value)));
