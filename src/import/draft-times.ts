/**
 * A postmortem's times mapped onto a case: `incident` (`start` from a `Start:` field, the first
 * timeline event, or a `Date:` field, then to the day; `end` from an `End:` field or the last
 * event that says the incident was resolved or recovered; `detected` from a `Detected:` field or
 * the first event that says it alerted, paged or was reported; `timezone_reported` when the
 * source wrote the zone) and `timeline`, the Timeline section's events (`./timeline.ts`), an event
 * before the start or after the end marked `kind: other`. A time without a zone stays out.
 */
import type { Filled } from './draft-types.ts';
import type { Field, FieldRole, Outline, Section } from './outline.ts';
import { readTimeline, type ImportedEvent } from './timeline.ts';
import { findDate, findZone, instantOf, leadingTime, zoneOf, type Zone } from './times.ts';

/** Words by which a timeline event ends the incident. */
const END_WORDS =
  /\b(resolved|recovered|restored|back to normal|back online|all clear|impact ended|incident (closed|over|ended)|works again|stable)\b/i;
/** Words by which a timeline event is the incident's detection. */
const DETECT_WORDS =
  /\b(alerts?|alerted|alerting|pages?|paged|detected|noticed|reports?|reported)\b/i;

/** The instant a field's value gives: a time on its date or the postmortem's, in a known zone. */
function fieldInstant(
  f: Field,
  date: string | undefined,
  zone: Zone | undefined,
  zoneFromSource: boolean,
): { at: string; zoneWritten?: string; precise: boolean } | undefined {
  const value = f.value.replace(/^[A-Za-z]+day,?\s+/, '');
  const t = leadingTime(value) ?? leadingTime(value.replace(/^.*?\b(?=\d{1,2}:\d{2})/, ''));
  const on = t?.date ?? findDate(value) ?? date;
  if (!t) return on && findDate(value) ? { at: on, precise: false } : undefined;
  const z = t.zone ?? findZone(t.rest) ?? zone;
  if (!on || !z) return undefined;
  const written = t.zone ?? findZone(t.rest) ?? (zoneFromSource ? zone : undefined);
  return {
    at: instantOf(on, t.time, z),
    precise: true,
    ...(written && { zoneWritten: written.name }),
  };
}

/** What the times of a postmortem give a draft. */
export interface MappedTimes {
  /** The timeline's events, when its section was read as events. */
  events?: ImportedEvent[];
  /** The source's Timeline section, when it has one. */
  timelineSection?: Section;
  /** `incident`, when a start was found, and the fields filled for it in order. */
  incident?: { value: Record<string, unknown>; filled: Filled[] };
  /** `timeline`, when there are events, and the Timeline section's line. */
  timeline?: { value: Record<string, unknown>[]; line: number };
  /** What could not be used and why, one clause each. */
  notes: string[];
}

/**
 * Maps the times of a postmortem's outline.
 * @param zoneOption the zone of times written without one (`--zone`); a zone the source states wins.
 */
export function mapTimes(outline: Outline, zoneOption: Zone | undefined): MappedTimes {
  const field = (role: FieldRole) => outline.fields.find((f) => f.role === role);
  const notes: string[] = [];
  const out: MappedTimes = { notes };
  const zoneField = field('zone');
  const statedZone = zoneField && (zoneOf(zoneField.value) ?? findZone(zoneField.value));
  const zone = statedZone ?? zoneOption;
  const zoneFromSource = statedZone !== undefined;
  const dateField = field('date');
  const date = dateField && findDate(dateField.value);
  let events: ImportedEvent[] | undefined;
  const timelineSection = outline.sections.find((s) => s.role === 'timeline');
  if (timelineSection) {
    out.timelineSection = timelineSection;
    const read = readTimeline(timelineSection, date, zone, zoneFromSource);
    if (read.events) {
      events = read.events;
      if (read.skipped.length)
        notes.push(
          `timeline: the text at ${read.skipped.length === 1 ? 'line' : 'lines'} ${read.skipped.join(', ')} is not an event and was left out`,
        );
    } else notes.push(`timeline kept as text: ${read.why}`);
  }
  const incident: Record<string, unknown> = {};
  const incidentFilled: Filled[] = [];
  const startField = field('start');
  const startFromField = startField && fieldInstant(startField, date, zone, zoneFromSource);
  const start =
    startFromField && (startFromField.precise || !events?.length)
      ? { ...startFromField, line: startField!.line }
      : events?.[0]
        ? {
            at: events[0].at,
            precise: true,
            zoneWritten: events[0].zoneWritten,
            line: events[0].line,
          }
        : date
          ? { at: date, precise: false, line: dateField!.line }
          : undefined;
  if (start) {
    incident.start = start.at;
    incidentFilled.push({ field: 'incident.start', line: start.line });
    const endField = field('end');
    const endFromField = endField && fieldInstant(endField, date, zone, zoneFromSource);
    const endEvent = events?.filter((e) => END_WORDS.test(e.event)).at(-1);
    const end =
      endFromField?.precise || endFromField?.at.length === 10
        ? { at: endFromField.at, line: endField!.line }
        : endEvent && { at: endEvent.at, line: endEvent.line };
    if (end && Date.parse(end.at) >= Date.parse(start.at)) {
      incident.end = end.at;
      incidentFilled.push({ field: 'incident.end', line: end.line });
    }
    const detectedField = field('detected');
    const detectedFromField =
      detectedField && fieldInstant(detectedField, date, zone, zoneFromSource);
    const detectedEvent = events?.find((e) => DETECT_WORDS.test(e.event));
    const detected =
      (detectedFromField?.precise && { at: detectedFromField.at, line: detectedField!.line }) ||
      (detectedEvent && { at: detectedEvent.at, line: detectedEvent.line });
    if (detected && start.precise && Date.parse(detected.at) >= Date.parse(start.at)) {
      incident.detected = detected.at;
      incidentFilled.push({ field: 'incident.detected', line: detected.line });
    }
    incident.precision = start.precise ? 'minute' : 'day';
    if (start.precise && start.zoneWritten) incident.timezone_reported = start.zoneWritten;
    out.incident = { value: incident, filled: incidentFilled };
    if (!start.precise) notes.push('incident.start is the date only: no time with a zone for it');
  }
  if (events?.length) {
    const startMs = Date.parse(String(incident.start));
    const endMs = incident.end === undefined ? Infinity : Date.parse(String(incident.end));
    out.timeline = {
      value: events.map((e) => {
        const ms = Date.parse(e.at);
        return {
          at: e.at,
          precision: 'minute',
          event: e.event,
          ...((ms < startMs || ms > endMs) && { kind: 'other' }),
        };
      }),
      line: timelineSection!.line,
    };
  }
  if (events) out.events = events;
  return out;
}
