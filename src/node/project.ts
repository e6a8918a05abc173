/**
 * A library project on disk: its root, its validated config, the content rules made from it and
 * its folders. The command-line tools load it from the project's `astro.config.mjs`, the one
 * place a library is configured, so they check exactly what the build builds.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LibraryConfig } from '../config/options.ts';
import { vocabulariesOf } from '../config/vocabularies.ts';
import { contentRules, type ContentRules } from '../model/rules.ts';
import { checkOptionFiles } from './option-files.ts';

/** The folders of a project, absolute. */
export interface ProjectPaths {
  root: string;
  /** This package's own folder (the generator's sources, e.g. its `schemas/`). */
  packageDir?: string;
  publicDir: string;
  cacheDir: string;
}

/** A project: its folders, its config and the content rules built from the config. */
export interface Project extends ProjectPaths {
  config: LibraryConfig;
  rules: ContentRules;
  /** The content folder, absolute. */
  contentDir: string;
  /** The site's address (Astro's `site`), when the config gives one. */
  site?: string;
  /** The path the site is served under (Astro's `base`, e.g. `/kb/`), when the config gives one. */
  base?: string;
}

/** The key under which the integration object carries its validated config (`src/index.ts`). */
export const LIBRARY_CONFIG = Symbol.for('incident-library.config');

/** A project from its folders and config. */
export function projectOf(paths: ProjectPaths, config: LibraryConfig): Project {
  return {
    ...paths,
    config,
    rules: contentRules(
      { prefix: config.idPrefix, digits: config.idDigits },
      config.componentKinds,
      { sources: config.sources, internalHosts: config.internalHosts },
      vocabulariesOf(config),
      config.caseFields,
      config.features.mitigations,
    ),
    contentDir: isAbsolute(config.contentDir)
      ? config.contentDir
      : resolve(paths.root, config.contentDir),
  };
}

/** How many times a config was loaded in this process (see `loadProject`). */
let loads = 0;

/** The Astro config fields the project's folders come from. */
interface AstroConfigShape {
  site?: string;
  base?: string;
  publicDir?: string | URL;
  cacheDir?: string | URL;
  integrations?: unknown[];
}

const pathOf = (root: string, value: string | URL | undefined, fallback: string) =>
  value === undefined
    ? join(root, fallback)
    : value instanceof URL
      ? value.pathname
      : resolve(root, value);

/**
 * Loads the project at `root` from its `astro.config.mjs` (or `.ts`, `.js`).
 * @throws Error when there is no config file, or it has no `incidentLibrary()` integration; the
 *   integration itself throws on invalid options, naming each in its message, one a line;
 *   LibraryOptionsError when an option names a file that is not there.
 */
export async function loadProject(root: string): Promise<Project> {
  const file = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js']
    .map((f) => join(root, f))
    .find((f) => existsSync(f));
  if (!file)
    throw new Error(`no astro.config.mjs in ${root}: run this command in the library's folder`);
  // A new URL each time: Node keeps a module it imported, and a second load in one process (a
  // test, a watcher) must see the file and the environment as they are now.
  const url = `${pathToFileURL(file).href}?load=${++loads}`;
  const mod = (await import(/* @vite-ignore */ url)) as {
    default?: AstroConfigShape;
  };
  const astro = mod.default ?? {};
  const found = (astro.integrations ?? [])
    .flat()
    .find((i) => i && typeof i === 'object' && LIBRARY_CONFIG in i) as
    Record<symbol, LibraryConfig> | undefined;
  if (!found)
    throw new Error(
      `${file} has no incidentLibrary() integration: add it to \`integrations\` (see the README)`,
    );
  const project = projectOf(
    {
      root,
      publicDir: pathOf(root, astro.publicDir, 'public'),
      cacheDir: pathOf(root, astro.cacheDir, 'node_modules/.astro'),
    },
    found[LIBRARY_CONFIG],
  );
  checkOptionFiles(project.config, project);
  return {
    ...project,
    ...(astro.site ? { site: astro.site } : {}),
    ...(astro.base ? { base: astro.base } : {}),
  };
}

/**
 * Whether a path inside the content folder `contentDir` (`cases/IL-0190.md`) is a file there: a
 * built page at a content page's address may have none behind it (a merged case ID's redirect).
 */
export function contentFileIn(contentDir: string): (file: string) => boolean {
  return (file) => {
    try {
      return statSync(join(contentDir, file)).isFile();
    } catch {
      return false;
    }
  };
}
