// A full disk or a folder the build may not write ends the build with one line naming the path,
// exit 1, and no staging copy left. `node:fs` is wrapped so a test can make a write fail as a
// full or read-only disk makes it fail (a full disk's `write` error names no path).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runBuild } from '../../../src/cli/build.ts';
import { fsErrorLine, fsPathLine, fsReason } from '../../../src/node/fs-errors.ts';
import { writeJsonCache } from '../../../src/node/json-cache.ts';
import { publish } from '../../../src/postbuild/output.ts';
import { ilOptions, writeAstroConfig } from '../../helpers/project.ts';

/** How the next matching call fails: a predicate on the path, and the error's code. */
const fail: { op: string; when: (p: string) => boolean; code: string; withPath: boolean }[] = [];

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const wrap = <F extends (...a: never[]) => unknown>(op: string, f: F): F =>
    ((...args: unknown[]) => {
      const p = String(args[0]);
      const rule = fail.find((r) => r.op === op && r.when(p));
      if (rule) {
        // As Node reports it: a full disk's write names no path, a refused open or mkdir does.
        if (op === 'cpSync') fs.mkdirSync(String(args[1]), { recursive: true });
        throw Object.assign(
          new Error(`${rule.code}: simulated, ${op}${rule.withPath ? ` '${p}'` : ''}`),
          { code: rule.code, syscall: op, ...(rule.withPath && { path: p }) },
        );
      }
      return (f as unknown as (...a: unknown[]) => unknown)(...args);
    }) as unknown as F;
  const over = {
    mkdirSync: wrap('mkdirSync', fs.mkdirSync),
    writeFileSync: wrap('writeFileSync', fs.writeFileSync),
    renameSync: wrap('renameSync', fs.renameSync),
    cpSync: wrap('cpSync', fs.cpSync),
  };
  return { ...fs, ...over, default: { ...fs, ...over } };
});

/** When set, Astro's build fails with this error, as it does on a full disk while it writes the site. */
const astro: { fails?: unknown } = {};

vi.mock('../../../src/astro/build.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/astro/build.ts')>();
  return {
    ...real,
    astroBuild: (...args: Parameters<typeof real.astroBuild>) =>
      astro.fails === undefined
        ? real.astroBuild(...args)
        : Promise.resolve({ ok: false as const, error: astro.fails }),
  };
});

let root: string;
let errors: string[];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'il-disk-'));
  mkdirSync(join(root, 'content'));
  // The build reads the library's config, its cache folder among it, from the folder it runs in.
  writeAstroConfig(root, ilOptions(), { cacheDir: join(root, 'cache') });
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    errors.push(...a.map(String).join(' ').split('\n'));
  });
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  fail.length = 0;
  astro.fails = undefined;
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});
const staging = () =>
  existsSync(join(root, '.build-tmp')) ? readdirSync(join(root, '.build-tmp')) : [];

