/**
 * Element ids that come from content carry one prefix, GitHub's `user-content-`, so a heading or
 * footnote can never take an id the page layout uses (`main`, `search`, `page-sources`) and never
 * becomes a global by DOM named access (`window.x`): a hyphenated name is not an identifier.
 * Authors still write the bare anchor (`[see](#trigger)`, `case:IL-0190#trigger`); the pipeline
 * rewrites it. Pages that link into a body (tables of contents) use `contentId`. The prefix and
 * `contentId` live with the heading ids in the content model (`src/model/markdown-tree.ts`).
 */
export { CONTENT_ID_PREFIX, contentId } from '../model/markdown-tree.ts';

/** A rendered heading as `renderTree()` and `entry.data.headings` give it (`slug` is the element id). */
export interface HeadingRef {
  depth: number;
  slug: string;
  text: string;
}

/** The element id of a transcript's numbered section `## n. Title`, or `undefined`. */
export function numberedSectionId(headings: readonly HeadingRef[], n: number): string | undefined {
  return headings.find((h) => h.depth === 2 && new RegExp(`^${n}\\.\\s`).test(h.text))?.slug;
}
