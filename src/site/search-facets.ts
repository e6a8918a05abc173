/**
 * The search facets and how they appear in a shareable URL: `/search/?q=etcd&component=etcd`.
 * Pagefind filters hold each term's label (what readers see, commas and colons included, field
 * case 12); the URL holds the term's stable slug. The search page carries a slug→label map for
 * every facet (built here at build time) and converts both ways with the pure functions below,
 * which the browser script and the tests share. Which vocabularies are facets, and in what order,
 * is the library's `facets` option (`searchFacets`); type comes first and year last in every library.
 */
import type { TaxonomyName, Term, Vocabulary } from '../../schemas/index.ts';
import { fieldValues } from '../model/field-patterns.ts';
import { casePattern, type VocabularyModel } from '../model/vocabularies.ts';
import { FORBIDDEN_CHAR_RE } from '../../schemas/text.ts';

/** A search facet: the Pagefind filter key, its URL parameter, and its vocabulary if it has one. */
export interface Facet {
  key: string;
  param: string;
  label: string;
  taxonomy?: TaxonomyName;
}

/** The page type facet, always the first: every indexed page has a type. */
const TYPE_FACET: Facet = { key: 'type', param: 'type', label: 'Type' };
/** The year facet, always the last: a case's start year. */
const YEAR_FACET: Facet = { key: 'year', param: 'year', label: 'Year' };

/**
 * A vocabulary's facet: the Pagefind filter key is one term's name in words (`root cause`), the
 * URL parameter its slug (`root-cause`), the heading its singular label.
 */
export function vocabularyFacet(v: Vocabulary): Facet {
  return { key: v.term, param: slugifyLabel(v.term), label: v.singular, taxonomy: v.name };
}

/**
 * The facets of a library, in the order the filter pane shows them: type, then the vocabularies
 * of its `facets` option in their order (each once), then year.
 * @param names the `facets` option, e.g. `['root-causes', 'components']`.
 * @param vocabularies the library's vocabularies, which the names name.
 */
export function searchFacets(
  names: readonly TaxonomyName[],
  vocabularies: VocabularyModel,
): Facet[] {
  return [
    TYPE_FACET,
    ...[...new Set(names)].map((v) => vocabularyFacet(vocabularies.byName.get(v)!)),
    YEAR_FACET,
  ];
}

/**
 * The facet of a Pagefind filter key, as the browser reads it back from the search page: the URL
 * parameter is the key's slug and the heading the key with a capital (`root cause`: `root-cause`,
 * "Root cause").
 */
export function facetOfKey(key: string): Facet {
  return { key, param: slugifyLabel(key), label: key.charAt(0).toUpperCase() + key.slice(1) };
}

/** The heading of the filter group with Pagefind key `key`, or the key itself when no facet has it. */
export function facetLabel(key: string): string {
  return facetOfKey(key).label;
}

/**
 * The facets a search page's slug→label map holds, in its order: the page writes the map from its
 * library's facets (`buildFacetValues`), so its browser script reads the facets back from it.
 */
export function facetsOf(values: FacetValues): Facet[] {
  return Object.keys(values).map(facetOfKey);
}

/**
 * The Pagefind filters of a case page, per facet key in `facets` order (type left out: the page
 * marks it itself): each vocabulary facet's term labels, and the year.
 * @param label a term's label from its vocabulary and slug.
 */
export function caseFilters(
  facets: readonly Facet[],
  c: unknown,
  year: number,
  label: (taxonomy: TaxonomyName, slug: string) => string,
  vocabularies: VocabularyModel,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of facets) {
    if (f.taxonomy) {
      // As the case lists them, repeats kept: a term named twice (with two notes) is one filter value.
      const v = vocabularies.byName.get(f.taxonomy)!;
      out[f.key] = fieldValues(c, casePattern(v))
        .map(([, s]) => s)
        .filter((s): s is string => typeof s === 'string')
        .map((s) => label(f.taxonomy!, s));
    } else if (f.key === 'year') out[f.key] = [String(year)];
  }
  return out;
}

/** Per facet key: URL value (slug) → filter value (label). */
export type FacetValues = Record<string, Record<string, string>>;