describe('the build on a disk it cannot write', () => {
  it('a read-only cache folder: one line with its path, exit 1', async () => {
    const cache = join(root, 'cache');
    fail.push({ op: 'mkdirSync', when: (p) => p === cache, code: 'EACCES', withPath: true });
    expect(await runBuild(root, join(root, 'dist'))).toBe(1);
    const lines = errors.filter((l) => l.trim() !== '');
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
    expect(lines[0]).toContain(cache);
    expect(lines[0]).toMatch(/not writable|permission/);
    expect(staging()).toEqual([]);
  });

  it('a full cache disk: the line names the file it could not write, no staging copy left', async () => {
    fail.push({
      op: 'writeFileSync',
      when: (p) => p.includes('pages-in-progress'),
      code: 'ENOSPC',
      withPath: false,
    });
    expect(await runBuild(root, join(root, 'dist'))).toBe(1);
    const text = errors.join('\n');
    expect(text).toContain(join(root, 'cache', 'incident-library-pages-in-progress'));
    expect(text).toMatch(/disk is full/);
    expect(text).not.toMatch(/\n\s+at /);
    expect(staging()).toEqual([]);
  });

  it('a cache file on a full disk names its path and leaves no half-written file', () => {
    const path = join(root, 'cache', 'x.json');
    fail.push({
      op: 'writeFileSync',
      when: (p) => p.startsWith(path),
      code: 'ENOSPC',
      withPath: false,
    });
    expect(() => writeJsonCache(path, 'v', { a: 1 })).toThrow(
      new RegExp(`^cannot write ${path.replace(/[.]/g, '\\.')}: the disk is full`),
    );
    expect(readdirSync(join(root, 'cache'))).toEqual([]);
  });

  it('a full output disk: publishing says so with the output path and leaves no partial copy', () => {
    const tmp = join(root, '.build-tmp', 'dist-1');
    const out = join(root, 'dist');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(join(tmp, 'index.html'), 'new');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'old');
    // Another file system: the rename fails with EXDEV, and the copy fills the disk.
    fail.push({ op: 'renameSync', when: (p) => p === tmp, code: 'EXDEV', withPath: true });
    fail.push({ op: 'cpSync', when: (p) => p === tmp, code: 'ENOSPC', withPath: false });
    expect(() => publish(tmp, out, () => false)).toThrow(
      new RegExp(`^cannot write .*${root.replace(/[.]/g, '\\.')}.*: the disk is full`),
    );
    expect(readdirSync(root).sort()).toEqual(['.build-tmp', 'astro.config.mjs', 'content', 'dist']);
    expect(readdirSync(out)).toEqual(['index.html']);
  });

  it('a full disk while Astro writes the site: one line naming the output folder, not only the staging one', async () => {
    // Node's error for a write on a full disk: a code, no path.
    astro.fails = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      syscall: 'write',
    });
    const dist = join(root, 'dist');
    expect(await runBuild(root, dist)).toBe(1);
    const lines = errors.filter((l) => l.trim() !== '');
    expect(lines[0]).toMatch(/^cannot write .*: the disk is full \(ENOSPC\)$/);
    expect(lines[0]).toContain(`the output folder ${dist}`);
    expect(lines.slice(1)).toEqual([`The build failed; ${dist} is unchanged.`]);
    expect(staging()).toEqual([]);
  });

  it("a full disk while the bundler writes Astro's chunks: one line, not its backtrace", async () => {
    // Rolldown's error as it reached the build, Rust's wording of ENOSPC and its backtrace.
    astro.fails = new Error(
      [
        '[UNHANDLEABLE_ERROR] Something went wrong inside rolldown, please report this problem at https://github.com/rolldown/rolldown/issues.',
        `Failed to write file in ${join(root, '.build-tmp', 'dist-1', '.prerender', 'chunks', 'a.mjs')}`,
        '',
        'Caused by:',
        '    No space left on device (os error 28)',
        '',
        'Stack backtrace:',
        '   0: <unknown>',
      ].join('\n'),
    );
    const dist = join(root, 'dist');
    expect(await runBuild(root, dist)).toBe(1);
    const lines = errors.filter((l) => l.trim() !== '');
    expect(lines).toEqual([
      expect.stringMatching(/^cannot write .*: the disk is full \(ENOSPC\)$/),
      `The build failed; ${dist} is unchanged.`,
    ]);
    expect(lines[0]).toContain(`the output folder ${dist}`);
  });
});

describe('a file-system error in words', () => {
  it("reads a native tool's OS error (Rust's `(os error N)`) when the error has no code", () => {
    expect(fsReason(new Error('pagefind: No space left on device (os error 28)'))).toBe(
      'the disk is full (ENOSPC)',
    );
    expect(fsErrorLine(new Error('Permission denied (os error 13)'), '/out')).toBe(
      'cannot write /out: not writable (permission denied) (EACCES)',
    );
    // An error about something else that quotes no OS error is not one.
    expect(fsReason(new Error('the disk is full of cases'))).toBeUndefined();
  });

  it('names the path of any error that has one as shown, never the absolute path', () => {
    const err = (code: string, path?: string) =>
      Object.assign(new Error(`${code}: simulated, mkdir '${path}'`), { code, path });
    const shown = (p: string) => p.replace('/home/me/lib/', '');
    expect(fsPathLine(err('EEXIST', '/home/me/lib/public/audio'), shown)).toBe(
      'public/audio: is in the way: a file of that name is already there (EEXIST)',
    );
    expect(fsPathLine(err('ENOTDIR', '/home/me/lib/a/b'), shown)).toBe(
      'a/b: a part of the path is a file, not a folder (ENOTDIR)',
    );
    expect(fsPathLine(err('ENOENT', '/home/me/lib/x'), shown)).toBe('x: does not exist (ENOENT)');
    expect(fsPathLine(err('EISDIR', '/home/me/lib/x.md'), shown)).toBe(
      'x.md: is a folder, where a file is needed (EISDIR)',
    );
    // No path, another code, not an error: not one.
    expect(fsPathLine(err('ENOSPC'), shown)).toBeUndefined();
    expect(fsPathLine(err('ECONNRESET', '/x'), shown)).toBeUndefined();
    expect(fsPathLine('EEXIST', shown)).toBeUndefined();
  });
});
