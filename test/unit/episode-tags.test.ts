// ID3 tags of the narrated episodes (src/node/episode-tags.ts): the flagship's MP3s carry the
// title, the library, the podcast, the year and the production note, read back by an ID3v2
// reader of this test's own, and still last what their records say; with lame installed (not in
// CI), the tag lame writes put before an untagged encoding gives the very bytes lame writes with
// the tag, and tagging again replaces it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import { parseContentFile } from '../../src/model/frontmatter.ts';
import { readMp3Frames } from '../../src/model/mp3.ts';
import {
  id3v2Length,
  lameId3Tag,
  lameTagArgs,
  withId3Tag,
  type EpisodeTags,
} from '../../src/node/episode-tags.ts';
import { audioIssues } from '../../src/node/narrated-audio.ts';
import { ROOT } from '../helpers/build-site.ts';

/** The text frames of an ID3v2.3 tag at the start of `mp3`, by frame id (COMM as its text). */
function readId3(mp3: Uint8Array): Record<string, string> {
  const end = id3v2Length(mp3);
  const out: Record<string, string> = {};
  if (end === 0 || mp3[3] !== 3) return out;
  const b = Buffer.from(mp3);
  for (let at = 10; at + 10 <= end && b[at] !== 0;) {
    const id = b.toString('latin1', at, at + 4);
    const size = b.readUInt32BE(at + 4);
    let body = b.subarray(at + 10, at + 10 + size);
    const encoding = body[0];
    body = body.subarray(1);
    if (id === 'COMM') {
      // Language, then a description ended by a null, then the text.
      body = body.subarray(3);
      const nul = encoding === 1 ? 2 : 1;
      let i = 0;
      while (i < body.length && !body.subarray(i, i + nul).every((x) => x === 0)) i += nul;
      body = body.subarray(i + nul);
    }
    out[id] = (encoding === 1 ? body.toString('utf16le') : body.toString('latin1'))
      .replace(/^\uFEFF/, '')
      .replace(/\0+$/, '');
    at += 10 + size;
  }
  return out;
}

const lame = spawnSync('sh', ['-c', 'command -v lame']).status === 0;

describe("the flagship's episodes", () => {
  const dir = join(ROOT, 'content/transcripts');
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));

  it.each(files)(
    '%s: its MP3 has ID3 tags naming the episode, and its record still describes it',
    (f) => {
      const parsed = parseContentFile(f, readFileSync(join(dir, f), 'utf8'));
      const d = TranscriptSchema.parse(parsed.data);
      const mp3 = readFileSync(join(ROOT, 'public/audio', d.audio!));
      expect(readId3(mp3)).toMatchObject({
        TIT2: d.title,
        TPE1: 'Incident Library',
        TALB: 'Incident Library podcast',
        TYER: d.published.slice(0, 4),
        TCON: 'Speech',
        COMM: d.production,
      });
      expect(audioIssues(f, d.audio!, d.narration!, mp3)).toEqual([]);
      const frames = readMp3Frames(mp3);
      if ('error' in frames) throw new Error(frames.error);
      expect(Math.abs(frames.seconds - d.narration!.seconds)).toBeLessThan(0.03);
      // The format the README gives, chosen for speech: 22,050 Hz mono at a constant 48 kbit/s,
      // 6,000 bytes a second of audio (and the tag).
      expect(frames.sampleRate).toBe(22_050);
      expect(mp3[id3v2Length(mp3) + 3] >> 6, 'mono').toBe(3);
      expect(mp3.length / d.narration!.seconds).toBeCloseTo(6000, -2);
    },
  );
});

describe.skipIf(!lame)('tags written by lame', () => {
  const tags: EpisodeTags = {
    title: 'etcd: majorities — ünïcode',
    artist: 'Incident Library',
    album: 'Incident Library podcast',
    year: '2026',
    comment: 'Voiced with two synthetic voices.',
  };

  it('before an untagged encoding are the bytes lame writes with them', () => {
    {
      const samples = new Int16Array(22_050);
      for (let i = 0; i < samples.length; i++)
        samples[i] = Math.round(8000 * Math.sin(i / 7) * Math.sin(i / 3000));
      // Raw samples on standard input, as lameId3Tag gives them: lame then writes no TLEN.
      const encode = (extra: string[]) => {
        const args = ['--quiet', '-r', '-s', '22.05', '--bitwidth', '16', '--signed'];
        return spawnSync(
          'lame',
          [...args, '--little-endian', '-m', 'm', '--cbr', '-b', '48', ...extra, '-', '-'],
          { input: Buffer.from(samples.buffer) },
        ).stdout;
      };
      const plain = encode([]);
      const tagged = encode(lameTagArgs(tags));
      expect(id3v2Length(plain)).toBe(0);
      expect(withId3Tag(plain, lameId3Tag(tags)).equals(tagged)).toBe(true);
      // Tagging again replaces the tag, it does not add a second.
      expect(withId3Tag(tagged, lameId3Tag(tags)).equals(tagged)).toBe(true);
      expect(readId3(tagged)).toMatchObject({ TIT2: tags.title, COMM: tags.comment });
    }
  });
});
