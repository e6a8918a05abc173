/**
 * The options that name a file of the project (`logo.src`, `podcast.image`, paths under the
 * public folder; `customCss` and `components`, paths from the project root) checked against the disk: a file that is not there is a problem of the option,
 * named as the options schema names its problems, before anything is built. Without this check
 * a missing logo passes validation and breaks the link on every page.
 *
 * One judgement for the command-line tools (`loadProject`) and the integration (Astro's config
 * setup, which is all `astro dev` runs); the schema itself reads no file.
 */
import { statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { LibraryConfig } from '../config/options.ts';
import { COMPONENT_SLOTS } from '../config/options-appearance.ts';
import { LibraryOptionsError, type OptionProblem } from '../config/parse-options.ts';

/** The options the check reads. */
type FileOptions = Pick<LibraryConfig, 'logo' | 'podcast' | 'customCss' | 'components'>;

/** The folders the check needs, absolute. */
export interface OptionFolders {
  root: string;
  publicDir: string;
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/**
 * A problem for each option naming a file that is not a file there, e.g. `logo.src:
 * public/logo.svg does not exist` (a path under the public folder) or `customCss.0:
 * src/styles/acme.css does not exist` (a path under the project root), the path as seen from
 * the project's root; `components` in the order of `COMPONENT_SLOTS`.
 */
export function optionFileProblems(config: FileOptions, folders: OptionFolders): OptionProblem[] {
  const named: [option: string, path: string | undefined][] = [
    ['logo.src', config.logo?.src],
    ['podcast.image', config.podcast.image],
  ];
  const problems: OptionProblem[] = [];
  for (const [option, path] of named) {
    if (path === undefined) continue;
    const file = join(folders.publicDir, path);
    if (isFile(file)) continue;
    const shown = relative(folders.root, file).split(sep).join('/');
    problems.push({
      option,
      message: `${shown} does not exist`,
      hint: `put the file there, or name one that is there; ${option} is a path under the public folder`,
    });
  }
  for (const [i, path] of config.customCss.entries()) {
    if (isFile(join(folders.root, path))) continue;
    const option = `customCss.${i}`;
    problems.push({
      option,
      message: `${path} does not exist`,
      hint: `put the stylesheet there, or name one that is there; ${option} is a path from the project root, e.g. "src/styles/custom.css"`,
    });
  }
  for (const slot of COMPONENT_SLOTS) {
    const path = config.components[slot];
    if (path === undefined || isFile(join(folders.root, path))) continue;
    const option = `components.${slot}`;
    problems.push({
      option,
      message: `${path} does not exist`,
      hint: `put the component there, or name one that is there; ${option} is a path from the project root, e.g. "src/components/${slot}.astro"`,
    });
  }
  return problems;
}

/**
 * Checks the options that name files.
 * @throws LibraryOptionsError naming each such option whose file is not there.
 */
export function checkOptionFiles(config: FileOptions, folders: OptionFolders): void {
  const problems = optionFileProblems(config, folders);
  if (problems.length) throw new LibraryOptionsError(problems);
}
