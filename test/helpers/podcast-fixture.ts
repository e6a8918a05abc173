/**
 * The narrated podcast fixture, the project `test/fixtures/podcast`: the basic fixture plus one
 * transcript, `etcd-podcast`, narrated by `npm run narrate` (its MP3 in the project's
 * `public/audio/`, its cue times in the frontmatter).
 */
import { IL_RULES } from './rules.ts';
import { join } from 'node:path';
import { buildLibrary, type Library } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { ROOT, type BuiltSite } from './build-site.ts';
import { builtFixture } from './shared-builds.ts';

export const PODCAST_PROJECT = 'test/fixtures/podcast';
export const PODCAST_CONTENT = `${PODCAST_PROJECT}/content`;
/** Its public folder: the icon, the podcast cover and `audio/etcd-podcast.mp3`. */
export const PODCAST_PUBLIC = join(ROOT, PODCAST_PROJECT, 'public');
export const PODCAST_AUDIO = join(PODCAST_PUBLIC, 'audio');

/**
 * The podcast fixture built under `env`, once per test run for all the files that ask for it
 * (`builtFixture`); throws with the build's output if it fails. Read-only.
 */
export function buildPodcastSite(env: Record<string, string> = {}): BuiltSite {
  const site = builtFixture(PODCAST_PROJECT, env);
  if (site.status !== 0)
    throw new Error(`podcast fixture build failed:\n${site.stdout}\n${site.stderr}`);
  return site;
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
