import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_LOCK, lock, lockHolder, tryLock } from '../../src/node/cache-lock.ts';

const folder = () => join(mkdtempSync(join(tmpdir(), 'il-lock-')), 'cache');

/** The id of a process that has exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(r.stdout.trim());
}

describe('the build lock of a cache folder', () => {
  it('is taken when free (creating the folder), names this process, and is gone once released', () => {
    const dir = folder();
    const r = tryLock(dir);
    expect('release' in r).toBe(true);
    expect(lockHolder(join(dir, BUILD_LOCK))).toBe(process.pid);
    if ('release' in r) r.release();
    expect(existsSync(join(dir, BUILD_LOCK))).toBe(false);
  });

  it('is not taken while a live process holds it', () => {
    const dir = folder();
    const first = tryLock(dir);
    expect(tryLock(dir)).toEqual({ holder: process.pid });
    if ('release' in first) first.release();
    expect('release' in tryLock(dir)).toBe(true);
  });

  it('is taken over from a process that is gone, and from an id now given to another process', () => {
    const dir = folder();
    const file = join(dir, BUILD_LOCK);
    tryLock(dir); // creates the folder
    writeFileSync(file, `${deadPid()} 12345\n`);
    expect(lockHolder(file)).toBeUndefined();
    expect('release' in tryLock(dir)).toBe(true);
    // This process's id with another start time: the process that wrote it is gone.
    if (existsSync('/proc/self/stat')) {
      writeFileSync(file, `${process.pid} 1\n`);
      expect(lockHolder(file)).toBeUndefined();
      expect('release' in tryLock(dir)).toBe(true);
      expect(readFileSync(file, 'utf8')).not.toBe(`${process.pid} 1\n`);
    }
  });

  it('makes a second taker wait, telling it whom for, until the first releases', async () => {
    const dir = folder();
    const first = tryLock(dir);
    if (!('release' in first)) throw new Error('not taken');
    const waitedFor: number[] = [];
    const second = lock(
      dir,
      (pid) => {
        waitedFor.push(pid);
        first.release();
      },
      10,
    );
    const release = await second;
    expect(waitedFor).toEqual([process.pid]);
    expect(lockHolder(join(dir, BUILD_LOCK))).toBe(process.pid);
    release();
    expect(existsSync(join(dir, BUILD_LOCK))).toBe(false);
  });
});
