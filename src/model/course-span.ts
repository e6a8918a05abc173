/**
 * The moments a case's course strip is drawn from, and whether there is a course at all: the
 * template's strip (`incidentCourse` in `src/site/incident.ts`) and the validator's knowledge of
 * whether the page has a `#page-course` (`src/model/layout-anchors.ts`) both read it here. Pure.
 */
import type { Case } from '../../schemas/index.ts';
import { instantSpan, instantToEpochMs } from './dates.ts';

type Incident = Case['incident'];
type Timeline = Case['timeline'];

/** A key moment the course can mark. */
export interface CourseKey {
  key: 'start' | 'detected' | 'mitigated' | 'ended' | 'resolved';
  label: string;
  at: string;
  precision?: Incident['precision'];
}

/** The moments of a course and the scale they span (epoch milliseconds). */
export interface CourseSpan {
  present: CourseKey[];
  events: Timeline;
  startMs: number;
  /** The end of the impact: `end` (a bare end date is the whole day), else the last key moment. */
  endMs: number;
  lo: number;
  hi: number;
}

/**
 * The course's moments and scale, or undefined when the case gives a single moment (nothing to
 * draw). The scale runs from the earliest to the latest of start, detection, first mitigation,
 * end, resolution and the timeline's events; a bare date counts as its whole day.
 */
export function courseSpan(incident: Incident, timeline: Timeline): CourseSpan | undefined {
  const mitigated = timeline.find((e) => e.kind === 'mitigation');
  const keys: (Omit<CourseKey, 'at'> & { at?: string })[] = [
    { key: 'start', label: 'Started', at: incident.start, precision: incident.precision },
    { key: 'detected', label: 'Detected', at: incident.detected },
    { key: 'mitigated', label: 'Mitigated', at: mitigated?.at, precision: mitigated?.precision },
    { key: 'ended', label: 'Ended', at: incident.end },
    { key: 'resolved', label: 'Resolved', at: incident.resolved },
  ];
  const present = keys.filter((k): k is CourseKey => k.at !== undefined);
  const startMs = instantToEpochMs(incident.start);
  // A bare end date is the whole of that day.
  const endMs =
    incident.end === undefined
      ? undefined
      : incident.end.length === 10
        ? instantSpan(incident.end, 'day')!.to
        : instantToEpochMs(incident.end);
  const lastKey = Math.max(...present.map((k) => instantToEpochMs(k.at)), endMs ?? -Infinity);
  const events = timeline.filter(
    (e) =>
      e.kind !== 'other' ||
      (instantToEpochMs(e.at) >= startMs && instantToEpochMs(e.at) <= lastKey),
  );
  const times = [
    lastKey,
    ...present.map((k) => instantToEpochMs(k.at)),
    ...events.map((e) => instantToEpochMs(e.at)),
  ];
  const lo = Math.min(...times);
  const hi = Math.max(...times);
  if (!(hi > lo)) return undefined;
  return { present, events, startMs, endMs: endMs ?? lastKey, lo, hi };
}
