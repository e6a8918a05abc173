// `npm run narrate` with the speech engine (flite, sox and lame; skipped where they are not
// installed, as in CI): a turn the engine cannot say becomes a measured pause that validate
// accepts, a turn longer than a command-line argument may be is spoken, and a narration killed at
// any moment leaves the transcript and its audio a pair that validates, the old one or the new.
// The command's runs narrate a transcript of two one-word turns (narrated once for the file, as
// `SHORT`), so a run's time is the command's own, not the engine's; what narrate refuses before
// it runs is checked once here through the command and, row by row, in
// test/unit/narrate-refusals.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import { narrate, PAUSES } from '../../src/node/narration.ts';
import { engineOf } from '../../src/node/speech-engines.ts';
import { narratedAudioIssues } from '../../src/node/narrated-audio.ts';
import { listAssets, readContentTree } from '../../src/node/read-content.ts';
import { validateIn } from '../helpers/validate-run.ts';
import { ROOT } from '../helpers/build-site.ts';
import { hostile } from '../helpers/hostile.ts';
import { PODCAST_AUDIO } from '../helpers/podcast-fixture.ts';
import { ilOptions, writeAstroConfig } from '../helpers/project.ts';
import { IL_RULES } from '../helpers/rules.ts';

const installed = ['flite', 'sox', 'lame'].every(
  (p) => spawnSync('sh', ['-c', `command -v ${p}`]).status === 0,
);
const NODE = join(ROOT, 'node_modules/.bin/node');
/**
 * The environment of every run of the command: Node's on-disk compile cache (where the npm
 * scripts' `src/cli/compile-cache.ts` keeps it), so each of the many runs skips compiling the
 * command's TypeScript and libraries again (about 0.4 s of CPU a run). Not in TMPDIR, which some
 * tests point at a folder they expect empty.
 */
const ENV = { ...process.env, NODE_COMPILE_CACHE: join(tmpdir(), 'node-compile-cache') };
let dir: string;
const transcript = () => join(dir, 'content/transcripts/etcd-podcast.md');
const narrateArgs = (args: string[]) => [join(ROOT, 'src/cli/narrate.ts'), ...args];
const runNarrate = (args: string[], at = dir) =>
  spawnSync(NODE, narrateArgs(args), { cwd: at, encoding: 'utf8', env: ENV });
