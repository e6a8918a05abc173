/**
 * Loaded with `node --import` into a command a test runs: the process kills itself with SIGKILL
 * just before the `nth` call of the `node:fs` function `call` whose first argument matches
 * `match` (the environment's `IL_KILL_BEFORE`, JSON `{ "call", "match", "nth" }`). A kill at an
 * exact moment of the command's own code (between two of its writes, say), where a kill from
 * outside lands only by chance. Nothing happens without the variable.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const spec = process.env.IL_KILL_BEFORE;
if (spec) {
  const { call, match, nth } = JSON.parse(spec) as { call: string; match: string; nth: number };
  const pattern = new RegExp(match);
  const table = fs as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = table[call];
  let seen = 0;
  table[call] = (...args: unknown[]) => {
    if (pattern.test(String(args[0])) && ++seen === nth) process.kill(process.pid, 'SIGKILL');
    return original(...args);
  };
  // `import { renameSync } from 'node:fs'` in the command sees the wrapped function.
  syncBuiltinESMExports();
}
