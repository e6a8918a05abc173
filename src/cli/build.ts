/**
 * `npm run build`: the build as a transaction. Validates all content first (nothing is written
 * if any file is bad), builds the site with Astro into a temporary folder, indexes it with
 * Pagefind, and only then replaces `dist/`. A failed or interrupted build leaves the previous
 * `dist/` as it was.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatIssue, sortIssues, summarizeIssues } from '../lib/errors.ts';
import { buildLibrary } from '../lib/library.ts';
import { readContentTree } from '../lib/read-content.ts';
import { indexSite } from '../integrations/pagefind.ts';

/** Builds the site at `root` into `outDir` (default `dist/`). Returns the process exit code. */
export async function runBuild(root: string, outDir = join(root, 'dist')): Promise<number> {
  const t0 = performance.now();
  const out = resolve(outDir);
  if (out === resolve(root) || out.startsWith(join(resolve(root), 'content')) || out === resolve(root, 'src')) {
    console.error(`refusing to build into ${out}: the output must not be the project root, content/ or src/`);
    return 1;
  }
  const read = readContentTree(root);
  const issues = sortIssues([...read.issues, ...buildLibrary(read.files).issues]);
  if (issues.length) {
    for (const i of issues) console.error(formatIssue(i));
    console.error(`\n${summarizeIssues(issues)}\nNothing was built; ${outDir} is unchanged.`);
    return 1;
  }
  const tmpRoot = join(root, '.build-tmp');
  const tmp = join(tmpRoot, `dist-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmpRoot, { recursive: true });
  try {
    const { build } = await import('astro');
    await build({ root, outDir: tmp, logLevel: process.env.ASTRO_LOG_LEVEL as never ?? 'warn' });
    const t1 = performance.now();
    const stats = await indexSite(tmp);
    console.log(`pagefind: indexed ${stats.pages} pages in ${Math.round(performance.now() - t1)} ms`);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    console.error(err instanceof Error ? err.message : err);
    console.error(`\nThe build failed; ${outDir} is unchanged.`);
    return 1;
  }
  const previous = `${out}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(out)) renameSync(out, previous);
  renameSync(tmp, out);
  rmSync(previous, { recursive: true, force: true });
  console.log(`built ${out} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return 0;
}

if (import.meta.main) {
  process.exitCode = await runBuild(process.cwd(), process.env.OUT_DIR);
}
