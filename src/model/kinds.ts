/**
 * The one table of content kinds. Every place that needs to know which content types and
 * vocabularies exist, where their files live, what URL their pages have, how a cross-link names
 * them (`case:`, `component:` ...) and which frontmatter fields name them reads it from here:
 * the path classifier, the reference checks, the link index, the renderer's cross-links, the
 * site's term indexes and the benchmark. Adding a content type is one row here, its schema in
 * `schemas/` (keyed by the same folder in `CONTENT_TYPES`) and its page in `src/routes/`.
 *
 * Field patterns (`FieldPattern`) are dotted paths in which `[]` stands for every element of a
 * list: `components[]`, `root_causes[].term`, `impact.categories[]`, `organisation`.
 */
import type { ContentType } from '../../schemas/index.ts';
import type { FieldPattern } from './field-patterns.ts';

export { fieldPatternRe, fieldValues, type FieldPattern } from './field-patterns.ts';

/** One Markdown content type. */
export interface PageKindRow {
  /** The content type, also its folder under `content/` and its URL segment (`/cases/<id>/`). */
  type: ContentType;
  /** The cross-link prefix without the colon (`case` in `case:IL-0190`). */
  link: string;
  /** Its template under `content/_templates/`, used by `npm run new:case` and checked by the validator. */
  template: string;
  /** How its file name is formed: a case ID (`IL-0190.md`) or a slug (`etcd.md`). */
  fileName: 'case-id' | 'slug';
  /** The text a cross-link with empty text shows: the page's `id` or its `title` field. */
  linkText: 'id' | 'title';
  /** Element ids its page layout renders besides the body (targets of `case:IL-0190#page-sources`). */
  pageAnchors: readonly string[];
  /** Fields of each content type whose values name a page of this type. */
  namedBy: Partial<Record<ContentType, readonly FieldPattern[]>>;
}

/** Element ids every term page renders (targets of `component:etcd#page-cases`). */
export const TERM_PAGE_ANCHORS: readonly string[] = ['page-cases'];

/** The Markdown content types, in the order the site lists them. */
export const PAGE_KINDS = [
  {
    type: 'cases',
    link: 'case',
    template: 'case.md',
    fileName: 'case-id',
    linkText: 'id',
    pageAnchors: [
      'page-summary',
      'page-facts',
      'page-course',
      'page-brief',
      'page-timeline',
      'page-durations',
      'page-sources',
      'page-related',
      'page-cited-by',
      'page-cite',
    ],
    namedBy: { cases: ['related[].id'], articles: ['related_cases[]'] },
  },
  {
    type: 'concepts',
    link: 'concept',
    template: 'concept.md',
    fileName: 'slug',
    linkText: 'title',
    pageAnchors: ['page-about', 'page-cases', 'page-related'],
    namedBy: {
      cases: ['concepts[]'],
      concepts: ['related[]'],
      articles: ['concepts[]'],
      transcripts: ['concept'],
    },
  },
  {
    type: 'articles',
    link: 'article',
    template: 'article.md',
    fileName: 'slug',
    linkText: 'title',
    pageAnchors: ['page-topics', 'page-at-glance', 'page-references', 'page-related'],
    namedBy: {},
  },
  {
    type: 'transcripts',
    link: 'transcript',
    template: 'transcript.md',
    fileName: 'slug',
    linkText: 'title',
    pageAnchors: ['page-speakers', 'page-downloads'],
    namedBy: {},
  },
  {
    type: 'mitigations',
    link: 'mitigation',
    template: 'mitigation.md',
    fileName: 'slug',
    linkText: 'title',
    pageAnchors: ['page-cost', 'page-cases', 'page-covers', 'page-sources', 'page-related'],
    namedBy: { cases: ['mitigations[].id'], mitigations: ['related[]'] },
  },
] as const satisfies readonly PageKindRow[];

/** A cross-link prefix: `case`, `concept`, `article`, `transcript`, `component`, `root-cause`, ... */
export type LinkKind = string;
/** A cross-link prefix that names a page. */
export type PageLinkKind = (typeof PAGE_KINDS)[number]['link'];

/**
 * Files the site always builds besides content pages and `public/` (a relative link may name them):
 * the feeds and the open data downloads.
 */
export const SITE_FILES: readonly string[] = [
  'rss.xml',
  'podcast.xml',
  'robots.txt',
  'data/cases.json',
  'data/cases.csv',
];

/** The folder under `content/` holding the vocabularies, and the one holding templates. */
export const TAXONOMY_FOLDER = 'taxonomies';
export const TEMPLATE_FOLDER = '_templates';

/** The content type a page link kind names (`case` to `cases`). */
export const TYPE_OF_LINK = Object.fromEntries(PAGE_KINDS.map((k) => [k.link, k.type])) as Record<
  PageLinkKind,
  ContentType
>;
/** The page link kind of a content type (`cases` to `case`). */
export const LINK_OF_TYPE = Object.fromEntries(PAGE_KINDS.map((k) => [k.type, k.link])) as Record<
  ContentType,
  PageLinkKind
>;
/** The row of a content type. */
export const PAGE_KIND = Object.fromEntries(
  PAGE_KINDS.map((k) => [k.type, k]),
) as unknown as Record<ContentType, PageKindRow>;
/** Anchors every page of a type has besides its headings (ids its layout renders). */
export const PAGE_ANCHORS = Object.fromEntries(
  PAGE_KINDS.map((k) => [k.type, [...k.pageAnchors]]),
) as Record<ContentType, string[]>;
