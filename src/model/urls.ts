/**
 * Every URL the site links to, built in one place so that a deployment under a sub-path (Astro
 * `base`) is right everywhere. URLs end in `/` (trailingSlash: 'always'). A library's own pages
 * (its `src/pages/`) import the same helpers as `incident-library/urls` and pass
 * `import.meta.env.BASE_URL` as `base`.
 */
import type { TaxonomyName } from '../../schemas/index.ts';
import { TYPE_OF_LINK, type LinkKind, type PageLinkKind } from './kinds.ts';

export type { LinkKind, PageLinkKind } from './kinds.ts';

/** `base` + path, with exactly one `/` between them and a trailing `/` (e.g. `/kb/cases/IL-0190/`). */
export function withBase(base: string, path: string): string {
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${b}${p}`;
}

/** The URL of a content page of `kind` (`case`, `concept`, `article`, `transcript`) with `slug`, under `base`. */
export function pageUrl(base: string, kind: PageLinkKind, slug: string): string {
  return withBase(base, `/${TYPE_OF_LINK[kind]}/${encodeURIComponent(slug)}/`);
}

/**
 * The URL of the page a cross-link of `kind` names (a content page or a term), under `base`.
 * @param kinds the library's cross-link prefixes and their URL segments (`LinkIndex.kinds`).
 */
export function linkUrl(
  base: string,
  kinds: Readonly<Record<LinkKind, string>>,
  kind: LinkKind,
  slug: string,
): string {
  return withBase(base, `/${kinds[kind]}/${encodeURIComponent(slug)}/`);
}

/** The URL of a taxonomy term's page. */
export function termUrl(base: string, taxonomy: TaxonomyName, slug: string): string {
  return withBase(base, `/${taxonomy}/${encodeURIComponent(slug)}/`);
}
