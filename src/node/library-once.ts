/**
 * The validated library, read once per process. `npm run build` validates all content before
 * Astro starts (so a bad file stops the build before anything is written), and Astro's content
 * loader then needs the same library: both call `libraryOnce`, which reads and checks `content/`
 * the first time and hands back the same result after that, so a build parses every file once.
 * Kept on globalThis because Astro loads the content config as a separate module instance in
 * the same process as `src/cli/build.ts`.
 */
import { resolve } from 'node:path';
import { sortIssues, type ContentIssue } from '../model/errors.ts';
import { buildLibrary, type Library } from '../model/library.ts';
import { readContentTree } from './read-content.ts';

const KEY = Symbol.for('incident-library.library');

/** A validated library, or every issue found (sorted by file and line). */
export type LibraryOnce = { root: string; library: Library; issues: ContentIssue[] };

/**
 * Reads and validates the content of the project at `root` (absolute path) once per process.
 * @returns the library and its issues; `issues` is empty when every file is valid.
 */
export function libraryOnce(projectRoot: string): LibraryOnce {
  const root = resolve(projectRoot);
  const g = globalThis as Record<symbol, LibraryOnce | undefined>;
  const cached = g[KEY];
  if (cached?.root === root) return cached;
  const read = readContentTree(root);
  const result = buildLibrary(read.files);
  const once = { root, library: result.library, issues: sortIssues([...read.issues, ...result.issues]) };
  g[KEY] = once;
  return once;
}

/**
 * Lets go of the library read by `libraryOnce` (after the Astro build, before the post-build
 * checks, so its memory can serve them). The next `libraryOnce` reads the content again.
 */
export function releaseLibraryOnce(): void {
  delete (globalThis as Record<symbol, unknown>)[KEY];
}
