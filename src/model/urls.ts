/**
 * Every URL the site links to, built in one place so that a deployment under a sub-path (Astro
 * `base`) is right everywhere. URLs end in `/` (trailingSlash: 'always'). A library's own pages
 * (its `src/pages/`) import the same helpers as `incident-library/urls` and pass
 * `import.meta.env.BASE_URL` as `base`.
 */
import type { TaxonomyName } from '../../schemas/index.ts';
import { LINK_KINDS, type LinkKind } from './kinds.ts';

export { KIND_TAXONOMY, LINK_KINDS, type LinkKind } from './kinds.ts';

/** `base` + path, with exactly one `/` between them and a trailing `/` (e.g. `/kb/cases/IL-0190/`). */
export function withBase(base: string, path: string): string {
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${b}${p}`;
}

/** The URL of a page of `kind` with `slug`, under `base`. */
export function pageUrl(base: string, kind: LinkKind, slug: string): string {
  return withBase(base, `/${LINK_KINDS[kind]}/${encodeURIComponent(slug)}/`);
}

/** The URL of a taxonomy term's page. */
export function termUrl(base: string, taxonomy: TaxonomyName, slug: string): string {
  return withBase(base, `/${taxonomy}/${encodeURIComponent(slug)}/`);
}
