/**
 * remark plugin: keeps every URL in a body on this site or plainly a link.
 *
 * - An image from another origin (`https://...`, `//host/...`, `data:`...) is never embedded:
 *   it becomes a link to that URL (if http(s)) or its alt text, so reading a page makes no
 *   request elsewhere. The validator refuses such images first; this is the second line.
 * - A root-relative link or image (`/cases/`, `/images/x.svg`) gets the site's `base`
 *   (`/kb/cases/`), so a deployment under a sub-path keeps working.
 */
import type { Definition, Image, ImageReference, Link, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { isSiteImage, urlScheme } from '../model/raw-html.ts';
import { withBase } from '../model/urls.ts';
import type { VFile } from 'vfile';
import type { LinkIndex } from '../model/link-index.ts';

/** `url` under `base` when it is a root-relative path (`/x`, not `//host`). */
export function siteUrl(base: string, url: string): string {
  return /^\/(?![/\\])/.test(url) && base !== '/' && base !== '' ? withBase(base, url) : url;
}

/** The plugin. The base comes from the link index in the render options (`file.data.links`); option `base` overrides it (tests). */
export default function remarkSiteUrls(options: { base?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const base = options.base ?? (file.data as { links?: LinkIndex }).links?.base ?? '/';
    const definitions = new Map<string, Definition>();
    visit(tree, 'definition', (d: Definition) => void (definitions.has(d.identifier) || definitions.set(d.identifier, d)));
    visit(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'definition') {
        (node as Link | Definition).url = siteUrl(base, (node as Link).url);
        return;
      }
      if (node.type !== 'image' && node.type !== 'imageReference') return;
      const url = node.type === 'image' ? (node as Image).url : definitions.get((node as ImageReference).identifier)?.url;
      if (url === undefined) return;
      if (isSiteImage(url)) {
        if (node.type === 'image') (node as Image).url = siteUrl(base, url);
        return;
      }
      if (!parent || index === undefined) return;
      const alt = (node as Image).alt || url;
      const scheme = urlScheme(url);
      const replacement: Link | Text = scheme === 'http' || scheme === 'https' ? { type: 'link', url, children: [{ type: 'text', value: alt }] } : { type: 'text', value: alt };
      parent.children.splice(index, 1, replacement as never);
      return [SKIP, index + 1];
    });
  };
}
