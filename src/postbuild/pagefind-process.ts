/**
 * Ending Pagefind's backend for real. `pagefind.close()` (Node API, 1.6) sends the `pagefind
 * --service` binary SIGTERM and returns at once, before the process has exited and given its
 * memory back; the next `createIndex()` would start a second binary while the first may still
 * hold gigabytes. `closePagefind()` waits until the binary is gone. Linux only (`/proc`);
 * elsewhere it only closes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as pagefind from 'pagefind';

/**
 * Pids of this process's children whose command name starts with `pagefind`: the live ones, or
 * with `withZombies` also those that exited and are not reaped yet.
 */
export function pagefindChildren(withZombies = false): number[] {
  if (!existsSync('/proc/self/stat')) return [];
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (
      s &&
      s.ppid === process.pid &&
      (withZombies || s.state !== 'Z') &&
      s.comm.startsWith('pagefind')
    )
      out.push(Number(name));
  }
  return out;
}

/** `/proc/<pid>/stat`: command name, state letter and parent pid; undefined once the process is gone. */
function stat(pid: number): { comm: string; state: string; ppid: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const close = text.lastIndexOf(')');
  const [state, ppid] = text.slice(close + 2).split(' ');
  return { comm: text.slice(text.indexOf('(') + 1, close), state, ppid: Number(ppid) };
}

/** True while `pid` exists and is not a zombie (a zombie holds no memory). */
function alive(pid: number): boolean {
  const s = stat(pid);
  return !!s && s.state !== 'Z';
}

/**
 * Closes Pagefind's backend and resolves once every Pagefind binary this process started has
 * exited and been reaped (or up to `REAP_MS` after it exited). After `timeoutMs` (milliseconds) a
 * binary still running gets SIGKILL; resolves after that too. Never throws.
 */
export async function closePagefind(timeoutMs = 30_000): Promise<void> {
  const pids = pagefindChildren();
  await pagefind.close();
  const start = performance.now();
  let killed = false;
  while (pids.some(alive)) {
    if (!killed && performance.now() - start > timeoutMs) {
      for (const pid of pids.filter(alive)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      killed = true;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  // A binary that exited is a zombie until Node's event loop reaps it. A build that then finishes
  // without turning the loop again (its checks run on this thread) would exit with it unreaped:
  // its CPU time and memory would be lost to whoever measures the build (GNU time counts only the
  // children a process waited for). A few turns of the loop let Node reap it.
  const reaped = performance.now();
  while (pids.some((pid) => stat(pid) !== undefined) && performance.now() - reaped < REAP_MS)
    await new Promise((r) => setTimeout(r, 5));
}

/** How long `closePagefind` gives Node to reap an exited binary, in milliseconds. */
const REAP_MS = 1000;
