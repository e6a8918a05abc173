/**
 * The pages every incident library has, as routes the integration injects: the pattern each
 * serves and the template under `src/routes/` that renders it. These are a library's pages; a
 * library may add its own in its `src/pages/`, in the site's frame with `LibraryPage.astro`.
 */

import type { LibraryConfig } from '../config/options.ts';
import { hasPath } from '../site/features.ts';
import { TEMPLATES, patternOf } from '../site/route-templates.ts';

/** A route: its URL pattern and its template, relative to `src/routes/`. */
export interface LibraryRoute {
  pattern: string;
  entrypoint: string;
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
