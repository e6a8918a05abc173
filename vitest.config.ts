import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous: browser tests that visit every page of a site run long on a loaded 2-core machine.
    testTimeout: 900_000,
    hookTimeout: 600_000,
    // Build and browser tests start their own processes; two cores, so keep it modest.
    maxWorkers: 2,
    // A poll waits for what a page does, never for a time: a loaded machine gets as long as it needs.
    expect: { poll: { timeout: 60_000 } },
    // The run's folder, where builds shared by test files live and every site build is logged;
    // the reporter prints at the end how many site builds the run did and each group's time.
    globalSetup: ['test/helpers/suite-setup.ts'],
    // Each test file's CPU, its own and its children's, for the reporter.
    setupFiles: ['test/helpers/file-cpu.ts'],
    reporters: ['default', './test/helpers/suite-report.ts'],
    // The programs the tests start (builds, the CLI) print plain text, whatever the run's terminal:
    // a CI machine's `CI` or `FORCE_COLOR` variable would otherwise colour Astro's log, and a test
    // that reads a page's path out of it would no longer find it.
    env: { NO_COLOR: '1', FORCE_COLOR: '0' },
    projects: [
      // Unit tests build nothing and keep no state between files, so one worker's files share its
      // module cache: the modules they import (Astro's, zod's, the pipeline's) load once a worker,
      // not once a file. Those that replace a module (`vi.mock` of node:fs) get a fresh one each.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/unit/mocked/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-mocked', include: ['test/unit/mocked/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/build/**/*.test.ts'],
        },
      },
      // The browser tests' global setup installs Debian's Chromium where it is missing and it can,
      // or stops the run with the command to run (test/helpers/chromium-setup.ts). It runs only
      // when a browser test is queued.
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/helpers/suite-setup.ts', 'test/helpers/chromium-setup.ts'],
        },
      },
    ],
  },
});
