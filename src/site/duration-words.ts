/**
 * Durations in words for readers (`durations.ts` measures them): minutes and hours at their
 * precision, the times they run between, where a time came from, and why a case has none; in the
 * words of the page's language.
 */
import { formatDuration } from '../model/dates.ts';
import type { Measure, MissingReason, PreciseTime } from './durations.ts';
import { ENGLISH, type Words } from './i18n.ts';
import { ordinal } from './plural.ts';
import { eventUtc } from './timeline.ts';

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

/**
 * A time of a duration as the page prints it, in UTC at the precision it is known to: a time
 * known to the hour is that hour (`2024-01-01, about 14:00 UTC`), never the minute written.
 */
export function durationTimeText(t: PreciseTime, w: Words = ENGLISH): string {
  return eventUtc(t.at, t.precision, w);
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
