/**
 * What the build's validation costs, alone: the content loader's reading of `content/`
 * (`readContentTree`, the per-file check cache of purpose `build` in a fresh folder,
 * `buildLibrary` keeping each tree for rendering, the link index), as a cold build does it,
 * without starting Astro. Prints wall and CPU milliseconds per file.
 *
 *   BENCH_CONTENT_DIR=/tmp/n5000/content npm exec -- node bench/validation.ts [--runs 3] [--warm]
 *   npm exec -- node --cpu-prof --cpu-prof-dir=/tmp/prof bench/validation.ts   (a profile of it)
 *
 * `--warm` keeps the check cache between runs (a rebuild's validation); by default every run
 * starts from an empty cache folder, as a cold build does. `--threads 1` checks every file on the
 * main thread; by default files are checked on every core (`checkUncached`), as the build does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildLibrary } from '../src/model/library.ts';
import { buildLinkIndex } from '../src/model/link-index.ts';
import { openCheckCache } from '../src/node/check-cache.ts';
import { checkUncached } from '../src/node/check-parallel.ts';
import { loadProject } from '../src/node/project.ts';
import { listAssets, readContentTree } from '../src/node/read-content.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 1) || 1;
const warm = args.includes('--warm');
// `--threads 1` checks every file on this thread, as a build did before it used workers.
const threads = args.includes('--threads')
  ? Number(args[args.indexOf('--threads') + 1])
  : undefined;
// The benchmark's library (bench/project): the flagship's options, its content in BENCH_CONTENT_DIR.
const root = resolve(import.meta.dirname, 'project');
const project = await loadProject(root);
const cache = mkdtempSync(join(tmpdir(), 'il-validation-'));
try {
  for (let run = 1; run <= runs; run++) {
    if (!warm) rmSync(join(cache, 'v'), { recursive: true, force: true });
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const read = readContentTree(root, project.contentDir);
    const disk = openCheckCache(join(cache, 'v'), project.contentDir, {
      purpose: 'build',
      rules: project.rules,
    });
    await checkUncached(read.files, disk, project.rules, threads);
    const result = buildLibrary(read.files, {
      rules: project.rules,
      cache: disk,
      assets: listAssets(project.publicDir),
      keepTrees: true,
    });
    disk.save();
    buildLinkIndex(result.library, '/', project.rules.vocabularies);
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const files = read.files.length;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    console.log(
      `run ${run}: ${files} files, ${result.issues.length} issues, checked ${disk.misses}, cached ${disk.hits}: ${(wall / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU, ${(wall / files).toFixed(2)} ms/file wall, ${(cpuMs / files).toFixed(2)} ms/file CPU`,
    );
  }
} finally {
  rmSync(cache, { recursive: true, force: true });
}
