/**
 * rehype plugin: gives every id in a body its final, unique, prefixed value and makes every
 * in-page link follow it.
 *
 * - Headings arrive with their ids from the content model (`assignHeadingIds` in
 *   `src/model/markdown-tree.ts`, on the tree the validator checked): `user-content-<slug>`.
 * - Other ids (remark-rehype's footnotes: `user-content-fn-1`, `footnote-label`) get the prefix
 *   if they lack it, and a suffix if a heading already took the name ("## Footnote label").
 * - `href="#x"` follows the id it names (bare heading anchors become `#user-content-x`), as do
 *   `aria-describedby` and `aria-labelledby`; a link to an anchor that is neither in the body nor
 *   one the page's layout renders (`pageOwnAnchors`: `top`, `main`, the type's `PAGE_ANCHORS`,
 *   an article's `ref-<key>`) fails the render with file and line. The validator refuses the
 *   same links first, by the same rule (`src/model/anchors.ts`).
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { fragmentOf, pageOwnAnchors, typeOfFile } from '../model/anchors.ts';
import { CONTENT_ID_PREFIX, contentId } from '../model/markdown-tree.ts';
import { eachElement } from './hast-walk.ts';

/** A rendered heading: level, its element id and its text. */
export interface RenderedHeading {
  depth: number;
  slug: string;
  text: string;
}

const ARIA_REFS = ['ariaDescribedBy', 'ariaLabelledBy'] as const;

function idList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(/\s+/)
      : [];
}

/** The plugin. Errors name `file.path` and the line (plus `file.data.bodyLine - 1`). */
export default function rehypeContentIds() {
  return (tree: Root, file: VFile) => {
    const taken = new Set<string>();
    const rename = new Map<string, string>();
    // One walk gathers what the three steps below need, in document order: every heading id must
    // be taken before any other id is given out, and every id given out before links follow them.
    const others: Element[] = [];
    const refs: Element[] = [];
    eachElement(tree, (node) => {
      const id = node.properties.id;
      // The footnote label `<h2 id="footnote-label">` is remark-rehype's, not the author's.
      if (/^h[1-6]$/.test(node.tagName) && id !== 'footnote-label') {
        if (typeof id !== 'string' || !id.startsWith(CONTENT_ID_PREFIX))
          throw new Error(
            `${String(file.path ?? 'body')}: a heading reached the renderer without its id: render trees from parseBody`,
          );
        taken.add(id);
        rename.set(id.slice(CONTENT_ID_PREFIX.length), id);
      } else if (typeof id === 'string') others.push(node);
      if (
        ARIA_REFS.some((key) => node.properties[key] !== undefined) ||
        (node.tagName === 'a' && typeof node.properties.href === 'string')
      )
        refs.push(node);
    });
    for (const node of others) {
      const own = node.properties.id as string;
      const wanted = own.startsWith(CONTENT_ID_PREFIX) ? own : contentId(own);
      let id = wanted;
      for (let n = 1; taken.has(id); n++) id = `${wanted}-x${n}`;
      node.properties.id = id;
      taken.add(id);
      rename.set(own, id);
    }
    const data = file.data as {
      bodyLine?: number;
      astro?: { frontmatter?: { references?: { key?: unknown }[] } };
    };
    const offset = Number(data.bodyLine ?? 1) - 1;
    const keys = (data.astro?.frontmatter?.references ?? [])
      .map((r) => r?.key)
      .filter((k): k is string => typeof k === 'string');
    const pageOwn = pageOwnAnchors(typeOfFile(String(file.path ?? '')), keys);
    for (const node of refs) {
      for (const key of ARIA_REFS) {
        if (node.properties[key] !== undefined)
          node.properties[key] = idList(node.properties[key]).map((v) => rename.get(v) ?? v);
      }
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#') || href === '#')
        continue;
      const target = fragmentOf(href);
      const to = rename.get(target) ?? (taken.has(target) ? target : undefined);
      if (to !== undefined) node.properties.href = `#${to}`;
      else if (!pageOwn.has(target)) {
        const line = (node.position?.start.line ?? 1) + offset;
        throw new Error(
          `${String(file.path ?? 'body')}:${line}: broken link "${href}": no heading #${target} on this page`,
        );
      }
    }
  };
}
