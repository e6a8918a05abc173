/**
 * Library projects for tests: the flagship's config with another content folder, as a `Project`
 * without a config file, or as an astro.config.mjs written into a temporary project folder, which
 * the command-line tools load as they load any library's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LibraryOptions } from '../../src/config/options.ts';
import { parseLibraryOptions } from '../../src/config/parse-options.ts';
import { projectOf, type Project } from '../../src/node/project.ts';
import { ROOT } from './build-site.ts';
import { FLAGSHIP } from './rules.ts';

/**
 * The flagship's options (its validated config, which validates again), content in `contentDir`,
 * without its podcast cover: that names a file of the flagship's public folder, which a project
 * in a temporary folder has not got.
 */
export function ilOptions(contentDir = 'content'): LibraryOptions {
  const { image: _cover, ...podcast } = FLAGSHIP.config.podcast;
  return { ...FLAGSHIP.config, podcast, contentDir };
}

/**
 * A flagship project at `root` without a config file: its content in `contentDir` (relative to
 * `root`, or absolute), its public folder `publicDir` (default `<root>/public`) and its cache
 * `cacheDir` (default Astro's, under `root`).
 */
export function ilProject(
  root: string,
  contentDir = 'content',
  dirs: { publicDir?: string; cacheDir?: string } = {},
): Project {
  return projectOf(
    {
      root,
      publicDir: dirs.publicDir ?? join(root, 'public'),
      cacheDir: dirs.cacheDir ?? join(root, 'node_modules/.astro'),
    },
    parseLibraryOptions(ilOptions(contentDir)),
  );
}

/** Fields of the Astro config around the integration. */
export interface AstroFields {
  /** Astro's cache folder (default `<dir>/node_modules/.astro`): the flagship's ASTRO_CACHE_DIR. */
  cacheDir?: string;
  /** The public folder (default `<dir>/public`), relative to `dir` or absolute. */
  publicDir?: string;
}

/**
 * Writes `<dir>/astro.config.mjs`: a library configured with `options` (default the flagship's,
 * its content in `<dir>/content`) through this repository's integration, and the Astro
 * fields in `astro` (its cache folder), as `loadProject` reads it.
 */
export function writeAstroConfig(
  dir: string,
  options: LibraryOptions = ilOptions(),
  astro: AstroFields = {},
): void {
  const integration = pathToFileURL(join(ROOT, 'src/index.ts')).href;
  const fields = Object.entries(astro)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `  ${k}: ${JSON.stringify(v)},\n`)
    .join('');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `import incidentLibrary from ${JSON.stringify(integration)};\n\nexport default {\n${fields}  integrations: [incidentLibrary(${JSON.stringify(options, null, 2)})],\n};\n`,
  );
}
