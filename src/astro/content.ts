/**
 * The one module that queries Astro's content collections. It builds the site model once: cases
 * newest first, term indexes with counts, years, backlinks and lookups. Pages import `getSite`.
 */
import { createHash } from 'node:crypto';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { TAXONOMIES, type Case, type TaxonomyName, type Term } from '../../schemas/index.ts';
import { relative } from 'node:path';
import {
  buildBacklinks,
  buildCaseReferences,
  type Backlinks,
  type CaseReference,
} from '../site/backlinks.ts';
import { ContentError } from '../model/errors.ts';
import { lastUpdated, readGitDates } from '../node/git-dates.ts';
import { readBodyFile } from '../node/body-files.ts';
import { config, paths } from 'virtual:incident-library/config';
import { wordsOf } from '../site/i18n.ts';
import { projectOf } from '../node/project.ts';
import { instantToEpochMs } from '../model/dates.ts';
import { buildTermIndex, buildYearIndex, type TermIndexEntry } from '../site/taxonomy.ts';
import type { RenderedHeading } from '../markdown/rehype-content-ids.ts';
import type { CaseLearnings } from '../model/case-learnings.ts';
import { buildInsights, type Insights } from '../site/insights.ts';

export type CaseEntry = CollectionEntry<'cases'>;
export type ConceptEntry = CollectionEntry<'concepts'>;
export type ArticleEntry = CollectionEntry<'articles'>;
export type TranscriptEntry = CollectionEntry<'transcripts'>;

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
}

let site: Promise<Site> | undefined;

/** Newest first by incident start, then by ID so the order is total and stable. */
function byNewest(a: CaseEntry, b: CaseEntry): number {
  return (
    instantToEpochMs(b.data.incident.start) - instantToEpochMs(a.data.incident.start) ||
    (a.id < b.id ? -1 : 1)
  );
}

/** The cross-links an entry's body holds, as the loader stored them (`kind:target` keys). */
function linksOf(e: { rendered?: { metadata?: Record<string, unknown> } }): readonly string[] {
  return (e.rendered?.metadata?.links as string[] | undefined) ?? [];
}

/**
 * The headings of an entry's body as the loader stored them (our pipeline's ids). Astro types
 * rendered metadata other than `imagePaths` as `unknown`, so this is the one place that says what
 * the loader put there.
 */
export function headingsOf(e: {
  rendered?: { metadata?: Record<string, unknown> };
}): readonly RenderedHeading[] {
  return (e.rendered?.metadata?.headings as RenderedHeading[] | undefined) ?? [];
}

/** An entry's rendered body (sanitised HTML from our pipeline), from the file the loader wrote it to. */
export function bodyHtmlOf(e: {
  id: string;
  rendered?: { metadata?: Record<string, unknown> };
}): string {
  const file = e.rendered?.metadata?.bodyFile;
  if (typeof file !== 'string')
    throw new Error(
      `entry ${e.id} has no rendered body file (a data store from an older build: delete Astro's cache folder)`,
    );
  return readBodyFile(file);
}

/** A case's action items and lessons as the loader stored them (none for an entry stored before it kept them). */
export function learningsOf(e: {
  rendered?: { metadata?: Record<string, unknown> };
}): CaseLearnings {
  return (
    (e.rendered?.metadata?.learnings as CaseLearnings | undefined) ?? {
      actionItems: [],
      lessons: [],
    }
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
  const vocab = Object.fromEntries(TAXONOMIES.map((t) => [t, {}])) as Record<
    TaxonomyName,
    Record<string, Term>
  >;
  // Terms by slug in code-point order, whatever order the vocabulary file lists them in.
  for (const t of await getCollection('taxonomies'))
    vocab[t.id as TaxonomyName] = Object.fromEntries(
      Object.entries(t.data).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  const caseData = cases.map((c) => c.data);
  const termIndex = Object.fromEntries(
    TAXONOMIES.map((t) => [t, buildTermIndex(t, vocab[t], caseData, wordsOf(config).compare)]),
  ) as Site['termIndex'];
  // One `git log` per build (the build runs in the project root). Entry paths are
  // `content/<type>/<file>`, relative to the content folder's parent.
  const { contentDir, root } = projectOf(paths, config);
  const gitDates = readGitDates(contentDir);
  const inContent = (file: string) => file.replace(/^[^/]+\//, '');
  const repoPrefix = [config.repository?.path, relative(root, contentDir).split(/[\\/]/).join('/')]
    .filter(Boolean)
    .join('/');
  const caseById = new Map(cases.map((c) => [c.id, c]));
  const context = createHash('sha256');
  for (const e of [...cases, ...concepts, ...articles, ...transcripts])
    context.update(`${e.collection}/${e.id}\0${JSON.stringify(e.data)}\0${linksOf(e).join(',')}\0`);
  context
    .update(JSON.stringify(vocab))
    .update(`\0${config.repository?.url}\0${config.repository?.branch}\0${repoPrefix}`);
  const contextKey = context.digest('hex');
  return {
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
    insights: buildInsights(
      caseData,
      (id) => learningsOf(caseById.get(id)!),
      (slug) => vocab.organisations[slug]?.label ?? slug,
    ),
  };
}

/** The site model; built on first call, then shared by every page of the build. */
export function getSite(): Promise<Site> {
  return (site ??= load());
}

/** How each vocabulary is named on the site, and the verb for "N cases <verb> <term>". */
export const TAXONOMY_PAGES: Record<
  TaxonomyName,
  { title: string; singular: string; verb: string; intro: string }
> = {
  components: {
    title: 'Components',
    singular: 'Component',
    verb: 'involve',
    intro: 'The technologies and parts of systems that the cases involve.',
  },
  'root-causes': {
    title: 'Root causes',
    singular: 'Root cause',
    verb: 'have the root cause',
    intro: 'What made each incident happen. A case with several root causes counts under each.',
  },
  'contributing-factors': {
    title: 'Contributing factors',
    singular: 'Contributing factor',
    verb: 'show',
    intro: 'Conditions that made incidents possible, larger or longer.',
  },
  organisations: {
    title: 'Organisations',
    singular: 'Organisation',
    verb: 'come from',
    intro: 'Whose incidents the library holds, from their own public reports.',
  },
  'impact-categories': {
    title: 'Impact',
    singular: 'Impact category',
    verb: 'had the impact',
    intro: 'What the incidents did to users, after the VOID categories.',
  },
};
