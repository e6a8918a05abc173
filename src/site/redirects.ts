/**
 * The redirects file Netlify and Cloudflare Pages read (`_redirects`): one rule a line, the old
 * path, the new path and the status, 301 (moved permanently). Pure.
 */

/** One redirect: site-absolute paths (with the site's base). */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * The file's text, rules sorted by their old path. Paths hold no whitespace (case IDs and the base
 * are URL-safe), which the format uses to separate fields; a path that does is left out.
 */
export function redirectsFile(rules: readonly Redirect[]): string {
  return [...rules]
    .filter((r) => !/\s/.test(r.from + r.to))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .map((r) => `${r.from} ${r.to} 301\n`)
    .join('');
}
