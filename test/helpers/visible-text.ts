/**
 * What a page says to its reader, as pieces of text in document order: every text node outside
 * `script`, `style` and `template` and outside elements marked `hidden` (Pagefind's filter data),
 * and the attributes a reader or a screen reader is given (`aria-label`, `title`, `alt`,
 * `placeholder`, the `content` of `<meta name="description">`). Text for screen readers only
 * (`.visually-hidden`) counts: it is the page's words too.
 */
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
const SPOKEN = ['ariaLabel', 'title', 'alt', 'placeholder'];

/**
 * The page's text pieces, each trimmed and with runs of white space made one space.
 * @param skip elements whose text to leave out (e.g. a case's own body, `.prose`).
 */
export function visibleText(html: string, skip: (el: Element) => boolean = () => false): string[] {
  const out: string[] = [];
  const add = (s: unknown) => {
    const text = String(s ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) out.push(text);
  };
  const walk = (node: Nodes) => {
    if (node.type === 'text') return add(node.value);
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      const el = node as Element;
      if (SKIPPED.has(el.tagName) || el.properties.hidden || skip(el)) return;
      for (const p of SPOKEN) if (el.properties[p] !== undefined) add(el.properties[p]);
      if (el.tagName === 'meta' && el.properties.name === 'description') add(el.properties.content);
      // A title element's text is the page's name in the browser, and counts.
    }
    for (const child of node.children) walk(child);
  };
  walk(fromHtml(html));
  return out;
}
