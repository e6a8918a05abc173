/**
 * The steps after Astro has written a site: index it with Pagefind and run the post-build checks
 * on it, at once (the checks read and parse the pages while Pagefind indexes, and resolve links
 * once the index is written, as pages link to its files). `npm run build` runs them on its
 * staging folder with its own timing (`src/cli/build.ts`); a plain `astro build` runs them on its
 * output through `indexAndCheck` (`src/astro/complete-build.ts`).
 */
import { join } from 'node:path';
import { contentFileIn } from '../node/project.ts';
import { formatCheckResult } from './check-report.ts';
import { checkSite, siteLocationOf, type CheckResult } from './check-site.ts';
import { indexSite, type IndexStats } from './pagefind.ts';

/** The folder of Astro's cache where each build keeps its Pagefind bundle's files for the next. */
export const PAGEFIND_KEPT = 'incident-library-pagefind';

/** What `indexAndCheck` did. */
export interface IndexAndCheck {
  stats: IndexStats;
  checked: CheckResult;
}

/**
 * Indexes the built site in `dir` and checks it.
 * @param options.shardPages the library's `search.shardPages`.
 * @param options.cacheDir Astro's cache folder: the checks' caches and the kept Pagefind files.
 * @param options.html which pages html-validate reads (`checkSite`).
 * @param options.contentDir the library's content folder, absolute: a finding names its page's file there.
 * @throws Error when the home page has no canonical link, when Pagefind fails, or (message
 *   `The post-build checks failed:` and one line per finding) when a check finds anything.
 */
export async function indexAndCheck(
  dir: string,
  options: { shardPages: number; cacheDir: string; html: 'all' | 'sample'; contentDir: string },
): Promise<IndexAndCheck> {
  const where = siteLocationOf(dir);
  if (!where)
    throw new Error(
      'the built home page has no canonical link, so the checks cannot tell where the site lives',
    );
  const indexing = indexSite(dir, options.shardPages, {
    keep: join(options.cacheDir, PAGEFIND_KEPT),
  });
  const checking = checkSite(dir, where, {
    cacheDir: options.cacheDir,
    html: options.html,
    indexed: indexing,
  });
  // Both settle before either's failure is reported, so nothing still reads the folder.
  const [index, check] = await Promise.allSettled([indexing, checking]);
  if (index.status === 'rejected') throw index.reason;
  if (check.status === 'rejected') throw check.reason;
  if (check.value.findings.length)
    throw new Error(
      `The post-build checks failed:\n${formatCheckResult(check.value, { base: where.base, isContentFile: contentFileIn(options.contentDir) })}`,
    );
  return { stats: index.value, checked: check.value };
}