const validate = async () => {
  const { code, err } = await validateIn(dir);
  return { code, err: err.join('\n') };
};
/** What validate and the build say of the library's content and audio (nothing when they accept it). */
const library = () => {
  const read = readContentTree(dir, join(dir, 'content'));
  const { library: l, issues } = buildLibrary(read.files, {
    rules: IL_RULES,
    assets: listAssets(join(dir, 'public')),
  });
  return [...issues, ...narratedAudioIssues(l.transcripts, join(dir, 'public'))];
};
/** `npm run narrate` started in the library, its output collected as it comes. */
const started = (args: string[], env: Record<string, string> = {}) => {
  const child = spawn(NODE, narrateArgs(args), {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...ENV, ...env },
  });
  let out = '';
  const listeners = new Set<() => void>();
  const take = (d: Buffer) => {
    out += d;
    for (const l of listeners) l();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>(
    (done) => child.on('close', (code, signal) => done({ code, signal, out })),
  );
  /** Its output once it matches `re`, or undefined if it ends first. */
  const until = (re: RegExp) =>
    new Promise<string | undefined>((done) => {
      const look = () => re.test(out) && done(out);
      listeners.add(look);
      look();
      void exited.then(() => done(re.test(out) ? out : undefined));
    });
  return { child, exited, until };
};
/** Why no tmpfs can be mounted here (not root, no permission), or undefined when one can. */
const MOUNT_PROBLEM = ((): string | undefined => {
  const at = mkdtempSync(join(tmpdir(), 'il-mount-probe-'));
  try {
    const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', at], {
      encoding: 'utf8',
    });
    if (r.status === 0) {
      spawnSync('umount', [at]);
      return undefined;
    }
    return (r.stderr || r.error?.message || `mount exited ${r.status}`).trim().split('\n')[0];
  } finally {
    rmSync(at, { recursive: true, force: true });
  }
})();
/** Fills the file system of the folder `at` with a file until not one more byte fits. */
function fill(at: string): void {
  const fd = openSync(join(at, 'filler'), 'w');
  try {
    for (const size of [65_536, 4096, 1]) {
      const zeros = Buffer.alloc(size);
      for (;;) {
        try {
          if (writeSync(fd, zeros) < size) break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}
const audioFiles = () => readdirSync(join(dir, 'public/audio')).sort();

/** A library in a new temporary folder: the podcast fixture's content and audio, its config. */
function fixtureLibrary(): string {
  const at = mkdtempSync(join(tmpdir(), 'il-narrate-test-'));
  cpSync(join(ROOT, 'test/fixtures/podcast/content'), join(at, 'content'), { recursive: true });
  mkdirSync(join(at, 'public'));
  cpSync(PODCAST_AUDIO, join(at, 'public/audio'), { recursive: true });
  writeAstroConfig(at);
  return at;
}

beforeEach(() => {
  dir = fixtureLibrary();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!installed)('npm run narrate with flite', () => {
  /**
   * The fixture's transcript cut to two one-word turns, narrated once by the command with the
   * default voices: a pair in narrate's own form (the audio named by its digest) that each test
   * below starts from, so none waits for the fixture's five sentences to be spoken again.
   */
  const SHORT: { root: string; text: string; audio: string } = { root: '', text: '', audio: '' };
  beforeAll(() => {
    SHORT.root = fixtureLibrary();
    const file = join(SHORT.root, 'content/transcripts/etcd-podcast.md');
    const t = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      `${t.slice(0, t.indexOf('\n## '))}\n## 1. Yes\n\n**Host:** Yes?\n\n**Guest:** Yes.\n`,
    );
    const r = runNarrate(['etcd-podcast'], SHORT.root);
    expect(r.status, r.stderr).toBe(0);
    SHORT.text = readFileSync(file, 'utf8');
    SHORT.audio = /^audio: "(.+)"$/m.exec(SHORT.text)![1];
  });
  afterAll(() => rmSync(SHORT.root, { recursive: true, force: true }));
  /** The library of the test as `SHORT`: its transcript and its audio, nothing else. */
  const useShort = () => {
    writeFileSync(transcript(), SHORT.text);
    rmSync(join(dir, 'public/audio'), { recursive: true });
    cpSync(join(SHORT.root, 'public/audio'), join(dir, 'public/audio'), { recursive: true });
  };

  it('gives a turn the engine cannot say a pause, and writes nothing validate refuses', async () => {
    const t = readFileSync(transcript(), 'utf8');
    const head = t.slice(0, t.indexOf('\n## '));
    writeFileSync(
      transcript(),
      `${head}\n## 1. Words\n\n**Host:** 你好 🙂\n\n**Guest:** Привет\n\n**Host:** The constructor, toString, valueOf and hasOwnProperty.\n`,
    );
    const r = runNarrate(['etcd-podcast']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      `content/transcripts/etcd-podcast.md: turn 1 (Host) "你好 🙂" has nothing flite can say: a pause of ${PAUSES.unspoken} s in its place`,
    );
    expect(r.stdout).toContain('content/transcripts/etcd-podcast.md: turn 2 (Guest) "Привет"');
    expect(await validate()).toEqual({ code: 0, err: '' });
  });

  it('speaks the words Object.prototype has, and a turn longer than an argument may be', async () => {
    const flite = engineOf('flite');
    const voices = new Map([['Host', 'slt']]);
    const words = await narrate(
      [
        {
          section: 1,
          speaker: 'Host',
          text: '',
          spoken: 'constructor toString valueOf hasOwnProperty',
        },
      ],
      flite,
      voices,
    );
    expect(words.unspoken).toEqual([]);
    // Four words take more than a second; the source of Object would be spoken for many more.
    const [start, end] = words.cues[0];
    expect(end - start).toBeGreaterThan(1);
    expect(end - start).toBeLessThan(8);
    // 140 KB in one turn: over the 128 KiB a single argument may be (spawn E2BIG). Spaces, which
    // flite reads in a moment (160 KB of ellipses took it seconds), and says nothing for.
    const long = await narrate(
      [{ section: 1, speaker: 'Host', text: '', spoken: ' '.repeat(140_000) }],
      flite,
      voices,
    );
    expect(long.unspoken).toEqual([0]);
  }, 60_000);

  it('removes its temporary folder when interrupted, and leaves the pair as it was', async () => {
    // The fixture's five turns: a synthesis long enough to be seen and interrupted.
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const before = readFileSync(transcript(), 'utf8');
    const audioBefore = audioFiles();
    const child = spawn(NODE, narrateArgs(['etcd-podcast']), {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...ENV, TMPDIR: tmp },
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    // Interrupted while it synthesises: once its folder is there.
    for (let i = 0; i < 400 && readdirSync(tmp).length === 0; i++)
      await new Promise((wait) => setTimeout(wait, 25));
    expect(readdirSync(tmp)[0]).toMatch(/^il-narrate-\d+-/);
    child.kill('SIGINT');
    expect(await exited, stderr).toBe(130);
    expect(readdirSync(tmp)).toEqual([]);
    expect(readFileSync(transcript(), 'utf8')).toBe(before);
    expect(audioFiles()).toEqual(audioBefore);
  }, 60_000);

  it('leaves a pair that validates, the old or the new, when killed at any moment (20 kills)', async () => {
    useShort();
    expect(library()).toEqual([]);
    // A full run, to know how long narrating takes once the command has started (its first line).
    const run = () => {
      const child = spawn(
        NODE,
        narrateArgs([
          'etcd-podcast',
          '--voice',
          `Host=${['awb', 'kal', 'rms', 'slt'][runs++ % 4]}`,
        ]),
        { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'], env: { ...ENV, TMPDIR: tmp } },
      );
      // When it exits: its code and the time.
      const exited = new Promise<{ code: number | null; at: number }>((done) =>
        child.on('exit', (code) => done({ code, at: performance.now() })),
      );
      // When it has started narrating (its first line), or exited without a line.
      const started = Promise.race([
        new Promise<number>((done) => child.stdout.once('data', () => done(performance.now()))),
        exited.then((e) => e.at),
      ]);
      return { child, started, exited };
    };
    let runs = 0;
    // The commands' own temporary folder, to see what their temporary folders become.
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const first = run();
    const from = await first.started;
    const end = await first.exited;
    expect(end.code).toBe(0);
    let work = end.at - from;
    // Kills at random moments of the work (synthesis, encoding, the writes and renames), until 20
    // have landed on a running command; bounded in count, never in time. Every third run goes to
    // its end instead: the runs that end change the pair. The work is taken as the shortest run
    // to its end, so that one run slowed by the machine's other work does not send the later
    // kills past the end of theirs (a third of 60 tries landed so on a loaded machine).
    const seen = new Set<string>();
    let kills = 0;
    for (let tries = 0; kills < 20 && tries < 60; tries++) {
      const { child, started, exited } = run();
      const from = await started;
      if (tries % 3 !== 2) {
        await new Promise((wait) => setTimeout(wait, Math.random() * work));
        if (child.exitCode === null && child.kill('SIGKILL')) kills++;
      }
      const end = await exited;
      if (end.code === 0) work = Math.min(work, end.at - from);
      expect(library(), `after run ${tries + 1}`).toEqual([]);
      seen.add(readFileSync(transcript(), 'utf8'));
    }
    expect(kills).toBe(20);
    // A run to its end after the kills: what they left is cleared, one audio file remains.
    const last = run();
    expect((await last.exited).code).toBe(0);
    expect(readdirSync(tmp)).toEqual([]);
    expect(library()).toEqual([]);
    expect(readdirSync(join(dir, 'public/audio'))).toHaveLength(1);
    expect(readdirSync(join(dir, 'content/transcripts'))).toEqual(['etcd-podcast.md']);
    console.log(
      `narrate kill loop: ${seen.size} transcripts seen over ${kills} kills in ${runs - 1} runs (work ${Math.round(work)} ms)`,
    );
  });

  it('makes a second narration of the library wait for the first, then writes its own pair', async () => {
    useShort();
    const before = readFileSync(transcript(), 'utf8');
    const first = started(['etcd-podcast', '--voice', 'Host=awb']);
    // Its first line comes once it holds the library: stopped there, it holds it until continued.
    expect(await first.until(/narrating/)).toBeDefined();
    first.child.kill('SIGSTOP');
    const second = started(['etcd-podcast', '--voice', 'Host=kal']);
    const waiting = await second.until(/waiting for the narration/);
    expect(waiting).toBe(
      `narrate: waiting for the narration in process ${first.child.pid}, which narrates this library (node_modules/.astro/incident-library-narrate.lock); this one starts when it ends\n`,
    );
    // Nothing was written while the first holds the library.
    expect(readFileSync(transcript(), 'utf8')).toBe(before);
    expect(audioFiles()).toEqual([SHORT.audio]);
    first.child.kill('SIGCONT');
    const [a, b] = await Promise.all([first.exited, second.exited]);
    expect([a.code, b.code], `${a.out}\n${b.out}`).toEqual([0, 0]);
    // The second's pair, whole: its voice, its audio and nothing else.
    expect(library()).toEqual([]);
    const text = readFileSync(transcript(), 'utf8');
    expect(text).toMatch(/speaker: "Host"\n\s+voice: "kal"/);
    const audio = /^audio: "(.+)"$/m.exec(text)![1];
    expect(audioFiles()).toEqual([audio]);
    expect(readdirSync(join(dir, 'node_modules/.astro'))).toEqual([]);
  }, 120_000);

  describe('killed between two of its writes', () => {
    const KILL = join(ROOT, 'test/helpers/kill-before.ts');
    const TMP = String.raw`\.\d+-[0-9a-f]+\.tmp$`;
    const killedAt = async (call: string, match: string) => {
      const run = started(['etcd-podcast', '--voice', 'Host=awb'], {
        NODE_OPTIONS: `--import ${KILL}`,
        IL_KILL_BEFORE: JSON.stringify({ call, match, nth: 1 }),
      });
      const end = await run.exited;
      expect(end.signal, end.out).toBe('SIGKILL');
    };
    /** The pair as narrate wrote it to the end (`SHORT`): the audio the transcript names, in narrate's own form. */
    const narrated = () => {
      useShort();
      return SHORT.audio;
    };

    it.each(
      hostile('narration', [
        {
          moment: 'before the new audio is renamed into place',
          call: 'renameSync',
          match: String.raw`\.mp3${TMP}`,
          left: [/^public\/audio\/\.etcd-podcast-[0-9a-f]{12}\.mp3\.\d+-[0-9a-f]+\.tmp$/],
        },
        {
          moment: 'before the transcript is renamed into place',
          call: 'renameSync',
          match: String.raw`\.md${TMP}`,
          left: [
            /^content\/transcripts\/\.etcd-podcast\.md\.\d+-[0-9a-f]+\.tmp$/,
            /^public\/audio\/etcd-podcast-[0-9a-f]{12}\.mp3$/,
          ],
        },
        {
          moment: 'before the old audio is removed',
          call: 'rmSync',
          match: String.raw`etcd-podcast-[0-9a-f]{12}\.mp3$`,
          left: [/^public\/audio\/etcd-podcast-[0-9a-f]{12}\.mp3$/],
        },
      ]),
    )(
      '$moment: the pair validates, --check names what was left, the next run removes it',
      async ({ call, match, left }) => {
        const audio = narrated();
        const pair = () => [readFileSync(transcript(), 'utf8'), ...audioFiles()];
        const before = pair();
        await killedAt(call, match);
        // Something was left beside the pair, and the pair is whole: the old one or the new.
        const leftovers = [
          ...readdirSync(join(dir, 'content/transcripts'))
            .filter((f) => f !== 'etcd-podcast.md')
            .map((f) => `content/transcripts/${f}`),
          ...audioFiles()
            .filter((f) => f !== /^audio: "(.+)"$/m.exec(readFileSync(transcript(), 'utf8'))![1])
            .map((f) => `public/audio/${f}`),
        ];
        expect(leftovers).toHaveLength(left.length);
        left.forEach((re, i) => expect(leftovers.toSorted()[i]).toMatch(re));
        expect(library()).toEqual([]);
        expect(await validate()).toEqual({ code: 0, err: '' });
        // --check names every leftover (the build leaves them out of the site).
        const check = runNarrate(['--check']);
        expect(check.status).toBe(1);
        for (const f of leftovers.filter((f) => f.startsWith('public/')))
          expect(check.stdout).toContain(
            `LEFT  ${f}: left by a narration that was killed (the next narrate removes it)\n`,
          );
        // The next run removes each, saying so, and ends with one pair.
        const next = runNarrate(['etcd-podcast']);
        expect(next.status, next.stderr).toBe(0);
        for (const f of leftovers)
          expect(next.stdout).toContain(
            `narrate: removed ${f}, left by a narration that was killed\n`,
          );
        expect(pair()).toEqual(before);
        expect(audioFiles()).toEqual([audio]);
        expect(readdirSync(join(dir, 'content/transcripts'))).toEqual(['etcd-podcast.md']);
      },
      60_000,
    );
  });

  describe(`on a full disk (a tmpfs mounted for the test${MOUNT_PROBLEM ? `; skipped: no tmpfs can be mounted here: ${MOUNT_PROBLEM}` : ''})`, () => {
    it.skipIf(MOUNT_PROBLEM !== undefined).each(
      hostile('narration', [
        {
          full: 'the transcript',
          said: /^content\/transcripts\/etcd-podcast\.md$/,
        },
        {
          full: 'the audio',
          said: /^b\/public\/audio\/etcd-podcast-[0-9a-f]{12}\.mp3$/,
        },
      ]),
    )(
      'says in one line that $full could not be written, and leaves every transcript whole',
      async ({ full, said }) => {
        // The content on one small disk (a), the public folder on another (b), each with room
        // for a filler that takes every free byte of the full one.
        useShort();
        const disks = [join(dir, 'a'), join(dir, 'b')];
        const mounted: string[] = [];
        try {
          for (const at of disks) {
            mkdirSync(at);
            const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', at], {
              encoding: 'utf8',
            });
            expect(r.status, r.stderr).toBe(0);
            mounted.push(at);
          }
          cpSync(join(dir, 'content'), join(dir, 'a/content'), { recursive: true });
          cpSync(join(dir, 'public'), join(dir, 'b/public'), { recursive: true });
          rmSync(join(dir, 'content'), { recursive: true });
          rmSync(join(dir, 'public'), { recursive: true });
          writeAstroConfig(dir, ilOptions('a/content'), { publicDir: 'b/public' });
          // The transcript not yet narrated, its two short turns after a YAML comment that
          // narrate keeps as it is: under a page (4,096 bytes) now, over one with the narration
          // narrate adds, so a rewrite in place would be cut at the page.
          const file = join(dir, 'a/content/transcripts/etcd-podcast.md');
          const bare = readFileSync(file, 'utf8').replace(/^audio:[\s\S]*?(?=^---$)/m, '');
          const note = '# A note on this episode, kept as it is by every narration.\n';
          const text = bare.replace(
            /^---\n/,
            `---\n${note.repeat(Math.floor((3800 - Buffer.byteLength(bare)) / note.length))}`,
          );
          writeFileSync(file, text);
          expect(Buffer.byteLength(text)).toBeLessThan(4096);
          rmSync(join(dir, 'b/public/audio', SHORT.audio));
          expect((await validate()).code).toBe(0);
          const listing = () => [
            ...readdirSync(join(dir, 'a/content/transcripts')),
            ...readdirSync(join(dir, 'b/public/audio')),
          ];
          fill(full === 'the transcript' ? disks[0] : disks[1]);
          const r = runNarrate(['etcd-podcast']);
          expect(r.status, r.stdout).toBe(2);
          // One line: the file, the reason in words, and that nothing changed.
          const [named, ...rest] = r.stderr.split(': ');
          expect(named).toMatch(said);
          expect(rest.join(': ')).toBe(
            'the disk is full (ENOSPC); nothing was changed (the transcript and its audio are as they were)\n',
          );
          expect(readFileSync(file, 'utf8')).toBe(text);
          expect(listing()).toEqual(['etcd-podcast.md']);
          expect(await validate()).toEqual({ code: 0, err: '' });
          // With room again, it narrates: the new transcript takes more than the page the old one
          // did (a rewrite in place on the full disk would have been cut).
          rmSync(join(full === 'the transcript' ? disks[0] : disks[1], 'filler'));
          const again = runNarrate(['etcd-podcast']);
          expect(again.status, again.stderr).toBe(0);
          expect(statSync(file).size).toBeGreaterThan(4096);
          expect(await validate()).toEqual({ code: 0, err: '' });
        } finally {
          for (const at of mounted.reverse()) spawnSync('umount', [at]);
        }
      },
      240_000,
    );
  });
});

// Before any speech engine is asked: a transcript validate refuses is refused by narrate in one
// line naming the transcript, the line and the field, and nothing is written. Without this,
// narrate wrote a new pair that validate refused, and a bad value in the frontmatter came out as
// zod's issues in JSON. The command on the row that would cost the most if it reached the engine;
// every row, by the functions the command calls, in test/unit/narrate-refusals.test.ts.
describe('npm run narrate on a transcript validate refuses', () => {
  const lines = (t: string) => t.split('\n');
  it.each(
    // Rows of the hostile table in test/unit/narrate-refusals.test.ts, counted there.
    [
      {
        what: 'a 100,000-character turn (minutes of flite)',
        edit: (t: string) => t.replace('Short and clear.', `Short and ${'clear '.repeat(16_666)}.`),
        says: /^content\/transcripts\/etcd-podcast\.md:46:11 body: turn 5 \(Host\) has 100,018 characters, more than the 5,000 one turn may have \(split the turn: /,
      },
    ],
  )(
    'refuses $what in one line naming the transcript and the field, writing nothing',
    async ({ edit, says }) => {
      writeFileSync(transcript(), edit(readFileSync(transcript(), 'utf8')));
      const before = [readFileSync(transcript(), 'utf8'), ...audioFiles()];
      const r = runNarrate(['etcd-podcast']);
      expect(r.stdout).toBe('');
      expect(lines(r.stderr.trimEnd())).toHaveLength(1);
      expect(r.stderr).toMatch(says);
      expect(r.stderr).toContain('narrate writes nothing until validate accepts the transcript');
      expect(r.status).toBe(2);
      expect([readFileSync(transcript(), 'utf8'), ...audioFiles()]).toEqual(before);
      // Validate refuses the same, in the same words: one rule for both.
      const v = await validate();
      expect(v.code).toBe(1);
      const same = (l: string) => [' (', '; '].some((end) => r.stderr.startsWith(`${l}${end}`));
      expect(v.err.split('\n').filter(same)).toHaveLength(1);
    },
  );
});

// Where a folder should be there is a file, or nothing: one line naming the path relative to the
// project and what to do, before anything runs. Without this, making public/audio (or --out) was
// the first write and failed as "EEXIST: file already exists, mkdir '/tmp/...'", and a missing
// transcripts folder as "ENOENT: ... scandir" with the machine's absolute path. The command on a
// row of each check (the transcripts folder, then where the MP3 files go); every row, by the
// functions the command calls, in test/unit/narrate-refusals.test.ts.
describe('npm run narrate where a folder should be', () => {
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
  const FOLDER = 'move the file away, or give --out another folder';
  it.each(
    // Rows of the hostile table in test/unit/narrate-refusals.test.ts, counted there.
    [
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
    ],
  )(
    '$where: one line naming it relative to the project, nothing written',
    ({ setup, args, says }) => {
      setup();
      const before = files();
      const r = runNarrate(args);
      expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `${says}\n`]);
      expect(files()).toEqual(before);
    },
  );
});
