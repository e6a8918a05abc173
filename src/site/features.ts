/**
 * Which paths of the site belong to a part a library can turn off (`features` in the options):
 * one rule for the routes the integration injects and for every link a page writes, so that a
 * part that is off is neither written nor linked.
 */
import type { LibraryConfig } from '../config/options.ts';

/** A part of the site that has pages or files of its own. */
export type SiteFeature = Exclude<keyof LibraryConfig['features'], 'mcp'>;

/** The paths (without the base) each part owns. */
const PATHS: Record<SiteFeature, RegExp> = {
  podcast: /^\/podcast\.xml$/,
  stats: /^\/stats(\/|$)/,
  matrix: /^\/matrix(\/|$)/,
  data: /^\/data(\/|$)/,
  // Before `feeds`: a term's or a year's feed belongs to this part, the site's feed to `feeds`.
  termFeeds: /^\/.+\/rss\.xml$/,
  feeds: /(^|\/)rss\.xml$/,
  mitigations: /^\/mitigations(\/|$)|^\/data\/mitigations\./,
  socialImages: /^\/cases\/[^/]+\/card\.png$/,
};

/** The part a site path (a route pattern or a link, without the base) belongs to, if any. */
export function featureOf(path: string): SiteFeature | undefined {
  return (Object.keys(PATHS) as SiteFeature[]).find((f) => PATHS[f].test(path));
}

/**
 * Whether the site has `path` (without the base): true unless it belongs to a part that is off
 * (a mitigation's feed, `/mitigations/<slug>/rss.xml`, belongs to two, as does
 * `/data/mitigations.json`).
 * @param features the library's `features` option, validated.
 */
export function hasPath(features: LibraryConfig['features'], path: string): boolean {
  return (Object.keys(PATHS) as SiteFeature[]).every((f) => features[f] || !PATHS[f].test(path));
}
