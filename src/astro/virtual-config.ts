/**
 * The Vite plugin behind the integration's virtual modules:
 * - `virtual:incident-library/config`: the validated options and the project's folders, as plain
 *   data, for pages, the content loader and the collections;
 * - `virtual:incident-library/user-css`: an import of each of the library's `customCss` files, in
 *   order, which the page layout imports after the package's own stylesheet, so Astro bundles
 *   them after it and their rules win over ours of the same specificity (as Starlight does).
 */
import { join } from 'node:path';
import type { LibraryConfig } from '../config/options.ts';
import type { ProjectPaths } from '../node/project.ts';

const CONFIG = 'virtual:incident-library/config';
const USER_CSS = 'virtual:incident-library/user-css';

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
  ]);
  return {
    name: 'incident-library:config',
    resolveId(id: string) {
      return id === CONFIG || id === USER_CSS ? `\0${id}` : undefined;
    },
    load(id: string) {
      return modules.get(id);
    },
  };
}
