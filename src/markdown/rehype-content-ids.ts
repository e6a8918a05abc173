/**
 * rehype plugin: gives every id in a body its final, unique, prefixed value and makes every
 * in-page link follow it (issue 6; field case 16).
 *
 * - Headings get `user-content-<slug>`: github-slugger over the heading text, with the layout's
 *   `RESERVED_IDS` taken first, the same sequence `scanHeadings` gives the validator, so repeated
 *   headings get `timeline`, `timeline-1` and cross-links checked there land here.
 * - Other ids (remark-rehype's footnotes: `user-content-fn-1`, `footnote-label`) get the prefix
 *   if they lack it, and a suffix if a heading already took the name ("## Footnote label").
 * - `href="#x"` follows the id it names (bare heading anchors become `#user-content-x`), as do
 *   `aria-describedby` and `aria-labelledby`; a link to an anchor that is neither in the body nor
 *   one of the page's own (`RESERVED_IDS`, `PAGE_ANCHORS`, citation `ref-*`) fails the render
 *   with file and line.
 * - The headings are recorded on `file.data.headings` (depth, final id, text) for the page.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { RESERVED_IDS } from '../model/markdown-scan.ts';
import { PAGE_ANCHORS } from '../model/references.ts';
import { CONTENT_ID_PREFIX, contentId } from './content-id.ts';

/** A rendered heading: level, its element id and its text. */
export interface RenderedHeading { depth: number; slug: string; text: string }

const PAGE_OWN = new Set([...RESERVED_IDS, ...Object.values(PAGE_ANCHORS).flat()]);
const CITATION_RE = /^ref-[a-z0-9]+$/;
const ARIA_REFS = ['ariaDescribedBy', 'ariaLabelledBy'] as const;

function decodeFragment(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

/** The plugin. Errors name `file.path` and the line (plus `file.data.bodyLine - 1`). */
export default function rehypeContentIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    for (const id of RESERVED_IDS) slugger.slug(id);
    const taken = new Set<string>();
    const rename = new Map<string, string>();
    const headings: RenderedHeading[] = [];
    const headingNodes = new Set<Element>();
    visit(tree, 'element', (node: Element) => {
      // The footnote label `<h2 id="footnote-label">` is remark-rehype's, not the author's.
      if (!/^h[1-6]$/.test(node.tagName) || node.properties.id === 'footnote-label') return;
      const text = toString(node);
      const slug = slugger.slug(text);
      const id = contentId(slug);
      node.properties.id = id;
      headingNodes.add(node);
      taken.add(id);
      rename.set(slug, id);
      headings.push({ depth: Number(node.tagName[1]), slug: id, text });
    });
    visit(tree, 'element', (node: Element) => {
      const own = node.properties.id;
      if (typeof own !== 'string' || headingNodes.has(node)) return;
      const wanted = own.startsWith(CONTENT_ID_PREFIX) ? own : contentId(own);
      let id = wanted;
      for (let n = 1; taken.has(id); n++) id = `${wanted}-x${n}`;
      node.properties.id = id;
      taken.add(id);
      rename.set(own, id);
    });
    const offset = Number((file.data as { bodyLine?: number }).bodyLine ?? 1) - 1;
    visit(tree, 'element', (node: Element) => {
      for (const key of ARIA_REFS) {
        if (node.properties[key] !== undefined) node.properties[key] = idList(node.properties[key]).map((v) => rename.get(v) ?? v);
      }
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#') || href === '#') return;
      const target = decodeFragment(href);
      const to = rename.get(target) ?? (taken.has(target) ? target : undefined);
      if (to !== undefined) node.properties.href = `#${to}`;
      else if (!PAGE_OWN.has(target) && !CITATION_RE.test(target)) {
        const line = (node.position?.start.line ?? 1) + offset;
        throw new Error(`${String(file.path ?? 'body')}:${line}: broken link "${href}": no heading #${target} on this page`);
      }
    });
    (file.data as { headings?: RenderedHeading[] }).headings = headings;
  };
}
