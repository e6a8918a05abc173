/**
 * A cache of per-file check results (`checkFile` in `library.ts`), so a run re-parses only the
 * files that changed while the checks across files still see every file. Two users, each with a
 * file of its own: `npm run validate` (`purpose: 'validate'`) and the build's content loader
 * (`purpose: 'build'`, in Astro's cache folder, so a fresh `ASTRO_CACHE_DIR` is a cold build).
 * After Astro's glob loader (which skips unchanged entries by digest) and git's index (which
 * trusts a file's stat to skip reading it):
 * - a result is valid for the SHA-1 digest of the file's bytes it was made from;
 * - to avoid even reading unchanged files, the file's size, mtime, ctime and inode are kept too,
 *   and a file whose stat is unchanged is not read. A file modified less than 2 s before the run
 *   started is "racy" (a second write could keep its mtime): its stat is not kept, so the next
 *   run reads and digests it.
 *
 * What is stored of a result depends on the purpose: the validator's checks across files use
 * `facts` (already flat arrays), so it keeps valid entries without `data` and headings; the build
 * renders from them, so it keeps them too (a result is plain JSON that reads back exactly as
 * `checkFile` made it; the body's tree is never stored: an entry that must be rendered parses its
 * body again). The dates against today and the checks across files are not part of a result:
 * `buildLibrary` runs them on every file every time. The cache is thrown away whole when anything
 * that decides a result changes (`validatorVersion`); a damaged or foreign cache file, or an
 * entry of the wrong shape, is ignored, never trusted.
 */
import { hash } from 'node:crypto';
import { join } from 'node:path';
import type { FileCheck, FileCheckCache, FileStat, SourceFile } from '../model/library.ts';
import { readJsonCache, sourcesDigest, writeJsonCache } from './json-cache.ts';

const FORMAT = 6;
const RACY_MS = 2000;
const ROOT = join(import.meta.dirname, '../..');

/**
 * A digest of everything that decides a result: the whole content model (`src/model/`), the
 * schemas, the versions of `yaml`, `zod`, `gray-matter`, `github-slugger` and the Markdown parser
 * (the body's tree decides its headings, links and findings) and Node's; a cache written under
 * another one is discarded.
 */
export function validatorVersion(): string {
  const packages = [
    'yaml',
    'zod',
    'gray-matter',
    'github-slugger',
    'remark-parse',
    'micromark',
    'mdast-util-gfm',
    'micromark-extension-gfm-table',
    'micromark-extension-gfm-footnote',
  ].map((p) => join(ROOT, 'node_modules', p, 'package.json'));
  return sourcesDigest(
    `${FORMAT}\0${process.version}`,
    [join(ROOT, 'src/model'), join(ROOT, 'schemas')],
    packages,
  );
}

type Stat = [number, number, number, number];
/** One cached result: the digest it belongs to, the stat that lets us skip reading (or 0), the result. */
type Stored = [string, Stat | 0, FileCheck];

/** Who a cache is for: it names the file and decides what is stored of a result. */
export type CheckCachePurpose = 'validate' | 'build';

/** What `npm run validate` stores of a result: valid entries without `data` and headings, which only the build uses. */
export function slim(check: FileCheck): FileCheck {
  if (!check.valid) return check;
  const { data: _data, headings: _headings, ...rest } = check;
  return rest;
}

/** True when `v` has the shape of a stored result for `file` (a damaged or edited cache entry is a miss). */
function isStored(v: unknown, file: string): v is Stored {
  if (
    !Array.isArray(v) ||
    v.length !== 3 ||
    typeof v[0] !== 'string' ||
    (v[1] !== 0 && !(Array.isArray(v[1]) && v[1].length === 4))
  )
    return false;
  const c = v[2] as Partial<FileCheck> | null;
  return (
    !!c &&
    typeof c === 'object' &&
    c.file === file &&
    !!c.classified &&
    typeof c.classified === 'object' &&
    Array.isArray(c.issues)
  );
}

/** A cache that is also told to write itself back. Counts this run's `hits`, `misses` and files digested (`reads`). */
export interface PersistentCache extends FileCheckCache {
  save(): void;
  hits: number;
  misses: number;
  reads: number;
}

const statKey = (s: FileStat): Stat => [s.size, s.mtimeMs, s.ctimeMs, s.ino];
const sameStat = (a: Stat | 0, b: FileStat) =>
  a !== 0 && a[0] === b.size && a[1] === b.mtimeMs && a[2] === b.ctimeMs && a[3] === b.ino;

/** How `openCheckCache` runs. */
export interface CheckCacheOptions {
  /** The library's content rules: results made under other rules (another ID prefix) never match. */
  rules: { key: string };
  /** Default `validate`. */
  purpose?: CheckCachePurpose;
  /** Default `validatorVersion()`; tests pass their own. */
  version?: string;
}

/**
 * Opens the cache for `contentDir` in `dir` (created on save). Only results used or made
 * during this run are written back, so entries of deleted files do not pile up. Meant for one
 * run over one reading of the files: a second reading needs a new cache.
 */
export function openCheckCache(
  dir: string,
  contentDir: string,
  options: CheckCacheOptions,
): PersistentCache {
  const purpose = options.purpose ?? 'validate';
  const version = `${options.version ?? validatorVersion()}\0${purpose}\0${options.rules.key}`;
  const keep = purpose === 'build' ? (check: FileCheck) => check : slim;
  // One file per content folder, so fixture sites and the real content do not evict each other.
  const path = join(dir, `${purpose}-${hash('sha1', contentDir).slice(0, 12)}.json`);
  const started = Date.now();
  const stored = readJsonCache<Record<string, unknown>>(path, version);
  const old: Record<string, unknown> =
    stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  const now: Record<string, Stored> = Object.create(null);
  const digests = new WeakMap<SourceFile, string>();
  const digestOf = (source: SourceFile) => {
    let d = digests.get(source);
    if (d === undefined) {
      cache.reads++;
      digests.set(source, (d = hash('sha1', source.content)));
    }
    return d;
  };
  const statOf = (source: SourceFile): Stat | 0 =>
    source.stat && source.stat.mtimeMs < started - RACY_MS ? statKey(source.stat) : 0;
  let changed = false;
  const cache: PersistentCache = {
    hits: 0,
    misses: 0,
    reads: 0,
    get(source) {
      // Looked up or stored already in this run (e.g. by `checkInParallel`): not counted again.
      if (now[source.file] && now[source.file][0] === (digests.get(source) ?? now[source.file][0]))
        return now[source.file][2];
      const entry = Object.hasOwn(old, source.file) ? old[source.file] : undefined;
      const prev = isStored(entry, source.file) ? entry : undefined;
      if (prev && source.stat && sameStat(prev[1], source.stat)) {
        now[source.file] = prev;
        cache.hits++;
        return prev[2];
      }
      if (prev && prev[0] === digestOf(source)) {
        now[source.file] = [prev[0], statOf(source), prev[2]];
        changed = true;
        cache.hits++;
        return prev[2];
      }
      cache.misses++;
      return undefined;
    },
    set(source, check, digest) {
      if (digest !== undefined && !digests.has(source)) digests.set(source, digest);
      now[source.file] = [digestOf(source), statOf(source), keep(check)];
      changed = true;
    },
    save() {
      if (!changed && Object.keys(now).length === Object.keys(old).length) return;
      writeJsonCache(path, version, now);
    },
  };
  return cache;
}

/** Where `npm run validate` keeps its caches for the project at `root`. */
export function defaultCacheDir(root: string): string {
  return join(root, 'node_modules', '.cache', 'incident-library');
}
