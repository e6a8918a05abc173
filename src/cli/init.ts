/**
 * `incident-library init <folder> --name "..." [--prefix ACME] [--repository URL]`: a new
 * incident library, copied from this package's starter (`examples/starter/`) with its own name,
 * case ID prefix, organisation, site and repository (`init-identity.ts` says how each file is
 * rewritten). The folder may be new, empty, or a fresh npm folder (`npm init` and `npm install
 * incident-library`, nothing else), so `init .` works there. Asks for what is missing when run in a
 * terminal (@clack/prompts), folder first so that a folder it cannot use is refused before any
 * other question; otherwise `--name` is required and the prefix is offered from the name. The
 * copy itself is `init-copy.ts`.
 */
import * as p from '@clack/prompts';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  parseLibraryOptions,
  LibraryOptionsError,
  formatProblem,
} from '../config/parse-options.ts';
import { fsPathLine } from '../node/fs-errors.ts';
import { argsProblem } from './args.ts';
import type { LibraryOptions } from '../config/options.ts';
import { createLibrary, type InitChoices } from './init-copy.ts';
import { prefixFromName } from './init-identity.ts';
import { folderProblem, unwritableFolder } from './init-target.ts';

/**
 * What the config's own rules say of the options init will write, or undefined when they accept
 * them: `given` over placeholder values for the rest, each problem as its one-line form.
 */
function optionsProblem(given: Partial<LibraryOptions>): string | undefined {
  try {
    parseLibraryOptions({ title: 'x', description: 'x', author: 'x', idPrefix: 'X', ...given });
    return undefined;
  } catch (err) {
    if (err instanceof LibraryOptionsError) return err.problems.map(formatProblem).join('; ');
    throw err;
  }
}

/** The problem with a name or prefix, or undefined (the rules are the config's own). */
export function choiceProblem(choices: { name: string; prefix: string }): string | undefined {
  // Named as the flags and questions name them, not as the option in astro.config.mjs.
  return optionsProblem({ title: choices.name, idPrefix: choices.prefix })?.replace(
    /(^|; )(title|idPrefix):/g,
    (_, sep: string, field: string) => `${sep}${field === 'title' ? 'name' : 'prefix'}:`,
  );
}

/** A repository address the config accepts, or the reason it does not. */
function repositoryProblem(url: string): string | undefined {
  return optionsProblem({ repository: { url } });
}

/** The web address of the git remote `origin` of `dir`, when it has one on https. */
function gitRemote(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const r = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: dir, encoding: 'utf8' });
  const url = r.status === 0 ? r.stdout.trim() : '';
  const ssh = /^git@([^:]+):(.+?)(?:\.git)?$/.exec(url);
  const web = ssh ? `https://${ssh[1]}/${ssh[2]}` : url.replace(/\.git$/, '');
  return /^https:\/\/[^\s"']+$/.test(web) && !repositoryProblem(web) ? web : undefined;
}

const USAGE =
  'usage: incident-library init <folder> --name "Globex Incident Library" [--prefix GLX] [--repository https://github.com/globex/incidents]';

/** The flags, as `parseArgs` reads them. */
const FLAGS = {
  name: { type: 'string' },
  prefix: { type: 'string' },
  repository: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** Asks for what the flags did not give, each answer checked as it is given. */
async function ask(given: Partial<InitChoices>): Promise<InitChoices | undefined> {
  p.intro('A new incident library');
  const answer = (v: string | symbol): string => {
    if (p.isCancel(v) || typeof v !== 'string') throw new Error('cancelled');
    return v;
  };
  try {
    const folder =
      given.folder ??
      answer(
        await p.text({
          message: 'Folder (. for this one)',
          placeholder: 'my-incidents',
          validate: (v) => (v ? (folderProblem(v) ?? unwritableFolder(v)) : 'a folder is needed'),
        }),
      );
    const name =
      given.name ??
      answer(
        await p.text({
          message: 'Library name',
          placeholder: 'Globex Incident Library',
          validate: (v) => (v ? choiceProblem({ name: v, prefix: 'X' }) : 'a name is needed'),
        }),
      );
    const offered = prefixFromName(name);
    const prefix =
      given.prefix ??
      answer(
        await p.text({
          message: 'Case ID prefix',
          placeholder: offered,
          defaultValue: offered,
          validate: (v) => (v ? choiceProblem({ name, prefix: v }) : undefined),
        }),
      );
    const remote = gitRemote(resolve(folder));
    const repository =
      given.repository ??
      (answer(
        await p.text({
          message: 'Repository address (optional; for "Edit this page")',
          placeholder: remote ?? 'https://github.com/your-org/incidents',
          defaultValue: remote ?? '',
          validate: (v) => (v ? repositoryProblem(v) : undefined),
        }),
      ) ||
        undefined);
    return { folder, name, prefix, repository };
  } catch {
    p.cancel('Nothing was written.');
    return undefined;
  }
}

/** Runs the command; returns the exit code. */
export async function runInit(
  argv: string[],
  interactive = process.stdin.isTTY === true,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: FLAGS });
  } catch (err) {
    console.error(
      argsProblem(err, argv, Object.keys(FLAGS)) ?? `${(err as Error).message}\n${USAGE}`,
    );
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const given: Partial<InitChoices> = {
    folder: parsed.positionals[0],
    name: parsed.values.name,
    prefix: parsed.values.prefix,
    repository: parsed.values.repository,
  };
  // Whatever was given is checked before any question is asked.
  const early =
    (given.folder !== undefined && folderProblem(given.folder)) ||
    (given.name !== undefined &&
      choiceProblem({ name: given.name, prefix: given.prefix ?? 'X' })) ||
    (given.repository !== undefined && repositoryProblem(given.repository));
  if (early) {
    console.error(early);
    return 2;
  }
  let choices: InitChoices | undefined;
  if (interactive && (!given.folder || !given.name)) {
    choices = await ask(given);
    if (!choices) return 1;
  } else if (!given.folder || !given.name) {
    console.error(`the folder and --name are required\n${USAGE}`);
    return 2;
  } else {
    choices = {
      folder: given.folder,
      name: given.name,
      prefix: given.prefix ?? prefixFromName(given.name),
      repository: given.repository,
    };
  }
  try {
    const files = createLibrary(choices);
    const cd = resolve(choices.folder) === process.cwd() ? '' : `cd ${choices.folder} && `;
    const next = `Wrote ${files.length} files to ${choices.folder} (case IDs ${choices.prefix}-0001 on). Next: ${cd}npm install && npm run dev`;
    if (interactive) p.outro(next);
    else console.log(next);
    return 0;
  } catch (err) {
    // A file-system error init did not foresee names its path as typed, not the machine's.
    const shown = (path: string) => relative(process.cwd(), path) || '.';
    console.error(fsPathLine(err, shown) ?? (err as Error).message.split('\n')[0]);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await runInit(process.argv.slice(2));
