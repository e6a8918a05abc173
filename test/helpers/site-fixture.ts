/**
 * The fixture site of the site tests: the project `test/fixtures/site` (its content, and a public
 * folder of its own with the fixture episode's audio), built once per run, and the project that
 * builds the same content with the smallest page sizes (`test/fixtures/site-pages-of-1`).
 */
import { join } from 'node:path';
import { buildLibrary, type Library } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { ROOT, type BuiltSite } from './build-site.ts';
import { builtFixture } from './shared-builds.ts';
import { IL_RULES } from './rules.ts';

/** The site fixture's project folder, relative to the repository root. */
export const SITE_PROJECT = 'test/fixtures/site';
export const SITE_CONTENT = `${SITE_PROJECT}/content`;
/** Its public folder: the icon, the podcast cover and `audio/fixture-episode.mp3`. */
export const SITE_PUBLIC = join(ROOT, SITE_PROJECT, 'public');

/**
 * The fixture site (or `project`, another project over its content, e.g.
 * `test/fixtures/site-pages-of-1`) built under `env`, once per test run for all the files that
 * ask for it (`builtFixture`); throws with the build's output if it fails. Read-only: a test that
 * changes the site builds its own.
 */
export function buildFixtureSite(
  env: Record<string, string> = {},
  project = SITE_PROJECT,
): BuiltSite {
  const site = builtFixture(project, env);
  if (site.status !== 0)
    throw new Error(`fixture site build failed:\n${site.stdout}\n${site.stderr}`);
  return site;
}

/** The fixture's content, validated the way the build reads it. */
export function fixtureLibrary(): Library {
  const { library, issues } = buildLibrary(readContentTree(ROOT, join(ROOT, SITE_CONTENT)).files, {
    rules: IL_RULES,
  });
  if (issues.length) throw new Error(`fixture content is invalid: ${JSON.stringify(issues)}`);
  return library;
}
