/**
 * Pages that only redirect (merged case IDs) note themselves here while they render, so the
 * sitemap can leave them out. The set lives on `globalThis` because astro.config.mjs (where the
 * sitemap's filter runs, after the build) and the rendered pages load this module separately.
 */
const KEY = Symbol.for('incident-library.redirect-pages');

function registry(): Set<string> {
  const g = globalThis as Record<symbol, Set<string> | undefined>;
  return (g[KEY] ??= new Set());
}

/** Records that the page at `pathname` (e.g. `/kb/cases/IL-0009/`) is a redirect. */
export function noteRedirect(pathname: string): void {
  registry().add(pathname);
}

/** The sitemap filter: false for a redirect page's absolute URL. */
export function notRedirect(url: string): boolean {
  return !registry().has(new URL(url).pathname);
}
