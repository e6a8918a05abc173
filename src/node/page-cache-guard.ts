/**
 * Keeps Astro's incremental page cache honest across a build that stops half-way.
 *
 * Astro's incremental build (`experimental.incrementalBuild`) keeps a copy of every page in
 * `<cacheDir>/dist/` and each page's `cacheKey` in `<cacheDir>/incremental-build.json` (the names
 * in Astro 7's `core/build/incremental.js`). It overwrites the copies while it renders and writes
 * the keys only at the end. A build stopped in between (Ctrl-C, `kill`, a crash, a failed page)
 * leaves the old keys naming the new copies, and a later build whose content has an old key again
 * (an edit taken back) would restore the newer page and publish it.
 *
 * So `npm run build` marks the cache folder while Astro runs (`PAGES_IN_PROGRESS`) and clears the
 * mark once Astro has finished. A build that finds a mark left by one that did not finish forgets
 * the keys first: every page is rendered again, once. The mark is a file, so it also outlives a
 * build killed without a chance to clean up.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writingTo } from './fs-errors.ts';

/** The mark's file name in Astro's cache folder. */
export const PAGES_IN_PROGRESS = 'incident-library-pages-in-progress';
/** Astro's file of page keys, as Astro 7 names it. */
export const ASTRO_PAGE_KEYS = 'incremental-build.json';

/**
 * Called before Astro builds with `cacheDir`: forgets Astro's page keys if the last build there
 * stopped while Astro ran, then sets the mark. Returns true when the keys were forgotten.
 */
export function startPages(cacheDir: string): boolean {
  const mark = join(cacheDir, PAGES_IN_PROGRESS);
  const stopped = existsSync(mark);
  if (stopped) rmSync(join(cacheDir, ASTRO_PAGE_KEYS), { force: true });
  writingTo(mark, () => {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(mark, `${process.pid}\n`);
  });
  return stopped;
}

/** Called once Astro has finished (its keys are written, or it stopped before rendering anything): clears the mark. */
export function endPages(cacheDir: string): void {
  rmSync(join(cacheDir, PAGES_IN_PROGRESS), { force: true });
}
