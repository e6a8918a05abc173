/**
 * The output folder as a transaction: where a build may write, and how a finished build
 * replaces the published one without a moment in which `dist/` is missing or half-written.
 *
 * - `outputProblem` refuses an output that is the project root, one of its ancestors, `content/`
 *   (or the library's `contentDir`), anything inside or around them, or a source folder,
 *   and an existing folder that is not a site we built: replacing it would delete it.
 * - `stagingDir` is `.build-tmp/dist-<pid>` under the project root: Astro writes its prerender
 *   chunks into a `.prerender` folder inside an output that is under the working directory (and
 *   into a shared `<cwd>/.astro/.prerender` otherwise, where concurrent builds trip over each
 *   other), so staging there keeps every build's files its own. `staleFolders` lists for
 *   deletion the staging folders of builds that died and the old trees published builds left.
 * - `publish` swaps staging and output in one `renameat2(RENAME_EXCHANGE)` system call where the
 *   kernel has it (Linux, through Perl's `syscall`, since Node has no binding; Perl is part of
 *   every Debian system), then moves the old tree aside (`oldTreeDir`) for the next build to
 *   delete while it starts, or deletes it. An output on another file system gets the staging
 *   folder copied beside it first. Without the system call it renames the old output aside and
 *   the new one in; `recoverOutput` puts the old one back if a build died between the two.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writingTo } from '../node/fs-errors.ts';

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
  if (within(o, c) || within(c, o))
    return `the output ${o} is the content folder, inside it or around it`;
  for (const f of SOURCE_FOLDERS)
    if (within(o, join(r, f))) return `the output ${o} is inside ${f}/`;
  if (!existsSync(o)) return undefined;
  const st = lstatSync(o);
  if (st.isSymbolicLink() || !st.isDirectory()) return `the output ${o} exists and is not a folder`;
  const entries = readdirSync(o);
  if (entries.length > 0 && !entries.includes('index.html'))
    return `the output ${o} is a folder with files but no index.html: not a site this build made, so it will not be replaced`;
  return undefined;
}

/** The staging folder of a build by process `pid` in the project at `root`. */
export function stagingDir(root: string, pid = process.pid): string {
  return join(resolve(root), '.build-tmp', `dist-${pid}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Where a build (`pid`) that published over an earlier output leaves that output's old tree:
 * `.build-tmp/previous-<pid>` under the project root, beside the staging folder it was swapped
 * with, so on the same file system. The next build deletes it (`staleFolders`).
 */
export function oldTreeDir(root: string, pid = process.pid): string {
  return join(resolve(root), '.build-tmp', `previous-${pid}`);
}

/**
 * What a build may delete before it publishes: the staging folders (in the project and beside
 * the output) of builds whose process is gone, and the old trees published builds left
 * (`oldTreeDir`) but one of a live process other than this one. An old tree named by this
 * process's own ID was left by an earlier process of the same ID, since this one has published
 * nothing yet. Absolute paths; none when there are none.
 */
export function staleFolders(root: string, out: string): string[] {
  const places: [string, string][] = [
    [join(resolve(root), '.build-tmp'), 'dist-'],
    [join(resolve(root), '.build-tmp'), 'previous-'],
    [dirname(resolve(out)), `.${basename(out)}.tmp-`],
  ];
  const stale: string[] = [];
  for (const [dir, prefix] of places) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const pid = Number(name.slice(prefix.length));
      if (!name.startsWith(prefix) || !Number.isInteger(pid)) continue;
      const ours = pid === process.pid;
      if ((ours && prefix === 'previous-') || (!ours && !alive(pid))) stale.push(join(dir, name));
    }
  }
  return stale;
}

/** `from` moved to `to` (a rename; a copy when they are on different file systems). */
function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
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
const RENAMEAT2: Partial<Record<NodeJS.Architecture, number>> = {
  x64: 316,
  arm64: 276,
  riscv64: 276,
  ia32: 353,
  arm: 382,
};

/** Swaps two existing paths atomically; false where the system cannot. */
export function exchange(a: string, b: string): boolean {
  const nr = RENAMEAT2[process.arch];
  if (process.platform !== 'linux' || nr === undefined) return false;
  const r = spawnSync(
    'perl',
    ['-e', `exit(syscall(${nr}, -100, $ARGV[0], -100, $ARGV[1], 2) == 0 ? 0 : 1)`, a, b],
    { stdio: 'ignore' },
  );
  return r.status === 0;
}

/**
 * Makes `staging` the output `out`. The old output is moved to `oldTree` when that is given and
 * the atomic exchange worked (`staging` and `oldTree` are then one folder apart on one file
 * system), and deleted otherwise. When it cannot (a full or read-only disk), the old output
 * stays, the partial copy beside it is removed, and the error names the output (`FsWriteError`).
 * @param swap the atomic exchange (`exchange`; tests pass one that cannot).
 * @param oldTree where the old output goes (`oldTreeDir`), for a later `staleFolders` to delete.
 */
export function publish(staging: string, out: string, swap = exchange, oldTree?: string): void {
  const beside = join(dirname(resolve(out)), `.${basename(out)}.tmp-${process.pid}`);
  try {
    writingTo(out, () => publishOnce(staging, out, beside, swap, oldTree));
  } catch (err) {
    rmSync(beside, { recursive: true, force: true });
    throw err;
  }
}

function publishOnce(
  staging: string,
  out: string,
  beside: string,
  exchange: (a: string, b: string) => boolean,
  oldTree: string | undefined,
): void {
  mkdirSync(dirname(resolve(out)), { recursive: true });
  if (!existsSync(out)) {
    // A copy across file systems lands beside the output first, so the final step is a rename.
    move(staging, beside);
    renameSync(beside, out);
    return;
  }
  if (exchange(staging, out)) {
    if (oldTree) renameSync(staging, oldTree);
    else rmSync(staging, { recursive: true, force: true });
    return;
  }
  move(staging, beside);
  if (exchange(beside, out)) {
    rmSync(beside, { recursive: true, force: true });
    return;
  }
  const aside = asideDir(out);
  rmSync(aside, { recursive: true, force: true });
  renameSync(out, aside);
  renameSync(beside, out);
  rmSync(aside, { recursive: true, force: true });
}

/**
 * An Astro integration that applies `outputProblem` to the configured `outDir`, so `astro build`
 * run directly (not through `npm run build`) refuses an output at the project root or content/.
 */
export function outputGuard(contentDirOption: string) {
  return {
    name: 'incident-library-output-guard',
    hooks: {
      'astro:config:done': ({ config }: { config: { root: URL; outDir: URL } }) => {
        const root = fileURLToPath(config.root);
        const contentDir = resolve(root, contentDirOption);
        const problem = outputProblem(root, fileURLToPath(config.outDir), contentDir);
        if (problem)
          throw new Error(`Refusing to build: ${problem}. Point outDir at a folder of its own.`);
      },
    },
  };
}
