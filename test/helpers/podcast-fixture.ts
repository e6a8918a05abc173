/**
 * The narrated podcast fixture (`test/fixtures/podcast`): the basic fixture plus one transcript,
 * `etcd-podcast`, narrated by `npm run narrate` (its MP3 in `test/fixtures/podcast/audio/`, its
 * cue times in the frontmatter). Built with a public folder that is a copy of `public/` plus that
 * MP3, so the site's own `public/` is not needed for it.
 */
import { IL_RULES } from './rules.ts';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLibrary, type Library } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { buildSite, ROOT, type BuiltSite } from './build-site.ts';

export const PODCAST_CONTENT = 'test/fixtures/podcast/content';
export const PODCAST_AUDIO = join(ROOT, 'test/fixtures/podcast/audio');

/** A new public folder for the fixture: a copy of `public/` with the fixture's MP3 in its `audio/`. */
export function podcastPublicDir(): string {
  const publicDir = join(mkdtempSync(join(tmpdir(), 'il-public-')), 'public');
  cpSync(join(ROOT, 'public'), publicDir, { recursive: true });
  mkdirSync(join(publicDir, 'audio'), { recursive: true });
  cpSync(PODCAST_AUDIO, join(publicDir, 'audio'), { recursive: true });
  return publicDir;
}

/** Builds the podcast fixture; throws with the build's output if it fails. */
export function buildPodcastSite(
  env: Record<string, string> = {},
): BuiltSite & { publicDir: string } {
  const publicDir = podcastPublicDir();
  const site = buildSite(PODCAST_CONTENT, { IL_PUBLIC_DIR: publicDir, ...env });
  if (site.status !== 0)
    throw new Error(`podcast fixture build failed:\n${site.stdout}\n${site.stderr}`);
  return { ...site, publicDir };
}

/** The fixture's content, validated the way the build reads it. */
export function podcastLibrary(): Library {
  const { library, issues } = buildLibrary(
    readContentTree(ROOT, join(ROOT, PODCAST_CONTENT)).files,
    { rules: IL_RULES },
  );
  if (issues.length) throw new Error(`podcast fixture is invalid: ${JSON.stringify(issues)}`);
  return library;
}
