// Two builds on one cache folder: the second waits for the first (src/node/cache-lock.ts). The
// first is this test, holding the lock; the build must say whom it waits for, build nothing
// until the lock is released, and then build.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tryLock } from '../../src/node/cache-lock.ts';
import { ROOT } from '../helpers/build-site.ts';
import { spawnSiteBuild } from '../helpers/site-builds.ts';

describe('a build whose cache folder another build holds', () => {
  it('waits, naming the process, and builds once the lock is released', async () => {
    const work = mkdtempSync(join(tmpdir(), 'il-lock-build-'));
    const cache = join(work, 'cache');
    const dist = join(work, 'dist');
    const held = tryLock(cache);
    if (!('release' in held)) throw new Error('the lock was not free');
    const { BASE_URL: _b, MODE: _m, DEV: _d, PROD: _p, SSR: _s, ...env } = process.env;
    const child = spawnSiteBuild(
      'test/fixtures/basic',
      process.execPath,
      [join(ROOT, 'src/cli/build.ts')],
      {
        cwd: join(ROOT, 'test/fixtures/basic'),
        env: {
          ...env,
          OUT_DIR: dist,
          ASTRO_CACHE_DIR: cache,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let released = false;
    let builtWhileHeld = false;
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const onData = (d: Buffer) => {
      out += d;
      if (!released && /^validation: /m.test(out)) builtWhileHeld = true;
      if (
        !released &&
        out.includes(
          `waiting for the build in process ${process.pid}, which uses the same cache folder`,
        )
      ) {
        released = true;
        held.release();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const code = await exit;
    expect(code, out).toBe(0);
    expect(released).toBe(true);
    expect(builtWhileHeld).toBe(false);
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    expect(existsSync(join(cache, 'incident-library-build.lock'))).toBe(false);
  });
});
