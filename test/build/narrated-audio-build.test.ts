// The build checks each episode's MP3 against its narration record, as validate does: the podcast
// fixture with an HTML page in place of its MP3 does not build, and says why in the validator's
// line naming the transcript and the field. What a killed narration left (a temporary transcript,
// a temporary MP3, audio no transcript names) is never published: the build leaves it out.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';
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

it('leaves out of the site what a killed narration left, saying so', () => {
  const content = join(mkdtempSync(join(tmpdir(), 'il-content-')), 'content');
  cpSync(join(ROOT, PODCAST_CONTENT), content, { recursive: true });
  const publicDir = join(mkdtempSync(join(tmpdir(), 'il-public-')), 'public');
  cpSync(PODCAST_PUBLIC, publicDir, { recursive: true });
  const audio = join(publicDir, 'audio');
  // A process that is gone: the one a kill ended.
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  }).stdout.trim();
  writeFileSync(join(content, `transcripts/.etcd-podcast.md.${gone}-9f3a.tmp`), '---\ntitle: "ha');
  cpSync(join(audio, 'etcd-podcast.mp3'), join(audio, 'etcd-podcast-0123456789ab.mp3'));
  writeFileSync(join(audio, `.etcd-podcast-0123456789ab.mp3.${gone}-9f3a.tmp`), 'ID3');
  const project = contentProject(content, {}, { publicDir });
  const site = project.build();
  project.remove();
  expect(site.status, `${site.stdout}\n${site.stderr}`).toBe(0);
  const left = ['etcd-podcast-0123456789ab.mp3', `.etcd-podcast-0123456789ab.mp3.${gone}-9f3a.tmp`];
  for (const f of left)
    expect(site.stdout).toContain(
      `${f}, left by a narration that was killed (the next \`npm run narrate\` removes it)\n`,
    );
  // Every other file of the audio folder is published.
  const published = readdirSync(join(site.dist, 'audio')).sort();
  expect(published).toContain('etcd-podcast.mp3');
  expect(published).toEqual(
    readdirSync(audio)
      .filter((f) => !left.includes(f))
      .sort(),
  );
}, 300_000);
