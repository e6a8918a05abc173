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
 * - `incident` and `timeline`: see `./draft-times.ts`.
 * - `impact.description`: the first paragraph of an Impact section or an `Impact:` field.
 * - `sources`: the links that are reports of the incident, a status page's or a published
 *   postmortem (`./sources.ts` gives the rule), with their text as title; who published them
 *   and when are left. Every other link stays in the body only.
 * - Terms: see `./terms.ts`; root causes are only suggested.
 * - Body: see `./draft-body.ts`.
 *
 * Pure: a tree in, values out.
 */
import type { Paragraph } from 'mdast';
import { plainText } from '../model/case-learnings.ts';
import { lineOf, outlineOf, type FieldRole, type Role } from './outline.ts';
import type { SourceTree } from './source-tree.ts';
import { sourcesOf } from './sources.ts';
import { matchTerms, termsToAdd, textBlocks } from './terms.ts';
import type { Filled, ImportOptions, Mapped } from './draft-types.ts';
import { firstParagraph, MAX_SUMMARY, sentencesUpTo } from './section-text.ts';
import { mapTimes } from './draft-times.ts';
import { bodySections } from './draft-body.ts';

export type {
  BodySection,
  Draft,
  Filled,
  ImportOptions,
  Mapped,
  Suggestion,
} from './draft-types.ts';
export { sentencesUpTo } from './section-text.ts';

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

  const times = mapTimes(outline, options.zone);
  notes.push(...times.notes);
  if (times.incident) {
    data.incident = times.incident.value;
    filled.push(...times.incident.filled);
  }
  if (times.timeline) fill('timeline', times.timeline.value, times.timeline.line);

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

  const body = bodySections(
    outline,
    !times.events?.length && times.timelineSection ? times.timelineSection : undefined,
  );
  filled.push(...body.filled);

  const notCarried = outline.sections
    .filter((s) => s.role === undefined)
    .map((s) => ({ heading: s.heading, line: s.line }));
  return {
    postmortem: true,
    data,
    filled,
    sections: body.sections,
    suggested: suggested.map((m) => ({ field: m.vocabulary.field, slug: m.slug, line: m.line })),
    notCarried,
    notes,
  };
}
