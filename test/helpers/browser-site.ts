/**
 * The fixture site the site's browser tests read (layout, axe, features), one build per run for
 * the three: the site fixture's content with the smallest page sizes
 * (`test/fixtures/site-pages-of-1`, so that listings have later pages of compact rows), deployed
 * under a sub-path (`/kb/`, so that every link is seen to keep the base).
 */
import type { BuiltSite } from './build-site.ts';
import { serve, type Served } from './serve.ts';
import { buildFixtureSite } from './site-fixture.ts';

/** The sub-path the site is built for and served under. */
export const BROWSER_SITE_BASE = '/kb/';

/** The site, built once per run; throws with the build's output if it fails. */
export function browserSite(): BuiltSite {
  return buildFixtureSite({ SITE_BASE: BROWSER_SITE_BASE }, 'test/fixtures/site-pages-of-1');
}

/** The site served on 127.0.0.1 under its sub-path: `url` ends in `/kb/`. */
export function serveBrowserSite(): Promise<Served> {
  return serve(browserSite().dist, BROWSER_SITE_BASE);
}
