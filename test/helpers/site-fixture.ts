/**
 * The fixture site of the site tests (`test/fixtures/site/content`): built once per test file
 * with a public folder that is a copy of `public/` plus the fixture episode's audio, so the
 * podcast has a real file without adding one to the site's own `public/`.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLibrary, type Library } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { buildSite, ROOT, type BuiltSite } from './build-site.ts';
import { IL_RULES } from './rules.ts';

export const SITE_CONTENT = 'test/fixtures/site/content';

/** A temporary public folder: `public/` plus `audio/fixture-episode.mp3`. */
export function fixturePublicDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'il-public-')), 'public');
  cpSync(join(ROOT, 'public'), dir, { recursive: true });
  mkdirSync(join(dir, 'audio'), { recursive: true });
  cpSync(
    join(ROOT, 'test/fixtures/site/audio/fixture-episode.mp3'),
    join(dir, 'audio/fixture-episode.mp3'),
  );
  return dir;
}

/** Builds the fixture site; throws with the build's output if it fails. */
export function buildFixtureSite(
  env: Record<string, string> = {},
): BuiltSite & { publicDir: string } {
  const publicDir = fixturePublicDir();
  const site = buildSite(SITE_CONTENT, { IL_PUBLIC_DIR: publicDir, ...env });
  if (site.status !== 0)
    throw new Error(`fixture site build failed:\n${site.stdout}\n${site.stderr}`);
  return { ...site, publicDir };
}

/** The fixture's content, validated the way the build reads it. */
export function fixtureLibrary(): Library {
  const { library, issues } = buildLibrary(readContentTree(ROOT, join(ROOT, SITE_CONTENT)).files, {
    rules: IL_RULES,
  });
  if (issues.length) throw new Error(`fixture content is invalid: ${JSON.stringify(issues)}`);
  return library;
}
