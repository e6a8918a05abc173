/**
 * Every site build the tests start goes through here, so that the suite can say how many it did.
 * A build is one run of `npm run build`'s entry point, of `incident-library build` or of
 * `astro build`, in a child process; each is recorded as one line of JSON in the run's build log
 * (`IL_TEST_RUN_DIR/builds.jsonl`, made by `test/helpers/suite-setup.ts`), which the suite's
 * reporter (`test/helpers/suite-report.ts`) counts at the end of `vitest run`. Outside a run (a
 * helper script) nothing is recorded.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { BUILD_LOCK, NARRATE_LOCK } from '../../src/node/cache-lock.ts';

const LOCKS = [BUILD_LOCK, NARRATE_LOCK];

/** One recorded build, a line of the run's build log. */
export interface BuildRecord {
  /** The test file that asked for it, relative to the repository root ('' when unknown). */
  file: string;
  /** The project folder it built, as the caller names it. */
  project: string;
  /**
   * `cold`: no cache folder of an earlier build (a full site build); `rebuild`: over the cache
   * folder of an earlier build of the same test (Astro's incremental build, the validator's kept
   * results).
   */
  kind: 'cold' | 'rebuild';
  /** The exit status; a build stopped by an error (bad content, bad options) or killed is not 0. */
  status: number;
  /** Wall time of the child process, in milliseconds. */
  ms: number;
}

/** The run's folder (shared builds, the build log), or undefined outside `vitest run`. */
export const runDir = (): string | undefined => process.env.IL_TEST_RUN_DIR || undefined;

/** The current test file, relative to the repository root, as Vitest knows it. */
function currentFile(): string {
  let path = '';
  try {
    path = expect.getState().testPath ?? '';
  } catch {
    // Outside a test (a helper script run by Node): no test file.
  }
  const i = path.indexOf('/test/');
  return i >= 0 ? path.slice(i + 1) : path;
}

/**
 * Whether a build over `env` starts from a kept cache: its `ASTRO_CACHE_DIR`, when the test chose
 * one (not the one the run inherited from the shell), already holds files. A lock another process
 * holds on the folder (a test that makes the build wait for it) is not a kept cache.
 */
function kindOf(env: NodeJS.ProcessEnv | undefined): BuildRecord['kind'] {
  const cache = env?.ASTRO_CACHE_DIR;
  if (!cache || cache === process.env.ASTRO_CACHE_DIR) return 'cold';
  const kept = existsSync(cache) ? readdirSync(cache).filter((f) => !LOCKS.includes(f)) : [];
  return kept.length > 0 ? 'rebuild' : 'cold';
}

function record(entry: BuildRecord): void {
  const dir = runDir();
  if (dir) appendFileSync(join(dir, 'builds.jsonl'), `${JSON.stringify(entry)}\n`);
}

/** The environment a child build gets: the test's, without the variables Vite puts into it. */
export function buildEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  // Vitest puts Vite's own variables (BASE_URL='/', MODE...) into process.env; a child build
  // inheriting BASE_URL would ignore SITE_BASE in import.meta.env.BASE_URL.
  const { BASE_URL: _b, MODE: _m, DEV: _d, PROD: _p, SSR: _s, ...parentEnv } = process.env;
  return { ...parentEnv, ...extra };
}

/**
 * Runs a build to its end (`spawnSync`) and records it.
 * @param project what it builds, for the log (a folder relative to the repository root).
 * @param command the program, e.g. `process.execPath`; `args` its arguments.
 * @param options `spawnSync`'s options; its `env` is the whole environment of the child.
 */
export function runSiteBuild(
  project: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeout?: number },
): { status: number; stdout: string; stderr: string; pid: number } {
  const kind = kindOf(options.env);
  const t0 = Date.now();
  const r = spawnSync(command, args, {
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });
  const status = r.status ?? -1;
  record({ file: currentFile(), project, kind, status, ms: Date.now() - t0 });
  return { status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', pid: r.pid ?? 0 };
}

/**
 * Starts a build (`spawn`, for a test that kills it or reads its output as it comes) and records
 * it when it exits.
 */
export function spawnSiteBuild(
  project: string,
  command: string,
  args: string[],
  options: SpawnOptions & { env: NodeJS.ProcessEnv },
): ChildProcess {
  const kind = kindOf(options.env);
  const file = currentFile();
  const t0 = Date.now();
  const child = spawn(command, args, options);
  child.on('exit', (code) =>
    record({ file, project, kind, status: code ?? -1, ms: Date.now() - t0 }),
  );
  return child;
}
