/**
 * Makes a plain `astro build` a complete build: once Astro (and every other integration) has
 * written the site, its `astro:build:done` hook indexes it with Pagefind and runs the post-build
 * checks on it (`src/postbuild/index-and-check.ts`), and a finding fails the build.
 *
 * `npm run build` (`incident-library build`, `src/cli/build.ts`) runs the same steps itself, on
 * its staging folder before it publishes, with its own timing: it marks its Astro build with the
 * `wrapperBuild()` integration, and this hook then leaves the steps to it, so they run once.
 */
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endPages, guardPageCache, recordPages } from '../node/page-cache-guard.ts';
import { indexAndCheck } from '../postbuild/index-and-check.ts';

const WRAPPER = 'incident-library:wrapper';

/** The mark of a build driven by `incident-library build`, which indexes and checks by itself. */
export function wrapperBuild(): AstroIntegration {
  return { name: WRAPPER, hooks: {} };
}

/**
 * The integration; it belongs last in the list, after the integrations that write files
 * (the sitemap), so the checks see the whole site.
 * @param shardPages the library's `search.shardPages`.
 * @param html which pages html-validate reads: a sample by template (`sample`, as `npm run build`
 *   does), or `all`.
 * @param contentDir the library's `contentDir`, absolute or from the project's root.
 */
export function completeBuild(
  shardPages: number,
  html: 'all' | 'sample',
  contentDir: string,
): AstroIntegration {
  let cacheDir = '';
  let content = contentDir;
  let wrapped = false;
  return {
    name: 'incident-library:complete-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
        content = resolve(fileURLToPath(config.root), contentDir);
        wrapped = config.integrations.some((i) => i.name === WRAPPER);
      },
      // The page cache's guard, as `npm run build` keeps it: a kept page that is not the page the
      // last checked build published (a build stopped half-way, a copy altered since) is deleted,
      // and Astro, finding no copy, renders it again.
      'astro:build:start': ({ logger }) => {
        if (wrapped) return;
        for (const note of guardPageCache(cacheDir)) logger.info(note);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (wrapped) return;
        endPages(cacheDir);
        const t0 = performance.now();
        try {
          const { stats, checked } = await indexAndCheck(fileURLToPath(dir), {
            shardPages,
            cacheDir,
            html,
            contentDir: content,
          });
          // What a later build may restore unread: the pages of this checked build.
          recordPages(cacheDir, fileURLToPath(dir));
          const s = ((performance.now() - t0) / 1000).toFixed(1);
          logger.info(
            `indexed ${stats.pages} pages with Pagefind and checked ${checked.pages} pages in ${s} s: no problems`,
          );
        } catch (err) {
          throw new AstroError(
            err instanceof Error ? err.message : String(err),
            `The site in ${fileURLToPath(dir)} is written but failed its search index or checks: do not publish it. \`incident-library build\` leaves the published output untouched when this happens.`,
          );
        }
      },
    },
  };
}
