/**
 * remark plugin: keeps every URL in a body on this site or plainly a link.
 *
 * - An image from another origin (`https://...`, `//host/...`, `data:`...) is never embedded:
 *   it becomes a link to that URL (if http(s)) or its alt text, so reading a page makes no
 *   request elsewhere. The validator refuses such images first; this is the second line.
 * - A root-relative link or image (`/cases/`, `/images/x.svg`) gets the site's `base`
 *   (`/kb/cases/`), so a deployment under a sub-path keeps working.
 */
import type { Definition, Image, ImageReference, Link, Parent, Root, Text } from 'mdast';
import { eachNode } from '../model/tree-walk.ts';
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
    // One walk: the first definition of each label (an image reference may come before it), and
    // the links and images in document order, each with its parent.
    const found: {
      node: Link | Definition | Image | ImageReference;
      parent: Parent | undefined;
    }[] = [];
    eachNode(tree, (node, parent) => {
      if (node.type === 'definition' && !definitions.has(node.identifier))
        definitions.set(node.identifier, node);
      if (
        node.type === 'link' ||
        node.type === 'definition' ||
        node.type === 'image' ||
        node.type === 'imageReference'
      )
        found.push({ node, parent });
    });
    for (const { node, parent } of found) {
      if (node.type === 'link' || node.type === 'definition') {
        node.url = siteUrl(base, node.url);
        continue;
      }
      const url = node.type === 'image' ? node.url : definitions.get(node.identifier)?.url;
      if (url === undefined) continue;
      if (isSiteImage(url)) {
        if (node.type === 'image') node.url = siteUrl(base, url);
        continue;
      }
      // Each replacement is one node for one, so the nodes found after it keep their places.
      const index = parent ? parent.children.indexOf(node as never) : -1;
      if (!parent || index === -1) continue;
      const alt = node.alt || url;
      const scheme = urlScheme(url);
      const replacement: Link | Text =
        scheme === 'http' || scheme === 'https'
          ? { type: 'link', url, children: [{ type: 'text', value: alt }] }
          : { type: 'text', value: alt };
      parent.children.splice(index, 1, replacement as never);
    }
  };
}
