/**
 * The Vite plugin behind the integration's virtual modules:
 * - `virtual:incident-library/config`: the validated options and the project's folders, as plain
 *   data, for pages, the content loader and the collections;
 * - `virtual:incident-library/user-css`: an import of each of the library's `customCss` files, in
 *   order, which the page layout imports after the package's own stylesheet, so Astro bundles
 *   them after it and their rules win over ours of the same specificity (as Starlight does);
 * - `virtual:incident-library/words`: the words the browser scripts show (the search dialog and
 *   page) in the library's language, and its locale, so a script carries those and no others.
 */
import { join } from 'node:path';
import type { LibraryConfig } from '../config/options.ts';
import type { ProjectPaths } from '../node/project.ts';
import { scriptWords } from '../site/i18n.ts';

const CONFIG = 'virtual:incident-library/config';
const USER_CSS = 'virtual:incident-library/user-css';
const WORDS = 'virtual:incident-library/words';

/**
 * The plugin serving both modules. `config` and `paths` are JSON; the stylesheets are imported
 * by absolute path (`customCss` is relative to the project root, and its files were checked to
 * exist when the options were read).
 */
export function virtualConfig(config: LibraryConfig, paths: ProjectPaths) {
  const modules = new Map([
    [
      `\0${CONFIG}`,
      `export const config = ${JSON.stringify(config)};\nexport const paths = ${JSON.stringify(paths)};\n`,
    ],
    [
      `\0${USER_CSS}`,
      config.customCss
        .map((file) => `import ${JSON.stringify(join(paths.root, file))};\n`)
        .join(''),
    ],
    [
      `\0${WORDS}`,
      (({ locale, words }) =>
        `export const locale = ${JSON.stringify(locale)};\nexport const words = ${JSON.stringify(words)};\n`)(
        scriptWords(config),
      ),
    ],
  ]);
  return {
    name: 'incident-library:config',
    resolveId(id: string) {
      return id === CONFIG || id === USER_CSS || id === WORDS ? `\0${id}` : undefined;
    },
    load(id: string) {
      return modules.get(id);
    },
  };
}
