/**
 * What each MCP tool answers, as plain data (the server sends it as JSON text): pure functions
 * of the catalogue, its text index and the tool's arguments. Every case in an answer carries its
 * page's URL. Bad arguments throw `ToolInputError` (`inputs.ts`).
 */
import { sourceArchive } from '../site/archive.ts';
import type { Catalogue, CaseRecord } from './catalogue.ts';
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
  organisation: string;
  start: string;
  components: string[];
  rootCauses: string[];
}

/** A case in a list: its ID, title, URL, summary, organisation, start (as written) and main terms. */
export function caseSummary(c: CaseRecord): CaseSummary {
  return {
    id: c.id,
    title: c.data.title,
    url: c.url,
    summary: c.data.summary,
    organisation: c.organisation.label,
    start: c.data.incident.start,
    components: c.components.map((t) => t.label),
    rootCauses: c.rootCauses.map((t) => t.label),
  };
}

/** The arguments of `search_cases`: text, facets (slug or label), and how many to list. */
export interface SearchArgs {
  query?: string;
  component?: string;
  root_cause?: string;
  contributing_factor?: string;
  organisation?: string;
  year?: number;
  limit?: number;
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
  termFacet(args.component, 'component', 'components', (c) => c.components);
  termFacet(args.root_cause, 'root_cause', 'root-causes', (c) => c.rootCauses);
  termFacet(
    args.contributing_factor,
    'contributing_factor',
    'contributing-factors',
    (c) => c.contributingFactors,
  );
  termFacet(args.organisation, 'organisation', 'organisations', (c) => [c.organisation]);
  if (args.year !== undefined) {
    const year = resolveYear(cat, args.year);
    named.year = year;
    facets.push(['year', (c) => c.year === year]);
  }
  const hasQuery = (args.query ?? '').trim() !== '';
  if (!hasQuery && !facets.length)
    throw new ToolInputError(
      'query is empty and no facet is given: give words to search for, or a component, root_cause, contributing_factor, organisation or year',
    );
  const inFacets = (c: CaseRecord) => facets.every(([, test]) => test(c));
  if (!hasQuery) {
    const all = cat.cases.filter(inFacets);
    return {
      facets: named,
      total: all.length,
      cases: all.slice(0, limit).map(caseSummary),
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
      ...caseSummary(cat.byId.get(r.id)!),
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
  return {
    total: ranked.length,
    cases: ranked.slice(0, limit).map((r) => ({
      ...caseSummary(cat.byId.get(r.id)!),
      score: r.score,
      matched: r.matched,
    })),
  };
}

/**
 * `get_case`: one case in full: its facts, terms (each with its page), root causes with evidence,
 * timeline (UTC times as written, in order), sources (each with `internal`, and `archivedCopy`
 * when it gives an `archive_url`; none when the library lets a case cite none), related cases,
 * and its body (Markdown).
 * @throws ToolInputError for an unknown ID, with the closest one.
 */
export function getCase(cat: Catalogue, args: { id?: string }) {
  const { id, alias } = resolveCaseId(cat, args.id ?? '');
  const c = cat.byId.get(id)!;
  const d = c.data;
  return {
    ...caseSummary(c),
    ...(alias ? { mergedFrom: alias } : {}),
    status: d.status,
    service: d.service,
    incident: d.incident,
    impact: { description: d.impact.description, categories: c.impactCategories },
    organisation: c.organisation,
    components: c.components,
    rootCauses: d.root_causes.map((r) => ({
      ...c.rootCauses.find((t) => t.slug === r.term)!,
      evidence: r.evidence,
      ...(r.note ? { note: r.note } : {}),
    })),
    contributingFactors: c.contributingFactors,
    software: d.software,
    timeline: d.timeline,
    sources: d.sources.map((s) => {
      const { archiveUrl, internal } = sourceArchive(s, cat.internalHosts);
      return { ...s, ...(archiveUrl ? { archivedCopy: archiveUrl } : {}), internal };
    }),
    related: d.related.map((r) => ({
      id: r.id,
      relation: r.relation,
      url: cat.byId.get(r.id)?.url,
    })),
    added: d.added,
    lastReviewed: d.last_reviewed,
    body: c.body,
  };
}

/**
 * `list_terms`: a vocabulary's terms (or the years) with how many cases name each and its page,
 * most cases first, then by label.
 * @throws ToolInputError for an unknown vocabulary, with the closest name.
 */
export function listTerms(cat: Catalogue, args: { taxonomy?: string }) {
  const listing = resolveListing(args.taxonomy ?? '');
  if (listing === 'years') return { taxonomy: listing, terms: cat.years };
  return {
    taxonomy: listing,
    terms: [...cat.terms[listing]].sort(
      (a, b) => b.cases - a.cases || a.label.localeCompare(b.label, 'en'),
    ),
  };
}
