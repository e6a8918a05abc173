/**
 * `incident-library init <folder> --name "..." --prefix ACME`: a new incident library, copied
 * from this package's starter (`examples/starter/`) with its own name and case ID prefix. The
 * starter's example cases, template and links are renamed to the new prefix. Asks for what is
 * missing when run in a terminal (@clack/prompts); otherwise the flags are required.
 */
import * as p from '@clack/prompts';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import GithubSlugger from 'github-slugger';
import {
  parseLibraryOptions,
  LibraryOptionsError,
  formatProblem,
} from '../config/parse-options.ts';

const PACKAGE_DIR = join(import.meta.dirname, '../..');
const STARTER = join(PACKAGE_DIR, 'examples/starter');
const STARTER_PREFIX = 'ACME';
const STARTER_TITLE = 'Acme Incident Library';

/** What the new library is called and how its case IDs start. */
export interface InitChoices {
  folder: string;
  name: string;
  prefix: string;
}

/** Files of the starter that are not copied: what a build or an install leaves behind. */
const SKIP = new Set(['node_modules', 'dist', '.astro', '.build-tmp', 'package-lock.json']);

/** The problem with a choice, or undefined (the prefix and name rules are the config's own). */
export function choiceProblem(choices: Omit<InitChoices, 'folder'>): string | undefined {
  try {
    parseLibraryOptions({
      title: choices.name,
      description: 'x',
      author: 'x',
      idPrefix: choices.prefix,
    });
    return undefined;
  } catch (err) {
    if (err instanceof LibraryOptionsError) return err.problems.map(formatProblem).join('; ');
    throw err;
  }
}

/**
 * The starter's text with the new name and prefix.
 * @param dependency how the new library names this package: a version range (`^0.1.0`), or a
 *   `file:` path to it when it runs from a clone rather than from an installed package.
 */
export function renamed(
  text: string,
  choices: Omit<InitChoices, 'folder'>,
  dependency: string,
): string {
  const slug = new GithubSlugger().slug(choices.name);
  return text
    .replaceAll(STARTER_TITLE, choices.name)
    .replaceAll(`${STARTER_PREFIX}-`, `${choices.prefix}-`)
    .replaceAll(`idPrefix: '${STARTER_PREFIX}'`, `idPrefix: '${choices.prefix}'`)
    .replaceAll('"name": "acme-incident-library"', `"name": "${slug}"`)
    .replaceAll('"incident-library": "^0.1.0"', `"incident-library": "${dependency}"`);
}

/** Copies the starter to `choices.folder` with the new name and prefix; returns the files written. */
export function createLibrary(choices: InitChoices, starter = STARTER): string[] {
  const to = resolve(choices.folder);
  if (existsSync(to) && readdirSync(to).length)
    throw new Error(`${choices.folder} exists and is not empty: choose a new folder`);
  const { version } = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  cpSync(starter, to, {
    recursive: true,
    filter: (src) => !SKIP.has(src.slice(src.lastIndexOf('/') + 1)),
  });
  // From a clone of the generator, the new library installs this package from a tarball packed
  // into its folder (a link to the clone would load a second copy of Astro from the clone's
  // node_modules); from an installed package, the same version from the registry.
  const dependency = PACKAGE_DIR.split(/[\\/]/).includes('node_modules')
    ? `^${version}`
    : `file:${packInto(to)}`;
  const written: string[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, d.name);
      if (d.isDirectory()) walk(path);
      else if (/\.(md|mjs|ts|json|ya?ml)$/.test(d.name)) {
        writeFileSync(path, renamed(readFileSync(path, 'utf8'), choices, dependency));
        const name = d.name.replace(`${STARTER_PREFIX}-`, `${choices.prefix}-`);
        if (name !== d.name) renameSync(path, join(dir, name));
        written.push(relative(to, join(dir, name)));
      }
    }
  };
  walk(to);
  return written.sort();
}

/**
 * Packs this package (`npm pack`) into `dir`; returns the tarball's file name.
 * @throws Error when npm fails, with what it printed.
 */
function packInto(dir: string): string {
  const r = spawnSync('npm', ['pack', '--silent', '--pack-destination', dir], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
  });
  const name = r.stdout?.trim().split('\n').at(-1);
  if (r.status !== 0 || !name) throw new Error(`npm pack failed: ${r.stderr || r.stdout}`);
  return name;
}

const USAGE = 'usage: incident-library init <folder> --name "Acme Incident Library" --prefix ACME';

/** Runs the command; returns the exit code. */
export async function runInit(
  argv: string[],
  interactive = process.stdin.isTTY === true,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, prefix: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  let folder = parsed.positionals[0];
  let name = parsed.values.name;
  let prefix = parsed.values.prefix;
  if (interactive && (!folder || !name || !prefix)) {
    p.intro('A new incident library');
    const answer = (v: string | symbol): string => {
      if (typeof v !== 'string') throw new Error('cancelled');
      return v;
    };
    try {
      folder ??= answer(await p.text({ message: 'Folder', placeholder: 'my-incidents' }));
      name ??= answer(
        await p.text({ message: 'Library name', placeholder: 'Acme Incident Library' }),
      );
      prefix ??= answer(
        await p.text({
          message: 'Case ID prefix',
          placeholder: 'ACME',
          validate: (v) => (v && choiceProblem({ name: name!, prefix: v })) || undefined,
        }),
      );
    } catch {
      p.cancel('Nothing was written.');
      return 1;
    }
  }
  if (!folder || !name || !prefix) {
    console.error(`the folder, --name and --prefix are required\n${USAGE}`);
    return 2;
  }
  const problem = choiceProblem({ name, prefix });
  if (problem) {
    console.error(problem);
    return 2;
  }
  try {
    const files = createLibrary({ folder, name, prefix });
    const next = `Wrote ${files.length} files to ${folder}. Next: cd ${folder} && npm install && npm run build`;
    if (interactive) p.outro(next);
    else console.log(next);
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await runInit(process.argv.slice(2));
