/**
 * Builds a library project (the flagship at the repository root, or a fixture project under
 * `test/fixtures/`, each with its own astro.config.mjs) in a child process with `npm run build`'s
 * entry point, run in the project's folder, into a fresh temporary folder, and returns where it
 * went and what it printed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildEnv, runSiteBuild } from './site-builds.ts';

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
  const r = runSiteBuild(
    relative(ROOT, resolve(ROOT, project)) || '.',
    process.execPath,
    [join(ROOT, 'src/cli/build.ts')],
    {
      cwd: resolve(ROOT, project),
      env: buildEnv({ OUT_DIR: dist, ASTRO_CACHE_DIR: join(work, 'cache'), ...env }),
    },
  );
  return { dist, status: r.status, stdout: r.stdout, stderr: r.stderr };
}
