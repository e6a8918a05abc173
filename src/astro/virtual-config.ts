/**
 * The Vite plugin behind the integration's virtual modules:
 * - `virtual:incident-library/config`: the validated options and the project's folders, as plain
 *   data, for pages, the content loader and the collections;
 * - `virtual:incident-library/user-css`: an import of each of the library's `customCss` files, in
 *   order, which the page layout imports after the package's own stylesheet, so Astro bundles
 *   them after it and their rules win over ours of the same specificity (as Starlight does);
 * - `virtual:incident-library/components/<slot>` for each of `COMPONENT_SLOTS`: the component
 *   the package's templates render there, re-exported: the library's own file when its
 *   `components` option names one, else the package's default `src/components/<slot>.astro`
 *   (as Starlight's `virtual:starlight/components/*`);
 * - `virtual:incident-library/words`: the words the browser scripts show (the search dialog and
 *   page) in the library's language, and its locale, so a script carries those and no others.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LibraryConfig } from '../config/options.ts';
import { COMPONENT_SLOTS } from '../config/options-appearance.ts';
import type { ProjectPaths } from '../node/project.ts';
import { scriptWords } from '../site/i18n.ts';

const CONFIG = 'virtual:incident-library/config';
const USER_CSS = 'virtual:incident-library/user-css';
const COMPONENTS = 'virtual:incident-library/components/';
const WORDS = 'virtual:incident-library/words';

/**
 * The module of each component slot: a re-export of the library's file (`components` is
 * relative to the project root, and its files were checked to exist when the options were
 * read) or of the package's default, by absolute path.
 */
function componentModules(config: LibraryConfig, root: string): [string, string][] {
  return COMPONENT_SLOTS.map((slot) => {
    const own = config.components[slot];
    const file =
      own === undefined
        ? fileURLToPath(new URL(`../components/${slot}.astro`, import.meta.url))
        : join(root, own);
    return [`\0${COMPONENTS}${slot}`, `export { default } from ${JSON.stringify(file)};\n`];
  });
}

/**
 * The plugin serving the modules. `config` and `paths` are JSON; the stylesheets are imported
 * by absolute path (`customCss` is relative to the project root, and its files were checked to
 * exist when the options were read), as are the components.
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
    ...componentModules(config, paths.root),
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
      return modules.has(`\0${id}`) ? `\0${id}` : undefined;
    },
    load(id: string) {
      return modules.get(id);
    },
  };
}
