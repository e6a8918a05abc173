/**
 * A cross-link in a heading with no text of its own: the heading's id is made from the text as
 * written, so the renderer's filled-in title would not be part of it.
 */
import type { Heading, Nodes } from 'mdast';
import { parseLinkTarget } from './link-index.ts';
import type { BodyReport } from './body-report.ts';

/** Checks that every cross-link in a heading has its own text. */
export function checkHeadingLinks(heading: Heading, r: BodyReport): void {
  const visitLinks = (n: Nodes) => {
    if (n.type === 'link' && n.children.length === 0 && parseLinkTarget(n.url, r.ctx.linkKinds)) {
      r.at(
        n,
        `a cross-link in a heading needs its own text: "${n.url}" has none`,
        "write the text, e.g. ## See [the trigger](case:IL-0190#trigger): the heading's id is made from the text written",
      );
    }
    if ('children' in n) for (const c of n.children as Nodes[]) visitLinks(c);
  };
  visitLinks(heading);
}
