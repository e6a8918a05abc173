/**
 * The templates under `src/routes/` that render every library's pages, and which of them renders
 * a built page: the integration injects a route for each (`src/astro/routes.ts`), and the
 * post-build checks name the template of a page no content file stands behind. Pure.
 */

/** Every route, by template file (the pattern is the file's path without its extension). */
export const TEMPLATES = [
  '404.astro',
  '_redirects.ts',
  '[taxonomy]/[term].astro',
  '[taxonomy]/[term]/page/[page].astro',
  '[taxonomy]/[term]/rss.xml.ts',
  '[taxonomy]/index.astro',
  'articles/[slug].astro',
  'articles/index.astro',
  'browse.astro',
  'cases/[...page].astro',
  'cases/[id].astro',
  'cases/[id]/card.png.ts',
  'cases/added/[...page].astro',
  'concepts/[slug].astro',
  'concepts/[slug]/page/[page].astro',
  'concepts/index.astro',
  'data/action-items.csv.ts',
  'data/action-items.json.ts',
  'data/cases.csl.json.ts',
  'data/cases.csv.ts',
  'data/cases.json.ts',
  'data/index.astro',
  'data/mitigations.csv.ts',
  'data/mitigations.json.ts',
  'data/schemas/[name].schema.json.ts',
  'data/vocabularies/[name].json.ts',
  'index.astro',
  'matrix.astro',
  'mitigations/[slug].astro',
  'mitigations/[slug]/rss.xml.ts',
  'mitigations/index.astro',
  'podcast.xml.ts',
  'robots.txt.ts',
  'rss.xml.ts',
  'search-words.json.ts',
  'search-aliases.json.ts',
  'search.astro',
  'stats.astro',
  'theme-init.js.ts',
  'theme.css.ts',
  'icons/[name].svg.ts',
  'transcripts/[slug].astro',
  'transcripts/[slug]/chapters.json.ts',
  'transcripts/[slug]/transcript.json.ts',
  'transcripts/[slug]/transcript.vtt.ts',
  'transcripts/index.astro',
  'years/[year].astro',
  'years/[year]/page/[page].astro',
  'years/[year]/rss.xml.ts',
  'years/index.astro',
] as const;

/** The URL pattern of a template: `cases/[id].astro` serves `/cases/[id]`, `index.astro` `/`. */
export function patternOf(template: string): string {
  const path = template.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`;
}

/** A template's URL pattern as segments, each static, `[param]` or `[...rest]`. */
function segmentsOf(template: string): string[] {
  return patternOf(template).split('/').filter(Boolean);
}

/**
 * The HTML template (`.astro`) that renders the built page `page`, a path in the output folder
 * (`cases/added/index.html` -> `cases/added/[...page].astro`), by Astro's order of routes: at the
 * first segment where two matching templates differ, a static segment wins over a `[param]`, and
 * that over a `[...rest]` (which matches any number of segments, none included). As far as the
 * path tells: a library's own page at `/about/` has the shape of a vocabulary's list
 * (`[taxonomy]/index.astro`). Undefined for a path no template of ours has the shape of, and for
 * a file that is not a page.
 */
export function templateOfPage(page: string): string | undefined {
  if (!page.endsWith('.html')) return undefined;
  // `cases/added/index.html` is the page at `/cases/added/`; `404.html` the one at `/404`.
  const path =
    page === 'index.html' || page.endsWith('/index.html')
      ? page.split('/').slice(0, -1)
      : page.slice(0, -'.html'.length).split('/');
  const rank = (s: string) => (s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0);
  let best: { template: string; ranks: number[] } | undefined;
  for (const template of TEMPLATES) {
    if (!template.endsWith('.astro')) continue;
    const segs = segmentsOf(template);
    if (!matches(segs, path)) continue;
    const ranks = segs.map(rank);
    if (!best || before(ranks, best.ranks)) best = { template, ranks };
  }
  return best?.template;
}

/** True when the pattern's segments match the path's. */
function matches(segs: readonly string[], path: readonly string[]): boolean {
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i];
    if (s.startsWith('[...')) return i === segs.length - 1;
    if (i >= path.length) return false;
    if (!s.startsWith('[') && s !== path[i]) return false;
  }
  return segs.length === path.length;
}

/** True when ranks `a` come first: the lower rank at the first segment where they differ. */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i];
  return a.length > b.length;
}
