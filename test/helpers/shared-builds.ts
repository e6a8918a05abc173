/**
 * Builds shared by the test files of one `vitest run`: each fixture project (and the flagship)
 * with given options is built once per run, by the first test file that asks for it, and every
 * other file that asks for the same reads that build's `dist/`.
 *
 * A shared build lives in the run's folder (`IL_TEST_RUN_DIR/sites/<key>/`, made and removed by
 * `test/helpers/suite-setup.ts`), keyed by what was built and how (the project folder, or the
 * digest of a written content folder, and the options and environment). Test files run in
 * several workers at once: the first to ask takes a lock folder and builds; the others wait for
 * its result, polling without a deadline, so a loaded machine only makes them wait longer. A
 * worker that died holding the lock leaves it to the next. Before a build is handed out again,
 * its files are checked against the sizes and times recorded when it was made, so a test that
 * changed a shared `dist/` fails the next reader with the file it changed instead of misleading
 * it. Outside a run (no run folder) each call builds privately, as before.
 *
 * Adding an assertion about a fixture's built site costs no build:
 * `const site = builtFixture('test/fixtures/basic')` in a `beforeAll`, then read `site.dist`.
 * A test that changes what it reads (edits content, damages a cache) builds its own site instead.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildProject, ROOT, type BuiltSite } from './build-site.ts';
import { buildContent } from './content-project.ts';
import { copyLibrary } from './library-site.ts';
import { runDir } from './site-builds.ts';

/** Every file under `dir` (relative, sorted) with its size and modification time. */
function stampOf(dir: string): string {
  const lines: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const s = statSync(p);
        lines.push(`${relative(dir, p)}\t${s.size}\t${s.mtimeMs}`);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return lines.join('\n');
}

/** The first line where two stamps differ, to name the file a test changed. */
function firstDifference(was: string, now: string): string {
  const [a, b] = [was.split('\n'), now.split('\n')];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) return `${a[i] ?? '(none)'} -> ${b[i] ?? '(none)'}`;
  return '';
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // The holder has made the folder but not yet written its pid: it is alive.
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Stored extends BuiltSite {
  stamp: string;
}

/** The name of a shared build's folder and lock in the run's folder: a digest of its key. */
export const keyId = (key: unknown): string =>
  createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 16);

/**
 * The build that `key` names, made by `build(dist)` once per run (into the folder it is given)
 * and read by every later call. `label` names it in error messages.
 */
export function sharedBuild(
  label: string,
  key: unknown,
  build: (dist: string) => BuiltSite,
): BuiltSite {
  const dir = runDir();
  if (!dir) return build(join(mkdtempSync(join(tmpdir(), 'il-build-')), 'dist'));
  const id = keyId(key);
  const home = join(dir, 'sites', id);
  const result = join(home, 'result.json');
  const lock = join(dir, 'sites', `${id}.lock`);
  mkdirSync(join(dir, 'sites'), { recursive: true });
  for (;;) {
    if (existsSync(result)) {
      const stored = JSON.parse(readFileSync(result, 'utf8')) as Stored;
      const now = stampOf(stored.dist);
      if (now !== stored.stamp)
        throw new Error(
          `the shared build of ${label} (${stored.dist}) was changed after it was made, by a test that should build its own: ${firstDifference(stored.stamp, now)}`,
        );
      return {
        dist: stored.dist,
        status: stored.status,
        stdout: stored.stdout,
        stderr: stored.stderr,
      };
    }
    try {
      mkdirSync(lock);
    } catch {
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else pause(250);
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      rmSync(home, { recursive: true, force: true });
      mkdirSync(home, { recursive: true });
      const site = build(join(home, 'dist'));
      const stored: Stored = { ...site, stamp: stampOf(site.dist) };
      writeFileSync(`${result}.tmp`, JSON.stringify(stored));
      writeFileSync(result, readFileSync(`${result}.tmp`));
      rmSync(`${result}.tmp`);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * A fixture project (a folder with its astro.config.mjs, e.g. `test/fixtures/basic`, or `.` for
 * the flagship) built with `npm run build`'s entry point under `env` (e.g. `{ SITE_BASE: '/kb/' }`),
 * once per run. The result's `status` is the build's: a caller that needs a good build checks it.
 */
export function builtFixture(project = '.', env: Record<string, string> = {}): BuiltSite {
  const folder = relative(ROOT, resolve(ROOT, project)) || '.';
  return sharedBuild(folder, ['project', folder, sorted(env)], (dist) => ({
    ...buildProject(folder, { ...env, OUT_DIR: dist }),
    dist,
  }));
}

/** The digest of every file under `dir` (names and bytes), to key a build of written content. */
export function contentDigest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else
        hash
          .update(`${relative(dir, p)}\0`)
          .update(readFileSync(p))
          .update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * A content folder a test wrote (e.g. the hostile corpus), built as `buildContent` builds it (the
 * fixtures' options over `options`, under `env`), once per run for the same bytes and options:
 * a second file that writes the same content reads the first one's build. Paths in the built
 * site do not depend on where the content was written (the build is reproducible across paths).
 */
export function builtContent(
  contentDir: string,
  options: Record<string, unknown> = {},
  env: Record<string, string> = {},
): BuiltSite {
  return sharedBuild(
    `content ${contentDir}`,
    ['content', contentDigest(contentDir), options, sorted(env)],
    (dist) => ({ ...buildContent(contentDir, options, { ...env, OUT_DIR: dist }), dist }),
  );
}

/**
 * A library project of its own (e.g. `examples/internal`), copied beside this repository's
 * dependencies and built with `incident-library build` under `env`, once per run.
 */
export function builtLibrary(from: string, env: Record<string, string> = {}): BuiltSite {
  return sharedBuild(`library ${from}`, ['library', from, sorted(env)], (dist) => {
    const copy = copyLibrary(from);
    try {
      return { ...copy.build({ ...env, OUT_DIR: dist }), dist };
    } finally {
      copy.remove();
    }
  });
}

const sorted = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : 1)));
