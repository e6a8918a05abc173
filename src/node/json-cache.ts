/**
 * The one way our caches live on disk: a JSON file holding `{ version, value }`, read back only
 * under the same `version`, written atomically (a temporary file renamed over the old one, so a
 * reader never sees half a file). A missing, damaged or stale file reads as `undefined`: a cache
 * is never trusted, only used. `npm run validate` keeps its per-file results and run summary
 * this way, and the post-build checks their html-validate results.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writingTo } from './fs-errors.ts';

/** The cached value at `path` if it was written under `version`; else undefined. */
export function readJsonCache<T>(path: string | undefined, version: string): T | undefined {
  if (!path) return undefined;
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown; value?: unknown };
    return stored && stored.version === version && stored.value !== undefined
      ? (stored.value as T)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `value` under `version` to `path` (folders created); nothing when `path` is undefined. */
export function writeJsonCache(path: string | undefined, version: string, value: unknown): void {
  if (!path) return;
  const tmp = `${path}.${process.pid}.tmp`;
  writingTo(path, () => {
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(tmp, JSON.stringify({ version, value }));
      renameSync(tmp, path);
    } catch (err) {
      // A full disk leaves a half-written file: never left for a later run to trip over.
      rmSync(tmp, { force: true });
      throw err;
    }
  });
}

/**
 * A digest of everything a cached result depends on: `salt` (a format number, Node's version),
 * every `.ts` file of each folder in `dirs` (sorted, so the digest is stable) and each file in
 * `files` (e.g. a package's package.json for its version). A missing file or folder counts as
 * "missing", so the digest still changes when it appears.
 */
export function sourcesDigest(
  salt: string,
  dirs: readonly string[],
  files: readonly string[] = [],
): string {
  const h = createHash('sha1').update(salt);
  const add = (f: string) => {
    h.update(`\0${f}\0`);
    try {
      h.update(readFileSync(f));
    } catch {
      h.update('missing');
    }
  };
  for (const dir of dirs) {
    let names: string[] = [];
    try {
      names = readdirSync(dir)
        .filter((n) => n.endsWith('.ts'))
        .sort();
    } catch {
      h.update(`\0${dir}\0missing`);
    }
    for (const n of names) add(join(dir, n));
  }
  for (const f of files) add(f);
  return h.digest('hex');
}

/** The package's root folder (this file is `src/node/json-cache.ts`). */
const PACKAGE_ROOT = join(import.meta.dirname, '../..');

/**
 * `sourcesDigest` of `files` given relative to the package's root
 * (`src/postbuild/search-document.ts`, `node_modules/htmlparser2/package.json`): the version of
 * a cache of what those files compute.
 */
export function filesDigest(salt: string, files: readonly string[]): string {
  return sourcesDigest(
    salt,
    [],
    files.map((f) => join(PACKAGE_ROOT, f)),
  );
}
