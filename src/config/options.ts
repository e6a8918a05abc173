/**
 * The options of `incidentLibrary(options)`: everything a team changes to run its own incident
 * library, in one zod schema. Every field carries a docstring (it is the reference a user reads
 * in their editor), defaults are the generator's, never the flagship library's: a library must
 * say its own name and ID prefix.
 *
 * Parsed once, by the integration in `astro.config.mjs` (and by the command-line tools, which
 * load the same file); `parseLibraryOptions` turns every problem into one line naming the option,
 * the bad value and what to do, with "did you mean" for a misspelt key.
 */
import { z } from 'zod';
import { vocabularyProblems } from './option-checks.ts';
import { defaultTagline } from './option-tagline.ts';
import { appearanceOptions } from './options-appearance.ts';
import { attributionOptions } from './options-attribution.ts';
import { identityOptions } from './options-identity.ts';
import { languageOptions } from './options-language.ts';
import { pageOptions } from './options-pages.ts';
import { podcastOptions } from './options-podcast.ts';
import { vocabularyOptions } from './options-vocabularies.ts';
import { defaultFacets } from './vocabularies.ts';

/**
 * The options of `incidentLibrary()`, each on its own: the groups in the order the reference
 * (`docs/options.md`) lists them, and the parts of the site, which `completeConfig` completes.
 */
const LibraryOptionsObject = z.strictObject({
  ...identityOptions,
  ...appearanceOptions,
  ...attributionOptions,
  ...vocabularyOptions,
  ...pageOptions,
  /**
   * The parts of the site a library can turn off, each on unless set to false. A part that is off
   * is neither written nor linked from any page (`src/site/features.ts` maps each to its paths).
   */
  features: z
    .strictObject({
      /** The podcast feed, `/podcast.xml` (transcript pages stay, without the feed). */
      podcast: z.boolean().default(true),
      /** The statistics page, `/stats/`. */
      stats: z.boolean().default(true),
      /**
       * The matrix of components by root cause, `/matrix/`; off, whatever this says, in a library
       * without a vocabulary in the role `component` or `root-cause`.
       */
      matrix: z.boolean().default(true),
      /** The open data: `/data/` with the JSON, CSV and citation exports, schemas and vocabularies. */
      data: z.boolean().default(true),
      /** The RSS feeds of new cases: the site's, each term's and each year's. */
      feeds: z.boolean().default(true),
      /**
       * Each term's and each year's feed (off with `feeds`): false keeps only the site's feed, a
       * file fewer per term and year for a host that caps the files of a deploy.
       */
      termFeeds: z.boolean().default(true),
      /** The MCP server (`incident-library mcp`). */
      mcp: z.boolean().default(true),
      /**
       * Mitigations, `content/mitigations/`: their pages (`/mitigations/`), each case's section
       * and search results. Off, the files there are ignored, a case's `mitigations` list is not
       * checked or shown, and a body link to a mitigation is refused.
       */
      mitigations: z.boolean().default(true),
      /**
       * A social image per case, `/cases/<id>/card.png` (1200x630, its `og:image`): its ID,
       * organisation, title and the library's name, drawn at build time without the network.
       * About 18 KB and 23 ms of build CPU a case; off, no card is drawn and pages name none.
       */
      socialImages: z.boolean().default(true),
    })
    .default({
      podcast: true,
      stats: true,
      matrix: true,
      data: true,
      feeds: true,
      termFeeds: true,
      mcp: true,
      mitigations: true,
      socialImages: true,
    }),
  /**
   * Whether search engines may index the site: 'noindex' (an internal library) puts
   * `<meta name="robots" content="noindex">` on every page, disallows everything in `robots.txt`
   * and writes no sitemap.
   */
  robots: z.enum(['index', 'noindex']).default('index'),
  ...languageOptions,
  ...podcastOptions,
});

/** The options of `incidentLibrary()`, with the checks across options. */
export const LibraryOptionsSchema = LibraryOptionsObject.superRefine((o, ctx) =>
  vocabularyProblems(o, ctx),
);

/**
 * The defaults that depend on other options, filled in after validation: the facets (the default
 * facets the library's vocabularies include) and the tagline (naming the organisations only when
 * a vocabulary counts them, and the vocabularies searched by).
 */
export function completeConfig(o: z.output<typeof LibraryOptionsSchema>) {
  const facets = o.facets ?? defaultFacets.filter((f) => o.vocabularies.some((v) => v.name === f));
  const tagline = o.tagline ?? defaultTagline(o, facets);
  // The matrix is components by root cause: without a vocabulary in either role it has no axis.
  const roles = new Set(o.vocabularies.map((v) => v.role));
  const matrix = o.features.matrix && roles.has('component') && roles.has('root-cause');
  const termFeeds = o.features.feeds && o.features.termFeeds;
  return { ...o, facets, tagline, features: { ...o.features, matrix, termFeeds } };
}

/** The options as a user writes them. */
export type LibraryOptions = z.input<typeof LibraryOptionsSchema>;
/** The validated options, defaults filled in (`completeConfig`). */
export type LibraryConfig = ReturnType<typeof completeConfig>;
