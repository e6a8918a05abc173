/**
 * The one module that queries Astro's content collections. It builds the site model once: cases
 * newest first, term indexes with counts, years, backlinks and lookups. Pages import `getSite`.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { TAXONOMIES, type Article, type Case, type Concept, type TaxonomyName, type Term, type Transcript } from '../../schemas/index.ts';
import { relative } from 'node:path';
import { bodyLinkKeys, buildBacklinks, type Backlinks } from '../site/backlinks.ts';
import { lastUpdated, readGitDates } from '../node/git-dates.ts';
import { contentDirOf } from '../node/read-content.ts';
import { instantToEpochMs } from '../model/dates.ts';
import type { Entry, Library } from '../model/library.ts';
import { buildTermIndex, buildYearIndex, type TermIndexEntry } from '../site/taxonomy.ts';

/**
 * A collection entry with the data its schema guarantees: the loader stores only data that
 * passed the content type's zod schema, but the collections bind no schema, so Astro types
 * `data` as `any`. Once they do, each of these is the collection's own entry type.
 */
type Typed<C extends 'cases' | 'concepts' | 'articles' | 'transcripts', D> = Omit<CollectionEntry<C>, 'data'> & { data: D };
export type CaseEntry = Typed<'cases', Case>;
export type ConceptEntry = Typed<'concepts', Concept>;
export type ArticleEntry = Typed<'articles', Article>;
export type TranscriptEntry = Typed<'transcripts', Transcript>;

/** Everything a page needs, computed once per build. */
export interface Site {
  cases: CaseEntry[];
  caseById: Map<string, CaseEntry>;
  concepts: ConceptEntry[];
  conceptBySlug: Map<string, ConceptEntry>;
  articles: ArticleEntry[];
  articleBySlug: Map<string, ArticleEntry>;
  transcripts: TranscriptEntry[];
  transcriptBySlug: Map<string, TranscriptEntry>;
  vocab: Record<TaxonomyName, Record<string, Term>>;
  termIndex: Record<TaxonomyName, TermIndexEntry[]>;
  years: { year: number; caseIds: string[] }[];
  backlinks: Backlinks;
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
  updatedOf(file: string, override?: string, fallback?: string): { date: string; source: 'frontmatter' | 'git' | 'fallback' } | undefined;
  /** Where a content file lives in the repository (for "Edit this page"), `/`-separated. */
  repoPath(file: string): string;
}

let site: Promise<Site> | undefined;

/** Newest first by incident start, then by ID so the order is total and stable. */
function byNewest(a: CaseEntry, b: CaseEntry): number {
  return instantToEpochMs(b.data.incident.start) - instantToEpochMs(a.data.incident.start) || (a.id < b.id ? -1 : 1);
}

async function load(): Promise<Site> {
  const cases: CaseEntry[] = (await getCollection('cases')).sort(byNewest);
  const concepts: ConceptEntry[] = (await getCollection('concepts')).sort((a, b) => a.data.title.localeCompare(b.data.title, 'en'));
  const articles: ArticleEntry[] = (await getCollection('articles')).sort((a, b) => (a.data.published < b.data.published ? 1 : -1));
  const transcripts: TranscriptEntry[] = await getCollection('transcripts');
  const terms = await getCollection('terms');
  const vocab = Object.fromEntries(TAXONOMIES.map((t) => [t, {}])) as Record<TaxonomyName, Record<string, Term>>;
  for (const t of terms) {
    const { taxonomy, slug, ...term } = t.data as Term & { taxonomy: TaxonomyName; slug: string };
    vocab[taxonomy][slug] = term;
  }
  const caseData = cases.map((c) => c.data);
  const termIndex = Object.fromEntries(TAXONOMIES.map((t) => [t, buildTermIndex(t, vocab[t], caseData)])) as Site['termIndex'];
  const asEntries = <T,>(list: { id: string; data: unknown; body?: string }[]) => list.map((e) => ({ id: e.id, data: e.data, body: e.body ?? '' })) as unknown as Entry<T>[];
  const lib = { cases: asEntries(cases), concepts: asEntries(concepts), articles: asEntries(articles), transcripts: asEntries(transcripts), taxonomies: vocab } as Library;
  // One `git log` per build (the build runs in the project root). Entry paths are
  // `content/<type>/<file>`, relative to the content folder's parent.
  const contentDir = contentDirOf(process.cwd());
  const gitDates = readGitDates(contentDir);
  const inContent = (file: string) => file.replace(/^[^/]+\//, '');
  const repoPrefix = relative(process.cwd(), contentDir).split(/[\\/]/).join('/');
  return {
    cases,
    caseById: new Map(cases.map((c) => [c.id, c])),
    concepts,
    conceptBySlug: new Map(concepts.map((c) => [c.id, c])),
    articles,
    articleBySlug: new Map(articles.map((a) => [a.id, a])),
    transcripts,
    transcriptBySlug: new Map(transcripts.map((t) => [t.id, t])),
    vocab,
    termIndex,
    years: buildYearIndex(caseData),
    backlinks: buildBacklinks(lib, (e) => (e.data as { links?: string[] }).links ?? bodyLinkKeys(e.body)),
    caseData,
    casePosition: new Map(cases.map((c, i) => [c.id, i])),
    aliasOf: new Map(cases.flatMap((c) => c.data.aliases.map((a) => [a, c.id] as [string, string]))),
    updatedOf: (file, override, fallback) => lastUpdated(override, gitDates.get(inContent(file)), fallback),
    repoPath: (file) => (repoPrefix.startsWith('..') ? file : `${repoPrefix}/${inContent(file)}`),
  };
}

/** The site model; built on first call, then shared by every page of the build. */
export function getSite(): Promise<Site> {
  return (site ??= load());
}

/** How each vocabulary is named on the site, and the verb for "N cases <verb> <term>". */
export const TAXONOMY_PAGES: Record<TaxonomyName, { title: string; singular: string; verb: string; intro: string }> = {
  components: { title: 'Components', singular: 'Component', verb: 'involve', intro: 'The technologies and parts of systems that the cases involve.' },
  'root-causes': { title: 'Root causes', singular: 'Root cause', verb: 'have the root cause', intro: 'What made each incident happen. A case with several root causes counts under each.' },
  'contributing-factors': { title: 'Contributing factors', singular: 'Contributing factor', verb: 'show', intro: 'Conditions that made incidents possible, larger or longer.' },
  organisations: { title: 'Organisations', singular: 'Organisation', verb: 'come from', intro: 'Whose incidents the library holds, from their own public reports.' },
  'impact-categories': { title: 'Impact', singular: 'Impact category', verb: 'had the impact', intro: 'What the incidents did to users, after the VOID categories.' },
};
