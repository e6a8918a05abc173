// The audio of a narrated transcript checked against its `narration` record by validate (and the
// build, through the same function): an MP3 by its frame headers, the size and digest that were
// narrated, and a length by its frames equal to `narration.seconds` within one frame. Each
// mismatch is one line naming the transcript and the field.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMp3Frames } from '../../src/model/mp3.ts';
import { ROOT } from '../helpers/build-site.ts';
import { hostile } from '../helpers/hostile.ts';
import { PODCAST_AUDIO } from '../helpers/podcast-fixture.ts';
import { writeAstroConfig } from '../helpers/project.ts';
import { validateIn } from '../helpers/validate-run.ts';

let dir: string;
const transcript = () => join(dir, 'content/transcripts/etcd-podcast.md');
const mp3 = () => join(dir, 'public/audio/etcd-podcast.mp3');
const validate = async () => {
  const { code, err } = await validateIn(dir);
  return { code, lines: err.filter((l) => l.startsWith('content/')) };
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-audio-'));
  cpSync(join(ROOT, 'test/fixtures/podcast/content'), join(dir, 'content'), { recursive: true });
  cpSync(PODCAST_AUDIO, join(dir, 'public/audio'), { recursive: true });
  writeAstroConfig(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the narrated audio against its record', () => {
  it('reads the length of the MP3s narrate made from their frame headers, within a frame', () => {
    for (const [file, seconds] of [
      ['test/fixtures/podcast/public/audio/etcd-podcast.mp3', 16.27],
      ['public/audio/etcd-podcast-c77b34641848.mp3', 340.39],
      ['public/audio/dns-podcast-d1f693a3ec5c.mp3', 298.683],
    ] as const) {
      const m = readMp3Frames(readFileSync(join(ROOT, file)));
      if ('error' in m) throw new Error(m.error);
      expect(m.sampleRate).toBe(22050);
      expect(Math.abs(m.seconds - seconds)).toBeLessThanOrEqual(m.frameSeconds);
    }
  });

  it('accepts the fixture as narrated', async () => {
    expect(await validate()).toEqual({ code: 0, lines: [] });
  });

  it.each(
    hostile('narration', [
      {
        what: 'an HTML page in place of the MP3',
        make: () => writeFileSync(mp3(), '<!DOCTYPE html><html><body>Not found</body></html>\n'),
        line: /^content\/transcripts\/etcd-podcast\.md:1:1 audio: audio\/etcd-podcast\.mp3: not an MP3: no MPEG Layer III frame header at byte 0 \(the bytes there are "<!DOCTYPE html><"\)/,
      },
      {
        what: 'a narration.seconds that is not the length of the audio',
        make: () =>
          writeFileSync(
            transcript(),
            readFileSync(transcript(), 'utf8').replace('seconds: 16.27\n', 'seconds: 16.4\n'),
          ),
        line: /^content\/transcripts\/etcd-podcast\.md:1:1 narration\.seconds: audio\/etcd-podcast\.mp3 lasts 16\.261 s by its 625 frames, not 16\.4 s/,
      },
      {
        what: "another episode's MP3 under this name",
        make: () => cpSync(join(ROOT, 'public/audio/dns-podcast-d1f693a3ec5c.mp3'), mp3()),
        line: /^content\/transcripts\/etcd-podcast\.md:1:1 narration\.bytes: audio\/etcd-podcast\.mp3 is 1793092 bytes, not the 97959 that were narrated/,
      },
      {
        what: 'an MP3 of the same size with other bytes',
        make: () => {
          const b = readFileSync(mp3());
          b[5000] ^= 0xff;
          writeFileSync(mp3(), b);
        },
        line: / narration\.audioDigest: audio\/etcd-podcast\.mp3 has digest /,
      },
      {
        what: 'an MP3 cut short',
        make: () => writeFileSync(mp3(), readFileSync(mp3()).subarray(0, 50_000)),
        line: / audio: audio\/etcd-podcast\.mp3: the MP3 is cut short/,
      },
    ]),
  )('refuses $what, in one line naming the transcript and the field', async ({ make, line }) => {
    make();
    const r = await validate();
    expect(r.code).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(line);
  });
});
