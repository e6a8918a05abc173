/**
 * The one module that queries Astro's content collections. It builds the site model once: cases
 * newest first, term indexes with counts, years, backlinks and lookups. Pages import `getSite`.
 */
import { createHash } from 'node:crypto';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Case, TaxonomyName, Term, VocabularyRole } from '../../schemas/index.ts';
import { caseTerms, type VocabularyModel } from '../model/vocabularies.ts';
import { termUrl } from '../model/urls.ts';
import { conceptCaseIds } from '../site/concept-cases.ts';
import { searchBrowse } from '../site/search-browse.ts';
import { exportShape, type ExportShape } from '../site/export.ts';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  buildBacklinks,
  buildCaseReferences,
  type Backlinks,
  type CaseReference,
} from '../site/backlinks.ts';
import { ContentError } from '../model/errors.ts';
import { lastUpdated, readGitDates } from '../node/git-dates.ts';
import { config, paths } from 'virtual:incident-library/config';
import { wordsOf } from '../site/i18n.ts';
import { projectOf } from '../node/project.ts';
import { instantToEpochMs } from '../model/dates.ts';
import { buildTermIndex, buildYearIndex, type TermIndexEntry } from '../site/taxonomy.ts';
import { learningsOf, linksOf } from './entry-metadata.ts';
export { bodyHtmlOf, headingsOf, learningsOf } from './entry-metadata.ts';
import { buildInsights, type Insights } from '../site/insights.ts';
import { mitigationAccessors, type MitigationAccessors } from '../site/mitigations.ts';

export type CaseEntry = CollectionEntry<'cases'>;
export type ConceptEntry = CollectionEntry<'concepts'>;
export type ArticleEntry = CollectionEntry<'articles'>;
export type TranscriptEntry = CollectionEntry<'transcripts'>;
export type MitigationEntry = CollectionEntry<'mitigations'>;

/** A term as a link: its vocabulary, slug, label and page. */
export interface TermLink {
  taxonomy: TaxonomyName;
  slug: string;
  label: string;
  href: string;
}

/** Everything a page needs, computed once per build (with the mitigations' lookups). */
export interface Site extends MitigationAccessors<MitigationEntry, CaseEntry> {
  cases: CaseEntry[];
  caseById: Map<string, CaseEntry>;
  concepts: ConceptEntry[];
  conceptBySlug: Map<string, ConceptEntry>;
  articles: ArticleEntry[];
  articleBySlug: Map<string, ArticleEntry>;
  transcripts: TranscriptEntry[];
  transcriptBySlug: Map<string, TranscriptEntry>;
  /** The library's vocabularies (its `vocabularies` option) and what is derived from them. */
  vocabularies: VocabularyModel;
  /** The terms a case names in the vocabulary playing `role` (none when the library has none). */
  roleTerms(c: Case, role: VocabularyRole): string[];
  /** The terms a case names in a vocabulary's own field, by the vocabulary's name. */
  termsOf(c: Case, taxonomy: TaxonomyName): string[];
  /**
   * The terms a case names in the vocabulary playing `role`, each with its label and page under
   * `base` (none when the library has no vocabulary in that role).
   */
  roleLinks(c: Case, role: VocabularyRole, base: string): TermLink[];
  /** The terms a case names in a vocabulary, by its name, each with its label and page under `base`. */
  termLinks(c: Case, taxonomy: TaxonomyName, base: string): TermLink[];
  /**
   * The terms a concept page is about: those it names of the vocabulary in the role `component`
   * (when that vocabulary lists concepts in its `pages`).
   */
  conceptTerms(concept: ConceptEntry): string[];
  /** The cases a concept page lists, newest first (`conceptCaseIds`). */
  conceptCaseIds(concept: ConceptEntry): string[];
  /** The no-result search hints' ways to browse (`data-browse`), made once for every page. */
  searchBrowse: string;
  /** The case fields and CSV columns of the data exports. */
  exportShape: ExportShape;
  vocab: Record<TaxonomyName, Record<string, Term>>;
  termIndex: Record<TaxonomyName, TermIndexEntry[]>;
  years: { year: number; caseIds: string[] }[];
  backlinks: Backlinks;
  /** Who refers to each case, with why, by case ID (its "Referenced by"). */
  caseReferences: Map<string, CaseReference[]>;
  /** The cases' data in `cases` order: one array for every page (related cases index it once). */
  caseData: Case[];
  /** Each case's position in `cases` (newest first), for its newer and older neighbours. */
  casePosition: Map<string, number>;
  /** Merged case IDs (`aliases`) → the live case that absorbed them. */
  aliasOf: Map<string, string>;
  /**
   * "Last updated" of a content file (`content/cases/IL-0190.md`): the frontmatter `updated`
   * override, else the date of its newest commit (UTC), else `fallback`.
   */
  updatedOf(
    file: string,
    override?: string,
    fallback?: string,
  ): { date: string; source: 'frontmatter' | 'git' | 'fallback' } | undefined;
  /** Where a content file lives in the repository (for "Edit this page"), `/`-separated. */
  repoPath(file: string): string;
  /** Durations, their distributions, factors that come together, action items and lessons. */
  insights: Insights;
  /**
   * A content page's `cacheKey` for Astro's incremental build: a digest of the entry's own digest
   * (its file, data and body), its own last-updated date from git, and everything a page can
   * show of other entries or of the build's settings (every entry's data and cross-links, the
   * vocabularies, the repository address, branch and path that "Edit this page" links to), but
   * no other body and no other file's date. A changed body, or a commit of one file, re-renders
   * that page only; any other change re-renders every content page.
   */
  pageKey(entry: { id: string; digest?: string | number; filePath?: string }): string;
  /**
   * The `cacheKey` of a listing page (a term's or a year's numbered pages and feed, the case
   * indexes' pages) for Astro's incremental build: a digest of what a listing can show of the
   * library, which is every entry's data and cross-links, the vocabularies and the repository
   * settings (as in `pageKey`), but no body text and no git date. An edit of a case's body keeps
   * every listing page; an edit of any entry's data renders them all again. A term's first page
   * also shows its cases' action items and lessons, taken from their bodies: its key is
   * `termPageKey`.
   */
  listingKey: string;
  /**
   * The `cacheKey` of a term's first page: `listingKey` and the action items and lessons of the
   * cases it lists (`caseIds`), so an edit of a case's lessons renders again the first pages of
   * that case's terms only.
   */
  termPageKey(caseIds: readonly string[]): string;
}

