/**
 * A postmortem mapped onto a case: the frontmatter fields it states and the body sections its
 * text fills, each with the source line it came from, and the library's terms it names. It maps
 * what it finds and invents nothing: a field the source does not state is left out (the report
 * names it and the validator asks for it), a time without a zone stays out, and a section is the
 * source's own text. What maps where:
 *
 * - `title`: the first top-level heading, an HTML page's title, or a `Title:` field.
 * - `summary`: the first paragraph of a Summary/Overview section, a `Summary:` field, or the
 *   first paragraph before any section, up to 600 characters in whole sentences.
 * - `service`: a `Service:` / `Affected services:` field.
 * - `incident`: `start` from a `Start:` field, the first timeline event, or a `Date:` field (then
 *   to the day); `end` from an `End:` field or the last timeline event that says the incident
 *   was resolved or recovered; `detected` from a `Detected:` field or the first event that
 *   says it alerted, paged or was reported; `timezone_reported` when the source wrote the zone.
 * - `timeline`: the Timeline section's events (`./timeline.ts`); an event before the start or
 *   after the end is marked `kind: other`, which is what the validator asks of such events.
 * - `impact.description`: the first paragraph of an Impact section or an `Impact:` field.
 * - `sources`: the links that are reports of the incident, a status page's or a published
 *   postmortem (`./sources.ts` gives the rule), with their text as title; who published them
 *   and when are left. Every other link stays in the body only.
 * - Terms: see `./terms.ts`; root causes are only suggested.
 * - Body: Symptoms (a Symptoms section, else the Impact text), Trigger, Root cause (and
 *   Contributing factors), Detection, Remediation (Resolution, Recovery, Response), Action items
 *   and Lessons, in `CASE_SECTIONS` order, then What happened, the Timeline when it stayed text,
 *   and References (the source's links). Several source sections feeding one case section keep
 *   their own headings under it.
 *
 * Pure: a tree in, values out.
 */
import type { Paragraph, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Taxonomy, Vocabulary } from '../../schemas/index.ts';
import { plainText } from '../model/case-learnings.ts';
import {
  lineOf,
  outlineOf,
  type Field,
  type FieldRole,
  type Role,
  type Section,
} from './outline.ts';
import type { SourceTree } from './source-tree.ts';
import { sourcesOf } from './sources.ts';
import { matchTerms, termsToAdd, textBlocks } from './terms.ts';
import { readTimeline, type ImportedEvent } from './timeline.ts';
import { findDate, findZone, instantOf, leadingTime, zoneOf, type Zone } from './times.ts';

/** What the mapping needs of the library, and the zone of `--zone`. */
export interface ImportOptions {
  vocabularies: readonly Vocabulary[];
  taxonomies: Readonly<Record<string, Taxonomy>>;
  /** The zone of times the source writes without one (`--zone`); a zone the source states wins. */
  zone?: Zone;
}

/** A field or body section filled, and the source line it came from. */
export interface Filled {
  /** A frontmatter field path (`incident.start`) or a body section (`## Trigger`). */
  field: string;
  line: number;
}

/** A body section of the draft: its heading (without `## `) and its Markdown. */
export interface BodySection {
  heading: string;
  markdown: string;
  line: number;
}

/** A term suggested for a person to judge. */
export interface Suggestion {
  field: string;
  slug: string;
  line: number;
}

/** A postmortem mapped onto a case. */
export interface Draft {
  /** The frontmatter fields the source states, by key (nested objects as objects). */
  data: Record<string, unknown>;
  filled: Filled[];
  sections: BodySection[];
  suggested: Suggestion[];
  /** Sections of the source no part of a case holds (Responders, Messaging). */
  notCarried: { heading: string; line: number }[];
  /** What the mapping could not use and why, one clause each. */
  notes: string[];
}

/** The mapping's result: a draft, or why the source is not a postmortem. */
export type Mapped = ({ postmortem: true } & Draft) | { postmortem: false; why: string };

/** The roles that make a text a postmortem: two of them at least. */
const POSTMORTEM_ROLES: readonly FieldRole[] = [
  'impact',
  'symptoms',
  'trigger',
  'root-cause',
  'contributing',
  'detection',
  'remediation',
  'action-items',
  'lessons',
  'timeline',
  'summary',
  'start',
  'date',
];

