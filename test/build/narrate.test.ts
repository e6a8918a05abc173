// `npm run narrate` with the speech engine (flite, sox and lame; skipped where they are not
// installed, as in CI): a turn the engine cannot say becomes a measured pause that validate
// accepts, a turn longer than a command-line argument may be is spoken, and a narration killed at
// any moment leaves the transcript and its audio a pair that validates, the old one or the new.
import { spawn, spawnSync } from 'node:child_process';
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
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import { engineOf, narrate, PAUSES } from '../../src/node/narration.ts';
import { narratedAudioIssues } from '../../src/node/narrated-audio.ts';
import { listAssets, readContentTree } from '../../src/node/read-content.ts';
import { validateIn } from '../helpers/validate-run.ts';
import { ROOT } from '../helpers/build-site.ts';
import { PODCAST_AUDIO } from '../helpers/podcast-fixture.ts';
import { writeAstroConfig } from '../helpers/project.ts';
import { IL_RULES } from '../helpers/rules.ts';

const installed = ['flite', 'sox', 'lame'].every(
  (p) => spawnSync('sh', ['-c', `command -v ${p}`]).status === 0,
);
const NODE = join(ROOT, 'node_modules/.bin/node');
let dir: string;
const transcript = () => join(dir, 'content/transcripts/etcd-podcast.md');
const narrateArgs = (args: string[]) => [join(ROOT, 'src/cli/narrate.ts'), ...args];
const runNarrate = (args: string[]) =>
  spawnSync(NODE, narrateArgs(args), { cwd: dir, encoding: 'utf8' });
const validate = async () => {
  const { code, err } = await validateIn(dir);
  return { code, err: err.join('\n') };
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-narrate-test-'));
  cpSync(join(ROOT, 'test/fixtures/podcast/content'), join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, 'public'));
  cpSync(PODCAST_AUDIO, join(dir, 'public/audio'), { recursive: true });
  writeAstroConfig(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!installed)('npm run narrate with flite', () => {
  it('gives a turn the engine cannot say a pause, and writes nothing validate refuses', async () => {
    const t = readFileSync(transcript(), 'utf8');
    const head = t.slice(0, t.indexOf('\n## '));
    writeFileSync(
      transcript(),
      `${head}\n## 1. Words\n\n**Host:** 你好 🙂\n\n**Guest:** …\n\n**Host:** The constructor, toString, valueOf and hasOwnProperty.\n`,
    );
    const r = runNarrate(['etcd-podcast']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      `content/transcripts/etcd-podcast.md: turn 1 (Host) "你好 🙂" has nothing flite can say: a pause of ${PAUSES.unspoken} s in its place`,
    );
    expect(r.stdout).toContain('content/transcripts/etcd-podcast.md: turn 2 (Guest) "…"');
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
    // 160 KB in one turn: over the 128 KiB a single argument may be (spawn E2BIG).
    const long = await narrate(
      [{ section: 1, speaker: 'Host', text: '', spoken: '… '.repeat(40_000) }],
      flite,
      voices,
    );
    expect(long.unspoken).toEqual([0]);
  }, 60_000);

  it('removes its temporary folder when interrupted, and leaves the pair as it was', async () => {
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const before = readFileSync(transcript(), 'utf8');
    const child = spawn(NODE, narrateArgs(['etcd-podcast']), {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, TMPDIR: tmp },
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    // Interrupted while it synthesises: once its folder is there.
    for (let i = 0; i < 400 && readdirSync(tmp).length === 0; i++)
      await new Promise((wait) => setTimeout(wait, 25));
    expect(readdirSync(tmp)[0]).toMatch(/^il-narrate-\d+-/);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(readdirSync(tmp)).toEqual([]);
    expect(readFileSync(transcript(), 'utf8')).toBe(before);
    expect(readdirSync(join(dir, 'public/audio'))).toEqual(['etcd-podcast.mp3']);
  }, 60_000);

  it('leaves a pair that validates, the old or the new, when killed at any moment (20 kills)', async () => {
    const library = () => {
      const read = readContentTree(dir, join(dir, 'content'));
      const { library: l, issues } = buildLibrary(read.files, {
        rules: IL_RULES,
        assets: listAssets(join(dir, 'public')),
      });
      return [...issues, ...narratedAudioIssues(l.transcripts, join(dir, 'public'))];
    };
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
        { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, TMPDIR: tmp } },
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
    // have landed on a running command; bounded in count, never in time.
    const seen = new Set<string>();
    let kills = 0;
    for (let tries = 0; kills < 20 && tries < 60; tries++) {
      const { child, started, exited } = run();
      const from = await started;
      // Past the end of the work a third of the time: the runs that end change the pair.
      await new Promise((wait) => setTimeout(wait, Math.random() * work * 1.5));
      if (child.exitCode === null && child.kill('SIGKILL')) kills++;
      const end = await exited;
      if (end.code === 0) work = Math.max(work, end.at - from);
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
  }, 300_000);
});
