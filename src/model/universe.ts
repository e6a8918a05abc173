/**
 * What the entries of a library offer each other: everything a reference or link is resolved
 * against (`crossCheck` builds it, `linkIndexOfUniverse` indexes it). Plain data, so
 * `npm run validate` can keep it between runs and re-check one changed file against it.
 */
import type { ContentType, TaxonomyName } from '../../schemas/index.ts';

/** The universe of one validation run. */
export interface Universe {
  /** Ids of every entry file by type, valid or not. */
  ids: Record<ContentType, string[]>;
  /** Heading anchors of each entry, by type: id to anchors joined by newlines. */
  anchors: Record<ContentType, Record<string, string>>;
  /** The slugs of each vocabulary's terms. */
  terms: Record<TaxonomyName, string[]>;
  /** The library's vocabularies: name, cross-link prefix and one term in words (`root cause`). */
  vocabularies: { name: string; link: string; term: string }[];
  /** Each alias and the case that holds it. */
  aliasOwner: Record<string, string>;
  /** IDs of the `status: draft` cases (not built). */
  drafts: string[];
  /**
   * The layout sections each page renders that it renders only when it has something to put in
   * them (`SECTION_ANCHORS`), by type: id to anchors joined by newlines.
   */
  sections?: Record<ContentType, Record<string, string>>;
  /** Files published with the site (under `public/`), when known. */
  assets?: string[];
}
