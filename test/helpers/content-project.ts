/**
 * A library project around a content folder that a test wrote (a hostile corpus, a changed copy
 * of a fixture's content): the fixtures' options (`test/fixtures/library.mjs`) with that content
 * folder and any other options, in an astro.config.mjs of its own, as a team writes one. It is
 * written into the repository's `.test-sites/` so that it resolves this repository's
 * dependencies, as the fixture projects under `test/fixtures/` do.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureOptions } from '../fixtures/library.mjs';
import { buildProject, ROOT, type BuiltSite } from './build-site.ts';

/** A written project: its folder, how to build it, and how to remove it. */
export interface ContentProject {
  root: string;
  /** Builds it with `npm run build`'s entry point into a new temporary folder. */
  build(env?: Record<string, string>): BuiltSite;
  remove(): void;
}

/** Fields of the Astro config besides the fixtures' own (`site`, `base`, `cacheDir`, `publicDir`), e.g. `{ outDir: '.' }`. */
export type AstroFields = Record<string, unknown>;

/**
 * Writes the project.
 * @param contentDir the content folder, absolute or relative to the repository root.
 * @param options library options over the fixtures' (an object's fields over theirs), e.g.
 *   `{ search: { shardPages: 4 } }`.
 * @param astro Astro config fields over the fixtures' (its public folder is
 *   `test/fixtures/public`: the icon and the podcast cover).
 */
export function contentProject(
  contentDir: string,
  options: Record<string, unknown> = {},
  astro: AstroFields = {},
): ContentProject {
  mkdirSync(join(ROOT, '.test-sites'), { recursive: true });
  const root = mkdtempSync(join(ROOT, '.test-sites', 'content-'));
  mkdirSync(join(root, 'src'));
  const merged: Record<string, unknown> = {
    ...fixtureOptions,
    contentDir: resolve(ROOT, contentDir),
  };
  for (const [k, v] of Object.entries(options))
    merged[k] = isObject(v) && isObject(merged[k]) ? { ...merged[k], ...v } : v;
  const url = (p: string) => JSON.stringify(pathToFileURL(join(ROOT, p)).href);
  writeFileSync(
    join(root, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';
import incidentLibrary from ${url('src/index.ts')};
import { fixtureAstro, FIXTURE_PUBLIC } from ${url('test/fixtures/library.mjs')};

export default defineConfig({
  ...fixtureAstro(),
  publicDir: FIXTURE_PUBLIC,
${Object.entries(astro)
  .map(([k, v]) => `  ${k}: ${JSON.stringify(v)},\n`)
  .join('')}  integrations: [
    incidentLibrary(${JSON.stringify(merged, null, 2).replace(/\n/g, '\n    ')}),
  ],
});
`,
  );
  const collections = relative(join(root, 'src'), join(ROOT, 'src/astro/collections.ts'));
  writeFileSync(
    join(root, 'src/content.config.ts'),
    `import { libraryCollections } from ${JSON.stringify(collections)};\n\nexport const collections = libraryCollections();\n`,
  );
  return {
    root,
    build: (env = {}) => buildProject(root, env),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Writes the project, builds it once and removes it (the built site stays where it was built). */
export function buildContent(
  contentDir: string,
  options: Record<string, unknown> = {},
  env: Record<string, string> = {},
): BuiltSite {
  const project = contentProject(contentDir, options);
  try {
    return project.build(env);
  } finally {
    project.remove();
  }
}
