/**
 * One walk over a rendered body's tree (hast), for the plugins that run on every body of every
 * build. unist-util-visit does the same walk several times slower: it makes a closure, names it
 * with `Object.defineProperty` and copies the parents list for every node (at 5,000 synthetic
 * cases, the three walks of `rehype-content-ids.ts` took 0.7 s of a 3.3 s content sync), and these
 * callers need neither the parents list nor its tests. The Markdown side has the same walk in
 * `src/model/tree-walk.ts`.
 */
import type { Element, Root, RootContent } from 'hast';

/**
 * Calls `enter` on every element below `node`, in document order (a parent before its children,
 * as unist-util-visit). Recursive: the depth is bounded by `MARKDOWN_LIMITS`, checked before any
 * body is parsed. `enter` must not add or remove its parent's children.
 */
export function eachElement(node: Root | Element, enter: (element: Element) => void): void {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    enter(child);
    eachElement(child, enter);
  }
}
