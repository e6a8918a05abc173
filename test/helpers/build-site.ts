/**
 * Builds a library project (the flagship at the repository root, or a fixture project under
 * `test/fixtures/`, each with its own astro.config.mjs) in a child process with `npm run build`'s
 * entry point, run in the project's folder, into a fresh temporary folder, and returns where it
 * went and what it printed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface BuiltSite {
  dist: string;
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * @param project the project's folder, relative to the repository root (e.g.
 *   `test/fixtures/basic`) or absolute; the flagship (`.`) by default.
 * @param env extra environment, e.g. `{ SITE_BASE: '/kb/' }`. The build gets an Astro cache
 *   folder of its own (`ASTRO_CACHE_DIR`, which the flagship's and the fixtures' configs read), so
 *   that two tests can build one project at once.
 */
export function buildProject(project = '.', env: Record<string, string> = {}): BuiltSite {
  const work = mkdtempSync(join(tmpdir(), 'il-build-'));
  const dist = join(work, 'dist');
  // Vitest puts Vite's own variables (BASE_URL='/', MODE...) into process.env; a child build
  // inheriting BASE_URL would ignore SITE_BASE in import.meta.env.BASE_URL.
  const { BASE_URL: _b, MODE: _m, DEV: _d, PROD: _p, SSR: _s, ...parentEnv } = process.env;
  const r = spawnSync(process.execPath, [join(ROOT, 'src/cli/build.ts')], {
    cwd: resolve(ROOT, project),
    encoding: 'utf8',
    env: { ...parentEnv, OUT_DIR: dist, ASTRO_CACHE_DIR: join(work, 'cache'), ...env },
    timeout: 600_000,
  });
  return { dist, status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
