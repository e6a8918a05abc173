/**
 * What each MCP tool answers, as plain data (the server sends it as JSON text): pure functions
 * of the catalogue, its text index and the tool's arguments. Every case in an answer carries its
 * page's URL. Keys are the case files' own names, in snake case (`root_causes`, `last_reviewed`),
 * as in `/data/cases.json`, so one reader serves both. Bad arguments throw `ToolInputError`
 * (`inputs.ts`).
 */
import { sourceArchive } from '../site/archive.ts';
import { MITIGATION_RELATIONS, type VocabularyRole } from '../../schemas/index.ts';
import { gradedTerms, pageVocabularies } from '../model/vocabularies.ts';
import type { Catalogue, CaseRecord, MitigationRecord, TermRef } from './catalogue.ts';
import { relationKey } from '../site/export-mitigations.ts';
import {
  checkLimit,
  checkText,
  DESCRIPTION_MAX,
  QUERY_MAX,
  resolveCaseId,
  resolveListing,
  resolveTerm,
  resolveYear,
  ToolInputError,
} from './inputs.ts';
import type { TextIndex } from './text-index.ts';

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

/** The `search_cases` argument that filters by a vocabulary: one term in snake case (`root_cause`). */
export function facetArgument(v: { term: string }): string {
  return v.term.toLowerCase().replace(/[^a-z0-9]+/g, '_');
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

/** The arguments of `search_cases`: text, facets (slug or label), and how many to list. */
export interface SearchArgs {
  query?: string;
  year?: number;
  limit?: number;
  /** A term of a facet vocabulary, by `facetArgument` (`component`, `root_cause`): its slug or label. */
  [facet: string]: string | number | undefined;
}

/**
 * `search_cases`: the cases matching the facets and, when given, every word of the query, best
 * first (BM25+); when no case has every word, those with most of them, each saying which words it
 * missed. Without a query, every case under the facets, newest first.
 * @throws ToolInputError for no query and no facet, a query over `QUERY_MAX` characters or of stop
 *   words only, an unknown term or year.
 */
export function searchCases(cat: Catalogue, index: TextIndex, args: SearchArgs) {
  const limit = checkLimit(args.limit, 10);
  const facets: [string, (c: CaseRecord) => boolean][] = [];
  const named: Record<string, string | number> = {};
  const termFacet = (
    value: string | undefined,
    key: string,
    taxonomy: Parameters<typeof resolveTerm>[1],
    of: (c: CaseRecord) => { slug: string }[],
  ) => {
    if (value === undefined || value.trim() === '') return;
    const slug = resolveTerm(cat, taxonomy, value);
    named[key] = slug;
    facets.push([key, (c) => of(c).some((t) => t.slug === slug)]);
  };
  const facetVocabularies = cat.facets.map((f) => cat.vocabularies.byName.get(f)!);
  for (const v of facetVocabularies) {
    const key = facetArgument(v);
    const value = args[key];
    termFacet(typeof value === 'string' ? value : undefined, key, v.name, (c) => c.terms[v.name]);
  }
  if (args.year !== undefined) {
    const year = resolveYear(cat, args.year);
    named.year = year;
    facets.push(['year', (c) => c.year === year]);
  }
  const hasQuery = (args.query ?? '').trim() !== '';
  if (!hasQuery && !facets.length)
    throw new ToolInputError(
      `query is empty and no facet is given: give words to search for, or a ${[...facetVocabularies.map(facetArgument), 'year'].join(', ').replace(/, ([^,]*)$/, ' or $1')}`,
    );
  const inFacets = (c: CaseRecord) => facets.every(([, test]) => test(c));
  if (!hasQuery) {
    const all = cat.cases.filter(inFacets);
    return {
      facets: named,
      total: all.length,
      cases: all.slice(0, limit).map((c) => caseSummary(cat, c)),
    };
  }
  const query = checkText(args.query, 'query', QUERY_MAX, 'give a few words');
  const words = index.words(query);
  if (!words.length)
    throw new ToolInputError(
      `query ${JSON.stringify(query)} has no word to search for (only common words such as "the"): name a component, a symptom or an error`,
    );
  const filter = (id: string) => inFacets(cat.byId.get(id)!);
  let ranked = index.rank(query, 'and', filter);
  const every = ranked.length > 0;
  if (!every) ranked = index.rank(query, 'or', filter);
  return {
    query,
    facets: named,
    matched: every ? 'every word' : 'some words (no case has every word)',
    total: ranked.length,
    cases: ranked.slice(0, limit).map((r) => ({
      ...caseSummary(cat, cat.byId.get(r.id)!),
      score: r.score,
      ...(every ? {} : { missing: words.filter((w) => !r.matched.includes(w)) }),
    })),
  };
}

/**
 * `similar_cases`: the cases most like a free-text description of an ongoing incident (symptoms,
 * components, error messages), ranked by BM25+ over any of its words, with the words each matched.
 * @throws ToolInputError for an empty description, one over `DESCRIPTION_MAX` characters or of
 *   stop words only.
 */
export function similarCases(
  cat: Catalogue,
  index: TextIndex,
  args: { description?: string; limit?: number },
) {
  const limit = checkLimit(args.limit, 5, 20);
  const text = checkText(
    args.description,
    'description',
    DESCRIPTION_MAX,
    'describe the incident: symptoms, components, error messages',
  );
  if (!index.words(text).length)
    throw new ToolInputError(
      'description has no word to match (only common words such as "the"): name the symptoms, components or error messages',
    );
  const ranked = index.rank(text, 'or');
  const found = ranked.slice(0, limit);
  return {
    total: ranked.length,
    cases: found.map((r) => ({
      ...caseSummary(cat, cat.byId.get(r.id)!),
      score: r.score,
      matched: r.matched,
    })),
    ...(cat.mitigations && {
      mitigations: mitigationsOfCases(
        cat,
        found.map((r) => r.id),
      ),
    }),
  };
}

/**
 * The mitigations the cases `ids` name, each once: with how many of those cases name it and which,
 * most cases first, then by title (what `similar_cases` suggests trying).
 */
export function mitigationsOfCases(cat: Catalogue, ids: readonly string[]) {
  const named = new Map<string, string[]>();
  for (const id of ids)
    for (const m of cat.byId.get(id)?.data.mitigations ?? [])
      if (cat.mitigationBySlug.has(m.id)) named.set(m.id, [...(named.get(m.id) ?? []), id]);
  return [...named]
    .map(([slug, caseIds]) => {
      const m = cat.mitigationBySlug.get(slug)!;
      return {
        id: slug,
        title: m.title,
        summary: m.summary,
        url: m.url,
        cases: caseIds.length,
        case_ids: caseIds,
      };
    })
    .sort((a, b) => b.cases - a.cases || a.title.localeCompare(b.title, 'en'));
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

/** The vocabularies a mitigation names terms of (whose `pages` list mitigations), in order. */
export function mitigationVocabularies(cat: Pick<Catalogue, 'vocabularies'>) {
  return pageVocabularies(cat.vocabularies.rows, 'mitigations');
}

/** The arguments of `list_mitigations`: a term of a vocabulary mitigations name, and how many to list. */
export interface MitigationArgs {
  limit?: number;
  /** A term by `facetArgument` of its vocabulary (`root_cause`, `component`): its slug or label. */
  [facet: string]: string | number | undefined;
}

/** A mitigation as `list_mitigations` gives it. */
function mitigationSummary(cat: Catalogue, m: MitigationRecord) {
  const counts = Object.fromEntries(
    MITIGATION_RELATIONS.map((r) => [
      relationKey(r),
      m.cases.filter((c) => c.relation === r).length,
    ]),
  );
  return {
    id: m.slug,
    title: m.title,
    summary: m.summary,
    cost: m.cost,
    url: m.url,
    ...Object.fromEntries(
      mitigationVocabularies(cat).map((v) => [answerKey(v.field), m.terms[v.name] ?? []]),
    ),
    cases: m.cases.length,
    by_relation: counts,
  };
}

/**
 * `list_mitigations`: the library's mitigations (practices that would have prevented or shortened
 * incidents), most cases first, each with the terms it addresses and how many cases name it by
 * relation; with a term given (`root_cause`, `component`...), only those addressing that term.
 * @throws ToolInputError in a library without mitigations, and for an unknown term.
 */
export function listMitigations(cat: Catalogue, args: MitigationArgs) {
  if (!cat.mitigations)
    throw new ToolInputError(
      'this library has no mitigations (features.mitigations is false): use search_cases and get_case',
    );
  const limit = checkLimit(args.limit, 20);
  const filters: Record<string, string> = {};
  let found = cat.mitigations;
  for (const v of mitigationVocabularies(cat)) {
    const key = facetArgument(v);
    const value = args[key];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const slug = resolveTerm(cat, v.name, value);
    filters[key] = slug;
    found = found.filter((m) => (m.terms[v.name] ?? []).some((t) => t.slug === slug));
  }
  return {
    filters,
    total: found.length,
    mitigations: found.slice(0, limit).map((m) => mitigationSummary(cat, m)),
  };
}

/**
 * `list_terms`: a vocabulary's terms (or the years) with how many cases name each and its page,
 * most cases first, then by label.
 * @throws ToolInputError for an unknown vocabulary, with the closest name.
 */
export function listTerms(cat: Catalogue, args: { taxonomy?: string }) {
  const listing = resolveListing(args.taxonomy ?? '', cat.vocabularies.names);
  if (listing === 'years') return { taxonomy: listing, terms: cat.years };
  return {
    taxonomy: listing,
    terms: [...cat.terms[listing]].sort(
      (a, b) => b.cases - a.cases || a.label.localeCompare(b.label, 'en'),
    ),
  };
}
