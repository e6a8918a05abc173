/**
 * The Vite plugin behind `virtual:incident-library/config`: the validated options and the
 * project's folders, as plain data, for pages, the content loader and the collections.
 */
import type { LibraryConfig } from '../config/options.ts';
import type { ProjectPaths } from '../node/project.ts';

const ID = 'virtual:incident-library/config';
const RESOLVED = `\0${ID}`;

/** The plugin serving the module; its `config` and `paths` exports are JSON. */
export function virtualConfig(config: LibraryConfig, paths: ProjectPaths) {
  return {
    name: 'incident-library:config',
    resolveId(id: string) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id: string) {
      if (id !== RESOLVED) return undefined;
      return `export const config = ${JSON.stringify(config)};\nexport const paths = ${JSON.stringify(paths)};\n`;
    },
  };
}
