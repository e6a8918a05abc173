/**
 * remark plugin: resolves cross-links `[text](kind:target#anchor)` (kinds in `LINK_KINDS`) and
 * relative `.md` links to page URLs under the site's base. Validation has already reported
 * broken links with file and line; this plugin fails the render as a backstop.
 */
import type { Link, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { PAGE_ANCHORS, resolveMdLink } from '../model/references.ts';
import { LINK_KINDS, pageUrl, type LinkKind } from '../model/urls.ts';
import { contentId } from './content-id.ts';
import { getLinkIndex, type LinkIndex } from './link-index.ts';

const PREFIX_RE = new RegExp(`^(${Object.keys(LINK_KINDS).join('|')}):([^#]*)(?:#(.*))?$`);
const TYPE_KIND = { cases: 'case', concepts: 'concept', articles: 'article', transcripts: 'transcript' } as const;

/** Where the file being rendered lives, repository-relative (`content/cases/IL-0190.md`). */
function contentPath(file: VFile): string {
  const p = String(file.path ?? '').replace(/^file:\/\//, '');
  const i = p.lastIndexOf('/content/');
  return i === -1 ? p : p.slice(i + 1);
}

/**
 * The URL a cross-link resolves to, or an error message. Pure, for tests. An anchor naming a
 * heading of the target becomes its content id (`#trigger` to `#user-content-trigger`); one of
 * the target page's own anchors (`PAGE_ANCHORS`, e.g. `#page-sources`) stays as it is.
 */
export function resolveCrossLink(index: LinkIndex, kind: LinkKind, target: string, anchor?: string): { url: string } | { error: string } {
  if (!index.targets[kind]?.has(target)) return { error: `no ${kind} "${target}"` };
  let fragment = '';
  if (anchor) {
    const headings = index.anchors.get(`${kind}:${target}`);
    const own = PAGE_ANCHORS[LINK_KINDS[kind]] ?? [];
    if (headings?.has(anchor)) fragment = `#${contentId(anchor)}`;
    else if (own.includes(anchor) || !headings) fragment = `#${anchor}`;
    else return { error: `${kind} "${target}" has no heading #${anchor}` };
  }
  return { url: pageUrl(index.base, kind, target) + fragment };
}

/** The plugin. Options: `index` overrides the loader's index (tests). */
export default function remarkCrossLinks(options: { index?: LinkIndex } = {}) {
  return (tree: Root, file: VFile) => {
    const index = options.index ?? getLinkIndex();
    if (!index) return;
    const offset = Number((file.data as { bodyLine?: number }).bodyLine ?? 1) - 1;
    visit(tree, 'link', (node: Link) => {
      let kind: LinkKind | undefined;
      let target = '';
      let anchor: string | undefined;
      const m = PREFIX_RE.exec(node.url);
      if (m) [kind, target, anchor] = [m[1] as LinkKind, m[2], m[3]];
      else if (/^(?!\w+:)[^#?]*\.md(#.*)?$/.test(node.url)) {
        const [path, hash] = node.url.split('#');
        const r = resolveMdLink(contentPath(file), path);
        if (r) [kind, target, anchor] = [TYPE_KIND[r.type], r.id, hash];
        else throw new Error(`${contentPath(file)}:${(node.position?.start.line ?? 1) + offset}: link "${node.url}" is not a content page`);
      }
      if (!kind) return;
      const r = resolveCrossLink(index, kind, target, anchor);
      if ('error' in r) throw new Error(`${contentPath(file)}:${(node.position?.start.line ?? 1) + offset}: broken link "${node.url}": ${r.error}`);
      node.url = r.url;
      if (node.children.length === 0) node.children = [{ type: 'text', value: index.titles.get(`${kind}:${target}`) ?? target } as Text];
    });
  };
}
