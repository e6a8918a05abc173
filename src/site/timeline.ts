/**
 * A case's timeline as the case page draws it: each event's time in UTC and, when the source used
 * another offset, as the source reported it, both honouring the event's precision (an hour-precision
 * event reads "about 14:00 UTC", a day-precision one only its date); the time since the incident
 * started; the event text and its kind. Pure and independent of the build machine's time zone.
 */
import type { Case } from '../../schemas/index.ts';
import {
  formatDuration,
  instantParts,
  instantSpan,
  isFiner,
  writtenPrecision,
  type TimePrecision,
} from '../model/dates.ts';
import { ENGLISH, type Words } from './i18n.ts';

type TimelineEvent = Case['timeline'][number];
type Incident = Case['incident'];

/** One event, ready to print. */
export interface TimelineRow {
  /** The `<time datetime>` value at the event's precision: `2022-06-23T18:56:00-07:00`, `2022-06-23T18:00-07:00`, `2022-06-23`, `2022-06`. */
  datetime: string;
  /** The time in UTC: `2022-06-24 01:56 UTC`, `2022-06-24, about 01:00 UTC`, `2022-06-23`, `June 2022`. */
  utc: string;
  /** The time as the source gave it, when its offset is not UTC: `18:56 PDT`, `2022-06-23 18:56 PDT`, `about 18:00 UTC−07:00`. */
  reported?: string;
  /** Time since the incident started: `+1 h 25 min`, `−6 min`, `start`, `about +2 h`, `+3 d`, `same day`, with words for screen readers (`after the start`); absent when the precisions allow none. */
  since?: { text: string; spoken: string };
  event: string;
  kind?: TimelineEvent['kind'];
  /** The kind as a label: `Trigger`, `Detection`. */
  kindLabel?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MINUS = '\u2212';

/** The coarser of two precisions. */
function coarser(a: TimePrecision, b: TimePrecision): TimePrecision {
  return isFiner(a, b) ? b : a;
}

/** The precision a value really has: its stated one, never finer than what it is written with. */
function effective(at: string, precision: TimePrecision): TimePrecision {
  return coarser(precision, writtenPrecision(at));
}

/** `YYYY-MM-DD HH:MM` of an epoch time in UTC. */
function utcText(ms: number): { date: string; time: string } {
  const iso = new Date(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The offset as written in a message: `UTC`, `UTC−07:00`, `UTC+05:30`. */
function offsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const a = Math.abs(minutes);
  return `UTC${minutes < 0 ? MINUS : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/** The `<time datetime>` value of an event at its precision. */
export function eventDatetime(at: string, precision: TimePrecision): string {
  const p = instantParts(at)!;
  const date = at.slice(0, 10);
  switch (effective(at, precision)) {
    case 'month':
      return date.slice(0, 7);
    case 'day':
      return date;
    case 'hour':
      return `${date}T${pad(p.hour)}:00${at.slice(at.search(/Z|[+-]\d{2}:\d{2}$/))}`;
    default:
      return at;
  }
}

/**
 * The event's time in UTC at its precision; a day or month is the source's own (a date has no zone
 * to convert). A month is written in the words of `w` ("June 2022", "Juni 2022").
 */
export function eventUtc(at: string, precision: TimePrecision, w: Words = ENGLISH): string {
  const eff = effective(at, precision);
  if (eff === 'month') return w.date(at.slice(0, 7));
  if (eff === 'day') return at.slice(0, 10);
  const span = instantSpan(at, eff)!;
  const { date, time } = utcText(span.from);
  return eff === 'hour'
    ? `${date}, ${w.t('time.about', { time: `${time} UTC` })}`
    : `${date} ${time} UTC`;
}

/**
 * The event's time as the source reported it, when its offset is not UTC's: the local time with
 * the zone the source named (`timezone_reported`, used only for events in the start's offset, as a
 * zone name holds one offset) or else the offset; the local date is added when it is not the UTC date.
 */
export function eventReported(
  at: string,
  precision: TimePrecision,
  incident: Pick<Incident, 'start' | 'timezone_reported'>,
  w: Words = ENGLISH,
): string | undefined {
  const p = instantParts(at);
  const eff = effective(at, precision);
  if (
    !p ||
    p.offsetMinutes === undefined ||
    p.offsetMinutes === 0 ||
    (eff !== 'minute' && eff !== 'hour')
  )
    return undefined;
  const startOffset = instantParts(incident.start)?.offsetMinutes;
  const zone =
    incident.timezone_reported &&
    startOffset === p.offsetMinutes &&
    incident.timezone_reported !== 'UTC'
      ? incident.timezone_reported
      : offsetText(p.offsetMinutes);
  const time =
    eff === 'hour'
      ? w.t('time.about', { time: `${pad(p.hour)}:00` })
      : `${pad(p.hour)}:${pad(p.minute)}`;
  const date = at.slice(0, 10);
  const sameDate = utcText(instantSpan(at, eff)!.from).date === date;
  return `${sameDate ? '' : `${date} `}${time} ${zone}`;
}

/** Whole days between two calendar dates `YYYY-MM-DD`. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Time from the incident's start to the event, as exact as both allow: minutes when both are
 * minute-precise (`+1 h 25 min`, `−6 min` for an event before the start), whole hours with "about"
 * when either is known to the hour (middle of one span to the middle of the other), whole days
 * between the dates as the sources wrote them when either is known to the day; none for a month.
 */
export function sinceStart(
  at: string,
  precision: TimePrecision,
  incident: Pick<Incident, 'start' | 'precision'>,
  w: Words = ENGLISH,
): TimelineRow['since'] {
  const { t } = w;
  const unit = coarser(effective(at, precision), effective(incident.start, incident.precision));
  const spoken = (sign: number) => t(sign < 0 ? 'time.beforeTheStart' : 'time.afterTheStart');
  if (unit === 'month') return undefined;
  if (unit === 'day') {
    const d = daysBetween(incident.start.slice(0, 10), at.slice(0, 10));
    if (d === 0) return { text: t('time.sameDay'), spoken: t('time.asTheStart') };
    return { text: `${d < 0 ? MINUS : '+'}${Math.abs(d)} d`, spoken: spoken(d) };
  }
  const ev = instantSpan(at, unit)!;
  const st = instantSpan(incident.start, unit)!;
  if (unit === 'hour') {
    const hours = Math.round((ev.from + ev.to - st.from - st.to) / 2 / 3_600_000);
    if (hours === 0) return { text: t('time.withinTheHour'), spoken: t('time.ofTheStart') };
    return {
      text: t('time.about', { time: `${hours < 0 ? MINUS : '+'}${Math.abs(hours)} h` }),
      spoken: spoken(hours),
    };
  }
  const seconds = (ev.from - st.from) / 1000;
  if (seconds === 0) return { text: t('time.start'), spoken: t('time.ofTheIncident') };
  return {
    text: `${seconds < 0 ? MINUS : '+'}${formatDuration(Math.abs(seconds))}`,
    spoken: spoken(seconds),
  };
}

/** Every event of a case's timeline, in the order written (validation has checked it is oldest first). */
export function timelineRows(
  incident: Incident,
  timeline: readonly TimelineEvent[],
  w: Words = ENGLISH,
): TimelineRow[] {
  return timeline.map((ev) => ({
    datetime: eventDatetime(ev.at, ev.precision),
    utc: eventUtc(ev.at, ev.precision, w),
    reported: eventReported(ev.at, ev.precision, incident, w),
    since: sinceStart(ev.at, ev.precision, incident, w),
    event: ev.event,
    kind: ev.kind,
    kindLabel: ev.kind && w.t(`timeline.kind.${ev.kind}`),
  }));
}
