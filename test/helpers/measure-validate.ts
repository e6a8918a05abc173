/**
 * Measures `npm run validate` on synthetic corpora from `bench/generate.ts`: a cold run (no
 * cache), a run with nothing changed, and a run after one case changed, at each size given.
 * Prints wall and CPU seconds (from /usr/bin/time) and the machine's load, which on a shared
 * 2-core machine decides the wall time as much as the code does.
 *
 *     npm exec -- node test/helpers/measure-validate.ts 1000 10000
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../../bench/generate.ts';
import { ROOT } from './build-site.ts';

interface Timing {
  wall: number;
  user: number;
  sys: number;
  ms: number;
}

function validate(content: string, cacheDir: string, args: string[] = []): Timing {
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', 'TIME %e %U %S', process.execPath, join(ROOT, 'src/cli/validate.ts'), ...args],
    {
      // The benchmark's library project, its content folder the corpus.
      cwd: join(ROOT, 'bench/project'),
      encoding: 'utf8',
      env: { ...process.env, BENCH_CONTENT_DIR: content, IL_VALIDATE_CACHE: cacheDir },
    },
  );
  const t = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(r.stderr);
  const ms = /\((\d+) ms/.exec(r.stdout + r.stderr);
  if (!t) throw new Error(`validate failed: ${r.stderr.slice(-500)}`);
  return { wall: +t[1], user: +t[2], sys: +t[3], ms: ms ? +ms[1] : NaN };
}

const fmt = (t: Timing) =>
  `${t.wall.toFixed(2)} s wall, ${(t.user + t.sys).toFixed(2)} s CPU (in-process ${t.ms} ms)`;

if (import.meta.main) {
  const sizes = process.argv.slice(2).map(Number);
  for (const n of sizes.length ? sizes : [1000, 10000]) {
    const dir = mkdtempSync(join(tmpdir(), `il-measure-${n}-`));
    const content = join(dir, 'content');
    generateCorpus(n, content);
    const cache = join(dir, 'cache');
    const load = () => loadavg()[0].toFixed(1);
    const cold = [load(), validate(content, cache)] as const;
    const same = [load(), validate(content, cache)] as const;
    appendFileSync(join(content, 'cases/IL-0500.md'), '\nOne more sentence.\n');
    const one = [load(), validate(content, cache, [join(content, 'cases/IL-0500.md')])] as const;
    console.log(
      `${n} cases:\n  cold (no cache):       ${fmt(cold[1])}, load ${cold[0]}\n  nothing changed:       ${fmt(same[1])}, load ${same[0]}\n  one case changed:      ${fmt(one[1])}, load ${one[0]}`,
    );
    rmSync(dir, { recursive: true, force: true });
  }
}