/** Words by which a timeline event ends the incident. */
const END_WORDS =
  /\b(resolved|recovered|restored|back to normal|back online|all clear|impact ended|incident (closed|over|ended)|works again|stable)\b/i;
/** Words by which a timeline event is the incident's detection. */
const DETECT_WORDS =
  /\b(alerts?|alerted|alerting|pages?|paged|detected|noticed|reports?|reported)\b/i;

/** The longest summary a case holds (`SummarySchema`), in characters. */
const MAX_SUMMARY = 600;

/** The sentences of `text` that fit in `max` characters, whole; undefined when the first does not. */
export function sentencesUpTo(text: string, max: number): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean || undefined;
  let out = '';
  for (const s of clean.split(/(?<=[.!?])\s+(?=\S)/)) {
    if ((out ? out.length + 1 : 0) + s.length > max) break;
    out = out ? `${out} ${s}` : s;
  }
  return out || undefined;
}

/** Section Markdown as the case writes it: headings inside moved under the section's `##`. */
function markdownOf(nodes: readonly RootContent[], baseDepth: number, shift = 0): string {
  const copy = structuredClone(nodes) as RootContent[];
  for (const n of copy)
    if (n.type === 'heading')
      n.depth = Math.min(6, Math.max(3, 2 + shift + n.depth - baseDepth)) as 3 | 4 | 5 | 6;
  return toMarkdown(
    { type: 'root', children: copy },
    { extensions: [gfmToMarkdown()], bullet: '-', listItemIndent: 'one' },
  ).trim();
}

/** A paragraph of a field's text. */
const paragraph = (value: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'text', value }],
});

/** The first paragraph of a section, as plain text. */
function firstParagraph(s: Section): { text: string; line: number } | undefined {
  const p = s.nodes.find((n) => n.type === 'paragraph');
  return p && { text: plainText(p), line: lineOf(p) };
}

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

