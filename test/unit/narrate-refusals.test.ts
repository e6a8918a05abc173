// What `npm run narrate` refuses before any speech engine is asked, row by row, by the functions
// the command calls first (`src/cli/narrate.ts` reads every transcript it names, and checks where
// the MP3 files go, before it takes the library or writes anything): a transcript validate
// refuses is refused in one line naming the transcript, the line and the field, in validate's own
// words; where a folder should be there is a file, or nothing, it says so in one line naming the
// path relative to the project. test/build/narrate.test.ts runs the command itself on one row of
// each table (its exit code, its empty standard output, nothing written).
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audioFolderProblem, narrateArgs, transcriptFiles } from '../../src/cli/narrate-inputs.ts';
import { readTranscript } from '../../src/cli/narrate-transcript.ts';
import { loadProject, type Project } from '../../src/node/project.ts';
import { ROOT } from '../helpers/build-site.ts';
import { hostile } from '../helpers/hostile.ts';
import { PODCAST_AUDIO } from '../helpers/podcast-fixture.ts';
import { writeAstroConfig } from '../helpers/project.ts';
import { validateIn } from '../helpers/validate-run.ts';

let dir: string;
let project: Project;
const SHOWN = 'content/transcripts/etcd-podcast.md';
const transcript = () => join(dir, SHOWN);
const FIXTURE = readFileSync(join(ROOT, 'test/fixtures/podcast', SHOWN), 'utf8');
const audioFiles = () => readdirSync(join(dir, 'public/audio')).sort();

