// A narration written as one change (src/node/narration-files.ts): the audio and then the
// transcript go to temporary files renamed into place, so a write that fails leaves the old
// transcript and the old audio byte for byte, removes what it wrote, and says in one line which
// file could not be written and why.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  audioLeftovers,
  audioName,
  commitNarration,
  durableWrite,
  type FileWriter,
  type NarrationChange,
} from '../../src/node/narration-files.ts';

let dir: string;
const OLD_TEXT = '---\ntitle: "old"\naudio: "x.mp3"\n---\nold body\n';
const OLD_MP3 = Buffer.from('old audio bytes');
const NEW_MP3 = Buffer.from('new audio bytes, longer');
const NEW_AUDIO = audioName('x', `sha256:${'ab'.repeat(32)}`);
const change = (): NarrationChange => ({
  transcript: join(dir, 'content/transcripts/x.md'),
  transcriptShown: 'content/transcripts/x.md',
  text: '---\ntitle: "new"\n---\nnew body\n',
  audioDir: join(dir, 'public/audio'),
  audioDirShown: 'public/audio',
  audio: NEW_AUDIO,
  mp3: NEW_MP3,
  oldAudio: 'x.mp3',
});
const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
/** Writes as the disk does until the file `failing` matches, which fails after 4,096 bytes. */
const fullDiskAt =
  (failing: RegExp): FileWriter =>
  (path, data) => {
    if (!failing.test(path)) return durableWrite(path, data);
    durableWrite(path, typeof data === 'string' ? data.slice(0, 4096) : data.subarray(0, 4096));
    throw enospc();
  };
const listing = () =>
  [
    ...readdirSync(join(dir, 'content/transcripts')).map((f) => `content/transcripts/${f}`),
    ...readdirSync(join(dir, 'public/audio')).map((f) => `public/audio/${f}`),
  ].sort();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-commit-'));
  mkdirSync(join(dir, 'content/transcripts'), { recursive: true });
  mkdirSync(join(dir, 'public/audio'), { recursive: true });
  writeFileSync(join(dir, 'content/transcripts/x.md'), OLD_TEXT);
  writeFileSync(join(dir, 'public/audio/x.mp3'), OLD_MP3);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('commitNarration', () => {
  it('replaces the pair: the new audio under its own name, the transcript, the old audio gone', () => {
    commitNarration(change());
    expect(readFileSync(join(dir, 'content/transcripts/x.md'), 'utf8')).toBe(change().text);
    expect(readFileSync(join(dir, 'public/audio', NEW_AUDIO))).toEqual(NEW_MP3);
    expect(listing()).toEqual(['content/transcripts/x.md', `public/audio/${NEW_AUDIO}`]);
  });

  it('leaves the old transcript and audio byte for byte when the transcript cannot be written', () => {
    expect(() => commitNarration(change(), fullDiskAt(/x\.md\.\d+-[0-9a-f]+\.tmp$/))).toThrow(
      /^content\/transcripts\/x\.md: the disk is full \(ENOSPC\); nothing was changed \(the transcript and its audio are as they were\)$/,
    );
    expect(readFileSync(join(dir, 'content/transcripts/x.md'), 'utf8')).toBe(OLD_TEXT);
    expect(readFileSync(join(dir, 'public/audio/x.mp3'))).toEqual(OLD_MP3);
    // No temporary file and no new audio is left behind.
    expect(listing()).toEqual(['content/transcripts/x.md', 'public/audio/x.mp3']);
  });

  it('leaves the old pair when the audio cannot be written, naming the audio file', () => {
    expect(() => commitNarration(change(), fullDiskAt(/\.mp3\.\d+-[0-9a-f]+\.tmp$/))).toThrow(
      new RegExp(`^public/audio/${NEW_AUDIO}: the disk is full \\(ENOSPC\\); nothing was changed`),
    );
    expect(readFileSync(join(dir, 'content/transcripts/x.md'), 'utf8')).toBe(OLD_TEXT);
    expect(readFileSync(join(dir, 'public/audio/x.mp3'))).toEqual(OLD_MP3);
    expect(listing()).toEqual(['content/transcripts/x.md', 'public/audio/x.mp3']);
  });

  it('leaves the old pair when the transcript cannot be renamed into place', () => {
    // A folder where the transcript should be: the rename fails, after both files were written.
    const c = {
      ...change(),
      transcript: join(dir, 'content/transcripts/y.md'),
      transcriptShown: 'content/transcripts/y.md',
    };
    mkdirSync(c.transcript);
    writeFileSync(join(c.transcript, 'keep'), '');
    expect(() => commitNarration(c)).toThrow(
      /^content\/transcripts\/y\.md: EISDIR.*nothing was changed/,
    );
    expect(existsSync(join(dir, 'public/audio', NEW_AUDIO))).toBe(false);
    expect(readFileSync(join(dir, 'public/audio/x.mp3'))).toEqual(OLD_MP3);
    expect(listing()).toEqual([
      'content/transcripts/x.md',
      'content/transcripts/y.md',
      'public/audio/x.mp3',
    ]);
  });
});

describe('audioLeftovers', () => {
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  }).stdout.trim();
  const named = new Map<string, string | undefined | null>([
    ['a', 'a-0123456789ab.mp3'],
    ['b', 'a-aaaaaaaaaaaa.mp3'],
    ['c', undefined],
    ['d', null],
  ]);
  const files = [
    'a-0123456789ab.mp3', // named by its transcript
    'a-aaaaaaaaaaaa.mp3', // named by another transcript
    'a-bbbbbbbbbbbb.mp3', // named by none: a killed run's
    'a.mp3', // the library's own name for it, not narrate's form
    'c-cccccccccccc.mp3', // a transcript not narrated: a killed first narration's
    'd-dddddddddddd.mp3', // a transcript that does not parse: unknown, kept
    'e-eeeeeeeeeeee.mp3', // no transcript e: not narrate's to judge
    `.a-bbbbbbbbbbbb.mp3.${gone}-9f.tmp`, // a temporary file of a process that is gone
    `.a-bbbbbbbbbbbb.mp3.${process.pid}-9f.tmp`, // of a process that runs
    'notes.txt',
  ];

  it('names what killed narrations left, never a file a transcript names or another file', () => {
    expect(audioLeftovers(files, named)).toEqual([
      'a-bbbbbbbbbbbb.mp3',
      'c-cccccccccccc.mp3',
      `.a-bbbbbbbbbbbb.mp3.${gone}-9f.tmp`,
    ]);
    // With `live`, also the temporary files of running narrations (what a build leaves out).
    expect(audioLeftovers(files, named, true)).toContain(
      `.a-bbbbbbbbbbbb.mp3.${process.pid}-9f.tmp`,
    );
  });
});
