/**
 * Vitest global setup of every test project: the run's folder, where the builds shared by test
 * files live (`test/helpers/shared-builds.ts`) and where every site build is logged
 * (`test/helpers/site-builds.ts`), named to the test workers by `IL_TEST_RUN_DIR`. The first
 * project's setup makes it (a project set up later finds it made) and removes it when the run
 * ends, after the reporter has counted the builds.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): (() => void) | undefined {
  if (process.env.IL_TEST_RUN_DIR) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'il-test-run-'));
  writeFileSync(join(dir, 'builds.jsonl'), '');
  process.env.IL_TEST_RUN_DIR = dir;
  return () => {
    // IL_TEST_KEEP_LOGS=<folder> keeps the run's logs of builds and of each file's CPU and times.
    const keep = process.env.IL_TEST_KEEP_LOGS;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      for (const log of ['builds.jsonl', 'cpu.jsonl'])
        if (existsSync(join(dir, log))) copyFileSync(join(dir, log), join(keep, log));
    }
    rmSync(dir, { recursive: true, force: true });
    delete process.env.IL_TEST_RUN_DIR;
  };
}
