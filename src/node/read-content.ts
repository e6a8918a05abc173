/**
 * Reads every file under `content/` from disk for `buildLibrary`. Symbolic links are refused
 * (never followed), files over the size limit are refused before they are read, and every other
 * file is returned, whatever its name: `classifyPath` refuses what is not content, nothing is
 * skipped silently.
 */
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import type { ContentIssue } from '../model/errors.ts';
import { maxBytesOf } from '../model/frontmatter.ts';
import type { SourceFile } from '../model/library.ts';

/**
 * A file listed and then gone before it was read: an editor's temporary file, or a save by
 * rename. One line, no hint: the content changed under the reading, so the run says which file
 * and asks for another.
 */
export function vanishedIssue(file: string): ContentIssue {
  return {
    file,
    line: 1,
    col: 1,
    field: '',
    message:
      "the file vanished while content was read (an editor's temporary file, or a save by rename): run again",
  };
}

/** Thrown where a file is read after the listing (lazily, or by a worker): its message is the issue's line. */
export class VanishedFileError extends Error {
  readonly file: string;
  constructor(file: string) {
    const i = vanishedIssue(file);
    super(`${i.file}:1:1 ${i.message}`);
    this.name = 'VanishedFileError';
    this.file = file;
  }
}

/**
 * The file a `VanishedFileError` names, also as a worker thread sends it back (its message
 * kept, its class lost).
 */
export function vanishedFileOf(err: unknown): string | undefined {
  if (err instanceof VanishedFileError) return err.file;
  const m =
    err instanceof Error
      ? /^(.+):1:1 the file vanished while content was read/.exec(err.message)
      : null;
  return m?.[1];
}

/** True for the error of a file or folder that is no longer there. */
export function isGone(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Files found under `contentDir`, and the ones refused before reading. */
export interface ReadResult {
  files: SourceFile[];
  issues: ContentIssue[];
}

/**
 * The files published with the site from its public folder (Astro's `publicDir`, by default
 * `<root>/public`, as astro.config.mjs has it), as `/`-separated paths inside it
 * (`favicon.svg`, `icons/search.svg`), sorted: what relative images and links in bodies may name.
 * Empty when the folder does not exist.
 */
export function listAssets(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const path = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(join(dir, d.name), path);
      else if (d.isFile()) out.push(path);
    }
  };
  walk(dir, '');
  return out.sort();
}

/** Reads a file without following a symbolic link, even one swapped in after the folder was listed. */
export function readNoFollow(abs: string): Buffer {
  const fd = openSync(abs, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `readNoFollow`, with a file that is gone reported as a `VanishedFileError` naming `file`. */
export function readOrVanished(file: string, abs: string): Buffer {
  try {
    return readNoFollow(abs);
  } catch (err) {
    if (isGone(err)) throw new VanishedFileError(file);
    throw err;
  }
}

/**
 * Walks the content folder and returns its files with paths that start `content/`.
 * @param root the repository root (used to find the content folder).
 * @param options.lazy read each file only when its `content` is first used (the validator's
 *   cache decides most files by their `stat` alone).
 */
export function readContentTree(
  root: string,
  contentDir: string,
  options: { lazy?: boolean } = {},
): ReadResult {
  const rootDir = dirname(contentDir);
  const files: SourceFile[] = [];
  const issues: ContentIssue[] = [];
  const refuse = (file: string, message: string, hint: string) =>
    issues.push({ file, line: 1, col: 1, field: '', message, hint });
  // Paths by concatenation: `join` and `relative` per file are a measurable share of a 10,000-file walk.
  const gone = (file: string, err: unknown) => {
    if (!isGone(err)) throw err;
    issues.push(vanishedIssue(file));
  };
  const walk = (dir: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      return gone(rel, err);
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of entries) {
      const abs = `${dir}${sep}${d.name}`;
      const file = `${rel}/${d.name}`;
      if (d.isSymbolicLink())
        refuse(
          file,
          'symbolic links are not followed in content/',
          'replace the link with the file itself',
        );
      else if (d.isDirectory()) walk(abs, file);
      else if (!d.isFile()) refuse(file, 'not a regular file', 'remove it');
      else {
        let st;
        try {
          st = lstatSync(abs);
        } catch (err) {
          gone(file, err);
          continue;
        }
        if (!st.isFile()) refuse(file, 'not a regular file', 'remove it');
        else if (st.size > maxBytesOf(file))
          refuse(
            file,
            `file is ${st.size} bytes, over the ${maxBytesOf(file)}-byte limit`,
            'split it, or cut what does not belong on one page',
          );
        else {
          const stat = { size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs, ino: st.ino };
          if (!options.lazy) {
            let content;
            try {
              content = readNoFollow(abs);
            } catch (err) {
              gone(file, err);
              continue;
            }
            files.push({ file, content, stat, path: abs });
          } else {
            let content: Buffer | undefined;
            files.push({
              file,
              stat,
              path: abs,
              get content() {
                return (content ??= readOrVanished(file, abs));
              },
            });
          }
        }
      }
    }
  };
  if (!existsSync(contentDir)) {
    refuse(
      relative(rootDir, contentDir).split(sep).join('/') || 'content',
      'the content folder does not exist',
      "run the command in the library's folder, or set `contentDir` in astro.config.mjs to its content folder",
    );
    return { files, issues };
  }
  const rel = relative(rootDir, contentDir).split(sep).join('/');
  walk(contentDir, rel);
  // A folder without cases (an empty or wrong checkout) would validate, and the build would
  // publish an empty site over the full one.
  if (!files.some((f) => f.file.startsWith(`${rel}/cases/`) && f.file.endsWith('.md')))
    refuse(
      `${rel}/cases`,
      'no case file: the content folder holds no case, and a site built from it would replace the published one with an empty site',
      `cases live in ${rel}/cases/ (one file a case, named by its ID): check the checkout, or \`contentDir\` in astro.config.mjs`,
    );
  return { files, issues };
}

/**
 * A digest of the content folder as `stat` sees it: each file's path, size, modification and
 * change times and inode, and the files refused. It changes when a file is added, removed,
 * renamed or written; no file is read.
 */
export function contentStamp(root: string, contentDir: string): string {
  const { files, issues } = readContentTree(root, contentDir, { lazy: true });
  const hash = createHash('sha256');
  for (const f of files)
    hash.update(
      `${f.file}\0${f.stat?.size}\0${f.stat?.mtimeMs}\0${f.stat?.ctimeMs}\0${f.stat?.ino}\n`,
    );
  for (const i of issues) hash.update(`!${i.file}\0${i.message}\n`);
  return hash.digest('hex');
}
