/**
 * Rendered bodies kept as files beside Astro's cache, one per entry, instead of in the content
 * data store. The store is serialised into one string and compiled into one module; the bodies
 * were half of it (4.0 of 7.4 MB at 1,000 cases), and at 100,000 cases the store passed the
 * longest string V8 can hold (about 512 MiB: `RangeError: Invalid string length` while Astro
 * wrote it). A page reads its body's file when it renders.
 *
 * Layout: `<cacheDir>/incident-library-bodies/<collection>/<id>.<digest>.html`, the entry's
 * rendered HTML as our pipeline wrote it (sanitised). The name carries the digest the body was
 * rendered for, because the store that points at it is written later than the file: a build
 * stopped in between leaves the store with the old digest, and a later build whose entry has that
 * old digest again must not take the newer body for it. With the digest in the name, the store's
 * path can only name a body of its own digest. A file is written whole (a temporary name, then a
 * rename); the store also keeps the SHA-1 of the HTML, and a file that no longer holds it is
 * rendered again (`bodyFileHolds`). Files no entry points at are removed after each sync.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { asWriteError } from './fs-errors.ts';

const FOLDER = 'incident-library-bodies';

/**
 * The file of one entry's rendered body (absolute path) for the entry digest `digest` (Astro's
 * `generateDigest`; any string, kept safe as a file name).
 */
export function bodyFile(cacheDir: string, collection: string, id: string, digest: string): string {
  return join(
    cacheDir,
    FOLDER,
    collection,
    `${encodeURIComponent(id)}.${encodeURIComponent(digest)}.html`,
  );
}

/**
 * Writes body files on Node's thread pool instead of the calling thread, each whole: to a
 * temporary name, then renamed, its folder made first.
 */
export interface BodyFileWriter {
  /**
   * Starts writing `html` to `file`. Resolves at once while fewer than the writer's limit are in
   * flight, else once one of them is done; rejects with the first write's error (an
   * `FsWriteError` naming its file).
   */
  write(file: string, html: string): Promise<void>;
  /** Resolves when every write started is on disk; rejects with the first error. */
  flush(): Promise<void>;
}

/**
 * A writer with at most `limit` files in flight. The content sync writes a body file per entry
 * it renders; written one at a time on the main thread, they were 1.8 s of its 5.0 s at 5,000
 * cases (`writeFileSync`), while rendering waited.
 */
export function bodyFileWriter(limit = 32): BodyFileWriter {
  const inFlight = new Set<Promise<void>>();
  const folders = new Map<string, Promise<unknown>>();
  let failed: unknown;
  // Named so profiles (bench/cpu-profile.ts) count its time as the content sync's body files.
  const writeBodyFile = async (file: string, html: string) => {
    const tmp = `${file}.${process.pid}.tmp`;
    const folder = join(file, '..');
    try {
      if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
      await folders.get(folder);
      await writeFile(tmp, html);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => undefined);
      throw asWriteError(file, err);
    }
  };
  return {
    async write(file, html) {
      if (failed) throw failed;
      const p: Promise<void> = writeBodyFile(file, html).then(
        () => void inFlight.delete(p),
        (err: unknown) => {
          inFlight.delete(p);
          failed ??= err;
        },
      );
      inFlight.add(p);
      if (inFlight.size >= limit) await Promise.race(inFlight);
      if (failed) throw failed;
    },
    async flush() {
      await Promise.all(inFlight);
      if (failed) throw failed;
    },
  };
}

/** The SHA-1 (hex) of a rendered body, kept with its entry so a damaged file is told apart. */
export function htmlDigest(html: string): string {
  return createHash('sha1').update(html).digest('hex');
}

/**
 * True when `file` exists and holds exactly the HTML whose `htmlDigest` is `digest`: a file that
 * was cut short, edited or replaced in the cache folder is rendered again rather than published.
 */
export function bodyFileHolds(file: string, digest: unknown): boolean {
  if (typeof digest !== 'string') return false;
  try {
    return htmlDigest(readFileSync(file, 'utf8')) === digest;
  } catch {
    return false;
  }
}

/**
 * Removes every file in `collection`'s body folder of this cache but those in `keep` (absolute
 * paths): bodies of earlier digests left by a build that stopped before its store was written,
 * and temporary files of an interrupted write.
 */
export function removeOtherBodyFiles(
  cacheDir: string,
  collection: string,
  keep: ReadonlySet<string>,
): void {
  const dir = join(cacheDir, FOLDER, collection);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names)
    if (!keep.has(join(dir, name))) rmSync(join(dir, name), { force: true });
}

/**
 * Reads a rendered body. Throws with the path when it is missing (the cache folder was deleted
 * during a build or a dev session: build again).
 */
export function readBodyFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(
      `the rendered body ${file} is missing from Astro's cache folder (deleted while building?); build again`,
      { cause: err },
    );
  }
}
