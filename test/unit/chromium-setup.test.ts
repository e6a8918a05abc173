// `npm test` on a fresh machine: the browser tests' global setup finds, installs or asks for
// Debian's Chromium (test/helpers/chromium-setup.ts), and never lets a browser test be skipped.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumPlan, INSTALL_COMMAND } from '../helpers/chromium-setup.ts';
import { ROOT } from '../helpers/build-site.ts';

describe('Chromium for the browser tests', () => {
  const env = (o: Partial<Parameters<typeof chromiumPlan>[0]>) => ({
    exists: () => false,
    uid: 1000,
    hasAptGet: true,
    path: '/usr/bin/chromium',
    ...o,
  });

  it("uses Chromium where it is, installs Debian's as root with apt-get, else asks", () => {
    expect(chromiumPlan(env({ exists: (p) => p === '/usr/bin/chromium' }))).toBe('present');
    expect(chromiumPlan(env({ uid: 0 }))).toBe('install');
    expect(chromiumPlan(env({ uid: 1000 }))).toBe('manual');
    expect(chromiumPlan(env({ uid: 0, hasAptGet: false }))).toBe('manual');
    expect(chromiumPlan(env({ uid: 0, path: '/opt/chrome/chrome' }))).toBe('manual');
  });

  it('stops a run with browser tests at once, with the one command, when it cannot install', () => {
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'test/e2e/search-etcd.test.ts'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          CHROMIUM_PATH: '/nonexistent/chromium',
          FORCE_COLOR: '0',
          NO_COLOR: '1',
        },
      },
    );
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain(
      'The browser tests need Chromium at /nonexistent/chromium',
    );
    expect(r.stdout + r.stderr).toContain(INSTALL_COMMAND);
    // Nothing ran: not one test was skipped or passed without its browser.
    expect(r.stdout + r.stderr).not.toMatch(/Tests\s+\d+ (passed|skipped)/);
  });
});
