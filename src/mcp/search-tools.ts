/**
 * What the MCP tools that find cases answer, as plain data (the server sends it as JSON text):
 * `search_cases`, `similar_cases` and `list_terms`, pure functions of the catalogue, its text
 * index and the tool's arguments. Cases are given by `caseSummary` (`case-answers.ts`). Bad
 * arguments throw `ToolInputError` (`inputs.ts`).
 */
import { caseSummary } from './case-answers.ts';
import type { Catalogue, CaseRecord } from './catalogue.ts';
import {
  checkLimit,
  checkText,
  DESCRIPTION_MAX,
  facetArgument,
  QUERY_MAX,
  resolveListing,
  resolveTerm,
  resolveYear,
  ToolInputError,
} from './inputs.ts';
import { mitigationsOfCases } from './mitigation-tools.ts';
import type { TextIndex } from './text-index.ts';

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
