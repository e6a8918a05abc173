/**
 * The library as the MCP server answers from it: every built case (drafts left out, as the site
 * leaves them out) with its terms labelled from their vocabularies and its page's URL, the
 * vocabularies, and the years. Pure: it takes the validated library (`buildLibrary`) and the
 * site's address, and reads nothing.
 */
import type { Case, MitigationRelation, Taxonomy, TaxonomyName } from '../../schemas/index.ts';
import {
  caseTerms,
  gradedTerms,
  pageVocabularies,
  type VocabularyModel,
} from '../model/vocabularies.ts';
import { instantToEpochMs, instantYear } from '../model/dates.ts';
import type { Library } from '../model/library.ts';
import { isDraft } from '../model/link-index.ts';
import { pageUrl, termUrl, withBase } from '../model/urls.ts';
import { buildTermIndex, buildYearIndex } from '../site/taxonomy.ts';

/** A term as answers show it: its slug, its label and its page. */
export interface TermRef {
  slug: string;
  label: string;
  url: string;
}

/** One case with everything the tools answer with. */
export interface CaseRecord {
  id: string;
  url: string;
  data: Case;
  /** The body, Markdown as written (sections such as Symptoms, Trigger, Lessons). */
  body: string;
  year: number;
  /** The terms it names, by vocabulary name, in the case's order. */
  terms: Record<TaxonomyName, TermRef[]>;
  /** The notes of its graded terms (root causes), for the text index. */
  notes: string[];
  /**
   * Other names of what the case involves: the titles and aliases (`k8s`, `kube`) of the concepts
   * it names and of those that explain its components, and the aliases its vocabularies give its
   * terms (`LB`, `config push`), so a query in those words finds it.
   */
  aliases: string[];
}

/** One mitigation with everything the tools answer with. */
export interface MitigationRecord {
  slug: string;
  title: string;
  summary: string;
  cost: string;
  url: string;
  /** The terms it addresses or applies to, by vocabulary name (those whose `pages` list mitigations). */
  terms: Partial<Record<TaxonomyName, TermRef[]>>;
  /** The built cases naming it, newest first, each with its relation and supporting sentence. */
  cases: { id: string; relation: MitigationRelation; support: string }[];
}

/** A vocabulary term with how many built cases name it. */
export interface TermCount extends TermRef {
  description: string;
  cases: number;
}

/** What the tools read. */
export interface Catalogue {
  /** Built cases, newest incident first, then by ID. */
  cases: CaseRecord[];
  byId: Map<string, CaseRecord>;
  /** A merged case's old ID (`aliases`) -> the case that absorbed it. */
  aliasOf: Map<string, string>;
  vocab: Record<TaxonomyName, Taxonomy>;
  /** The library's vocabularies. */
  vocabularies: VocabularyModel;
  /** The vocabularies `search_cases` filters by (the library's `facets`), in order. */
  facets: readonly TaxonomyName[];
  /** Each vocabulary's terms with their counts (every term, also those no case names). */
  terms: Record<TaxonomyName, TermCount[]>;
  /** Years of incident start with their counts, newest first. */
  years: { year: number; cases: number; url: string }[];
  /**
   * Every mitigation, most cases first, then by title; `undefined` in a library without
   * mitigations (`features.mitigations` off), whose answers then name none.
   */
  mitigations?: MitigationRecord[];
  mitigationBySlug: Map<string, MitigationRecord>;
  /** The site's home page, absolute. */
  siteUrl: string;
  /** The library's `internalHosts` option: sources there are internal, never archived. */
  internalHosts: readonly string[];
}

/** Where the site lives: its address (Astro's `site`) and the path under it (`base`, default `/`). */
export interface SiteAddress {
  site: string;
  base?: string;
}

/**
 * Builds the catalogue.
 * @param site the site's address; every URL in an answer is absolute on it.
 * @param internalHosts the library's `internalHosts` option.
 * @param vocabularies the library's vocabularies, and `facets` those search filters by.
 * @param mitigations whether the library has mitigations (`features.mitigations`).
 */
