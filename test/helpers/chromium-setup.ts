/**
 * Vitest global setup of the browser tests: makes sure Debian's Chromium is there before any
 * browser test starts, so `npm test` works on a fresh machine in one command.
 * - Chromium present (`CHROMIUM_PATH`, default /usr/bin/chromium): nothing to do.
 * - Missing, and this process may install packages (root, with apt-get): installs Debian's
 *   `chromium` package (`apt-get install -y chromium`, after `apt-get update` when the package
 *   lists lack it), printing what it does.
 * - Missing otherwise: stops the run at once with the one command to run. No browser test is
 *   ever skipped.
 * Runs once per run, before the test workers start (and only when browser tests are queued: it
 * is the global setup of the "browser" project in vitest.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './browser.ts';

/** The one command that installs the browser, for the message. */
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** How to get Chromium on this machine: already there, installable by us, or only by hand. */
export function chromiumPlan(env: {
  exists: (path: string) => boolean;
  uid: number | undefined;
  hasAptGet: boolean;
  path: string;
}): 'present' | 'install' | 'manual' {
  if (env.exists(env.path)) return 'present';
  // Only Debian's own package goes to /usr/bin/chromium; a custom CHROMIUM_PATH is the user's to provide.
  if (env.path === '/usr/bin/chromium' && env.uid === 0 && env.hasAptGet) return 'install';
  return 'manual';
}

function run(cmd: string, args: string[]): number {
  process.stderr.write(`browser tests: ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status ?? 1;
}

export default function setup(): void {
  const plan = chromiumPlan({
    exists: existsSync,
    uid: process.getuid?.(),
    hasAptGet: spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
    path: CHROMIUM,
  });
  if (plan === 'present') return;
  if (plan === 'install') {
    process.stderr.write(
      `browser tests: ${CHROMIUM} is missing; installing Debian's chromium package.\n`,
    );
    const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
    // A fresh container often has no package lists yet: fetch them and try once more.
    if (install() !== 0 && run('apt-get', ['update']) === 0) install();
    if (existsSync(CHROMIUM)) return;
  }
  throw new Error(
    `The browser tests need Chromium at ${CHROMIUM}, and it is not there${plan === 'install' ? ' (installing it failed: see above)' : ''}.\n` +
      `Install Debian's chromium package, then run npm test again:\n\n    ${INSTALL_COMMAND}\n\n` +
      '(Or set CHROMIUM_PATH to a Chromium binary. No browser test is skipped.)',
  );
}
