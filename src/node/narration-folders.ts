/**
 * The temporary folders of narrations (`il-narrate-<pid>-*` in the system's temporary folder):
 * which process owns one, and removing those of a process or of processes that are gone.
 */
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Removes the temporary folders (`il-narrate-<pid>-*` in the system's temporary folder) of the
 * process `pid`, or, without it, those whose process is gone (a narration that was killed).
 */
export function removeNarrationFolders(pid?: number): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^il-narrate-(\d+)-/.exec(name);
    if (!m) continue;
    const owner = Number(m[1]);
    // An interrupted narration's engines (flite, lame, sox) are other processes that may still
    // write their output file into its folder while it is removed, which then fails once as not
    // empty: tried again, after the entry that came, it is gone.
    if (pid === undefined ? !running(owner) : owner === pid)
      rmSync(join(tmpdir(), name), {
        recursive: true,
        force: true,
        maxRetries: 10,
        retryDelay: 20,
      });
  }
}

/** True while the process `pid` runs (a process of another user counts as running). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
