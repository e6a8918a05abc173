/**
 * The search facets and how they appear in a shareable URL: `/search/?q=etcd&component=etcd`.
 * Pagefind filters hold each term's label (what readers see, commas and colons included, field
 * case 12); the URL holds the term's stable slug. The search page carries a slug→label map for
 * every facet (built here at build time) and converts both ways with the pure functions below,
 * which the browser script and the tests share.
 */
import type { TaxonomyName, Term } from '../../schemas/index.ts';
import { FORBIDDEN_CHAR_RE } from '../../schemas/text.ts';

/** A search facet: the Pagefind filter key, its URL parameter, and its vocabulary if it has one. */
export interface Facet {
  key: string;
  param: string;
  label: string;
  taxonomy?: TaxonomyName;
}

/** The facets, in the order the filter pane shows them. */
export const FACETS: Facet[] = [
  { key: 'type', param: 'type', label: 'Type' },
  { key: 'root cause', param: 'root-cause', label: 'Root cause', taxonomy: 'root-causes' },
  { key: 'component', param: 'component', label: 'Component', taxonomy: 'components' },
  {
    key: 'contributing factor',
    param: 'contributing-factor',
    label: 'Contributing factor',
    taxonomy: 'contributing-factors',
  },
  { key: 'organisation', param: 'organisation', label: 'Organisation', taxonomy: 'organisations' },
  { key: 'year', param: 'year', label: 'Year' },
];

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
 * The slug→label map of every facet, for the search page.
 * @param types the page types the site indexes (`Case`, `Concept`...); years as numbers.
 */
export function buildFacetValues(
  vocab: Record<TaxonomyName, Record<string, Term>>,
  types: readonly string[],
  years: readonly number[],
): FacetValues {
  const out: FacetValues = {};
  for (const f of FACETS) {
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

/** Query and filters read from a URL's search parameters. Unknown values are kept as labels. */
export function stateFromParams(
  params: URLSearchParams,
  values: FacetValues,
): { q: string; filters: Record<string, string[]> } {
  const filters: Record<string, string[]> = {};
  for (const f of FACETS) {
    // Repeated parameters, never split on commas: a label may hold one ("Load balancer, edge").
    const list = params.getAll(f.param).map(shown).filter(Boolean);
    // Own properties only: `?component=constructor` names no slug (and no Object.prototype member).
    const labels = values[f.key] ?? {};
    if (list.length)
      filters[f.key] = [...new Set(list.map((v) => (Object.hasOwn(labels, v) ? labels[v] : v)))];
  }
  return { q: shown(params.get('q') ?? ''), filters };
}

/** The search parameters for a query and filters: `q` first, then facets in `FACETS` order. */
export function paramsFromState(
  q: string,
  filters: Record<string, string[] | string | undefined>,
  values: FacetValues,
): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  for (const f of FACETS) {
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
 * `counts` with its groups in `FACETS` order (type, root cause, component, contributing factor,
 * organisation, year), any other group after them in code-unit order. The filter pane shows the
 * groups in the order of the object's keys; Pagefind gives them alphabetically.
 */
export function orderFilterGroups(counts: FilterCounts): FilterCounts {
  const known = FACETS.map((f) => f.key).filter((k) => k in counts);
  const rest = Object.keys(counts)
    .filter((k) => !FACETS.some((f) => f.key === k))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries([...known, ...rest].map((k) => [k, counts[k]]));
}

/**
 * A search response whose counts describe its own results. Pagefind answers each search with
 * `filters` (per value, how many of the current results have it, which with filters ANDed is what
 * ticking it would leave) and `totalFilters` (the same for the query without any filter). Pagefind's
 * own filter pane showed `totalFilters` for a ticked value, so with `q=dns&type=case&
 * component=coredns` it said "Case 8" over 3 results. Here both are the current results' counts,
 * groups ordered by `orderFilterGroups`; a group missing from `filters` keeps its values at 0.
 */
export function honestFilters<T extends { filters?: FilterCounts; totalFilters?: FilterCounts }>(
  response: T,
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
  const ordered = orderFilterGroups(groups);
  return { ...response, filters: ordered, totalFilters: ordered };
}
