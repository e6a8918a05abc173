// The build checks each episode's MP3 against its narration record, as validate does: the podcast
// fixture with an HTML page in place of its MP3 does not build, and says why in the validator's
// line naming the transcript and the field.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { contentProject } from '../helpers/content-project.ts';
import { PODCAST_CONTENT, PODCAST_PUBLIC } from '../helpers/podcast-fixture.ts';

it('refuses to build an episode whose MP3 is an HTML page', () => {
  // The podcast fixture's content with a copy of its public folder, the MP3 replaced.
  const publicDir = join(mkdtempSync(join(tmpdir(), 'il-public-')), 'public');
  cpSync(PODCAST_PUBLIC, publicDir, { recursive: true });
  writeFileSync(join(publicDir, 'audio/etcd-podcast.mp3'), '<!DOCTYPE html><html></html>\n');
  const project = contentProject(PODCAST_CONTENT, {}, { publicDir });
  const site = project.build();
  project.remove();
  expect(site.status).not.toBe(0);
  expect(`${site.stdout}\n${site.stderr}`).toMatch(
    /content\/transcripts\/etcd-podcast\.md:1:1 audio: audio\/etcd-podcast\.mp3: not an MP3: no MPEG Layer III frame header at byte 0/,
  );
}, 300_000);
