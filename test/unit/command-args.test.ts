// Arguments node's parseArgs refuses, for init and narrate: one line naming the argument with what
// to type instead, where parseArgs said "argument is ambiguous" and more over three lines.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runInit } from '../../src/cli/init.ts';
import { narrateArgs } from '../../src/cli/narrate-inputs.ts';
import { hostile } from '../helpers/hostile.ts';

const INIT_FLAGS = '--name, --prefix, --repository, --help';

describe('init with arguments parseArgs refuses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-init-args-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  it.each(
    hostile('cli', [
      [
        ['--name', '-rf Library'],
        `--name "-rf Library": a value that starts with "-" is read as an option; write it after "=", quoted: --name='-rf Library' (or give --name its value)`,
      ],
      [
        ['--name', "-it's"],
        `--name "-it's": a value that starts with "-" is read as an option; write it after "=", quoted: --name='-it'\\''s' (or give --name its value)`,
      ],
      [
        ['--prefix', '--name', 'Globex'],
        `--prefix "--name": a value that starts with "-" is read as an option; write it after "=", quoted: --prefix='--name' (or give --prefix its value)`,
      ],
      [['--name'], '--name needs a value: write --name <value>'],
      [['--name', 'Globex', '--help=yes'], '--help takes no value: write --help alone'],
      [['--nmae', 'Globex'], 'unknown option --nmae: did you mean "--name"?'],
      [['-n', 'Globex'], `unknown option -n: the options are ${INIT_FLAGS}`],
      [
        ['--name', 'Globex', '--x\u202Ey'],
        `unknown option --x<U+202E>y: the options are ${INIT_FLAGS}`,
      ],
    ]),
  )('init lib %j: one line, exit 2, nothing written', async (args, said) => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
      errors.push(...a.map(String).join(' ').split('\n'));
    });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const folder = join(dir, 'lib');
    expect(await runInit([folder, ...args], false)).toBe(2);
    expect(errors).toEqual([said]);
    expect(existsSync(folder)).toBe(false);
  });
});

describe('narrate with arguments parseArgs refuses', () => {
  it.each(
    hostile('cli', [
      [
        ['--voice', '-x=slt'],
        `narrate: --voice "-x=slt": a value that starts with "-" is read as an option; write it after "=", quoted: --voice='-x=slt' (or give --voice its value)`,
      ],
      [['etcd', '--out'], 'narrate: --out needs a value: write --out <value>'],
      [['--check=no'], 'narrate: --check takes no value: write --check alone'],
      [['--chek'], 'narrate: unknown option --chek: did you mean "--check"?'],
    ]),
  )('narrate %j: one line naming it', (args, said) => {
    expect(() => narrateArgs(args)).toThrow(new Error(said));
  });

  it('reads a value after "=" that starts with "-"', () => {
    expect(narrateArgs(['--voice=-x=slt', 'etcd']).values.voice).toEqual(['-x=slt']);
  });
});
