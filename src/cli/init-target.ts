/**
 * Whether a folder can take a new library (`incident-library init`, `init.ts`): empty, or a fresh
 * npm folder, not a file, a dangling link or a package.json that is not an object, and writable;
 * and a failed write as one line naming the folder as the user typed it.
 */
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FsWriteError, fsReason } from '../node/fs-errors.ts';

/** What a fresh npm folder may hold besides nothing: what `npm init` and `npm install` leave. */
const FRESH = new Set([
  'package.json',
  'package-lock.json',
  'node_modules',
  '.git',
  '.gitignore',
  '.npmrc',
]);
/** The dependencies a fresh npm folder may already have. */
const FRESH_DEPENDENCIES = new Set(['incident-library', 'astro', 'node']);

/**
 * The package.json of a fresh npm folder, or undefined when there is none.
 * @throws Error when it is not JSON, or not an object (`null`, a list, a string).
 */
export function freshPackage(dir: string): { dependencies?: Record<string, string> } | undefined {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return undefined;
  const pkg: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof pkg !== 'object' || pkg === null || Array.isArray(pkg))
    throw new Error('package.json is not an object');
  return pkg as { dependencies?: Record<string, string> };
}

/** True when `path` is a symbolic link (false when it, or a part of its path, is not there). */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Why `folder` cannot take a new library, or undefined when it can: it does not exist, is
 * empty, or is a fresh npm folder.
 */
export function folderProblem(folder: string): string | undefined {
  const to = resolve(folder);
  // A symbolic link to nothing: making the folder fails, and removing what was made removes the link.
  if (!existsSync(to))
    return isLink(to)
      ? `${folder} is a symbolic link to nothing: make the folder it points to, or choose another folder`
      : undefined;
  if (!statSync(to).isDirectory()) return `${folder} is a file, not a folder: choose a folder`;
  const extra = readdirSync(to).filter((n) => !FRESH.has(n));
  if (extra.length)
    return `${folder} is not empty (it holds ${extra.slice(0, 3).join(', ')}${extra.length > 3 ? ', ...' : ''}): choose a new or empty folder, or one with only npm's files`;
  let pkg;
  try {
    pkg = freshPackage(to);
  } catch {
    return `${folder}/package.json is not a JSON object, as npm writes one: fix or remove it`;
  }
  const other = Object.keys({
    ...pkg?.dependencies,
    ...(pkg as { devDependencies?: object })?.devDependencies,
  }).filter((d) => !FRESH_DEPENDENCIES.has(d));
  if (other.length)
    return `${folder}/package.json already depends on ${other.join(', ')}: init writes a library's own package.json, so choose a new or empty folder`;
  return undefined;
}

/**
 * The one line for a file-system error `err` met while making a library in `folder`, named as
 * the user typed it (`cannot write my-lib: not writable (permission denied) (EACCES)`; the
 * reasons are `fsReason`'s), or undefined for another error.
 */
export function writeProblem(folder: string, err: unknown): string | undefined {
  return fsReason(err) === undefined ? undefined : new FsWriteError(folder, err).message;
}

/**
 * Why init cannot write `folder`, found before anything is written: the nearest part of its path
 * that exists must be a folder this process may write (a path through a file is ENOTDIR, a
 * folder of another user EACCES). Undefined when it can.
 */
export function unwritableFolder(folder: string): string | undefined {
  let at = resolve(folder);
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  try {
    if (!statSync(at).isDirectory())
      throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${folder}'`), {
        code: 'ENOTDIR',
      });
    accessSync(at, constants.W_OK);
  } catch (err) {
    return writeProblem(folder, err) ?? (err as Error).message;
  }
  return undefined;
}
