/**
 * How a case reads in an MCP answer, as plain data (the server sends it as JSON text): the short
 * form every list gives (`caseSummary`) and the whole case `get_case` gives. Every case carries
 * its page's URL. Keys are the case files' own names, in snake case (`root_causes`,
 * `last_reviewed`), as in `/data/cases.json`, so one reader serves both.
 */
import { sourceArchive } from '../site/archive.ts';
import type { VocabularyRole } from '../../schemas/index.ts';
import { gradedTerms } from '../model/vocabularies.ts';
import type { Catalogue, CaseRecord, TermRef } from './catalogue.ts';
import { resolveCaseId } from './inputs.ts';

/** A case as lists show it. */
export interface CaseSummary {
  id: string;
  title: string;
  url: string;
  summary: string;
  organisation?: string;
  start: string;
  components?: string[];
  root_causes?: string[];
}

/** The terms of a case in the vocabulary playing `role`, if the library has one. */
function roleRefs(cat: Catalogue, c: CaseRecord, role: VocabularyRole): TermRef[] | undefined {
  const v = cat.vocabularies.byRole[role];
  return v && c.terms[v.name];
}

/**
 * The key a vocabulary's terms have in an answer: its case field as the case file and
 * `/data/cases.json` name it (`root_causes`, `contributing_factors`, `organisation`), a field
 * inside an object by its own name (`categories` in `impact`).
 */
export function answerKey(field: string): string {
  return field.split('.').at(-1) ?? field;
}

/**
 * A case's terms as `get_case` gives them, by `answerKey`, in vocabulary order: a term for a
 * one-term vocabulary, a list otherwise, each graded term with its evidence and note. Fields
 * inside an object (`impact.categories`) are given in that object (`parent`).
 */
function termFields(cat: Catalogue, c: CaseRecord, parent?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const v of cat.vocabularies.rows) {
    const [head, child] = v.field.split('.');
    if ((child === undefined) !== (parent === undefined) || (parent && head !== parent)) continue;
    const refs = c.terms[v.name] ?? [];
    out[answerKey(v.field)] = !v.many
      ? refs[0]
      : v.graded
        ? gradedTerms(v, c.data).map((r) => ({
            ...refs.find((t) => t.slug === r.term)!,
            evidence: r.evidence,
            ...(r.note ? { note: r.note } : {}),
          }))
        : refs;
  }
  return out;
}

/** A case in a list: its ID, title, URL, summary, organisation, start (as written) and main terms. */
export function caseSummary(cat: Catalogue, c: CaseRecord): CaseSummary {
  return {
    id: c.id,
    title: c.data.title,
    url: c.url,
    summary: c.data.summary,
    ...summaryTerms(cat, c),
  };
}

/** The main terms of a case in a list: its organisation, components and root causes, by label. */
function summaryTerms(cat: Catalogue, c: CaseRecord) {
  const [organisation] = roleRefs(cat, c, 'organisation') ?? [];
  const components = roleRefs(cat, c, 'component');
  const rootCauses = roleRefs(cat, c, 'root-cause');
  return {
    ...(organisation && { organisation: organisation.label }),
    start: c.data.incident.start,
    ...(components && { components: components.map((t) => t.label) }),
    ...(rootCauses && { root_causes: rootCauses.map((t) => t.label) }),
  };
}

/**
 * `get_case`: one case in full: its facts, terms (each with its page), root causes with evidence,
 * timeline (UTC times as written, in order), sources (each with `internal`, and `archived_copy`
 * when it gives an `archive_url`; none when the library lets a case cite none), related cases,
 * and its body (Markdown).
 * @throws ToolInputError for an unknown ID, with the closest one.
 */
export function getCase(cat: Catalogue, args: { id?: string }) {
  const { id, alias } = resolveCaseId(cat, args.id ?? '');
  const c = cat.byId.get(id)!;
  const d = c.data;
  return {
    ...caseSummary(cat, c),
    ...(alias ? { merged_from: alias } : {}),
    status: d.status,
    service: d.service,
    incident: d.incident,
    impact: { description: d.impact.description, ...termFields(cat, c, 'impact') },
    ...termFields(cat, c),
    software: d.software,
    timeline: d.timeline,
    sources: d.sources.map((s) => {
      const { archiveUrl, internal } = sourceArchive(s, cat.internalHosts);
      return { ...s, ...(archiveUrl ? { archived_copy: archiveUrl } : {}), internal };
    }),
    related: d.related.map((r) => ({
      id: r.id,
      relation: r.relation,
      url: cat.byId.get(r.id)?.url,
    })),
    ...(cat.mitigations && {
      mitigations: d.mitigations
        .filter((m) => cat.mitigationBySlug.has(m.id))
        .map((m) => {
          const record = cat.mitigationBySlug.get(m.id)!;
          return {
            id: m.id,
            title: record.title,
            relation: m.relation,
            support: m.support,
            url: record.url,
          };
        }),
    }),
    added: d.added,
    last_reviewed: d.last_reviewed,
    body: c.body,
  };
}