/** Maps a postmortem's tree onto a case. */
export function mapPostmortem(source: SourceTree, options: ImportOptions): Mapped {
  const outline = outlineOf(source.tree, source.documentTitle, source.documentTitleLine);
  const field = (role: FieldRole) => outline.fields.find((f) => f.role === role);
  const sectionsOf = (role: Role) => outline.sections.filter((s) => s.role === role);
  const found = new Set<FieldRole>([
    ...outline.fields.map((f) => f.role),
    ...outline.sections.flatMap((s) => (s.role ? [s.role] : [])),
  ]);
  const roles = POSTMORTEM_ROLES.filter((r) => found.has(r));
  if (roles.length < 2)
    return {
      postmortem: false,
      why: `not a postmortem: it has ${roles.length ? `only ${roles[0]}` : 'no summary, impact, timeline, root cause, action items or lessons'}, where a postmortem has two of them at least`,
    };

  const data: Record<string, unknown> = {};
  const filled: Filled[] = [];
  const notes: string[] = [];
  const fill = (key: string, value: unknown, line: number, path = key) => {
    data[key] = value;
    filled.push({ field: path, line });
  };

  if (outline.title) fill('title', outline.title.text, outline.title.line);

  // The summary: a section's first paragraph, a field, or the lede's first plain paragraph.
  const fieldLines = new Set(outline.fields.map((f) => f.line));
  const ledeParagraph = outline.lede.find(
    (n): n is Paragraph => n.type === 'paragraph' && !fieldLines.has(lineOf(n)),
  );
  const summarySection = sectionsOf('summary').map(firstParagraph).find(Boolean);
  const summaryField = field('summary');
  const summary =
    summarySection ??
    (summaryField && { text: summaryField.value, line: summaryField.line }) ??
    (ledeParagraph && { text: plainText(ledeParagraph), line: lineOf(ledeParagraph) });
  const summaryText = summary && sentencesUpTo(summary.text, MAX_SUMMARY);
  if (summary && summaryText) fill('summary', summaryText, summary.line);

  const service = field('service');
  if (service) fill('service', service.value, service.line);

  // Dates, times and the zone.
  const zoneField = field('zone');
  const statedZone = zoneField && (zoneOf(zoneField.value) ?? findZone(zoneField.value));
  const zone = statedZone ?? options.zone;
  const zoneFromSource = statedZone !== undefined;
  const dateField = field('date');
  const date = dateField && findDate(dateField.value);
  let events: ImportedEvent[] | undefined;
  const timelineSection = sectionsOf('timeline')[0];
  if (timelineSection) {
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
    data.incident = incident;
    filled.push(...incidentFilled);
    if (!start.precise) notes.push('incident.start is the date only: no time with a zone for it');
  }
  if (events?.length) {
    const startMs = Date.parse(String(incident.start));
    const endMs = incident.end === undefined ? Infinity : Date.parse(String(incident.end));
    fill(
      'timeline',
      events.map((e) => {
        const ms = Date.parse(e.at);
        return {
          at: e.at,
          precision: 'minute',
          event: e.event,
          ...((ms < startMs || ms > endMs) && { kind: 'other' }),
        };
      }),
      timelineSection.line,
    );
  }

  // Impact: its first paragraph is the description; its text is the case's Symptoms.
  const impactSection = sectionsOf('impact')[0];
  const impactField = field('impact');
  const impact =
    (impactSection && firstParagraph(impactSection)) ??
    (impactField && { text: impactField.value, line: impactField.line });
  const impactText = impact && sentencesUpTo(impact.text, MAX_SUMMARY);
  if (impact && impactText)
    fill('impact', { description: impactText }, impact.line, 'impact.description');

  // Links that are reports of the incident (`./sources.ts`); publisher and date are left.
  const sources = sourcesOf(source.tree);
  if (sources.length)
    fill(
      'sources',
      sources.map(({ title, url, type }) => ({ ...(title && { title }), url, type })),
      sources[0].line,
    );

  // Terms.
  const matches = matchTerms(textBlocks(source.tree), options.vocabularies, options.taxonomies);
  const { added, suggested } = termsToAdd(matches);
  for (const v of options.vocabularies) {
    const mine = added.filter((m) => m.vocabulary === v);
    if (!mine.length) continue;
    const value = v.many ? mine.map((m) => m.slug) : mine[0].slug;
    const line = Math.min(...mine.map((m) => m.line));
    const [parent, child] = v.field.split('.');
    if (child === undefined) fill(parent, value, line);
    else {
      data[parent] = { ...(data[parent] as object), [child]: value };
      filled.push({ field: v.field, line });
    }
  }

  // The body.
  const sections: BodySection[] = [];
  const bodySection = (heading: string, from: readonly Section[], fieldRoles: FieldRole[] = []) => {
    const parts: string[] = [];
    let line: number | undefined;
    for (const s of from) {
      // Contributing factors are said to be such under the root cause.
      const headed = from.length > 1 || s.role === 'contributing';
      const own = headed ? `### ${s.heading}\n\n` : '';
      const md = markdownOf(s.nodes, s.depth, headed ? 1 : 0);
      if (!md) continue;
      parts.push(own + md);
      line ??= s.line;
    }
    if (!parts.length)
      for (const r of fieldRoles) {
        const f = field(r);
        if (!f) continue;
        parts.push(markdownOf([paragraph(f.value)], 2));
        line ??= f.line;
      }
    if (parts.length && line !== undefined) {
      sections.push({ heading, markdown: parts.join('\n\n'), line });
      filled.push({ field: `## ${heading}`, line });
    }
  };
  const symptoms = sectionsOf('symptoms');
  bodySection('Symptoms', symptoms.length ? symptoms : sectionsOf('impact'), [
    'symptoms',
    'impact',
  ]);
  bodySection('Trigger', sectionsOf('trigger'), ['trigger']);
  bodySection(
    'Root cause',
    [...sectionsOf('root-cause'), ...sectionsOf('contributing')],
    ['root-cause'],
  );
  bodySection('Detection', sectionsOf('detection'), ['detection']);
  bodySection('Remediation', sectionsOf('remediation'), ['remediation']);
  bodySection('Action items', sectionsOf('action-items'), ['action-items']);
  bodySection('Lessons', sectionsOf('lessons'), ['lessons']);
  bodySection('What happened', sectionsOf('narrative'), ['narrative']);
  if (!events?.length && timelineSection) bodySection('Timeline', [timelineSection]);
  bodySection('References', sectionsOf('references'), ['references']);

  const notCarried = outline.sections
    .filter((s) => s.role === undefined)
    .map((s) => ({ heading: s.heading, line: s.line }));
  return {
    postmortem: true,
    data,
    filled,
    sections,
    suggested: suggested.map((m) => ({ field: m.vocabulary.field, slug: m.slug, line: m.line })),
    notCarried,
    notes,
  };
}
