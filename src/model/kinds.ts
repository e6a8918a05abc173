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
import type { ContentType, TaxonomyName } from '../../schemas/index.ts';

/** A dotted frontmatter path; `[]` after a segment means every element of that list. */
export type FieldPattern = string;

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

/** One vocabulary (`content/taxonomies/<taxonomy>.yaml`). */
export interface VocabularyKindRow {
  /** The vocabulary, also its file name and its URL segment (`/components/<slug>/`). */
  taxonomy: TaxonomyName;
  /** One of its terms, in words, for messages (`impact category`). */
  singular: string;
  /** The cross-link prefix without the colon (`component` in `component:etcd`). */
  link: string;
  /** Fields of each content type whose values are slugs of this vocabulary. */
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
] as const satisfies readonly PageKindRow[];

/** The vocabularies. */
export const VOCABULARY_KINDS = [
  {
    taxonomy: 'components',
    singular: 'component',
    link: 'component',
    namedBy: {
      cases: ['components[]', 'software[].name'],
      concepts: ['components[]'],
      articles: ['components[]'],
    },
  },
  {
    taxonomy: 'root-causes',
    singular: 'root cause',
    link: 'root-cause',
    namedBy: { cases: ['root_causes[].term'] },
  },
  {
    taxonomy: 'contributing-factors',
    singular: 'contributing factor',
    link: 'factor',
    namedBy: { cases: ['contributing_factors[]'], articles: ['contributing_factors[]'] },
  },
  {
    taxonomy: 'organisations',
    singular: 'organisation',
    link: 'organisation',
    namedBy: { cases: ['organisation'] },
  },
  {
    taxonomy: 'impact-categories',
    singular: 'impact category',
    link: 'impact',
    namedBy: { cases: ['impact.categories[]'] },
  },
] as const satisfies readonly VocabularyKindRow[];

/** A cross-link prefix: `case`, `concept`, `article`, `transcript`, `component`, `root-cause`, ... */
export type LinkKind =
  (typeof PAGE_KINDS)[number]['link'] | (typeof VOCABULARY_KINDS)[number]['link'];
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

/** Every link kind and the URL segment (a content type or a vocabulary) its pages live under. */
export const LINK_KINDS = Object.fromEntries([
  ...PAGE_KINDS.map((k) => [k.link, k.type]),
  ...VOCABULARY_KINDS.map((k) => [k.link, k.taxonomy]),
]) as Record<LinkKind, ContentType | TaxonomyName>;

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
/** The vocabulary a term link kind names (`component` to `components`), if it names terms. */
export const KIND_TAXONOMY = Object.fromEntries(
  VOCABULARY_KINDS.map((k) => [k.link, k.taxonomy]),
) as Partial<Record<LinkKind, TaxonomyName>>;
/** The term link kind of a vocabulary (`components` to `component`). */
export const LINK_OF_TAXONOMY = Object.fromEntries(
  VOCABULARY_KINDS.map((k) => [k.taxonomy, k.link]),
) as Record<TaxonomyName, LinkKind>;
/** The row of a content type. */
export const PAGE_KIND = Object.fromEntries(
  PAGE_KINDS.map((k) => [k.type, k]),
) as unknown as Record<ContentType, PageKindRow>;
/** Anchors every page of a type has besides its headings (ids its layout renders). */
export const PAGE_ANCHORS = Object.fromEntries(
  PAGE_KINDS.map((k) => [k.type, [...k.pageAnchors]]),
) as Record<ContentType, string[]>;

/** The link kind whose pages live under a URL segment (`cases` to `case`, `root-causes` to `root-cause`). */
export const LINK_OF_FOLDER = Object.fromEntries(
  Object.entries(LINK_KINDS).map(([k, folder]) => [folder, k]),
) as Record<string, LinkKind>;

/** True when `kind` is a cross-link prefix. */
export function isLinkKind(kind: string): kind is LinkKind {
  return Object.hasOwn(LINK_KINDS, kind);
}

/**
 * Every value at a field pattern, with its path: `fieldValues(d, 'root_causes[].term')` gives
 * `[[['root_causes', 0, 'term'], 'software-defect'], ...]`. Lenient about shape (for entries
 * that failed their schema): a missing field or a non-list where a list is expected gives nothing.
 */
export function fieldValues(
  data: unknown,
  pattern: FieldPattern,
): [(string | number)[], unknown][] {
  let at: [(string | number)[], unknown][] = [[[], data]];
  for (const seg of pattern.split('.')) {
    const list = seg.endsWith('[]');
    const key = list ? seg.slice(0, -2) : seg;
    const next: [(string | number)[], unknown][] = [];
    for (const [path, value] of at) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const v = (value as Record<string, unknown>)[key];
      if (!list) next.push([[...path, key], v]);
      else if (Array.isArray(v)) v.forEach((x, i) => next.push([[...path, key, i], x]));
    }
    at = next;
  }
  return at;
}

/** A regular expression matching the formatted field paths of a pattern (`components[]` matches `components[2]`). */
export function fieldPatternRe(pattern: FieldPattern): RegExp {
  const escaped = pattern
    .split('[]')
    .map((p) => p.replace(/[.*+?^${}()|\\]/g, '\\$&'))
    .join('\\[\\d+\\]');
  return new RegExp(`^${escaped}$`);
}

/** The term slugs a valid entry names, per vocabulary, each once, in order. */
export function termsOf(type: ContentType, data: unknown): Record<TaxonomyName, string[]> {
  return Object.fromEntries(
    VOCABULARY_KINDS.map((k) => {
      const patterns: readonly FieldPattern[] =
        (k.namedBy as Partial<Record<ContentType, readonly FieldPattern[]>>)[type] ?? [];
      const slugs = patterns
        .flatMap((p) => fieldValues(data, p).map(([, v]) => v))
        .filter((v): v is string => typeof v === 'string');
      return [k.taxonomy, [...new Set(slugs)]];
    }),
  ) as Record<TaxonomyName, string[]>;
}
