// A file that vanishes while content is read (an editor's temporary file, a save by rename) is
// reported in one line with its path, never as an ENOENT stack trace. `node:fs` is wrapped so a
// test can make a listed file vanish at the moment it is looked at or opened.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { IL_RULES } from '../../helpers/rules.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runValidate } from '../../../src/cli/validate.ts';
import { checkInParallel, rulesDataOf } from '../../../src/node/check-parallel.ts';
import { readContentTree } from '../../../src/node/read-content.ts';
import { ROOT } from '../../helpers/build-site.ts';
import { writeAstroConfig } from '../../helpers/project.ts';

/** Paths that vanish when they are stat'ed (`lstat`) or opened (`open`). */
const vanish = { lstat: new Set<string>(), open: new Set<string>() };

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const gone = (syscall: string, p: unknown) =>
    Object.assign(new Error(`ENOENT: no such file or directory, ${syscall} '${String(p)}'`), {
      code: 'ENOENT',
      errno: -2,
      syscall,
      path: String(p),
    });
  const lstatSync = ((p: string, ...rest: unknown[]) => {
    if (vanish.lstat.has(String(p))) throw gone('lstat', p);
    return (fs.lstatSync as (...a: unknown[]) => unknown)(p, ...rest);
  }) as typeof fs.lstatSync;
  const openSync = ((p: string, ...rest: unknown[]) => {
    if (vanish.open.has(String(p))) throw gone('open', p);
    return (fs.openSync as (...a: unknown[]) => unknown)(p, ...rest);
  }) as typeof fs.openSync;
  return { ...fs, lstatSync, openSync, default: { ...fs, lstatSync, openSync } };
});

let dir: string;
let content: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-vanish-'));
  content = join(dir, 'content');
  cpSync(join(ROOT, 'test/fixtures/basic/content'), content, { recursive: true });
  // The command reads the library's config from the folder it runs in.
  writeAstroConfig(dir);
});
afterEach(() => {
  vanish.lstat.clear();
  vanish.open.clear();
  rmSync(dir, { recursive: true, force: true });
});
const validate = async (args: string[]) => {
  const lines: string[] = [];
  const code = await runValidate(
    dir,
    args,
    { out: (l) => lines.push(...l.split('\n')), err: (l) => lines.push(...l.split('\n')) },
    join(dir, 'cache'),
  );
  return { code, lines: lines.filter((l) => l !== '') };
};
const abs = (rel: string) => `${content}${sep}${rel.split('/').join(sep)}`;

describe('a file that vanishes while content is read', () => {
  it('an editor temporary file gone before it is looked at: one line with its path', async () => {
    writeFileSync(abs('cases/.#IL-0001.md~'), 'x');
    writeFileSync(abs('cases/IL-0001.md.swp'), 'x');
    vanish.lstat.add(abs('cases/IL-0001.md.swp'));
    const r = await validate(['--no-cache']);
    expect(r.code).toBe(1);
    const about = r.lines.filter((l) => l.includes('IL-0001.md.swp'));
    expect(about).toEqual([
      expect.stringMatching(/^content\/cases\/IL-0001\.md\.swp:1:1 .*vanished/),
    ]);
    expect(r.lines.join('\n')).not.toMatch(/ENOENT|\n\s+at /);
  });

  it('a case saved by rename, gone between its listing and its reading: one line, exit 1', async () => {
    vanish.open.add(abs('cases/IL-0002.md'));
    for (const args of [['--no-cache'], []]) {
      const r = await validate(args);
      expect(r.code).toBe(1);
      expect(r.lines.filter((l) => l.includes('IL-0002.md'))).toEqual([
        expect.stringMatching(/^content\/cases\/IL-0002\.md:1:1 .*vanished/),
      ]);
      expect(r.lines.join('\n')).not.toMatch(/ENOENT|\n\s+at /);
    }
  });

  it('the dev server reading content gets it as a problem of that file, not a rejection', () => {
    vanish.open.add(abs('cases/IL-0002.md'));
    const read = readContentTree(dir, content);
    expect(read.issues.map((i) => `${i.file} ${i.message}`)).toEqual([
      expect.stringMatching(/^content\/cases\/IL-0002\.md .*vanished/),
    ]);
    expect(read.files.map((f) => f.file)).not.toContain('content/cases/IL-0002.md');
  });

  it('a worker reading a vanished file says which file', async () => {
    await expect(
      checkInParallel([
        {
          file: 'content/cases/IL-0404.md',
          path: abs('cases/IL-0404.md'),
          rules: rulesDataOf(IL_RULES),
        },
      ]),
    ).rejects.toThrow(/^content\/cases\/IL-0404\.md:1:1 .*vanished/);
  });
});
