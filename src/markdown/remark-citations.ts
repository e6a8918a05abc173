/**
 * remark plugin for articles: a citation `[CP1]` in the text becomes a link to its entry in the
 * reference list (`#ref-cp1`). The keys come from the article's frontmatter `references`.
 */
import type { Root, Text, Link, PhrasingContent } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { referenceAnchor } from '../model/anchors.ts';

export { referenceAnchor } from '../model/anchors.ts';

export default function remarkCitations() {
  return (tree: Root, file: VFile) => {
    const fm = (file.data as { astro?: { frontmatter?: { references?: { key: string }[] } } }).astro
      ?.frontmatter;
    const keys = new Set((fm?.references ?? []).map((r) => r.key));
    if (keys.size === 0) return;
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined || parent.type === 'link') return;
      const parts: PhrasingContent[] = [];
      let last = 0;
      for (const m of node.value.matchAll(/\[([A-Z]{1,4}\d{1,3})\]/g)) {
        if (!keys.has(m[1])) continue;
        const at = m.index ?? 0;
        if (at > last) parts.push({ type: 'text', value: node.value.slice(last, at) });
        parts.push({
          type: 'link',
          url: `#${referenceAnchor(m[1])}`,
          children: [{ type: 'text', value: `[${m[1]}]` }],
        } as Link);
        last = at + m[0].length;
      }
      if (parts.length === 0) return;
      if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
      parent.children.splice(index, 1, ...(parts as never[]));
      return [SKIP, index + parts.length];
    });
  };
}
