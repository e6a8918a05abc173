// What a build leaves of the output it published over, and what the next build deletes: the old
// tree moves aside in one rename (`publish` with `oldTree`), the next build lists it with the
// staging folders of builds that died (`staleFolders`) and deletes them on a worker thread
// (`removeInBackground`) while it starts.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeInBackground } from '../../src/node/remove-in-background.ts';
import { oldTreeDir, publish, staleFolders, stagingDir } from '../../src/postbuild/output.ts';

const work = mkdtempSync(join(tmpdir(), 'il-old-output-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder holding one index.html with `text`, and a nested file. */
function site(dir: string, text: string): string {
  mkdirSync(join(dir, 'cases/IL-0001'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
  writeFileSync(join(dir, 'cases/IL-0001/index.html'), `${text} case`);
  return dir;
}

/** The process ID of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('the old output after a publish', () => {
  it('moves aside in one rename, whole, and the new site is the output', () => {
    const root = join(work, 'aside');
    const out = site(join(root, 'dist'), 'old');
    const staging = site(stagingDir(root), 'new');
    publish(staging, out, undefined, oldTreeDir(root));
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(staging)).toBe(false);
    const old = oldTreeDir(root);
    expect(readFileSync(join(old, 'index.html'), 'utf8')).toBe('old');
    expect(readFileSync(join(old, 'cases/IL-0001/index.html'), 'utf8')).toBe('old case');
  });

  it('is deleted at once where the system cannot swap the two folders', () => {
    const root = join(work, 'no-swap');
    const out = site(join(root, 'dist'), 'old');
    const staging = site(stagingDir(root), 'new');
    publish(staging, out, () => false, oldTreeDir(root));
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(oldTreeDir(root))).toBe(false);
    expect(readdirSync(root).sort()).toEqual(['.build-tmp', 'dist']);
  });

  it('is listed for deletion with the staging folders of dead builds, not those of live ones', () => {
    const root = join(work, 'stale');
    const out = join(root, 'dist');
    const dead = deadPid();
    const live = process.ppid;
    const folders = [
      stagingDir(root, dead),
      oldTreeDir(root, dead),
      // An old tree named by this process's ID was left by an earlier process of that ID.
      oldTreeDir(root, process.pid),
      join(root, `.dist.tmp-${dead}`),
    ];
    const kept = [stagingDir(root, live), oldTreeDir(root, live), stagingDir(root, process.pid)];
    for (const f of [...folders, ...kept, join(root, '.build-tmp/other')]) site(f, 'x');
    expect(staleFolders(root, out).sort()).toEqual([...folders].sort());
  });
});

describe('removeInBackground', () => {
  it('removes folders with what they hold, and takes a missing one for removed', async () => {
    const a = site(join(work, 'remove/a'), 'a');
    const b = site(join(work, 'remove/b'), 'b');
    await removeInBackground([a, join(work, 'remove/missing'), b]);
    expect(readdirSync(join(work, 'remove'))).toEqual([]);
  });

  it("rejects with the file system's error code", async () => {
    await expect(removeInBackground([join(work, 'bad\0name')])).rejects.toMatchObject({
      code: 'ERR_INVALID_ARG_VALUE',
    });
  });
});
