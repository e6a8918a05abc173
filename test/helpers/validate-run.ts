/** `npm run validate` run in-process on a project folder, its output collected. */
import { join } from 'node:path';
import { runValidate } from '../../src/cli/validate.ts';

/**
 * Validates the project at `dir` with `args` (no cache by default), its cache under `dir/cache`;
 * resolves with the exit code and the lines written to standard output and standard error.
 */
export async function validateIn(
  dir: string,
  args: string[] = ['--no-cache'],
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runValidate(
    dir,
    args,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    join(dir, 'cache'),
  );
  return { code, out, err };
}
