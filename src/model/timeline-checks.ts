/**
 * Checks of a case's `timeline` that the schema alone cannot make, run per file by
 * `library.ts` `checkFile` on a case that passed its schema:
 * - an event's `precision` is not finer than its `at` carries (a bare date cannot be `minute`);
 * - events go oldest first, compared as instants with their offsets, each event standing for the
 *   whole stretch its precision gives (an `hour` event is the whole hour, see `instantSpan`), so
 *   two events are out of order only when the later one in the list surely happened first;
 * - every event lies inside the incident's window, `incident.start` (at `incident.precision`) to
 *   `incident.end`, or to `incident.resolved` when that is later (the declared resolution is part
 *   of the course), unless its `kind` says why it lies outside: `other` for an event that belongs to
 *   the story but not to the incident (a change made days before, the postmortem weeks after), and
 *   `trigger` before the start only, since what set the incident off often precedes its impact (a
 *   deploy at 10:45, errors from 10:51).
 * Every problem is reported at the event's `at` field (`timeline[3].at`) with a hint. Pure.
 */
import type { Case } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { formatUtc, instantSpan, isFiner, writtenPrecision } from './dates.ts';
import { offsetOf, zoneProblem } from './time-zones.ts';

/** Where a field is in the file: `ParsedFile.locate`. */
type Locate = (path: PropertyKey[]) => { line: number; col: number };

/** What the checks read of a case: its incident times and its timeline. */
export type TimelineInput = Pick<Case, 'incident' | 'timeline'>;

/**
 * Every problem of a case's timeline, in the order of its events.
 * @param file repository-relative path, for the issues.
 * @param data the case as its schema returned it.
 * @param locate the position of a field in the file.
 */
export function checkTimeline(file: string, data: TimelineInput, locate: Locate): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (i: number, message: string, hint: string) => {
    issues.push({
      file,
      ...locate(['timeline', i, 'at']),
      field: `timeline[${i}].at`,
      message,
      hint,
    });
  };
  const { incident, timeline } = data;
  const start = instantSpan(incident.start, incident.precision);
  const last = windowEnd(incident);
  const end = last === undefined ? undefined : instantSpan(last);
  // The earliest any later event may have happened: the latest `from` seen so far, and whose it is.
  let latest: { from: number; index: number } | undefined;
  timeline.forEach((ev, i) => {
    const span = instantSpan(ev.at, ev.precision);
    if (!span) return; // the schema has refused the value already
    if (isFiner(ev.precision, writtenPrecision(ev.at))) {
      at(
        i,
        `precision is "${ev.precision}" but "${ev.at}" is a date without a time of day`,
        `give the time with its offset (e.g. "${ev.at}T14:05:00Z") if the source has it, or set precision: day`,
      );
    }
    if (latest && span.to <= latest.from) {
      const other = timeline[latest.index];
      at(
        i,
        `happened before timeline[${latest.index}] (${describe(ev.at, ev.precision)} is before ${describe(other.at, other.precision)}): the timeline goes oldest first`,
        `move this event above timeline[${latest.index}], or correct its time or precision (an hour-precision event stands for the whole hour, a day-precision one for the whole day)`,
      );
    }
    if (!latest || span.from > latest.from) latest = { from: span.from, index: i };
    if (ev.kind === 'other') return;
    if (start && span.to <= start.from) {
      if (ev.kind === 'trigger') return;
      at(
        i,
        `is before the incident started (incident.start is ${formatUtc(incident.start)}; this event is ${describe(ev.at, ev.precision)})`,
        'an earlier event that belongs to the story is marked kind: trigger if it set the incident off, or kind: other (an earlier change or warning); otherwise correct its time, or move incident.start back to it',
      );
    } else if (end && span.from >= end.to) {
      const field = last === incident.end ? 'incident.end' : 'incident.resolved';
      at(
        i,
        `is after the incident ended (${field} is ${formatUtc(last!)}; this event is ${describe(ev.at, ev.precision)})`,
        `mark a follow-up after the incident (the postmortem, a later fix, a related incident) with kind: other; otherwise correct its time, or move ${field} to it`,
      );
    }
  });
  return issues;
}

/**
 * The checks of the timeline that hold for the incident's own times too: `incident.precision`
 * no finer than `incident.start` carries (a bare date cannot be `minute`), and the detection not
 * before the start (each time standing for the whole stretch its precision gives).
 */
export function checkIncident(file: string, data: TimelineInput, locate: Locate): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const { incident } = data;
  const field = (name: string, message: string, hint: string) =>
    issues.push({
      file,
      ...locate(['incident', name]),
      field: `incident.${name}`,
      message,
      hint,
    });
  if (isFiner(incident.precision, writtenPrecision(incident.start)))
    field(
      'start',
      `precision is "${incident.precision}" but "${incident.start}" is a date without a time of day`,
      `give the time with its offset (e.g. "${incident.start}T14:05:00Z") if the source has it, or set precision: ${writtenPrecision(incident.start)}`,
    );
  // The page names the zone for every time in the start's offset (`eventReported`).
  const zone = incident.timezone_reported;
  const startOffset = offsetOf(incident.start);
  if (zone !== undefined) {
    const times: [string, string][] = [
      ['incident.start', incident.start],
      ...(['end', 'detected', 'resolved'] as const).flatMap((k): [string, string][] =>
        incident[k] === undefined ? [] : [[`incident.${k}`, incident[k]]],
      ),
      ...data.timeline.map((ev, i): [string, string] => [`timeline[${i}].at`, ev.at]),
    ];
    for (const [name, value] of times) {
      if (name !== 'incident.start' && offsetOf(value) !== startOffset) continue;
      const problem = zoneProblem(zone, name, value);
      if (!problem) continue;
      field(
        'timezone_reported',
        problem,
        'write the zone the source names for that moment (PST or PDT, CET or CEST), or check the offset of the time',
      );
      break;
    }
  }
  const start = instantSpan(incident.start, incident.precision);
  const detected = incident.detected === undefined ? undefined : instantSpan(incident.detected);
  if (start && detected && detected.to <= start.from)
    field(
      'detected',
      `is before the incident started (incident.start is ${describe(incident.start, incident.precision)}; detected is ${formatUtc(incident.detected!)})`,
      'check the date, the time and the offset of both: an incident is noticed once it has started; an earlier warning belongs in the timeline with kind: other',
    );
  return issues;
}

/** The later of `incident.end` and `incident.resolved`, the last moment an event may have without a reason. */
function windowEnd(incident: TimelineInput['incident']): string | undefined {
  const { end, resolved } = incident;
  if (end === undefined || resolved === undefined) return end ?? resolved;
  return instantSpan(resolved)!.to > instantSpan(end)!.to ? resolved : end;
}

/** An event's time for a message: in UTC, with its precision when it is coarser than minutes. */
function describe(value: string, precision: string): string {
  return precision === 'minute' ? formatUtc(value) : `${formatUtc(value)} (${precision} precision)`;
}
