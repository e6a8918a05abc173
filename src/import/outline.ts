/**
 * The outline of a postmortem's tree: its title, the text before its first section (the lede,
 * where templates keep their field lines and tables), its sections by what their headings say
 * (`Role`), and its labelled fields (`**Date:** 2024-05-02`, `| Start | 16:40 CET |`). The
 * headings and labels each role answers to are those of the templates teams use (Google's SRE
 * book, PagerDuty's, Atlassian's, Confluence's incident page) and their usual variants, compared
 * in lower case without numbering, punctuation or a parenthesis such as "(all times UTC)". Pure.
 */
import type { Heading, Nodes, Root, RootContent, Table } from 'mdast';
import { plainText } from '../model/case-learnings.ts';

/** What a section or field of a postmortem holds, as far as a case is concerned. */
export type Role =
  | 'summary'
  | 'impact'
  | 'symptoms'
  | 'narrative'
  | 'trigger'
  | 'root-cause'
  | 'contributing'
  | 'detection'
  | 'remediation'
  | 'action-items'
  | 'lessons'
  | 'timeline'
  | 'references';

/** What a labelled field holds besides a section's role. */
export type FieldRole = Role | 'title' | 'date' | 'start' | 'end' | 'detected' | 'zone' | 'service';

/** Section headings by role, normalised (`normalise`); the first match wins. */
const HEADING_ROLES: readonly (readonly [Role, RegExp])[] = [
  ['summary', /^(summary|executive summary|incident summary|overview|tl ?dr)$/],
  ['impact', /^(impact|customer impact|user impact|impact summary|business impact)$/],
  ['symptoms', /^symptoms?$/],
  ['narrative', /^(what happened|incident description|description|details)$/],
  ['trigger', /^(triggers?|leadup|lead up)$/],
  [
    'root-cause',
    /^((root causes?|causes?)( of the (outage|incident|issue|problem|failure|bug|downtime))?|root cause analysis|blameless root cause|fault|five whys|5 whys|why it happened)$/,
  ],
  ['contributing', /^contributing factors?$/],
  ['detection', /^(detection|how (it|we|the incident) (was )?detected( it)?)$/],
  [
    'remediation',
    /^(resolution|remediation|mitigation|recovery|response|resolution and recovery)$/,
  ],
  [
    'action-items',
    /^(action items?|corrective actions?|follow ?ups?|follow ?up (tasks|actions|items)|next steps|remediation items|what we are changing|what we're changing|what we will change|action items and follow ?ups)$/,
  ],
  [
    'lessons',
    /^(lessons?( learned| learnt)?|learnings|key takeaways|takeaways|what went well|what went wrong|what (did not|didn't) go (so )?well|where we got lucky|how'?d we do|things that went (well|wrong))$/,
  ],
  ['timeline', /^(timeline|incident timeline|timeline of events|chronology)$/],
  [
    'references',
    /^(supporting information|references|links|sources|related (records|links|documents|tickets)|further reading)$/,
  ],
];

/** Field labels by role, normalised; a label a section heading also uses has the section's role. */
const FIELD_ROLES: readonly (readonly [FieldRole, RegExp])[] = [
  ['title', /^(title|incident title)$/],
  ['date', /^(date|incident date|date of (the )?incident|day)$/],
  ['start', /^(start|start time|started|incident start|began|start of impact|impact start)$/],
  ['end', /^(end|end time|ended|incident end|end of impact|impact end|resolved at)$/],
  ['detected', /^(detected|detected at|detection time|time detected)$/],
  ['zone', /^(time ?zone|all times)$/],
  ['service', /^(service|services|affected services?|affected systems?|product)$/],
  ...HEADING_ROLES,
];

/** A heading or label in lower case, without numbering, parentheses, punctuation or extra space. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*(\d+[.)]|[ivx]+\.)\s+/, '')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The role of a section heading's text, if it has one. */
export const headingRole = (text: string): Role | undefined =>
  HEADING_ROLES.find(([, re]) => re.test(normalise(text)))?.[0];

/**
 * A section headed "Postmortem" or "Retrospective" inside a postmortem (as the Rust project's
 * incident reports write it) holds what was learned: lessons. Only below the top level: a
 * top-level "Postmortem" heading is the document's title, not one of its sections.
 */
const LESSONS_BELOW_TOP = /^(postmortem|post mortem|retrospective)$/;

/** The role of a section heading at `depth`. */
const sectionRole = (text: string, depth: number): Role | undefined =>
  headingRole(text) ??
  (depth > 1 && LESSONS_BELOW_TOP.test(normalise(text)) ? 'lessons' : undefined);

/** The role of a field's label, if it has one. */
export const fieldRole = (label: string): FieldRole | undefined =>
  FIELD_ROLES.find(([, re]) => re.test(normalise(label)))?.[0];

/** A node's 1-based line in the source (1 when the converter kept none). */
export const lineOf = (node: Nodes | undefined): number => node?.position?.start.line ?? 1;

/** One section: its heading (text, depth, line), its role if any, and the nodes under it. */
export interface Section {
  heading: string;
  depth: number;
  line: number;
  role?: Role;
  /** The heading's own words in parentheses ("(all times UTC)"), where it has any. */
  note: string;
  nodes: RootContent[];
}

/** One labelled field: its role, its value as plain text, and its line. */
export interface Field {
  role: FieldRole;
  label: string;
  value: string;
  line: number;
}

/** A postmortem's outline. */
export interface Outline {
  title?: { text: string; line: number };
  /** The nodes between the title and the first section heading. */
  lede: RootContent[];
  sections: Section[];
  /** The labelled fields of the lede, in order. */
  fields: Field[];
}

const text = (node: Nodes) =>
  plainText(node)
    .replace(/[ \t]+/g, ' ')
    .trim();

/** The labelled fields of one node of the lede: paragraph lines, list items, table rows. */
function fieldsOf(node: RootContent): Field[] {
  if (node.type === 'table') return tableFields(node);
  if (node.type === 'list')
    return node.children.flatMap((item) => item.children.flatMap((c) => fieldsOf(c)));
  if (node.type !== 'paragraph') return [];
  const out: Field[] = [];
  plainText(node)
    .split('\n')
    .forEach((l, i) => {
      const m = /^\s*([^:]{1,40}?)\s*:\s*(.*\S)\s*$/.exec(l);
      const role = m && fieldRole(m[1]);
      if (m && role) out.push({ role, label: m[1], value: m[2], line: lineOf(node) + i });
    });
  return out;
}

/** A table of label and value rows (the header row too: Confluence writes no header). */
function tableFields(table: Table): Field[] {
  const out: Field[] = [];
  for (const row of table.children) {
    if (row.children.length < 2) continue;
    const label = text(row.children[0]);
    const value = text(row.children[1]);
    const role = fieldRole(label);
    if (role && value) out.push({ role, label, value, line: lineOf(row) });
  }
  return out;
}

/**
 * The outline of a tree. The title is the first heading when it is a top-level one that names no
 * section (else `documentTitle`, an HTML page's `<title>` or a frontmatter's `title`, at
 * `documentTitleLine`, else a `Title:` field). A section runs
 * from its heading to the next heading as high or higher; deeper headings inside it are its own.
 */
export function outlineOf(tree: Root, documentTitle?: string, documentTitleLine = 1): Outline {
  const nodes = [...tree.children];
  let title: Outline['title'];
  const first = nodes.findIndex((n) => n.type === 'heading');
  if (first >= 0) {
    const h = nodes[first] as Heading;
    if (h.depth === 1 && !headingRole(text(h)) && text(h)) {
      title = { text: text(h), line: lineOf(h) };
      nodes.splice(first, 1);
    }
  }
  const lede: RootContent[] = [];
  const sections: Section[] = [];
  let current: Section | undefined;
  for (const node of nodes) {
    if (node.type === 'heading' && (!current || node.depth <= current.depth)) {
      const written = text(node);
      current = {
        heading: written,
        depth: node.depth,
        line: lineOf(node),
        role: sectionRole(written, node.depth),
        note: [...written.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).join(' '),
        nodes: [],
      };
      sections.push(current);
    } else if (current) current.nodes.push(node);
    else lede.push(node);
  }
  if (!title && documentTitle) {
    title = { text: documentTitle, line: documentTitleLine };
    // A Google Docs download writes its title again as the first paragraph.
    const at = lede.findIndex((n) => n.type === 'paragraph' && text(n) === documentTitle);
    if (at >= 0) {
      title.line = lineOf(lede[at]);
      lede.splice(at, 1);
    }
  }
  const fields = lede.flatMap(fieldsOf);
  const named = fields.find((f) => f.role === 'title');
  if (!title && named) title = { text: named.value, line: named.line };
  return { ...(title && { title }), lede, sections, fields };
}
