/**
 * The pages every incident library has, as routes the integration injects: the pattern each
 * serves and the template under `src/routes/` that renders it. These are a library's pages; a
 * library may add its own in its `src/pages/`, in the site's frame with `LibraryPage.astro`.
 */

import type { LibraryConfig } from '../config/options.ts';
import { hasPath } from '../site/features.ts';

/** A route: its URL pattern and its template, relative to `src/routes/`. */
export interface LibraryRoute {
  pattern: string;
  entrypoint: string;
}

/** Every route, by template file (the pattern is the file's path without its extension). */
const TEMPLATES = [
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
  'data/schemas/[name].schema.json.ts',
  'data/vocabularies/[name].json.ts',
  'index.astro',
  'matrix.astro',
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

/**
 * The routes with their templates' absolute file URLs, less those of the parts the library
 * turned off.
 */
export function libraryRoutes(routesDir: URL, features: LibraryConfig['features']): LibraryRoute[] {
  return TEMPLATES.filter((t) => hasPath(features, patternOf(t))).map((t) => ({
    pattern: patternOf(t),
    entrypoint: new URL(t, routesDir).href,
  }));
}
