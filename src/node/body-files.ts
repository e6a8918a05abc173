/**
 * Rendered bodies kept as files beside Astro's cache, one per entry, instead of in the content
 * data store. The store is serialised into one string and compiled into one module; the bodies
 * were half of it (4.0 of 7.4 MB at 1,000 cases), and at 100,000 cases the store passed the
 * longest string V8 can hold (about 512 MiB: `RangeError: Invalid string length` while Astro
 * wrote it). A page reads its body's file when it renders.
 *
 * Layout: `<cacheDir>/incident-library-bodies/<collection>/<id>.html`, the entry's rendered HTML
 * as our pipeline wrote it (sanitised). A file is replaced whole (write to a temporary name, then
 * rename), so a page rendering while the dev server re-renders an entry reads the old body or the new.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FOLDER = 'incident-library-bodies';

/** The file of one entry's rendered body (absolute path). */
export function bodyFile(cacheDir: string, collection: string, id: string): string {
  return join(cacheDir, FOLDER, collection, `${encodeURIComponent(id)}.html`);
}

/** Writes `html` to `file` atomically, creating its folder. */
export function writeBodyFile(file: string, html: string): void {
  mkdirSync(join(file, '..'), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, html);
  renameSync(tmp, file);
}

/** True when the file exists (an entry whose body file was deleted with part of the cache is rendered again). */
export function hasBodyFile(file: string): boolean {
  return existsSync(file);
}

/** Removes an entry's body file; no error when it is already gone. */
export function removeBodyFile(file: string): void {
  rmSync(file, { force: true });
}

/**
 * Reads a rendered body. Throws with the path when it is missing (the cache folder was deleted
 * during a build or a dev session: build again).
 */
export function readBodyFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`the rendered body ${file} is missing from Astro's cache folder (deleted while building?); build again`, { cause: err });
  }
}
