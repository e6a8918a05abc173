/**
 * Builds a library project of its own (a folder with its astro.config.mjs calling the
 * integration, as a team writes it, e.g. `examples/starter`), the way its own `npm run build`
 * does, into a fresh temporary folder. The project is copied into the repository's `.test-sites/`
 * so it resolves this repository's dependencies, with `node_modules/incident-library` linked to
 * this package, as `npm install incident-library` would give it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, type BuiltSite } from './build-site.ts';
import { buildEnv, runSiteBuild } from './site-builds.ts';

/** A copy of a library project and how to build it. */
export interface LibraryCopy {
  root: string;
  /** Runs `incident-library <args>` in the copy, as its npm scripts do. */
  run(
    args: string[],
    env?: Record<string, string>,
  ): { status: number; stdout: string; stderr: string };
  build(env?: Record<string, string>): BuiltSite;
  remove(): void;
}

/** Copies the project at `from` (relative to the repository root) beside the repository's dependencies. */
export function copyLibrary(from: string): LibraryCopy {
  mkdirSync(join(ROOT, '.test-sites'), { recursive: true });
  const root = mkdtempSync(join(ROOT, '.test-sites', 'site-'));
  cpSync(join(ROOT, from), root, {
    recursive: true,
    filter: (src) => !/\/(node_modules|dist|\.astro|\.build-tmp)$/.test(src),
  });
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  symlinkSync(ROOT, join(root, 'node_modules', 'incident-library'), 'dir');
  const run = (args: string[], env: Record<string, string> = {}) => {
    const bin = [join(ROOT, 'bin/incident-library.mjs'), ...args];
    // Vite's own variables in Vitest's environment would reach the child build.
    const options = { cwd: root, env: buildEnv(env) };
    if (args[0] === 'build') {
      const r = runSiteBuild(from, process.execPath, bin, options);
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    }
    const r = spawnSync(process.execPath, bin, { ...options, encoding: 'utf8', timeout: 600_000 });
    return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
  return {
    root,
    run,
    build(env = {}) {
      const work = mkdtempSync(join(tmpdir(), 'il-library-'));
      const dist = join(work, 'dist');
      return { dist, ...run(['build'], { OUT_DIR: dist, ...env }) };
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
