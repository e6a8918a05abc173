/**
 * Which `#fragment` an in-page link (`[see](#trigger)`) may name, decided in one place for the
 * validator and the renderer: the body's own ids (heading anchors and their `user-content-` ids,
 * footnote ids) and the ids the page's layout renders around the body.
 */
import type { ContentType } from '../../schemas/index.ts';
import { PAGE_ANCHORS, PAGE_KINDS } from './kinds.ts';
import type { BodyHeading } from './markdown-tree.ts';
import { CONTENT_ID_PREFIX } from './markdown-tree.ts';

/** Ids on every page whatever its type: the skip link's target and the top of the page. */
export const EVERY_PAGE_ANCHORS = ['top', 'main'];

/** The anchor id of a reference-list entry of an article (`CP1` to `ref-cp1`). */
export function referenceAnchor(key: string): string {
  return `ref-${key.toLowerCase()}`;
}

/** The content type of a repository-relative (or absolute) content path, if it is one. */
export function typeOfFile(file: string): ContentType | undefined {
  const m = /(?:^|\/)content\/([^/]+)\/[^/]+$/.exec(file);
  return m ? PAGE_KINDS.find((k) => k.type === m[1])?.type : undefined;
}

/**
 * The ids the layout renders around a body of `type`: `EVERY_PAGE_ANCHORS`, the type's
 * `PAGE_ANCHORS`, and for an article each reference's `ref-<key>`. With no type (a body rendered
 * on its own), every type's.
 * @param referenceKeys the article's `references[].key`.
 */
export function pageOwnAnchors(
  type: ContentType | undefined,
  referenceKeys: readonly string[] = [],
): Set<string> {
  const own = new Set(EVERY_PAGE_ANCHORS);
  for (const t of type ? [type] : PAGE_KINDS.map((k) => k.type))
    for (const a of PAGE_ANCHORS[t]) own.add(a);
  if (type === undefined || type === 'articles')
    for (const k of referenceKeys) own.add(referenceAnchor(k));
  return own;
}

/**
 * Every name an in-page link may use for the body's own ids: each heading's anchor and id, and
 * the footnote ids (`footnoteIds`), by their full id or, for `footnote-label`, bare.
 */
export function bodyAnchorNames(
  headings: readonly BodyHeading[],
  footnotes: readonly string[],
): Set<string> {
  const names = new Set<string>();
  for (const h of headings) names.add(h.slug).add(h.id);
  for (const id of footnotes)
    names.add(id).add(id.startsWith(CONTENT_ID_PREFIX) ? id : CONTENT_ID_PREFIX + id);
  return names;
}

/** The decoded target of a fragment-only URL (`#detection--paging`), as the renderer reads it. */
export function fragmentOf(url: string): string {
  try {
    return decodeURIComponent(url.slice(1));
  } catch {
    return url.slice(1);
  }
}
