/**
 * The shapes the library builder works with: a content file in memory, its result on its own
 * (`FileCheck`, plain data that a cache can keep), the validated entries and the library.
 */
import type {
  Article,
  Case,
  Concept,
  ContentType,
  Mitigation,
  Taxonomy,
  TaxonomyName,
  Transcript,
} from '../../schemas/index.ts';
import type { Root } from 'mdast';
import type { ContentIssue } from './errors.ts';
import type { BodyHeading } from './markdown-tree.ts';
import type { CrossResult } from './references.ts';
import type { EntryFacts } from './entry-facts.ts';

/** What identifies a file's version on disk without reading it (as git's index does). */
export interface FileStat {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/**
 * A content file given to the builder: repository-relative path and its bytes or text, and its
 * `stat` when it was read from disk (lets the validator's cache skip reading unchanged files).
 */
export interface SourceFile {
  file: string;
  content: Uint8Array | string;
  stat?: FileStat;
  /** Absolute path on disk, when read from disk. */ path?: string;
}

/** One validated Markdown entry. `id` is the case ID or the page slug (the file name). */
export interface Entry<T> {
  type: ContentType;
  id: string;
  file: string;
  data: T;
  body: string;
  /** 1-based line of the whole file on which the body starts. */
  bodyLine: number;
  /** The body's headings with their final ids (`id`, `user-content-...`) and anchors (`slug`), as the page has them. */
  headings: BodyHeading[];
  /** The body's cross-links as `kind:target` keys (`case:IL-0190`), relative `.md` links left out. */
  links: string[];
  /**
   * The body's tree (`parseBody`), headings with their ids included, for `renderTree`. Rendering
   * changes a tree, so every read gives one not rendered yet: the first read gives the tree the
   * validator checked when `buildLibrary` was asked to keep it (`keepTrees`), any other a new
   * parse of the same body (the same function on the same text, so the same tree).
   */
  readonly tree: Root;
}

/** Everything in `content/`, validated. */
export interface Library {
  cases: Entry<Case>[];
  concepts: Entry<Concept>[];
  articles: Entry<Article>[];
  transcripts: Entry<Transcript>[];
  mitigations: Entry<Mitigation>[];
  taxonomies: Record<TaxonomyName, Taxonomy>;
}

/** What `buildLibrary` returns: the library (only meaningful when `issues` is empty) and every problem. */
export interface LibraryResult {
  library: Library;
  issues: ContentIssue[];
  /** The same problems by where they come from, and each file's result, for incremental validation. */
  details: {
    checks: Map<string, FileCheck>;
    own: Map<string, ContentIssue[]>;
    collisions: ContentIssue[];
    cross: CrossResult;
  };
}

/** The result of checking one file alone: plain data (JSON-safe) so it can be cached. */
export interface FileCheck {
  file: string;
  classified: Classified;
  /** Problems this file has on its own. */
  issues: ContentIssue[];
  /** The schema's output for a valid file (left out of `npm run validate`'s cached results of entries; see `makeEntry`). */
  data?: unknown;
  /** The frontmatter as read, when it parsed but failed its schema (for hints that need vocabularies). */
  raw?: unknown;
  /** Where the body starts: 1-based line, and its offset in the normalised text. */
  bodyLine?: number;
  bodyOffset?: number;
  headings?: BodyHeading[];
  /** True when the entry passed its schema: only then is it part of the library. */
  valid?: boolean;
  /** What the checks across files need, for every entry whose frontmatter could be read. */
  facts?: EntryFacts;
  /** A valid entry's dates, for the checks against today (`date-limits.ts`, run after the cache). */
  dates?: (string | number)[];
  /** The body's tree, while it is kept: not enumerable, so never cached, copied to a worker or spread. */
  readonly tree?: Root;
}

/** What a path is, or why it is not content. */
export type Classified =
  | { kind: 'entry'; type: ContentType; id: string }
  | { kind: 'taxonomy'; name: TaxonomyName }
  | { kind: 'template'; type: ContentType }
  | { kind: 'skip' }
  | { kind: 'refused'; message: string; hint?: string };

/** Where cached per-file results come from and go to (see `check-cache.ts`). */
export interface FileCheckCache {
  /** The stored result for this version of the file, if any (it may lack `data`). */
  get(source: SourceFile): FileCheck | undefined;
  /** Stores a result; `digest` when already known (worker threads compute it). */
  set(source: SourceFile, result: FileCheck, digest?: string): void;
}
