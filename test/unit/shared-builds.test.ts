// The test suite's own machinery: a build shared by test files is made once per run and handed
// out only while no test has changed it, a lock left by a worker that died is taken over, every
// build is logged, and the reporter counts the log. Nothing here builds a site: the "builds" are
// functions that write a file, and the logged one is a Node process that exits at once.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyId, sharedBuild } from '../helpers/shared-builds.ts';
import { runSiteBuild, type BuildRecord } from '../helpers/site-builds.ts';
import { summary } from '../helpers/suite-report.ts';

let run: string;
let saved: string | undefined;
beforeEach(() => {
  // A run folder of this test's own, so nothing reaches the real run's shared builds or log.
  saved = process.env.IL_TEST_RUN_DIR;
  run = mkdtempSync(join(tmpdir(), 'il-run-test-'));
  writeFileSync(join(run, 'builds.jsonl'), '');
  process.env.IL_TEST_RUN_DIR = run;
});
afterEach(() => {
  if (saved === undefined) delete process.env.IL_TEST_RUN_DIR;
  else process.env.IL_TEST_RUN_DIR = saved;
  rmSync(run, { recursive: true, force: true });
});

/** A build that writes one page saying `text`, counting its calls. */
function fakeBuild(text: string) {
  const calls: string[] = [];
  const build = (dist: string) => {
    calls.push(dist);
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), text);
    return { dist, status: 0, stdout: `built ${text}`, stderr: '' };
  };
  return { calls, build };
}

describe('a shared build', () => {
  it('is made once per key and run, and read by every later call', () => {
    const a = fakeBuild('a');
    const first = sharedBuild('fixture a', ['a', { SITE_BASE: '/' }], a.build);
    const again = sharedBuild('fixture a', ['a', { SITE_BASE: '/' }], a.build);
    expect(a.calls).toHaveLength(1);
    expect(again).toEqual(first);
    expect(readFileSync(join(again.dist, 'index.html'), 'utf8')).toBe('a');
    expect(again.stdout).toBe('built a');
    // Other options are another build.
    const b = fakeBuild('b');
    const other = sharedBuild('fixture a', ['a', { SITE_BASE: '/kb/' }], b.build);
    expect(b.calls).toHaveLength(1);
    expect(other.dist).not.toBe(first.dist);
  });

  it('is refused to the next reader, naming the file, once a test has changed it', () => {
    const a = fakeBuild('a');
    const site = sharedBuild('fixture a', ['a'], a.build);
    writeFileSync(join(site.dist, 'index.html'), 'changed by a test');
    expect(() => sharedBuild('fixture a', ['a'], a.build)).toThrow(
      /the shared build of fixture a .* was changed after it was made.*index\.html/,
    );
    // A file added is a change too.
    const b = fakeBuild('b');
    const other = sharedBuild('fixture b', ['b'], b.build);
    writeFileSync(join(other.dist, 'extra.html'), 'added');
    expect(() => sharedBuild('fixture b', ['b'], b.build)).toThrow(/extra\.html/);
  });

  it('is built by the next caller when the worker holding its lock died before finishing', () => {
    // The lock of a process that is gone (one that has exited).
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    }).stdout.trim();
    const lock = join(run, 'sites', `${keyId(['a'])}.lock`);
    mkdirSync(lock, { recursive: true });
    writeFileSync(join(lock, 'pid'), gone);
    const a = fakeBuild('a');
    expect(
      readFileSync(join(sharedBuild('fixture a', ['a'], a.build).dist, 'index.html'), 'utf8'),
    ).toBe('a');
    expect(a.calls).toHaveLength(1);
  });

  it('is private to each call outside a test run', () => {
    delete process.env.IL_TEST_RUN_DIR;
    const a = fakeBuild('a');
    sharedBuild('fixture a', ['a'], a.build);
    sharedBuild('fixture a', ['a'], a.build);
    expect(a.calls).toHaveLength(2);
    expect(a.calls[0]).not.toBe(a.calls[1]);
  });
});

describe('the build log and its summary', () => {
  it('logs each build with its file, project, kind and status, and the reporter counts them', () => {
    const cache = join(run, 'cache');
    const ok = runSiteBuild('test/fixtures/basic', process.execPath, ['-e', ''], {
      cwd: run,
      env: { ...process.env, ASTRO_CACHE_DIR: cache },
    });
    expect(ok.status).toBe(0);
    mkdirSync(cache);
    writeFileSync(join(cache, 'kept'), '');
    runSiteBuild('test/fixtures/basic', process.execPath, ['-e', ''], {
      cwd: run,
      env: { ...process.env, ASTRO_CACHE_DIR: cache },
    });
    runSiteBuild('test/fixtures/basic', process.execPath, ['-e', 'process.exit(1)'], {
      cwd: run,
      env: { ...process.env },
    });
    // A cache folder the run inherited from the shell is not the test's: the build counts as full.
    const inherited = process.env.ASTRO_CACHE_DIR;
    process.env.ASTRO_CACHE_DIR = cache;
    try {
      runSiteBuild('examples/starter', process.execPath, ['-e', ''], {
        cwd: run,
        env: { ...process.env },
      });
    } finally {
      if (inherited === undefined) delete process.env.ASTRO_CACHE_DIR;
      else process.env.ASTRO_CACHE_DIR = inherited;
    }
    const log = readFileSync(join(run, 'builds.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as BuildRecord);
    expect(log.map((b) => [b.file, b.project, b.kind, b.status])).toEqual([
      ['test/unit/shared-builds.test.ts', 'test/fixtures/basic', 'cold', 0],
      ['test/unit/shared-builds.test.ts', 'test/fixtures/basic', 'rebuild', 0],
      ['test/unit/shared-builds.test.ts', 'test/fixtures/basic', 'cold', 1],
      ['test/unit/shared-builds.test.ts', 'examples/starter', 'cold', 0],
    ]);
    const lines = summary(
      log,
      [
        { file: 'test/unit/a.test.ts', ms: 1000 },
        { file: 'test/build/b.test.ts', ms: 3000 },
        { file: 'test/build/c.test.ts', ms: 2000 },
        { file: 'test/e2e/d.test.ts', ms: 4000 },
      ],
      7000,
    );
    expect(lines[0]).toMatch(
      /^2 full site builds \(\d+ s\), 1 rebuilds over a kept cache \(\d+ s\), 1 builds stopped by an error or a kill$/,
    );
    expect(lines[1]).toBe('  by file: unit/shared-builds.test.ts 3');
    expect(lines[2]).toBe(
      'time per group (sum of file times): unit 1 files 1 s, build 2 files 5 s, browser 1 files 4 s; wall 7 s',
    );
  });
});
