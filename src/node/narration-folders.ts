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
    if (pid === undefined ? !running(owner) : owner === pid)
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
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