let site: Promise<Site> | undefined;

/** Newest first by incident start, then by ID so the order is total and stable. */
function byNewest(a: CaseEntry, b: CaseEntry): number {
  return (
    instantToEpochMs(b.data.incident.start) - instantToEpochMs(a.data.incident.start) ||
    (a.id < b.id ? -1 : 1)
  );
}

async function load(): Promise<Site> {
  // In `astro dev` the loader keeps the content's problems here. The dev server answers pages with
  // them before they render (`dev-problems.ts`); anything else that renders meanwhile (a feed)
  // fails with them. Without a stack, Astro prints and shows the message and no code of this
  // file, which is not where the problem is. A build never gets here with any.
  const problems = (await getEntry('problems', 'current'))?.data.issues ?? [];
  if (problems.length) throw Object.assign(new ContentError(problems), { stack: '' });
  const cases = (await getCollection('cases')).sort(byNewest);
  const concepts = (await getCollection('concepts')).sort((a, b) =>
    a.data.title.localeCompare(b.data.title, 'en'),
  );
  const articles = (await getCollection('articles')).sort((a, b) =>
    a.data.published < b.data.published ? 1 : -1,
  );
  const transcripts = await getCollection('transcripts');
  const { contentDir, root, rules } = projectOf(paths, config);
  // Asked for only where there can be some: Astro warns of every empty collection it is asked for.
  const mitigations =
    rules.mitigations && existsSync(join(contentDir, 'mitigations'))
      ? await getCollection('mitigations')
      : [];
  const vocabularies = rules.vocabularies;
  const vocab: Record<TaxonomyName, Record<string, Term>> = Object.fromEntries(
    vocabularies.names.map((t) => [t, {}]),
  );
  // Terms by slug in code-point order, whatever order the vocabulary file lists them in.
  for (const t of await getCollection('taxonomies'))
    vocab[t.id] = Object.fromEntries(Object.entries(t.data).sort(([a], [b]) => (a < b ? -1 : 1)));
  const caseData = cases.map((c) => c.data);
  const termIndex: Site['termIndex'] = Object.fromEntries(
    vocabularies.rows.map((v) => [
      v.name,
      buildTermIndex(vocabularies, v, vocab[v.name], caseData, wordsOf(config).compare),
    ]),
  );
  // One `git log` per build (the build runs in the project root). Entry paths are
  // `content/<type>/<file>`, relative to the content folder's parent.
  const gitDates = readGitDates(contentDir);
  const inContent = (file: string) => file.replace(/^[^/]+\//, '');
  const repoPrefix = [config.repository?.path, relative(root, contentDir).split(/[\\/]/).join('/')]
    .filter(Boolean)
    .join('/');
  const caseById = new Map(cases.map((c) => [c.id, c]));
  const context = createHash('sha256');
  for (const e of [...cases, ...concepts, ...articles, ...transcripts, ...mitigations])
    context.update(`${e.collection}/${e.id}\0${JSON.stringify(e.data)}\0${linksOf(e).join(',')}\0`);
  context
    .update(JSON.stringify(vocab))
    .update(`\0${config.repository?.url}\0${config.repository?.branch}\0${repoPrefix}`);
  const contextKey = context.digest('hex');
  const listingKey = createHash('sha256').update(`listing\0${contextKey}`).digest('hex');
  // Each case's action items and lessons as JSON, made once: a case is on several term pages.
  const learningsJson = new Map<string, string>();
  const learningsKey = (id: string): string => {
    let json = learningsJson.get(id);
    if (json === undefined) {
      const entry = caseById.get(id);
      learningsJson.set(id, (json = entry ? JSON.stringify(learningsOf(entry)) : ''));
    }
    return json;
  };
  const component = vocabularies.byRole.component;
  const conceptTerms = (concept: ConceptEntry): string[] =>
    component?.pages.includes('concepts')
      ? (((concept.data as Record<string, unknown>)[component.field] as string[] | undefined) ?? [])
      : [];
  // Each case's terms per vocabulary, read once: a case's terms are asked for by every page that
  // lists it (cards, table rows, concept pages), thousands of times in a large library.
  const termsByCase = new WeakMap<Case, Map<TaxonomyName, readonly string[]>>();
  const ownTerms = (c: Case, taxonomy: TaxonomyName | undefined): string[] => {
    if (taxonomy === undefined) return [];
    let byName = termsByCase.get(c);
    if (!byName) termsByCase.set(c, (byName = new Map()));
    let terms = byName.get(taxonomy);
    if (!terms)
      byName.set(
        taxonomy,
        (terms = Object.freeze(caseTerms(vocabularies.byName.get(taxonomy), c))),
      );
    return terms as string[];
  };
  let conceptCandidates:
    { id: string; concepts: readonly string[]; terms: readonly string[] }[] | undefined;
  const termLinks = (c: Case, taxonomy: TaxonomyName | undefined, base: string): TermLink[] =>
    taxonomy === undefined
      ? []
      : ownTerms(c, taxonomy).map((slug) => ({
          taxonomy,
          slug,
          label: vocab[taxonomy]?.[slug]?.label ?? slug,
          href: termUrl(base, taxonomy, slug),
        }));
  return {
    ...mitigationAccessors(mitigations, cases, wordsOf(config).compare),
    vocabularies,
    roleTerms: (c, role) => ownTerms(c, vocabularies.byRole[role]?.name),
    termsOf: (c, taxonomy) => ownTerms(c, taxonomy),
    conceptTerms,
    conceptCaseIds: (concept) =>
      conceptCaseIds(
        { id: concept.id, terms: conceptTerms(concept) },
        (conceptCandidates ??= caseData.map((c) => ({
          id: c.id,
          concepts: c.concepts,
          terms: ownTerms(c, component?.name),
        }))),
      ),
    roleLinks: (c, role, base) => termLinks(c, vocabularies.byRole[role]?.name, base),
    termLinks: (c, taxonomy, base) => termLinks(c, taxonomy, base),
    exportShape: exportShape(rules.schemas.cases, { mitigations: rules.mitigations }),
    searchBrowse: searchBrowse(vocabularies),
    cases,
    caseById,
    concepts,
    conceptBySlug: new Map(concepts.map((c) => [c.id, c])),
    articles,
    articleBySlug: new Map(articles.map((a) => [a.id, a])),
    transcripts,
    transcriptBySlug: new Map(transcripts.map((t) => [t.id, t])),
    vocab,
    termIndex,
    years: buildYearIndex(caseData),
    backlinks: buildBacklinks({ cases, concepts, articles, transcripts }, linksOf),
    caseReferences: buildCaseReferences({ cases, concepts, articles, transcripts }, linksOf),
    caseData,
    casePosition: new Map(cases.map((c, i) => [c.id, i])),
    aliasOf: new Map(
      cases.flatMap((c) => c.data.aliases.map((a) => [a, c.id] as [string, string])),
    ),
    updatedOf: (file, override, fallback) =>
      lastUpdated(override, gitDates.get(inContent(file)), fallback),
    repoPath: (file) => (repoPrefix.startsWith('..') ? file : `${repoPrefix}/${inContent(file)}`),
    pageKey: (entry) =>
      createHash('sha256')
        .update(
          `${entry.id}\0${entry.digest ?? ''}\0${(entry.filePath && gitDates.get(inContent(entry.filePath))) ?? ''}\0${contextKey}`,
        )
        .digest('hex'),
    listingKey,
    termPageKey: (caseIds) => {
      const key = createHash('sha256').update(`${listingKey}\0`);
      for (const id of caseIds) key.update(`${id}\0${learningsKey(id)}\0`);
      return key.digest('hex');
    },
    insights: buildInsights(
      caseData,
      (id) => learningsOf(caseById.get(id)!),
      (slug) => vocab[vocabularies.byRole.organisation?.name ?? '']?.[slug]?.label ?? slug,
      vocabularies,
    ),
  };
}

/** The site model; built on first call, then shared by every page of the build. */
export function getSite(): Promise<Site> {
  return (site ??= load());
}
