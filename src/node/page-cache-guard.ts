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
 *
 * And a copy can be damaged after the build that wrote it (altered, cut short, emptied): Astro
 * restores it unread whenever the page's key is unchanged, and it stays through every later
 * build. So a build that passed its checks records the digest of each kept page as published,
 * with its key (`recordPages`), and the next one deletes every copy that is not that page under
 * that key before Astro runs (`verifyPages`): Astro renders those pages again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writingTo } from './fs-errors.ts';

/** The mark's file name in Astro's cache folder. */
export const PAGES_IN_PROGRESS = 'incident-library-pages-in-progress';
/** Astro's file of page keys, as Astro 7 names it. */
export const ASTRO_PAGE_KEYS = 'incremental-build.json';
/** Astro's folder of page copies in its cache folder, as Astro 7 names it. */
export const ASTRO_COPIES = 'dist';

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

/** The digests of the kept pages a finished build published, with their keys, in Astro's cache folder. */
export const PAGE_DIGESTS = 'incident-library-page-digests.json';

/** A page Astro keeps a copy of: its path, its key, and its file as Astro names it (relative to the output). */
interface KeyedPage {
  cacheKey: string;
  outputFile: string;
}

/** The pages Astro's keys file names (none when there is none, or it cannot be read). */
function keyedPages(cacheDir: string): KeyedPage[] {
  let manifest: { routes?: Record<string, { paths?: Record<string, Partial<KeyedPage>> }> };
  try {
    manifest = JSON.parse(readFileSync(join(cacheDir, ASTRO_PAGE_KEYS), 'utf8')) as typeof manifest;
  } catch {
    return [];
  }
  const out: KeyedPage[] = [];
  for (const route of Object.values(manifest.routes ?? {}))
    for (const p of Object.values(route.paths ?? {}))
      if (typeof p.cacheKey === 'string' && typeof p.outputFile === 'string')
        out.push({ cacheKey: p.cacheKey, outputFile: p.outputFile });
  return out;
}

/** The file of `outputFile` (a URL path relative to a folder, as Astro records it) under `dir`. */
function fileUnder(dir: string, outputFile: string): string {
  return fileURLToPath(new URL(outputFile, pathToFileURL(`${dir}${sep}`)));
}

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/**
 * Called before Astro builds with `cacheDir`: every copy of a page that Astro may restore must
 * be, byte for byte, the page a build that passed its checks published under the same key
 * (`recordPages`). Each copy that is not (altered, cut short, emptied, or of a build that did
 * not finish) is deleted, so Astro renders that page again. Returns how many were deleted.
 */
export function verifyPages(cacheDir: string): number {
  const pages = keyedPages(cacheDir);
  if (!pages.length) return 0;
  let recorded: Record<string, [string, string]> = {};
  try {
    recorded = JSON.parse(readFileSync(join(cacheDir, PAGE_DIGESTS), 'utf8')) as typeof recorded;
  } catch {
    // none recorded: no copy can be trusted
  }
  const copies = join(cacheDir, ASTRO_COPIES);
  let dropped = 0;
  for (const p of pages) {
    const file = fileUnder(copies, p.outputFile);
    if (!existsSync(file)) continue;
    const r = Object.hasOwn(recorded, p.outputFile) ? recorded[p.outputFile] : undefined;
    let ok: boolean;
    try {
      ok = !!r && r[0] === p.cacheKey && sha1(readFileSync(file)) === r[1];
    } catch {
      ok = false;
    }
    if (!ok) {
      rmSync(file, { force: true });
      dropped++;
    }
  }
  return dropped;
}

/**
 * Called once the pages in `outDir` passed the post-build checks: records, for every page Astro
 * keeps a copy of, its key and the digest of the page as published, which `verifyPages` holds
 * the copy to on the next build.
 */
export function recordPages(cacheDir: string, outDir: string): void {
  const recorded: Record<string, [string, string]> = {};
  for (const p of keyedPages(cacheDir)) {
    try {
      recorded[p.outputFile] = [p.cacheKey, sha1(readFileSync(fileUnder(outDir, p.outputFile)))];
    } catch {
      // not published: its copy will not be trusted
    }
  }
  const file = join(cacheDir, PAGE_DIGESTS);
  const tmp = `${file}.${process.pid}.tmp`;
  writingTo(file, () => {
    try {
      writeFileSync(tmp, JSON.stringify(recorded));
      renameSync(tmp, file);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
  });
}

/**
 * The guard's whole step before Astro builds with `cacheDir`, as `npm run build` and a plain
 * `astro build` take it: `startPages`, then `verifyPages`. Returns the lines to print, one for
 * each that changed what Astro will restore (none when nothing did).
 */
export function guardPageCache(cacheDir: string): string[] {
  const notes: string[] = [];
  if (startPages(cacheDir))
    notes.push(
      'an earlier build stopped while Astro wrote its pages: every page is rendered again',
    );
  const dropped = verifyPages(cacheDir);
  if (dropped)
    notes.push(
      `${dropped} of the pages and social cards Astro kept were not the files last published: they are rendered again`,
    );
  return notes;
}
