/**
 * rehype plugin: gives every heading a unique id with github-slugger, counting ids the page
 * layout itself uses as taken, so a body heading can never duplicate one of the page's own ids
 * ("Sources" under a case becomes `sources-1`). Field case 16: repeated headings get `x`, `x-1`.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { RESERVED_IDS } from '../lib/markdown-scan.ts';


export default function rehypeHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    for (const id of RESERVED_IDS) slugger.slug(id);
    visit(tree, 'element', (node: Element) => {
      if (!/^h[1-6]$/.test(node.tagName)) return;
      node.properties.id = slugger.slug(toString(node));
    });
  };
}
