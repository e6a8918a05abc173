/**
 * A Vitest reporter that prints, at the end of `vitest run`, how many site builds the run did and
 * how long each group of test files took: unit (`test/unit/`), build (`test/build/`) and browser
 * (`test/e2e/`). The builds are those `test/helpers/site-builds.ts` logged in the run's folder:
 * full builds (from no cache, to their end), rebuilds over a kept cache (the incremental-build
 * tests), and builds that stopped with an error (refused content or options, or killed by a test).
 * A group's time is the sum of its files' times; two files run at once, so the groups overlap in
 * the run's wall time, printed last.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileCpu } from './file-cpu.ts';
import type { BuildRecord } from './site-builds.ts';

const GROUPS: [string, RegExp][] = [
  ['unit', /(^|\/)test\/unit\//],
  ['build', /(^|\/)test\/build\//],
  ['browser', /(^|\/)test\/e2e\//],
];

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The lines of the summary, from the run's build log and its test modules. */
export function summary(
  builds: BuildRecord[],
  modules: { file: string; ms: number }[],
  wallMs: number,
  cpu: FileCpu[] = [],
): string[] {
  const full = builds.filter((b) => b.kind === 'cold' && b.status === 0);
  const rebuilds = builds.filter((b) => b.kind === 'rebuild' && b.status === 0);
  const stopped = builds.filter((b) => b.status !== 0);
  const byFile = new Map<string, number>();
  for (const b of [...full, ...rebuilds]) byFile.set(b.file, (byFile.get(b.file) ?? 0) + 1);
  const lines = [
    `${full.length} full site builds (${seconds(full.reduce((s, b) => s + b.ms, 0))}), ${rebuilds.length} rebuilds over a kept cache (${seconds(rebuilds.reduce((s, b) => s + b.ms, 0))}), ${stopped.length} builds stopped by an error or a kill`,
    `  by file: ${
      [...byFile]
        .sort((a, b) => b[1] - a[1])
        .map(([f, n]) => `${f.replace(/^test\//, '')} ${n}`)
        .join(', ') || 'none'
    }`,
  ];
  const groups = GROUPS.map(([name, re]) => {
    const files = modules.filter((m) => re.test(m.file));
    return files.length
      ? `${name} ${files.length} files ${seconds(files.reduce((s, m) => s + m.ms, 0))}`
      : '';
  }).filter(Boolean);
  lines.push(`time per group (sum of file times): ${groups.join(', ')}; wall ${seconds(wallMs)}`);
  if (cpu.length) {
    const total = (f: FileCpu) => f.selfMs + f.childMs;
    const perGroup = GROUPS.map(([name, re]) => {
      const files = cpu.filter((f) => re.test(f.file));
      const own = files.reduce((s, f) => s + f.selfMs, 0);
      const children = files.reduce((s, f) => s + f.childMs, 0);
      return files.length
        ? `${name} ${seconds(own + children)} (${seconds(children)} in children)`
        : '';
    }).filter(Boolean);
    lines.push(`CPU per group (the tests' own and their children's): ${perGroup.join(', ')}`);
    lines.push(
      `  most CPU: ${[...cpu]
        .sort((a, b) => total(b) - total(a))
        .slice(0, 8)
        .map((f) => `${f.file.replace(/^test\//, '')} ${seconds(total(f))}`)
        .join(', ')}`,
    );
  }
  return lines;
}

/** The records of one of the run's logs (one JSON object a line), none without the log. */
function readLog<T>(dir: string | undefined, name: string): T[] {
  const log = dir ? join(dir, name) : '';
  return log && existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as T)
    : [];
}

export default class SuiteReport implements Reporter {
  private started = Date.now();

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const dir = process.env.IL_TEST_RUN_DIR;
    const builds = readLog<BuildRecord>(dir, 'builds.jsonl');
    const cpu = readLog<FileCpu>(dir, 'cpu.jsonl');
    const modules = testModules.map((m) => ({
      file: m.relativeModuleId,
      ms: m.diagnostic().duration,
    }));
    process.stdout.write(
      `\n${summary(builds, modules, Date.now() - this.started, cpu)
        .map((l) => ` ${l}`)
        .join('\n')}\n`,
    );
  }
}
