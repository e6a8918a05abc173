/**
 * rehype plugin: a table column's alignment (`| ---: |` in Markdown) as a class, not the `align`
 * attribute remark-rehype writes. HTML no longer has `align` on cells (the post-build HTML check
 * refuses it), and a `style` attribute would need the content security policy to allow inline
 * styles; the stylesheet aligns `.align-left`, `.align-center` and `.align-right`.
 */
import type { Element, Root } from 'hast';
import { eachElement } from './hast-walk.ts';

/** The alignments Markdown tables have. */
const ALIGNMENTS = new Set(['left', 'center', 'right']);

export default function rehypeTableAlign() {
  return (tree: Root) => {
    eachElement(tree, (node: Element) => {
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const align = node.properties.align;
      if (align === undefined) return;
      delete node.properties.align;
      if (typeof align === 'string' && ALIGNMENTS.has(align))
        node.properties.className = [`align-${align}`];
    });
  };
}
