/**
 * One writer at a time: a lock file in a folder, naming the process that holds it. Builds and
 * narrations each take one (`BUILD_LOCK`, `NARRATE_LOCK` in the project's cache folder).
 *
 * One build at a time per cache folder. Two builds that share Astro's cache folder at once
 * publish each other's pages: Astro's incremental page copies, the rendered body files and the
 * kept Pagefind files are each written by one build and read by the other (found by running two
 * builds of different content on one cache: 4 of 8 published the other's title). A build holds
 * `<cacheDir>/incident-library-build.lock`, a file naming its process, from before Astro starts
 * until its output is published; a second build waits for it, saying which process it waits for.
Two narrations of one library at once would each remove the other's new audio as a leftover of
a killed run, and the later transcript would name audio that is gone: a narration holds
`<cacheDir>/incident-library-narrate.lock` from before it cleans up until its last transcript is
written, and a second one waits.
 *
 * A lock whose process is gone (a build killed with `kill -9`) is taken over. On Linux the
 * process's start time is kept with its id, so an id the system gave to another process since
 * does not hold the lock. Two builds taking over the same dead lock at the same instant could
 * both proceed; that needs a crash and two builds started within the same few milliseconds.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writingTo } from './fs-errors.ts';

/** The lock file's name in the cache folder. */
export const BUILD_LOCK = 'incident-library-build.lock';
/** The narration lock's name in the cache folder (`npm run narrate`). */
export const NARRATE_LOCK = 'incident-library-narrate.lock';

/** The fields of `/proc/<pid>/stat` after the command name (state first), or undefined where unknown. */
function statOf(pid: number): string[] | undefined {
  try {
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The start time of process `pid` (clock ticks since boot), or '' where unknown. */
function startTimeOf(pid: number): string {
  return statOf(pid)?.[19] ?? '';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists, owned by someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A killed build its parent has not reaped yet is a zombie: it holds nothing.
  return statOf(pid)?.[0] !== 'Z';
}

/** The process holding the lock `file` (its id), or undefined when none does or its process is gone. */
export function lockHolder(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [pidText, started = ''] = text.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  const now = startTimeOf(pid);
  return started && now && started !== now ? undefined : pid;
}

/**
 * Takes the lock `name` in `cacheDir` for this process if it is free (creating the folder), else
 * returns the id of the process that holds it. A lock left by a process that is gone is taken.
 * @returns `{ release }` when taken (release removes it; safe to call twice), or `{ holder }`.
 * @throws FsWriteError naming the lock file when it cannot be written (a full disk); no lock
 *   file, whole or empty, is left behind.
 */
export function tryLock(
  cacheDir: string,
  name: string = BUILD_LOCK,
): { release: () => void } | { holder: number } {
  writingTo(cacheDir, () => mkdirSync(cacheDir, { recursive: true }));
  const file = join(cacheDir, name);
  for (;;) {
    try {
      // Written whole under a name of its own, then linked to the lock's name, which fails if
      // the lock exists: no other taker ever reads a lock file before its process id is in it.
      const mine = `${file}.${process.pid}.tmp`;
      try {
        writingTo(file, () => {
          writeFileSync(mine, `${process.pid} ${startTimeOf(process.pid)}\n`);
          linkSync(mine, file);
        });
      } finally {
        rmSync(mine, { force: true });
      }
      let held = true;
      return {
        release: () => {
          if (held && lockHolder(file) === process.pid) rmSync(file, { force: true });
          held = false;
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = lockHolder(file);
    if (holder !== undefined) return { holder };
    // Left by a process that is gone.
    rmSync(file, { force: true });
  }
}

/**
 * Waits until the lock `name` in `cacheDir` is free and takes it, checking every `pollMs` ms;
 * `onWait(holder)` is called once, when it has to wait.
 */
export async function lock(
  cacheDir: string,
  onWait: (holder: number) => void,
  pollMs = 500,
  name: string = BUILD_LOCK,
): Promise<() => void> {
  let told = false;
  for (;;) {
    const r = tryLock(cacheDir, name);
    if ('release' in r) return r.release;
    if (!told) onWait(r.holder);
    told = true;
    await new Promise((res) => setTimeout(res, pollMs));
  }
}
