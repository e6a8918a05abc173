/**
 * `incidentLibrary(options)`: the Astro integration that turns a folder of incident cases into an
 * incident library. A project is `integrations: [incidentLibrary({...})]` in `astro.config.mjs`,
 * `export const collections = libraryCollections()` in `src/content.config.ts`, and its content.
 *
 * The integration validates the options (`src/config/options.ts`), injects every page
 * (`src/astro/routes.ts`), registers the Markdown processor (with the library's own remark and
 * rehype plugins), the sitemap, the content security policy and its build steps (Pagefind and
 * the post-build checks after a plain `astro build`: `src/astro/complete-build.ts`), and gives pages and the content loader the validated config
 * through the virtual module `virtual:incident-library/config`. The command-line tools read the
 * same options from the same file (`src/node/project.ts`).
 */
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { fileURLToPath } from 'node:url';
import { completeBuild } from './astro/complete-build.ts';
import { dataStoreSplit } from './astro/data-store-split.ts';
import { devProblems } from './astro/dev-problems.ts';
import { releaseMemoryAfterSync } from './astro/release-memory.ts';
import { libraryMarkdownPlugins } from './astro/markdown-plugins.ts';
import { libraryRoutes } from './astro/routes.ts';
import { virtualConfig } from './astro/virtual-config.ts';
import { LibraryOptionsError, parseLibraryOptions } from './config/parse-options.ts';
import type { LibraryConfig, LibraryOptions } from './config/options.ts';
import { markdownProcessor } from './markdown/index.ts';
import { checkOptionFiles } from './node/option-files.ts';
import { LIBRARY_CONFIG } from './node/project.ts';
import { isRedirectPage } from './node/redirect-pages.ts';
import { outputGuard } from './postbuild/output.ts';
import { CONTENT_SECURITY_POLICY } from './site/csp.ts';
import { hasOwnAccent } from './site/theme-css.ts';

export type { LibraryConfig, LibraryOptions } from './config/options.ts';
export { defaultFacets, defaultVocabularies } from './config/vocabularies.ts';
export type { VocabularySpecInput as VocabularyOptions } from '../schemas/vocabulary.ts';

/** How many pages Astro renders at once when the library's Astro config does not say. */
export const PAGE_CONCURRENCY = 16;

/** The integration's name, as Astro lists it. */
export const INTEGRATION_NAME = 'incident-library';

/**
 * `run()`, its option problems as Astro's error for a user's mistake: the message lists every
 * problem, one a line (the command-line tools print the message of the error that loading the
 * config threw, and only that), and the hint says where they are.
 */
function withOptionErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof LibraryOptionsError)) throw err;
    throw new AstroError(
      err.message,
      'Each line names an option of incidentLibrary() in astro.config.mjs and what to change.',
    );
  }
}

/**
 * The integration.
 * @throws AstroError listing every bad option, one a line, each with its hint (did you mean
 *   ...?); at Astro's config setup, the same for an option naming a file that is not there.
 */
export default function incidentLibrary(options: LibraryOptions): AstroIntegration {
  const config: LibraryConfig = withOptionErrors(() => parseLibraryOptions(options));
  let outDir: URL | undefined;
  const integration: AstroIntegration = {
    name: INTEGRATION_NAME,
    hooks: {
      'astro:config:setup': ({ config: astro, injectRoute, updateConfig, addMiddleware }) => {
        const paths = {
          root: fileURLToPath(astro.root),
          packageDir: fileURLToPath(new URL('../', import.meta.url)),
          publicDir: fileURLToPath(astro.publicDir),
          cacheDir: fileURLToPath(astro.cacheDir),
        };
        withOptionErrors(() => checkOptionFiles(config, paths));
        for (const route of libraryRoutes(new URL('./routes/', import.meta.url), config.features)) {
          if (route.pattern === '/theme.css' && !hasOwnAccent(config)) continue;
          injectRoute(route);
        }
        // Each page's CSP with the hashes of its own inline scripts and styles only: Astro lists
        // those of every bundled file on every page (src/site/csp-hashes.ts).
        addMiddleware({
          entrypoint: new URL('./astro/csp-middleware.ts', import.meta.url),
          order: 'post',
        });
        updateConfig({
          trailingSlash: 'always',
          // Astro renders one page at a time by default and waits for each page's folder and
          // file to be written before it starts the next. With 16 in flight the other pages'
          // rendering fills those waits: pages of a 5,000-case library in 15.5 to 20.6 s
          // against 28.9 to 34.0 s (wall), with less CPU too. A library's own setting is kept.
          build: {
            format: 'directory',
            concurrency: astro.build.concurrency === 1 ? PAGE_CONCURRENCY : astro.build.concurrency,
          },
          // The library's own remark and rehype plugins run in our pipeline, before its sanitiser.
          markdown: {
            syntaxHighlight: false,
            processor: markdownProcessor(libraryMarkdownPlugins(astro.markdown)),
          },
          // Pages whose getStaticPaths gives a cacheKey (case pages, their cards, listing pages)
          // are copied from the last build when the key and the code they are built from are
          // unchanged.
          experimental: { incrementalBuild: true },
          security: { csp: CONTENT_SECURITY_POLICY },
          // The data store as many small string literals, not one (src/astro/data-store-split.ts).
          vite: { plugins: [dataStoreSplit(), virtualConfig(config, paths)] },
          integrations: [
            // Redirect pages of merged case IDs stay out of the sitemap; a library that search
            // engines must not index has none.
            ...(config.robots === 'index'
              ? [sitemap({ filter: (url) => !outDir || !isRedirectPage(outDir, url, astro.base) })]
              : []),
            outputGuard(config.contentDir),
            releaseMemoryAfterSync(),
            // Last, after every integration that writes files: a plain `astro build` is indexed
            // and checked too (`incident-library build` does both itself, once).
            completeBuild(
              config.search.shardPages,
              process.env.CHECK_HTML === 'all' ? 'all' : 'sample',
              config.contentDir,
            ),
          ],
        });
      },
      'astro:config:done': ({ config: astro }) => {
        outDir = astro.outDir;
      },
      // In `astro dev`, content problems in the terminal once and in the overlay as we write them.
      ...devProblems(),
    },
  };
  return Object.assign(integration, { [LIBRARY_CONFIG]: config });
}
