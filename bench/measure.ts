/**
 * Runs one command and measures it: wall time, CPU time (user + system, all descendants), the
 * peak resident set of the largest process (GNU time's %M, from wait4's rusage) and, by sampling
 * /proc every 100 ms, the peak of each process name in the tree (which of Astro, Pagefind or
 * Hugo holds the memory). Units: seconds and MiB.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What one measured run cost. */
export interface Run {
  ok: boolean;
  wallS: number;
  cpuS: number;
  peakMiB: number;
  /** Peak RSS per process name seen in the tree, MiB (sampled, so a lower bound). */
  peaks: Record<string, number>;
  /** The machine's 1-minute load average at the end of the run: above the core count, other work competed for the CPU. */
  load: number;
  stdout: string;
  stderr: string;
}

const TIME_MARK = 'BENCH-TIME';

/** Parent pid and name of every process, from /proc. */
function processTable(): Map<number, { ppid: number; name: string; rssKiB: number }> {
  const table = new Map<number, { ppid: number; name: string; rssKiB: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const status = readFileSync(`/proc/${d}/status`, 'utf8');
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKiB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      table.set(Number(d), { ppid, name, rssKiB });
    } catch {
      // the process ended between readdir and read
    }
  }
  return table;
}

/** Records the largest RSS of each process name among `root`'s descendants into `peaks`. */
function sampleTree(root: number, peaks: Record<string, number>): void {
  const table = processTable();
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of table)
      if (!inTree.has(pid) && inTree.has(p.ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  for (const pid of inTree) {
    const p = table.get(pid);
    // Node names its main thread "MainThread"; the kernel cuts names at 15 characters.
    const name =
      p?.name === 'MainThread' ? 'node' : p?.name.startsWith('pagefind') ? 'pagefind' : p?.name;
    if (p && name && name !== 'time')
      peaks[name] = Math.max(peaks[name] ?? 0, Math.round(p.rssKiB / 1024));
  }
}

/** Runs `cmd args` under /usr/bin/time in `cwd` with `env` added; never throws on exit status. */
export function measure(
  cmd: string,
  args: string[],
  opts: { cwd: string; env?: Record<string, string>; timeoutS?: number },
): Promise<Run> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn('/usr/bin/time', ['-f', `${TIME_MARK} %e %U %S %M`, cmd, ...args], {
      cwd: opts.cwd,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      if (stdout.length > 2e6) stdout = stdout.slice(-1e6);
    });
    child.stderr.on('data', (d) => {
      stderr += d;
      if (stderr.length > 2e6) stderr = stderr.slice(-1e6);
    });
    const peaks: Record<string, number> = {};
    const sampler = setInterval(() => sampleTree(child.pid!, peaks), 100);
    const timer = setTimeout(() => child.kill('SIGTERM'), (opts.timeoutS ?? 3600) * 1000);
    child.on('close', (code) => {
      clearInterval(sampler);
      clearTimeout(timer);
      const wallS = (performance.now() - t0) / 1000;
      const m = new RegExp(`${TIME_MARK} ([\\d.]+) ([\\d.]+) ([\\d.]+) (\\d+)`).exec(stderr);
      resolve({
        ok: code === 0 && !!m,
        wallS,
        cpuS: m ? Number(m[2]) + Number(m[3]) : NaN,
        peakMiB: m ? Math.round(Number(m[4]) / 1024) : NaN,
        peaks,
        load: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
        stdout,
        stderr: stderr.replace(new RegExp(`${TIME_MARK}.*\\n?`), ''),
      });
    });
  });
}

/** Total size of the files under `dir`, in bytes (0 when it does not exist). */
export function dirBytes(dir: string): number {
  let total = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) total += statSync(p).size;
    }
  };
  try {
    walk(dir);
  } catch {
    return 0;
  }
  return total;
}

/** The median of the finite numbers in `xs` (NaN when there are none). */
export function median(xs: number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Least-squares line y = a + b·x through the points; with one point, the line through 0. */
export function fitLine(points: [number, number][]): { a: number; b: number } {
  if (points.length === 1) return { a: 0, b: points[0][1] / points[0][0] };
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const sxy = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const sxx = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const b = sxx ? sxy / sxx : 0;
  return { a: my - b * mx, b };
}
