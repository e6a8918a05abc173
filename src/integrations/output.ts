/**
 * The output folder as a transaction (issue 6): where a build may write, and how a finished build
 * replaces the published one without a moment in which `dist/` is missing or half-written.
 *
 * - `outputProblem` refuses an output that is the project root, one of its ancestors, `content/`
 *   (or the folder `IL_CONTENT_DIR` names), anything inside or around them, or a source folder,
 *   and an existing folder that is not a site we built: replacing it would delete it.
 * - `stagingDir` is a sibling of the output (`.dist.tmp-<pid>`), on the same file system, so the
 *   final step is a rename; `removeStaleStaging` deletes those of builds that died.
 * - `publish` swaps staging and output in one `renameat2(RENAME_EXCHANGE)` system call where the
 *   kernel has it (Linux, through Perl's `syscall`, since Node has no binding; Perl is part of
 *   every Debian system), then deletes the old tree. Elsewhere it renames the old output aside
 *   and the new one in; `recoverOutput` puts the old one back if a build died between the two.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE_FOLDERS = ['src', 'schemas', 'public', 'test', 'node_modules', '.git', 'bench'];

/** True when `inner` is `outer` or inside it. */
function within(inner: string, outer: string): boolean {
  const r = relative(outer, inner);
  return r === '' || (!r.startsWith('..') && !r.startsWith(sep) && r !== '..');
}

/**
 * Why the build must not write to `out`, or undefined when it may.
 * @param root the project root; @param out the output folder; @param contentDir the content folder.
 */
export function outputProblem(root: string, out: string, contentDir: string): string | undefined {
  const [r, o, c] = [resolve(root), resolve(out), resolve(contentDir)];
  if (within(r, o)) return `the output ${o} is the project root or contains it`;
  if (within(o, c) || within(c, o)) return `the output ${o} is the content folder, inside it or around it`;
  for (const f of SOURCE_FOLDERS) if (within(o, join(r, f))) return `the output ${o} is inside ${f}/`;
  if (!existsSync(o)) return undefined;
  const st = lstatSync(o);
  if (st.isSymbolicLink() || !st.isDirectory()) return `the output ${o} exists and is not a folder`;
  const entries = readdirSync(o);
  if (entries.length > 0 && !entries.includes('index.html')) return `the output ${o} is a folder with files but no index.html: not a site this build made, so it will not be replaced`;
  return undefined;
}

/** The staging folder for a build of `out` by process `pid`. */
export function stagingDir(out: string, pid = process.pid): string {
  return join(dirname(resolve(out)), `.${basename(out)}.tmp-${pid}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes staging folders of `out` left by builds whose process is gone. */
export function removeStaleStaging(out: string): void {
  const dir = dirname(resolve(out));
  const prefix = `.${basename(out)}.tmp-`;
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const pid = Number(name.slice(prefix.length));
    if (name.startsWith(prefix) && Number.isInteger(pid) && pid !== process.pid && !alive(pid)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/** The old output while the non-atomic fallback swaps (see `recoverOutput`). */
function asideDir(out: string): string {
  return join(dirname(resolve(out)), `.${basename(out)}.previous`);
}

/** If a build died between the fallback's two renames, puts the previous output back. */
export function recoverOutput(out: string): void {
  const aside = asideDir(out);
  if (!existsSync(aside)) return;
  if (!existsSync(out)) renameSync(aside, out);
  else rmSync(aside, { recursive: true, force: true });
}

// renameat2's number per architecture (Linux); AT_FDCWD = -100, RENAME_EXCHANGE = 2.
const RENAMEAT2: Partial<Record<NodeJS.Architecture, number>> = { x64: 316, arm64: 276, riscv64: 276, ia32: 353, arm: 382 };

/** Swaps two existing paths atomically; false where the system cannot. */
export function exchange(a: string, b: string): boolean {
  const nr = RENAMEAT2[process.arch];
  if (process.platform !== 'linux' || nr === undefined) return false;
  const r = spawnSync('perl', ['-e', `exit(syscall(${nr}, -100, $ARGV[0], -100, $ARGV[1], 2) == 0 ? 0 : 1)`, a, b], { stdio: 'ignore' });
  return r.status === 0;
}

/** Makes `staging` the output `out`; the old output is gone afterwards. */
export function publish(staging: string, out: string): void {
  if (!existsSync(out)) {
    renameSync(staging, out);
    return;
  }
  if (exchange(staging, out)) {
    rmSync(staging, { recursive: true, force: true });
    return;
  }
  const aside = asideDir(out);
  rmSync(aside, { recursive: true, force: true });
  renameSync(out, aside);
  renameSync(staging, out);
  rmSync(aside, { recursive: true, force: true });
}