/** The podcast fixture as a library in `dir`: its content, its audio and its config. */
function lay(): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  cpSync(join(ROOT, 'test/fixtures/podcast/content'), join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, 'public'));
  cpSync(PODCAST_AUDIO, join(dir, 'public/audio'), { recursive: true });
  writeAstroConfig(dir);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'il-narrate-refusals-'));
  lay();
  project = await loadProject(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Without this, narrate wrote a new pair that validate refused, and a bad value in the
// frontmatter came out as zod's issues in JSON.
describe('narrate on a transcript validate refuses', () => {
  afterEach(() => writeFileSync(transcript(), FIXTURE));
  it.each(
    hostile('narration', [
      {
        what: 'a zero-width space in a turn',
        edit: (t: string) => t.replace('in one breath?', 'in one\u200Bbreath?'),
        says: /^content\/transcripts\/etcd-podcast\.md:\d+:\d+ body: contains an invisible character \(U\+200B\) \(.+\)/,
      },
      {
        what: 'a right-to-left override in a turn',
        edit: (t: string) => t.replace('Short and clear.', 'Short \u202Eand clear.'),
        says: /^content\/transcripts\/etcd-podcast\.md:\d+:\d+ body: .*U\+202E/,
      },
      {
        what: 'a speaker written __proto__, which Markdown reads as "proto" in bold',
        edit: (t: string) =>
          t.replace('name: Host', 'name: "__proto__"').replaceAll('**Host:**', '**__proto__:**'),
        says: /^content\/transcripts\/etcd-podcast\.md:\d+:\d+ body: speaker "proto" is not listed in speakers/,
      },
      {
        what: 'a bidirectional control in a speaker name',
        edit: (t: string) =>
          t.replace('name: Host', 'name: "Ho\\u202Est"').replaceAll('**Host:**', '**Ho\u202Est:**'),
        says: /^content\/transcripts\/etcd-podcast\.md:\d+:\d+ speakers\[0\]\.name: .*U\+202E/,
      },
      {
        what: 'a lone surrogate in the title, escaped in YAML',
        edit: (t: string) =>
          t.replace('title: "etcd in half a minute"', 'title: "etcd \\uDC00 half"'),
        says: /^content\/transcripts\/etcd-podcast\.md:\d+:\d+ title: /,
      },
      {
        what: 'a 100,000-character turn (minutes of flite)',
        edit: (t: string) => t.replace('Short and clear.', `Short and ${'clear '.repeat(16_666)}.`),
        says: /^content\/transcripts\/etcd-podcast\.md:46:11 body: turn 5 \(Host\) has 100,018 characters, more than the 5,000 one turn may have \(split the turn: /,
      },
      {
        what: 'a turn of 50,000 emoji (flite never ends)',
        edit: (t: string) =>
          t.replace('Writes stall until a new leader is elected.', '🙂'.repeat(50_000)),
        says: /^content\/transcripts\/etcd-podcast\.md:44:12 body: turn 4 \(Guest\) has 50,000 characters, more than the 5,000 one turn may have \(split the turn: /,
      },
      {
        what: 'a turn of three emoji',
        edit: (t: string) => t.replace('Writes stall until a new leader is elected.', '🙂 🙂 🙂'),
        says: /^content\/transcripts\/etcd-podcast\.md:44:12 body: turn 4 \(Guest\) has no words to speak, no letter or digit \(write what is said in words/,
      },
      {
        what: 'a turn of an ellipsis',
        edit: (t: string) => t.replace('**Host:** And when the leader goes away?', '**Host:** …'),
        says: /^content\/transcripts\/etcd-podcast\.md:42:11 body: turn 3 \(Host\) has no words to speak, no letter or digit \(write what is said in words/,
      },
      {
        what: 'an audio field that leaves public/audio',
        edit: (t: string) => t.replace('audio: "etcd-podcast.mp3"', 'audio: "../../sentinel.mp3"'),
        says: /^content\/transcripts\/etcd-podcast\.md:\d+:\d+ audio: expected a file name like "episode-1\.mp3"/,
      },
    ]),
  )(
    'refuses $what in one line naming the transcript and the field, before anything is written',
    async ({ edit, says }) => {
      writeFileSync(transcript(), edit(FIXTURE));
      const before = [readFileSync(transcript(), 'utf8'), ...audioFiles()];
      // What the command prints, and exits 2 with, when reading the transcript throws.
      let said = '';
      expect(() => {
        try {
          readTranscript(transcript(), SHOWN, project.rules);
        } catch (e) {
          said = (e as Error).message;
          throw e;
        }
      }).toThrow();
      expect(said.split('\n')).toHaveLength(1);
      expect(said).toMatch(says);
      expect(said).toContain('narrate writes nothing until validate accepts the transcript');
      expect([readFileSync(transcript(), 'utf8'), ...audioFiles()]).toEqual(before);
      // Validate refuses the same, in the same words: one rule for both.
      const v = await validateIn(dir);
      expect(v.code).toBe(1);
      const same = (l: string) => [' (', '; '].some((end) => said.startsWith(`${l}${end}`));
      expect(v.err.join('\n').split('\n').filter(same)).toHaveLength(1);
    },
  );
});

// Without this, making public/audio (or --out) was the first write and failed as "EEXIST: file
// already exists, mkdir '/tmp/...'", and a missing transcripts folder as "ENOENT: ... scandir"
// with the machine's absolute path.
describe('narrate where a folder should be', () => {
  // The command runs in the project's folder, and names paths relative to it.
  beforeEach(() => process.chdir(dir));
  afterEach(() => {
    process.chdir(ROOT);
    lay();
  });
  /** Every file under the library, with its bytes. */
  const files = (at = dir): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(at, e.name))
        : [`${join(at, e.name)} ${readFileSync(join(at, e.name)).toString('base64')}`],
    );
  const fileAt = (path: string) => {
    rmSync(join(dir, path), { recursive: true, force: true });
    writeFileSync(join(dir, path), 'not a folder');
  };
  /**
   * The line narrate refuses `args` with before it runs anything: the checks of `main` in
   * `src/cli/narrate.ts` before the engine, in its order (the transcripts named, then where the
   * MP3 files go); undefined when they pass.
   */
  const refusal = (args: string[]): string | undefined => {
    const { values, positionals } = narrateArgs(args);
    try {
      transcriptFiles(project.contentDir, positionals);
    } catch (e) {
      return (e as Error).message;
    }
    const audioDir = values.out ? resolve(values.out) : join(project.publicDir, 'audio');
    return audioFolderProblem(audioDir, values.out !== undefined);
  };
  const FOLDER = 'move the file away, or give --out another folder';
  it.each(
    hostile('narration', [
      {
        where: 'public/audio is a file',
        setup: () => fileAt('public/audio'),
        args: ['etcd-podcast'],
        says: `narrate: public/audio is a file, not a folder, and the MP3 files go in a folder there: ${FOLDER}`,
      },
      {
        where: 'public/audio is a file, for --check',
        setup: () => fileAt('public/audio'),
        args: ['--check'],
        says: `narrate: public/audio is a file, not a folder, and the MP3 files go in a folder there: ${FOLDER}`,
      },
      {
        where: '--out names a file',
        setup: () => fileAt('notes.txt'),
        args: ['etcd-podcast', '--out', 'notes.txt'],
        says: `narrate: --out notes.txt is a file, not a folder, and the MP3 files go in a folder there: ${FOLDER}`,
      },
      {
        where: '--out goes through a file',
        setup: () => fileAt('notes.txt'),
        args: ['etcd-podcast', '--out', 'notes.txt/audio'],
        says: `narrate: --out notes.txt/audio: notes.txt is a file, not a folder, and the MP3 files go in a folder there: ${FOLDER}`,
      },
      {
        where: 'content/transcripts is missing',
        setup: () => rmSync(join(dir, 'content/transcripts'), { recursive: true }),
        args: [],
        says: 'narrate: content/transcripts does not exist: a transcript is content/transcripts/<slug>.md',
      },
      {
        where: 'content/transcripts is a file',
        setup: () => fileAt('content/transcripts'),
        args: ['--check'],
        says: 'narrate: content/transcripts is a file, not a folder: a transcript is content/transcripts/<slug>.md',
      },
      {
        where: 'the transcript named is missing',
        setup: () => {},
        args: ['etcd-podcats'],
        says: 'narrate: no transcript etcd-podcats (looked for content/transcripts/etcd-podcats.md)',
      },
    ]),
  )(
    '$where: one line naming it relative to the project, nothing written',
    ({ setup, args, says }) => {
      setup();
      const before = files();
      expect(refusal(args)).toBe(says);
      expect(files()).toEqual(before);
    },
  );
});
