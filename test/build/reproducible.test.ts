// Reproducible builds: the same content written at two different paths and built in two
// projects, one in the run's own time zone and locale (UTC and C.UTF-8 on CI) and one at UTC+14
// (Pacific/Kiritimati) with a Turkish locale (dotless i, other collation), gives byte-identical
// output: every file, every hash, the search index too. The first is the hostile site's shared
// build (test/helpers/shared-builds.ts), which test/build/hostile-site.test.ts and the browser
// tests read too, so this file adds one build to the run, not two.
//
// The second build also finds its cache folder held by another build (src/node/cache-lock.ts):
// this test holds the lock. The build must say whom it waits for, build nothing until the lock
// is released, then build in full (its output is the one compared) and let go of the lock.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tryLock } from '../../src/node/cache-lock.ts';
import { ROOT } from '../helpers/build-site.ts';
import { contentProject } from '../helpers/content-project.ts';
import { builtContent } from '../helpers/shared-builds.ts';
import { buildEnv, spawnSiteBuild } from '../helpers/site-builds.ts';
import { writeHostileSite } from '../fixtures/hostile/corpus.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';

function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesOf(dir).map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
}

const KIRITIMATI = { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' };

interface Waited {
  code: number | null;
  output: string;
  /** Whether the build said it waits for this process, and the lock was then released. */
  released: boolean;
  /** Whether the build began validating while the lock was still held. */
  builtWhileHeld: boolean;
}

/**
 * Builds the project at `root` into `dist` over the cache folder `cache`, holding that folder's
 * lock until the build says it waits for this process.
 */
async function buildAfterLock(
  root: string,
  dist: string,
  cache: string,
  env: Record<string, string>,
): Promise<Waited> {
  const held = tryLock(cache);
  if (!('release' in held)) throw new Error('the lock was not free');
  const child = spawnSiteBuild(
    relative(ROOT, root),
    process.execPath,
    [join(ROOT, 'src/cli/build.ts')],
    {
      cwd: root,
      env: buildEnv({ OUT_DIR: dist, ASTRO_CACHE_DIR: cache, ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const result: Waited = { code: null, output: '', released: false, builtWhileHeld: false };
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const onData = (d: Buffer) => {
    result.output += d;
    if (result.released) return;
    if (/^validation: /m.test(result.output)) result.builtWhileHeld = true;
    if (
      result.output.includes(
        `waiting for the build in process ${process.pid}, which uses the same cache folder`,
      )
    ) {
      result.released = true;
      held.release();
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  try {
    result.code = await exit;
  } finally {
    if (!result.released) held.release();
  }
  return result;
}

describe('two builds of the same content', () => {
  it('from different paths, time zones and locales are byte-identical', async () => {
    const work = mkdtempSync(join(tmpdir(), 'il-repro-'));
    const a = join(work, 'a/content');
    const b = join(work, 'somewhere/much/deeper/other-name/content');
    writeHostileSite(a);
    writeHostileSite(b);
    // The shared build runs in this process's zone and locale, which are not the other build's:
    // no offset of +14 hours, no Turkish locale.
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).not.toBe(-14 * 60);
    expect(process.env.LC_ALL || process.env.LANG || '').not.toMatch(/^tr/);
    const ra = builtContent(a);
    expect(ra.status, ra.stderr).toBe(0);
    const project = contentProject(b);
    const distB = join(work, 'dist-b');
    const cache = join(work, 'cache-b');
    let rb: Waited;
    try {
      rb = await buildAfterLock(project.root, distB, cache, KIRITIMATI);
    } finally {
      project.remove();
    }
    expect(rb.code, rb.output).toBe(0);
    // It waited for the lock, naming this process, and validated nothing while it was held.
    expect(rb.released).toBe(true);
    expect(rb.builtWhileHeld).toBe(false);
    expect(existsSync(join(cache, 'incident-library-build.lock'))).toBe(false);
    const ha = hashes(ra.dist);
    const hb = hashes(distB);
    expect(Object.keys(ha).length).toBeGreaterThan(50);
    expect(Object.keys(hb)).toEqual(Object.keys(ha));
    const differ = Object.keys(ha).filter((f) => ha[f] !== hb[f]);
    expect(differ).toEqual([]);
  });
});
