/**
 * remark plugin: resolves cross-links `[text](kind:target#anchor)` (kinds in `LINK_KINDS`) and
 * relative `.md` links, in links and in link reference definitions, to page URLs under the
 * site's base, with the content model's resolver (`resolveLink`) and the link index passed in
 * the render options (`file.data.links`). Validation has already reported broken links with
 * file, line and a hint; this plugin fails the render as a backstop.
 */
import type { Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { LINK_OF_TYPE, type LinkKind } from '../model/kinds.ts';
import {
  parseLinkTarget,
  resolveLink,
  resolveMdLink,
  type LinkIndex,
} from '../model/link-index.ts';
import { eachNode } from '../model/tree-walk.ts';

/** Where the file being rendered lives, repository-relative (`content/cases/IL-0190.md`). */
function contentPath(file: VFile): string {
  const p = String(file.path ?? '').replace(/^file:\/\//, '');
  const i = p.lastIndexOf('/content/');
  return i === -1 ? p : p.slice(i + 1);
}

/**
 * The URL a cross-link resolves to, or an error message (`resolveLink`, worded for the render's
 * backstop error). An anchor naming a heading of the target becomes its content id (`#trigger`
 * to `#user-content-trigger`); one of the target page's own anchors (`#page-sources`) stays.
 */
export function resolveCrossLink(
  index: LinkIndex,
  kind: LinkKind,
  target: string,
  anchor?: string,
): { url: string } | { error: string } {
  const r = resolveLink(index, kind, target, anchor);
  if (r.ok) return { url: r.url };
  if (r.reason === 'draft')
    return { error: `${kind} "${target}" is a draft (drafts are not built)` };
  if (r.reason === 'anchor') return { error: `${kind} "${target}" has no heading #${r.anchor}` };
  return { error: `no ${kind} "${target}"` };
}

/** The plugin. Options: `index` instead of the one in the render options (tests). */
export default function remarkCrossLinks(options: { index?: LinkIndex } = {}) {
  return (tree: Root, file: VFile) => {
    const index = options.index ?? (file.data as { links?: LinkIndex }).links;
    if (!index) return;
    const offset = Number((file.data as { bodyLine?: number }).bodyLine ?? 1) - 1;
    eachNode(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const n = node;
      const link = parseLinkTarget(n.url, index.kinds);
      if (!link) return;
      const where = () => `${contentPath(file)}:${(n.position?.start.line ?? 1) + offset}`;
      let kind: LinkKind;
      let target = link.target;
      if (link.kind === 'md') {
        const r = resolveMdLink(contentPath(file), link.target);
        if (!r) throw new Error(`${where()}: link "${n.url}" is not a content page`);
        [kind, target] = [LINK_OF_TYPE[r.type], r.id];
      } else kind = link.kind;
      const r = resolveCrossLink(index, kind, target, link.anchor);
      if ('error' in r) throw new Error(`${where()}: broken link "${n.url}": ${r.error}`);
      n.url = r.url;
      if (n.type === 'link' && n.children.length === 0)
        n.children = [
          { type: 'text', value: index.titles.get(`${kind}:${target}`) ?? target } as Text,
        ];
    });
  };
}
