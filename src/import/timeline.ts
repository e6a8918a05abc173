/**
 * A postmortem's timeline section read into dated events: a list or lines of "14:51 text", or a
 * table with a time column and an event column, each time on the date written before it (a line
 * that is a date, "2024-05-02"; a date in the row; else the postmortem's date) and in the zone
 * written with it (after the time, in the heading's or the table header's parenthesis, on a line
 * such as "All times UTC, 9 February 2024", else the postmortem's or `--zone`). A time earlier
 * than the one before it on the same date is on the next day. An event that writes its own date
 * keeps it; it sets the date of the lines after it only when no date line came before (so
 * "all events on 2019-10-21" followed by "2019-10-20 00:55 ..." and "01:38 ..." puts the
 * second on the 21st). A paragraph of prose that is neither a time nor a date ("It took an
 * hour to deploy the fix.") is not an event: it is left out and named (`skipped`). Otherwise the
 * section is read whole or not at all: a list item or table row that is neither a time nor a
 * date, or times that go backwards, leave the timeline as text. Pure.
 */
import type { RootContent, Table } from 'mdast';
import { plainText } from '../model/case-learnings.ts';
import { lineOf, type Section } from './outline.ts';
import { findDate, findZone, instantOf, leadingTime, nextDay, type Zone } from './times.ts';

/** One event at its instant. */
export interface ImportedEvent {
  at: string;
  event: string;
  line: number;
  /** The zone as the source wrote it, when it wrote one (not `--zone`). */
  zoneWritten?: string;
}

/** What a timeline section gave. */
export type TimelineRead =
  | {
      events: ImportedEvent[];
      /** The lines of prose paragraphs left out, not being events. */
      skipped: number[];
    }
  | {
      events?: undefined;
      /** Why the section stays text, one clause. */
      why: string;
    };

/** The longest event a case holds (`TimelineEventSchema`). */
const MAX_EVENT = 400;

/** One line of the section: its text and line, and a time column's text in a table row. */
interface Line {
  text: string;
  line: number;
  time?: string;
  /** A line of a paragraph, not a list item or a table row. */
  prose?: boolean;
}

/** The lines of a table with a time column: each row's time and event. */
function tableLines(table: Table): Line[] | undefined {
  const [head, ...rows] = table.children;
  const names = head.children.map((c) => plainText(c).toLowerCase());
  const time = names.findIndex((n) => /\b(time|when|date)\b/.test(n));
  if (time < 0) return undefined;
  let event = names.findIndex((n, i) => i !== time && /\b(event|what|description|action)/.test(n));
  if (event < 0) event = names.findIndex((_, i) => i !== time);
  if (event < 0) return undefined;
  // The header's parenthesis ("Time (PST)") may name the zone: then it is a line of its own.
  const header = plainText(head.children[time]).trim();
  return [
    ...(findZone(header) ? [{ text: header, line: lineOf(head) }] : []),
    ...rows.map((r) => ({
      text: plainText(r.children[event] ?? { type: 'text', value: '' }).trim(),
      time: plainText(r.children[time] ?? { type: 'text', value: '' }).trim(),
      line: lineOf(r),
    })),
  ];
}

/** Every line of the section's nodes, in order. */
function linesOf(nodes: readonly RootContent[]): Line[] | undefined {
  const out: Line[] = [];
  for (const node of nodes) {
    if (node.type === 'table') {
      const rows = tableLines(node);
      if (!rows) return undefined;
      out.push(...rows);
    } else if (node.type === 'list') {
      for (const item of node.children)
        out.push({ text: plainText(item).replace(/\s+/g, ' ').trim(), line: lineOf(item) });
    } else if (node.type === 'paragraph' || node.type === 'heading') {
      plainText(node)
        .split('\n')
        .forEach((t, i) =>
          out.push({ text: t.trim(), line: lineOf(node) + i, prose: node.type === 'paragraph' }),
        );
    } else if (node.type !== 'thematicBreak') return undefined;
  }
  return out.filter((l) => l.text || l.time);
}

/**
 * The events of a timeline section.
 * @param date the postmortem's date (YYYY-MM-DD), for times written without one.
 * @param zone the postmortem's zone (a field, else `--zone`), for times written without one;
 *   `zoneFromSource` says whether the source wrote it.
 */
export function readTimeline(
  section: Section,
  date: string | undefined,
  zone: Zone | undefined,
  zoneFromSource: boolean,
): TimelineRead {
  const lines = linesOf(section.nodes);
  if (!lines) return { why: 'the timeline is not a list, lines or a table of times' };
  let day = date;
  let localZone = findZone(section.note);
  let last: string | undefined;
  // Whether a line that is a date set `day` (else it is the postmortem's date, or none).
  let dayWritten = false;
  const events: ImportedEvent[] = [];
  const skipped: number[] = [];
  for (const l of lines) {
    const at = leadingTime(l.time ?? l.text);
    if (!at || (l.time === undefined && !at.rest)) {
      // A line that is a date or names the zone sets them for the lines after it.
      const d = findDate(l.text);
      const z = findZone(l.text);
      if (!d && !z) {
        if (l.prose) {
          skipped.push(l.line);
          continue;
        }
        return { why: `line ${l.line} is neither a time nor a date` };
      }
      if (d) [day, last, dayWritten] = [d, undefined, true];
      if (z) localZone = z;
      continue;
    }
    let on = at.date ?? day;
    if (!on) return { why: 'no date is written for its times' };
    // A time earlier than the one before it, on no date of its own, is on the next day.
    if (at.date) {
      if (!dayWritten || at.date === day) [day, last] = [at.date, at.time];
    } else {
      if (last !== undefined && at.time < last) on = day = nextDay(on);
      last = at.time;
    }
    const z = at.zone ?? localZone ?? zone;
    if (!z) return { why: 'no time zone is written for its times (pass --zone)' };
    const event = (l.time === undefined ? at.rest : l.text).trim();
    if (!event || event.length > MAX_EVENT)
      return { why: `the event at line ${l.line} is empty or over ${MAX_EVENT} characters` };
    const written = at.zone ?? localZone ?? (zoneFromSource ? zone : undefined);
    events.push({
      at: instantOf(on, at.time, z),
      event,
      line: l.line,
      ...(written && { zoneWritten: written.name }),
    });
  }
  if (events.length === 0) return { why: 'it has no times' };
  for (let i = 1; i < events.length; i++)
    if (Date.parse(events[i].at) < Date.parse(events[i - 1].at))
      return { why: `the time at line ${events[i].line} is before the one above it` };
  return { events, skipped };
}
