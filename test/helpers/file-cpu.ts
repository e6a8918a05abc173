/**
 * Vitest setup file of every project: how much CPU each test file used, its own process's and
 * that of the processes it started and waited for (site builds, Chromium, servers), recorded as
 * one line of JSON in the run's CPU log (`IL_TEST_RUN_DIR/cpu.jsonl`) for the suite's reporter
 * (`test/helpers/suite-report.ts`). A file's figures are the difference between its start and its
 * end, so files that share a worker process (the unit project) are told apart. Children's CPU is
 * Linux's `cutime` + `cstime` of `/proc/self/stat`: what reaped children used, in clock ticks
 * (100 a second); elsewhere it is 0. Outside a run nothing is recorded.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { runDir } from './site-builds.ts';

/** One test file's CPU, a line of the run's CPU log. */
export interface FileCpu {
  /** The test file, relative to the repository root. */
  file: string;
  /** CPU of the test's own process (user + system), in milliseconds. */
  selfMs: number;
  /** CPU of the children it started and waited for (user + system), in milliseconds. */
  childMs: number;
  /** When the file started and ended, in milliseconds since 1970 (UTC). */
  startedAt: number;
  endedAt: number;
}

/** Reaped children's CPU (user + system) in milliseconds, from `/proc/self/stat`; 0 off Linux. */
function childrenMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of the whole line, 14 and 15 after the name.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

const selfMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// Taken when the setup file runs, before the test file is imported (its top-level work counts),
// and again after each file's record, for a worker whose files share one module cache.
let start = { self: selfMs(), child: childrenMs(), at: Date.now() };

afterAll(() => {
  const dir = runDir();
  if (!dir) return;
  const path = expect.getState().testPath ?? '';
  const i = path.indexOf('/test/');
  const entry: FileCpu = {
    file: i >= 0 ? path.slice(i + 1) : path,
    selfMs: Math.round(selfMs() - start.self),
    childMs: Math.round(childrenMs() - start.child),
    startedAt: start.at,
    endedAt: Date.now(),
  };
  appendFileSync(join(dir, 'cpu.jsonl'), `${JSON.stringify(entry)}\n`);
  start = { self: selfMs(), child: childrenMs(), at: Date.now() };
});
