// The build as a transaction: a build killed at random moments, or one that fails, leaves
// the previous output byte for byte as it was; an output at the project root, in content/ or over
// a folder that is not a site is refused, by `npm run build` and by `astro build` alike.
import { createHash } from 'node:crypto';
import {
  cpSync,
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
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';
import { contentProject, type ContentProject } from '../helpers/content-project.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';
import { runSiteBuild, spawnSiteBuild } from '../helpers/site-builds.ts';

const BUILD = join(ROOT, 'src/cli/build.ts');
const work = mkdtempSync(join(tmpdir(), 'il-txn-'));
const out = join(work, 'site/dist');
// Content folders must be called content/: paths in messages are relative to their parent.
const oldContent = join(work, 'old/content');
const newContent = join(work, 'new/content');
/** A copy of the old site's output (`cp -a`), put back after a trial that left the new site. */
const oldOutput = join(work, 'old-output');

/** Copies a folder with its times and hard links (`cp -a`) to `to`, which must not exist. */
function copyTree(from: string, to: string): void {
  const r = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cp -a ${from} ${to}: ${r.stderr}`);
}

/** Every file of a folder with its SHA-256. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesOf(dir).map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
}

/** A library project for each content folder, as a team's library is one. */
const projects = new Map<string, ContentProject>();
afterAll(() => projects.forEach((p) => p.remove()));

/** The project folder whose config names `content` as its content folder. */
function projectOf(content: string): string {
  if (!projects.has(content)) projects.set(content, contentProject(content));
  return projects.get(content)!.root;
}

function env(content: string, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    OUT_DIR: out,
    ASTRO_CACHE_DIR: join(work, `cache-${content === oldContent ? 'old' : 'other'}`),
    ...extra,
  };
}

function buildNow(content: string, outDir = out) {
  return runSiteBuild(content, process.execPath, [BUILD], {
    cwd: projectOf(content),
    env: { ...env(content), OUT_DIR: outDir },
  });
}

/**
 * Starts a build in its own process group and kills the group (Astro, Pagefind, workers) `ms`
 * after it starts, or `ms` after it prints a line matching `after` (a phase: Pagefind done,
 * checks done, which is just before the output is swapped).
 */
function buildKilled(
  content: string,
  signal: NodeJS.Signals,
  ms: number,
  after?: RegExp,
): Promise<{ code: number | null; killed: boolean }> {
  return new Promise((resolve) => {
    const child = spawnSiteBuild(content, process.execPath, [BUILD], {
      cwd: projectOf(content),
      env: env(content),
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let killed = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      timer = setTimeout(() => {
        killed = true;
        try {
          process.kill(-child.pid!, signal);
        } catch {
          /* already gone */
        }
      }, ms);
    };
    if (!after) arm();
    child.stdout!.on('data', (chunk: Buffer) => {
      if (after && !timer && after.test(chunk.toString())) arm();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, killed });
    });
  });
}

/** A deterministic sequence in [0, 1) (mulberry32), so the trial moments are the same every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let before: Record<string, string>;
let after: Record<string, string>;
let fullMs: number;

beforeAll(() => {
  cpSync(join(ROOT, 'test/fixtures/basic/content'), oldContent, { recursive: true });
  cpSync(oldContent, newContent, { recursive: true });
  const f = join(newContent, 'cases/IL-0001.md');
  writeFileSync(
    f,
    readFileSync(f, 'utf8').replace('A node died.', 'A node died, and then another.'),
  );
  // The new site, built completely elsewhere: what the output holds after a build that finished.
  const t0 = performance.now();
  const done = buildNow(newContent, join(work, 'complete/dist'));
  fullMs = performance.now() - t0;
  expect(done.status, done.stderr).toBe(0);
  after = snapshot(join(work, 'complete/dist'));
  const first = buildNow(oldContent);
  expect(first.status, first.stderr).toBe(0);
  before = snapshot(out);
  expect(before).not.toEqual(after);
  copyTree(out, oldOutput);
});

describe('an interrupted build', () => {
  // Three kills at moments spread over a build (at a fixed seed), five at the end, where the
  // output is swapped: right after Pagefind, right after the checks (the swap comes next), and
  // 5, 25 and 80 ms into the swap.
  const next = random(20261130);
  const trials: {
    signal: NodeJS.Signals;
    at: string;
    ms: (full: number) => number;
    after?: RegExp;
  }[] = [
    ...[0.05, 0.3, 0.6].map((f, i) => {
      const g = f + (next() - 0.5) * 0.1;
      return {
        signal: (['SIGKILL', 'SIGTERM', 'SIGKILL'] as const)[i],
        at: `${g.toFixed(2)} of a build`,
        ms: (full: number) => Math.round(full * g),
      };
    }),
    { signal: 'SIGKILL', at: 'the end of indexing', ms: () => 0, after: /^pagefind: indexed/m },
    { signal: 'SIGINT', at: 'the end of the checks', ms: () => 0, after: /^checks: /m },
    { signal: 'SIGKILL', at: 'the swap, +5 ms', ms: () => 5, after: /^checks: /m },
    { signal: 'SIGKILL', at: 'the swap, +25 ms', ms: () => 25, after: /^checks: /m },
    { signal: 'SIGKILL', at: 'the swap, +80 ms', ms: () => 80, after: /^checks: /m },
  ];

  it.each(trials.map((t, i) => [i + 1, t.signal, t.at, t] as const))(
    'trial %i (%s at %s) leaves the output whole: old or new, never between',
    async (n, signal, at, t) => {
      const r = await buildKilled(newContent, signal, t.ms(fullMs), t.after);
      const now = snapshot(out);
      console.info(
        `trial ${n}: ${signal} at ${at}: ${r.code === 0 ? 'the build had finished; output is the new site' : `killed (exit ${r.code ?? signal}); output ${JSON.stringify(now) === JSON.stringify(before) ? 'is the old site, byte for byte' : JSON.stringify(now) === JSON.stringify(after) ? 'is the new site, whole' : 'is NEITHER'}`}`,
      );
      expect([before, after]).toContainEqual(now);
      if (r.code === 0) expect(now).toEqual(after);
      // Put the old site back for the next trial, as a copy of the old build's output: a build
      // costs as much as a trial, and the last test builds the old site again over this output.
      if (JSON.stringify(now) !== JSON.stringify(before)) {
        rmSync(out, { recursive: true, force: true });
        copyTree(oldOutput, out);
        expect(snapshot(out)).toEqual(before);
      }
    },
  );

  it('leaves no staging folder behind once the next build has run', () => {
    const again = buildNow(oldContent);
    expect(again.status, again.stderr).toBe(0);
    expect(readdirSync(dirname(out)).filter((n) => n.startsWith('.dist.'))).toEqual([]);
    // Other builds may be running in this working tree; none of a dead process may remain.
    const left = readdirSync(join(projectOf(oldContent), '.build-tmp'));
    const dead = left.filter((n) => /^dist-\d+$/.test(n) && !alive(Number(n.slice(5))));
    expect(dead).toEqual([]);
    // The output it published over waits beside the staging folders for the next build to delete
    // it as it starts; those that earlier builds left are gone.
    const oldTrees = left.filter((n) => /^previous-\d+$/.test(n) && !alive(Number(n.slice(9))));
    expect(oldTrees).toEqual([`previous-${again.pid}`]);
    expect(snapshot(join(projectOf(oldContent), '.build-tmp', oldTrees[0]))).toEqual(before);
    expect(snapshot(out)).toEqual(before);
  });
});

describe('a failing build', () => {
  it('leaves the output as it was when content is invalid', () => {
    const bad = join(work, 'bad-validation/content');
    cpSync(newContent, bad, { recursive: true });
    writeFileSync(
      join(bad, 'cases/IL-0002.md'),
      readFileSync(join(bad, 'cases/IL-0002.md'), 'utf8').replace(
        'status: published',
        'status: publishd',
      ),
    );
    const r = buildNow(bad);
    expect(r.status).toBe(1);
    expect(snapshot(out)).toEqual(before);
  });

  it('leaves the output as it was when rendering fails halfway through the Astro build', () => {
    const bad = join(work, 'bad-render/content');
    cpSync(newContent, bad, { recursive: true });
    const f = join(bad, 'cases/IL-0002.md');
    writeFileSync(
      f,
      readFileSync(f, 'utf8').replace(
        '## Lessons',
        'See [nowhere](#no-such-heading).\n\n## Lessons',
      ),
    );
    const r = buildNow(bad);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('broken link "#no-such-heading"');
    expect(r.stderr).toContain('is unchanged');
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(dirname(out)).filter((n) => n.startsWith('.dist.'))).toEqual([]);
    expect(existsSync(join(projectOf(bad), '.build-tmp', `dist-${r.pid}`))).toBe(false);
  });
});

describe('the output folder', () => {
  const refuse = (outDir: string) =>
    runSiteBuild(oldContent, process.execPath, [BUILD], {
      cwd: projectOf(oldContent),
      env: {
        ...process.env,
        OUT_DIR: outDir,
        ASTRO_CACHE_DIR: join(work, 'cache-refuse'),
      },
    });

  it.each([
    ['the project root', ''],
    ['the content folder', oldContent],
    ['a folder inside content', join(oldContent, 'cases')],
    ['a parent of the project', '..'],
    ['src/', 'src'],
  ])('is refused when it is %s', (_, dir) => {
    // A path relative to the project folder, or absolute.
    const r = refuse(resolve(projectOf(oldContent), dir));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^Refusing to build: the output .* (is the project root or contains it|is the content folder, inside it or around it|is inside src\/)\./,
    );
  });

  it('is refused when it is a folder of other files, which are left alone', () => {
    const dir = join(work, 'documents');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'thesis.txt'), 'mine');
    const r = refuse(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('not a site this build made');
    expect(readFileSync(join(dir, 'thesis.txt'), 'utf8')).toBe('mine');
  });

  it('is refused by astro build too, when the config points it at the project root', () => {
    const project = contentProject(oldContent, {}, { outDir: '.' });
    try {
      const r = runSiteBuild(
        oldContent,
        process.execPath,
        [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
        {
          cwd: project.root,
          env: { ...process.env, ASTRO_CACHE_DIR: join(work, 'cache-astro') },
          timeout: 120_000,
        },
      );
      expect(r.status).not.toBe(0);
      expect(`${r.stdout}${r.stderr}`).toContain('Refusing to build: the output');
      expect(existsSync(join(project.root, 'index.html'))).toBe(false);
    } finally {
      project.remove();
    }
  });
});
