/**
 * Copying this package's starter (`examples/starter/`) into a folder as a new library: the files
 * are rewritten with the library's identity (`init-identity.ts`), the package is installed from a
 * tarball packed into the folder unless a fresh npm folder already has it, and a write that fails
 * leaves no half-made library (`init-target.ts` says which folders can take one).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join, relative, resolve } from 'node:path';
import { identityOf, renamedFile, rewriteStarterFile } from './init-identity.ts';
import { freshPackage, folderProblem, writeProblem, unwritableFolder } from './init-target.ts';

const PACKAGE_DIR = join(import.meta.dirname, '../..');
const STARTER_DIR = join(PACKAGE_DIR, 'examples/starter');

/** What the new library is called, how its case IDs start, and where its content lives. */
export interface InitChoices {
  folder: string;
  name: string;
  prefix: string;
  /** The repository's web address; a placeholder is written when it is not given. */
  repository?: string;
}

/** Files of the starter that are not copied: what a build or an install leaves behind. */
const SKIP = new Set(['node_modules', 'dist', '.astro', '.build-tmp', 'package-lock.json']);

/**
 * Copies the starter to `choices.folder` as the new library; returns the files written, relative
 * to the folder.
 * @throws Error when the folder cannot take a library (`folderProblem`, `unwritableFolder`; a
 *   write that fails is one line naming the folder as typed, `writeProblem`) or npm cannot pack this
 *   package.
 */
export function createLibrary(choices: InitChoices, starter = STARTER_DIR): string[] {
  const problem = folderProblem(choices.folder) ?? unwritableFolder(choices.folder);
  if (problem) throw new Error(problem);
  const to = resolve(choices.folder);
  const existed = existsSync(to);
  const existing = freshPackage(to)?.dependencies?.['incident-library'];
  // Packed before anything is written, so a failing `npm pack` leaves no half-made library.
  const tarball = existing ? undefined : packInto(mkdtempSync(join(tmpdir(), 'il-init-')));
  try {
    return copyStarter(choices, starter, to, existing, tarball);
  } catch (err) {
    // A write that failed (a full disk, a folder that turned read-only) leaves no half-made
    // library in a folder init made, and is one line naming the folder as typed.
    if (!existed) rmSync(to, { recursive: true, force: true });
    const line = writeProblem(choices.folder, err);
    throw line ? new Error(line, { cause: err }) : err;
  } finally {
    if (tarball) rmSync(dirname(tarball), { recursive: true, force: true });
  }
}

/** Copies the starter into `to` and rewrites it with the library's identity (`createLibrary`). */
function copyStarter(
  choices: InitChoices,
  starter: string,
  to: string,
  existing: string | undefined,
  tarball: string | undefined,
): string[] {
  mkdirSync(to, { recursive: true });
  const hadGitignore = existsSync(join(to, '.gitignore'));
  const ignored = hadGitignore ? readFileSync(join(to, '.gitignore'), 'utf8') : '';
  cpSync(starter, to, {
    recursive: true,
    filter: (src) => !SKIP.has(src.slice(src.lastIndexOf('/') + 1)),
  });
  // A fresh npm folder keeps how it installed this package; otherwise the new library installs
  // this package from a tarball packed into its folder, which works before the package is on the
  // registry and loads no second copy of Astro (a link to a clone would load the clone's).
  let dependency = existing;
  if (tarball) {
    const name = basename(tarball);
    cpSync(tarball, join(to, name));
    dependency = `file:${name}`;
  }
  const id = identityOf(choices);
  const written: string[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, d.name);
      if (d.name === 'node_modules' || d.name === '.git') continue;
      if (d.isDirectory()) walk(path);
      else if (/\.(md|mjs|ts|json|ya?ml)$/.test(d.name) && !path.endsWith('package-lock.json')) {
        const file = relative(to, path);
        writeFileSync(path, rewriteStarterFile(file, readFileSync(path, 'utf8'), id, dependency!));
        const name = renamedFile(d.name, id);
        if (name !== d.name) renameSync(path, join(dir, name));
        written.push(relative(to, join(dir, name)));
      }
    }
  };
  walk(to);
  if (hadGitignore) {
    // The starter's ignore list, added to the folder's own.
    const have = new Set(ignored.split('\n'));
    const add = readFileSync(join(to, '.gitignore'), 'utf8')
      .split('\n')
      .filter((l) => l && !have.has(l));
    writeFileSync(join(to, '.gitignore'), `${ignored.replace(/\n?$/, '\n')}${add.join('\n')}\n`);
  }
  return written.sort();
}

/**
 * Packs this package (`npm pack`) into `dir`; returns the tarball's path. npm runs on the Node
 * that runs this command (the system Node may be older), without the type-stripping hooks this
 * command's own processes load through NODE_OPTIONS.
 * @throws Error when npm fails, with the first line it printed.
 */
function packInto(dir: string): string {
  const { NODE_OPTIONS: _hooks, ...env } = process.env;
  const r = spawnSync('npm', ['pack', '--silent', '--pack-destination', dir], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
    env: { ...env, PATH: `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}` },
  });
  const name = r.stdout?.trim().split('\n').at(-1);
  if (r.status !== 0 || !name)
    throw new Error(`npm pack failed: ${(r.stderr || r.stdout || '').trim().split('\n')[0]}`);
  return join(dir, name);
}
