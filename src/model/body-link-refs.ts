/**
 * The links in one entry's body checked across files: site-absolute links (they break under a
 * sub-path), relative images and links (they must name a published file or a page the site
 * builds), and cross-links with their anchors (resolved by `resolveLink`, the renderer's resolver).
 */
import type { ContentType } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import {
  LINK_OF_TYPE,
  PAGE_ANCHORS,
  SITE_FILES,
  TYPE_OF_LINK,
  type LinkKind,
  type PageLinkKind,
} from './kinds.ts';
import { resolveLink, resolveMdLink } from './link-index.ts';
import { missingSectionReason, SECTION_ANCHORS } from './layout-anchors.ts';
import type { FactEntry } from './entry-facts.ts';
import { singular, suggestPage, type RefContext } from './ref-context.ts';
import { didYouMean } from './suggest.ts';

/**
 * A site path such as `/cases/IL-0190/#trigger` written as the cross-link that means it, if it names a page.
 * @param kinds the library's cross-link prefixes and their URL segments (`LinkIndex.kinds`).
 */
export function sitePathToCrossLink(
  target: string,
  kinds: Readonly<Record<string, string>>,
): string | undefined {
  const m = /^\/([^/#?]+)\/([^/#?]+)\/?(?:index\.html)?(#.*)?$/.exec(target);
  const kind = m ? Object.keys(kinds).find((k) => kinds[k] === m[1]) : undefined;
  if (!m || !kind) return undefined;
  try {
    return `${kind}:${decodeURIComponent(m[2])}${m[3] ?? ''}`;
  } catch {
    return undefined;
  }
}

/** The problems with the links in an entry's body. */
export function checkBodyLinks(e: FactEntry, ctx: RefContext): ContentIssue[] {
  const { index } = ctx;
  const out: ContentIssue[] = [];
  const sp = e.facts.sitePaths;
  for (let i = 0; i < sp.length; i += 3) {
    const target = sp[i] as string;
    const cross = sitePathToCrossLink(target, index.kinds);
    out.push({
      file: e.file,
      line: sp[i + 1] as number,
      col: sp[i + 2] as number,
      field: 'body',
      message: `site-absolute link "${target}": it breaks when the site is served under a sub-path`,
      hint: cross
        ? `write [text](${cross}) instead`
        : 'link pages as [text](case:IL-0190) or [text](concept:etcd)',
    });
  }
  const rel = e.facts.relative ?? [];
  for (let i = 0; ctx.assets && i < rel.length; i += 5) {
    const [what, raw, path, line, col] = [
      rel[i] as string,
      rel[i + 1] as string,
      rel[i + 2] as string,
      rel[i + 3] as number,
      rel[i + 4] as number,
    ];
    if (ctx.assets.has(path)) continue;
    const cross = sitePathToCrossLink(`/${path}`, index.kinds);
    if (what === 'link') {
      // A folder-like path is a page the site builds (a list, the search page, a page of cases)
      // unless it names a content or term page, which must exist; a file must be published.
      const file = !path.endsWith('/') && /\.[a-z0-9]+$/i.test(path.split('/').at(-1) ?? '');
      if (!file && !cross) continue;
      if (file && SITE_FILES.includes(path)) continue;
      if (cross && /^[^:]+:\d+$/.test(cross) && cross.startsWith('case:')) continue;
      if (cross) {
        const [, kind, target] = /^([^:]+):([^#]*)/.exec(cross)!;
        if (resolveLink(index, kind as LinkKind, target).ok) continue;
      }
    }
    out.push(
      what === 'image'
        ? {
            file: e.file,
            line,
            col,
            field: 'body',
            message: `image "${raw}" does not exist: nothing is published at /${path}`,
            hint: 'images come from public/: add the file there and write its path from this page (e.g. ../../images/diagram.svg for public/images/diagram.svg)',
          }
        : {
            file: e.file,
            line,
            col,
            field: 'body',
            message: `relative link "${raw}" leads nowhere: nothing is published at /${path}`,
            hint: cross
              ? `write [text](${cross}) instead`
              : 'link pages as [text](case:IL-0190) or [text](concept:etcd), and other sites by their https:// URL',
          },
    );
  }
  const links = e.facts.links;
  for (let i = 0; i < links.length; i += 5) {
    const kind = links[i] as LinkKind | 'md';
    const target = links[i + 1] as string;
    const anchor = links[i + 2] as string | null;
    const bad = (message: string, hint?: string) => {
      const raw = `${kind === 'md' ? '' : `${kind}:`}${target}${anchor === null ? '' : `#${anchor}`}`;
      out.push({
        file: e.file,
        line: links[i + 3] as number,
        col: links[i + 4] as number,
        field: 'body',
        message: `broken link "${raw}": ${message}`,
        hint,
      });
    };
    let k: LinkKind;
    let id = target;
    if (kind === 'md') {
      const r = resolveMdLink(e.file, target);
      if (!r) {
        bad('not a content page', 'link pages as [text](case:IL-0190) or [text](concept:etcd)');
        continue;
      }
      k = LINK_OF_TYPE[r.type];
      id = r.id;
    } else k = kind;
    const r = resolveLink(index, k, id, anchor ?? undefined);
    if (r.ok || (r.reason === 'draft' && e.facts.draft)) continue;
    const type = TYPE_OF_LINK[k as PageLinkKind] as ContentType | undefined;
    const taxonomy = type ? undefined : index.kinds[k];
    if (r.reason === 'draft')
      bad(
        `${k} "${id}" is a draft, and drafts are not built`,
        'link it once its status is in-review or published, or remove the link',
      );
    else if (r.reason === 'missing' && type) {
      const alias = type === 'cases' ? index.aliases.get(id) : undefined;
      bad(
        `no ${singular(type)} "${id}" exists`,
        alias ? `${id} was merged into ${alias}: link case:${alias}` : suggestPage(index, k, id),
      );
    } else if (r.reason === 'missing')
      bad(
        `no ${k} term "${id}" in content/taxonomies/${taxonomy}.yaml`,
        didYouMean(id, [...index.targets[k]]),
      );
    else if (r.reason === 'anchor' && type && SECTION_ANCHORS[type].includes(r.anchor))
      bad(
        `the page has no #${r.anchor} section, as ${missingSectionReason(type, r.anchor)}`,
        'remove the anchor and link the page, or link what the section would list',
      );
    else if (r.reason === 'anchor' && type) {
      const anchors = [...r.headings, ...PAGE_ANCHORS[type]];
      // The list names the page's own headings only, not the ids its layout adds (`page-cite`).
      bad(
        `the page exists but has no heading #${r.anchor}`,
        didYouMean(r.anchor, anchors) ??
          (r.headings.length
            ? `headings there: ${r.headings.join(', ')}`
            : 'the page has no headings to link to'),
      );
    } else if (r.reason === 'anchor')
      bad(
        `a term page has no anchor #${r.anchor}`,
        'link the term page itself, or #page-cases for its list of cases',
      );
  }
  return out;
}
