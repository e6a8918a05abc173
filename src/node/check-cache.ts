/**
 * A cache of per-file check results (`checkFile` in `library.ts`), so `npm run validate`
 * re-parses only the files that changed while the checks across files still see every file.
 * After Astro's glob loader (which skips unchanged entries by digest) and git's index (which
 * trusts a file's stat to skip reading it):
 * - a result is valid for the SHA-1 digest of the file's bytes it was made from;
 * - to avoid even reading unchanged files, the file's size, mtime, ctime and inode are kept too,
 *   and a file whose stat is unchanged is not read. A file modified less than 2 s before the run
 *   started is "racy" (a second write could keep its mtime): its stat is not kept, so the next
 *   run reads and digests it.
 *
 * Results of valid entries are stored without `data` and headings (the checks across files use
 * `facts`, already flat arrays; only the build, which does not use the cache, needs the rest). The cache lives in `node_modules/.cache/incident-library/validate-<folder>.json` and is
 * thrown away whole when anything that decides a result changes: the validator's and the schemas'
 * source, the `yaml`, `zod` and `github-slugger` versions, or Node's version. A damaged cache file
 * is ignored, never trusted.
 */
import { hash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileCheck, FileCheckCache, SourceFile } from '../model/library.ts';
import type { FileStat } from './read-content.ts';

const FORMAT = 4;
const RACY_MS = 2000;
const HERE = import.meta.dirname;
const ROOT = join(HERE, '../..');

/** Every file whose content decides a `FileCheck`: the schemas, the parser, the checks, the libraries. */
export function sourcesOfTruth(): string[] {
  const model = ['frontmatter', 'friendly-parse', 'library', 'references', 'markdown-scan', 'errors', 'suggest', 'urls', 'raw-html', 'markdown-limits', 'timeline-checks', 'dates'].map((m) => join(ROOT, 'src/model', `${m}.ts`));
  const lib = [...model, join(HERE, 'check-cache.ts')];
  const schemas = readdirSync(join(ROOT, 'schemas')).filter((f) => f.endsWith('.ts')).sort().map((f) => join(ROOT, 'schemas', f));
  const packages = ['yaml', 'zod', 'github-slugger'].map((p) => join(ROOT, 'node_modules', p, 'package.json'));
  return [...lib, ...schemas, ...packages];
}

/** A digest of everything that decides a result; a cache written under another one is discarded. */
export function validatorVersion(): string {
  const parts = sourcesOfTruth().map((f) => {
    try {
      return readFileSync(f);
    } catch {
      return Buffer.from(`missing ${f}`);
    }
  });
  return hash('sha1', Buffer.concat([Buffer.from(`${FORMAT}\0${process.version}\0`), ...parts]));
}

type Stat = [number, number, number, number];
/** One cached result: the digest it belongs to, the stat that lets us skip reading (or 0), the result. */
type Stored = [string, Stat | 0, FileCheck];
interface CacheFile { format: number; version: string; files: Record<string, Stored> }

/** What is stored of a result: valid entries without `data` and headings, which only the build uses. */
function slim(check: FileCheck): FileCheck {
  if (!check.valid) return check;
  const { data: _data, headings: _headings, ...rest } = check;
  return rest;
}

/** A cache that is also told to write itself back. Counts this run's `hits`, `misses` and files digested (`reads`). */
export interface PersistentCache extends FileCheckCache { save(): void; hits: number; misses: number; reads: number }

const statKey = (s: FileStat): Stat => [s.size, s.mtimeMs, s.ctimeMs, s.ino];
const sameStat = (a: Stat | 0, b: FileStat) => a !== 0 && a[0] === b.size && a[1] === b.mtimeMs && a[2] === b.ctimeMs && a[3] === b.ino;

/**
 * Opens the cache for `contentDir` in `dir` (created on save). Only results used or made
 * during this run are written back, so entries of deleted files do not pile up.
 */
export function openCheckCache(dir: string, contentDir: string, version = validatorVersion()): PersistentCache {
  // One file per content folder, so fixture sites and the real content do not evict each other.
  const path = join(dir, `validate-${hash('sha1', contentDir).slice(0, 12)}.json`);
  const started = Date.now();
  let old: Record<string, Stored> = {};
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as CacheFile;
    if (stored?.format === FORMAT && stored.version === version && stored.files && typeof stored.files === 'object') old = stored.files;
  } catch {
    // no cache yet, or an unreadable one: start empty
  }
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
  const statOf = (source: SourceFile): Stat | 0 => (source.stat && source.stat.mtimeMs < started - RACY_MS ? statKey(source.stat) : 0);
  let changed = false;
  const cache: PersistentCache = {
    hits: 0,
    misses: 0,
    reads: 0,
    get(source) {
      // Looked up or stored already in this run (e.g. by `checkInParallel`): not counted again.
      if (now[source.file] && now[source.file][0] === (digests.get(source) ?? now[source.file][0])) return now[source.file][2];
      const prev = Object.hasOwn(old, source.file) ? old[source.file] : undefined;
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
      now[source.file] = [digestOf(source), statOf(source), slim(check)];
      changed = true;
    },
    save() {
      if (!changed && Object.keys(now).length === Object.keys(old).length) return;
      mkdirSync(dir, { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ format: FORMAT, version, files: now } satisfies CacheFile));
      renameSync(tmp, path);
    },
  };
  return cache;
}

/** Where `npm run validate` keeps its caches for the project at `root` (`IL_VALIDATE_CACHE` overrides it). */
export function defaultCacheDir(root: string): string {
  return process.env.IL_VALIDATE_CACHE ?? join(root, 'node_modules', '.cache', 'incident-library');
}