export function buildCatalogue(
  library: Library,
  site: SiteAddress,
  internalHosts: readonly string[],
  vocabularies: VocabularyModel,
  facets: readonly TaxonomyName[],
  mitigations = true,
): Catalogue {
  const component = vocabularies.byRole.component;
  const base = site.base ?? '/';
  const abs = (path: string) => new URL(path, site.site).href;
  const vocab = library.taxonomies;
  const ref = (taxonomy: TaxonomyName, slug: string): TermRef => ({
    slug,
    label: vocab[taxonomy]?.[slug]?.label ?? slug,
    url: abs(termUrl(base, taxonomy, slug)),
  });
  const built = library.cases
    .filter((e) => !isDraft('cases', e.data))
    .sort(
      (a, b) =>
        instantToEpochMs(b.data.incident.start) - instantToEpochMs(a.data.incident.start) ||
        (a.id < b.id ? -1 : 1),
    );
  // Concept names by concept slug, and the concepts explaining each component.
  const conceptNames = new Map(
    library.concepts.map((c) => [c.id, [c.data.title, ...c.data.aliases]]),
  );
  const conceptsOf = new Map<string, string[]>();
  for (const c of library.concepts)
    for (const slug of component?.pages.includes('concepts')
      ? ((c.data as Record<string, unknown>)[component.field] as string[])
      : [])
      conceptsOf.set(slug, [...(conceptsOf.get(slug) ?? []), c.id]);
  for (const [slug, term] of Object.entries(component ? (vocab[component.name] ?? {}) : {}))
    if (term.concept) conceptsOf.set(slug, [...(conceptsOf.get(slug) ?? []), term.concept]);
  // The other names a vocabulary gives the terms a case names.
  const termAliases = (taxonomy: TaxonomyName, slugs: readonly string[]): string[] =>
    slugs.flatMap((slug) => vocab[taxonomy]?.[slug]?.aliases ?? []);
  const cases = built.map((e): CaseRecord => {
    const d = e.data;
    const named = vocabularies.rows.map((v) => [v.name, caseTerms(v, d)] as const);
    const concepts = new Set([
      ...d.concepts,
      ...caseTerms(component, d).flatMap((s) => conceptsOf.get(s) ?? []),
    ]);
    return {
      id: e.id,
      url: abs(pageUrl(base, 'case', e.id)),
      data: d,
      body: e.body,
      year: instantYear(d.incident.start),
      terms: Object.fromEntries(named.map(([t, slugs]) => [t, slugs.map((s) => ref(t, s))])),
      notes: vocabularies.rows.flatMap((v) => gradedTerms(v, d).map((r) => r.note ?? '')),
      aliases: [
        ...new Set([
          ...[...concepts].flatMap((c) => conceptNames.get(c) ?? []),
          ...named.flatMap(([t, slugs]) => termAliases(t, slugs)),
        ]),
      ],
    };
  });
  const data = built.map((e) => e.data);
  const terms = Object.fromEntries(
    vocabularies.rows.map((v) => [
      v.name,
      buildTermIndex(vocabularies, v, vocab[v.name] ?? {}, data).map((x) => ({
        ...ref(v.name, x.slug),
        description: x.term.description,
        cases: x.caseIds.length,
      })),
    ]),
  ) as Record<TaxonomyName, TermCount[]>;
  const mitigationRecords = mitigations
    ? buildMitigations(library, cases, vocabularies, ref, (slug) =>
        abs(pageUrl(base, 'mitigation', slug)),
      )
    : undefined;
  return {
    cases,
    byId: new Map(cases.map((c) => [c.id, c])),
    mitigations: mitigationRecords,
    mitigationBySlug: new Map((mitigationRecords ?? []).map((m) => [m.slug, m])),
    aliasOf: new Map(cases.flatMap((c) => c.data.aliases.map((a) => [a, c.id] as const))),
    vocab,
    vocabularies,
    facets,
    terms,
    years: buildYearIndex(data).map((y) => ({
      year: y.year,
      cases: y.caseIds.length,
      url: abs(withBase(base, `/years/${y.year}/`)),
    })),
    siteUrl: abs(base),
    internalHosts,
  };
}

/**
 * The mitigations of the library, each with its terms and the built cases naming it (a case names
 * only mitigations that exist: the validator refuses any other), most cases first, then by title.
 */
function buildMitigations(
  library: Library,
  cases: readonly CaseRecord[],
  vocabularies: VocabularyModel,
  ref: (taxonomy: TaxonomyName, slug: string) => TermRef,
  url: (slug: string) => string,
): MitigationRecord[] {
  const addresses = pageVocabularies(vocabularies.rows, 'mitigations');
  return library.mitigations
    .map((m): MitigationRecord => {
      const d = m.data as typeof m.data & Record<string, unknown>;
      return {
        slug: m.id,
        title: d.title,
        summary: d.summary,
        cost: d.cost,
        url: url(m.id),
        terms: Object.fromEntries(
          addresses.map((v) => [
            v.name,
            ((d[v.field] as string[]) ?? []).map((s) => ref(v.name, s)),
          ]),
        ),
        cases: cases.flatMap((c) =>
          c.data.mitigations
            .filter((x) => x.id === m.id)
            .map((x) => ({ id: c.id, relation: x.relation, support: x.support })),
        ),
      };
    })
    .sort((a, b) => b.cases.length - a.cases.length || a.title.localeCompare(b.title, 'en'));
}