/** A URL-friendly slug of a free label such as a page type ("Field report" → `field-report`). */
export function slugifyLabel(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The slug→label map of every facet in `facets`, for the search page, its keys in `facets` order.
 * @param types the page types the site indexes (`Case`, `Concept`...); years as numbers.
 */
export function buildFacetValues(
  facets: readonly Facet[],
  vocab: Record<TaxonomyName, Record<string, Term>>,
  types: readonly string[],
  years: readonly number[],
): FacetValues {
  const out: FacetValues = {};
  for (const f of facets) {
    if (f.taxonomy)
      out[f.key] = Object.fromEntries(
        Object.entries(vocab[f.taxonomy]).map(([slug, t]) => [slug, t.label]),
      );
    else if (f.key === 'type')
      out[f.key] = Object.fromEntries(types.map((t) => [slugifyLabel(t), t]));
    else if (f.key === 'year')
      out[f.key] = Object.fromEntries(years.map((y) => [String(y), String(y)]));
  }
  return out;
}

/**
 * A value read from a shared link without the characters no content may hold (`schemas/text.ts`):
 * a bidirectional control in `?q=` would show the query reversed in the search box and the
 * results' heading, and no term or text of the library holds one anyway.
 */
const shown = (v: string) => v.replace(FORBIDDEN_CHAR_RE, '').trim();

/**
 * Query and filters read from a URL's search parameters, for the facets `values` holds (a
 * parameter of any other facet is left out). Unknown values are kept as labels.
 */
export function stateFromParams(
  params: URLSearchParams,
  values: FacetValues,
): { q: string; filters: Record<string, string[]> } {
  const filters: Record<string, string[]> = {};
  for (const f of facetsOf(values)) {
    // Repeated parameters, never split on commas: a label may hold one ("Load balancer, edge").
    const list = params.getAll(f.param).map(shown).filter(Boolean);
    // Own properties only: `?component=constructor` names no slug (and no Object.prototype member).
    const labels = values[f.key] ?? {};
    if (list.length)
      filters[f.key] = [...new Set(list.map((v) => (Object.hasOwn(labels, v) ? labels[v] : v)))];
  }
  return { q: shown(params.get('q') ?? ''), filters };
}

/** The search parameters for a query and filters: `q` first, then the facets of `values` in its order. */
export function paramsFromState(
  q: string,
  filters: Record<string, string[] | string | undefined>,
  values: FacetValues,
): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  for (const f of facetsOf(values)) {
    const raw = filters[f.key];
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const bySlug = Object.entries(values[f.key] ?? {});
    for (const label of list)
      params.append(f.param, bySlug.find(([, l]) => l === label)?.[0] ?? label);
  }
  return params;
}

/** Pagefind's filter counts: per filter key, per value, a number of pages. */
export type FilterCounts = Record<string, Record<string, number>>;

/**
 * `counts` with its groups in the order of `order` (facet keys; by default type then year: a
 * search page passes its library's facets), any other group after them in code-unit order. The filter pane shows the groups in the order of the
 * object's keys; Pagefind gives them alphabetically.
 */
export function orderFilterGroups(
  counts: FilterCounts,
  order: readonly string[] = [TYPE_FACET.key, YEAR_FACET.key],
): FilterCounts {
  const known = order.filter((k) => k in counts);
  const rest = Object.keys(counts)
    .filter((k) => !order.includes(k))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries([...known, ...rest].map((k) => [k, counts[k]]));
}

/**
 * A search response whose counts describe its own results. Pagefind answers each search with
 * `filters` (per value, how many of the current results have it, which with filters ANDed is what
 * ticking it would leave) and `totalFilters` (the same for the query without any filter). Pagefind's
 * own filter pane showed `totalFilters` for a ticked value, so with `q=dns&type=case&
 * component=coredns` it said "Case 8" over 3 results. Here both are the current results' counts,
 * groups ordered by `orderFilterGroups` (in `order`); a group missing from `filters` keeps its values at 0.
 */
export function honestFilters<T extends { filters?: FilterCounts; totalFilters?: FilterCounts }>(
  response: T,
  order?: readonly string[],
): T {
  const filters = response.filters ?? {};
  const groups = {
    ...Object.fromEntries(
      Object.entries(response.totalFilters ?? {}).map(([k, values]) => [
        k,
        Object.fromEntries(Object.keys(values).map((v) => [v, 0])),
      ]),
    ),
    ...filters,
  };
  const ordered = orderFilterGroups(groups, order);
  return { ...response, filters: ordered, totalFilters: ordered };
}
