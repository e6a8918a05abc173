/**
 * `npm run build`: the build as a transaction. In order:
 * 1. refuse an output that is the project root, `content/` or a source folder (`outputProblem`);
 * 2. build with Astro into a staging folder (`.build-tmp/dist-<pid>`): its content loader reads and
 *    checks every file with the validator's code and stops the build with every problem before
 *    anything is rendered (`src/astro/loader.ts`); then index it with Pagefind and run the
 *    post-build checks on it (`check-site.ts`);
 * 3. only then replace the output, in one atomic rename where the system has one (`publish`).
 * A failed, refused or interrupted build (Ctrl-C, `kill`, a crash at any moment) leaves the
 * previous output byte for byte as it was; the staging folder of a build that died is deleted
 * by the next one, and so are Astro's page keys if it died while Astro wrote its pages
 * (`page-cache-guard.ts`). `OUT_DIR` names the output (default `dist/`).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { astroBuild } from '../astro/build.ts';
import { formatIssue, sortIssues, summarizeIssues, visible } from '../model/errors.ts';
import { contentFileIn, loadProject, type Project } from '../node/project.ts';
import { checkPhases, formatCheckResult } from '../postbuild/check-report.ts';
import { checkSite, siteLocationOf } from '../postbuild/check-site.ts';
import {
  exchange,
  oldTreeDir,
  outputProblem,
  publish,
  recoverOutput,
  staleFolders,
  stagingDir,
} from '../postbuild/output.ts';
import { removeInBackground } from '../node/remove-in-background.ts';
import { createPhaseRecorder, formatPhases, timePhase } from '../node/phases.ts';
import { indexSite } from '../postbuild/pagefind.ts';
import { PAGEFIND_KEPT } from '../postbuild/index-and-check.ts';
import { placeholderSiteWarning } from '../site/site-config.ts';
import { releaseMemory } from '../node/release-memory.ts';
import { endPages, guardPageCache, recordPages } from '../node/page-cache-guard.ts';
import { lock } from '../node/cache-lock.ts';
import { fsErrorLine } from '../node/fs-errors.ts';
import { audioLeftovers, namedAudio } from '../node/narration-files.ts';

/**
 * Astro's cache folder of the project at `root` (its `cacheDir`), where the post-build checks
 * also keep their caches between builds (`CACHE_FILES` in `check-site.ts`).
 */
export async function checkCacheDir(root: string): Promise<string> {
  return (await loadProject(root)).cacheDir;
}

const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

/** How a build runs, as the command's environment says. */
export interface BuildOptions {
  /** Astro's log level (default `warn`). */
  logLevel?: string;
  /** Which pages html-validate reads: all, or a sample at large sizes (default). */
  checkHtml?: 'all' | 'sample';
}

/** Builds the site at `root` into `outDir` (default `dist/`). Returns the process exit code. */
export async function runBuild(
  root: string,
  outDir = join(root, 'dist'),
  options: BuildOptions = {},
): Promise<number> {
  const t0 = performance.now();
  const out = resolve(outDir);
  recoverOutput(out);
  let project: Project;
  try {
    project = await loadProject(root);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }
  const problem = outputProblem(root, out, project.contentDir);
  if (problem) {
    console.error(
      `Refusing to build: ${problem}.\nSet OUT_DIR to a folder of its own (the default is dist/).`,
    );
    return 1;
  }
  // One build at a time uses a cache folder: two at once would publish each other's pages.
  const cacheDir = project.cacheDir;
  let release: () => void;
  try {
    release = await lock(cacheDir, (pid) =>
      console.log(
        `waiting for the build in process ${pid}, which uses the same cache folder (${cacheDir}); set ASTRO_CACHE_DIR to build beside it`,
      ),
    );
  } catch (err) {
    const line = fsErrorLine(err, cacheDir);
    if (!line) throw err;
    console.error(`${line}\nNothing was built; ${outDir} is unchanged.`);
    return 1;
  }
  try {
    return await buildLocked(project, out, outDir, t0, release, options);
  } finally {
    release();
  }
}

/** The build itself, once it holds the cache folder's lock (`release` lets go of it). */
async function buildLocked(
  project: Project,
  out: string,
  outDir: string,
  t0: number,
  release: () => void,
  options: BuildOptions,
): Promise<number> {
  const { root, cacheDir } = project;
  const logLevel = options.logLevel ?? 'warn';
  const checkHtml = options.checkHtml ?? 'sample';
  const phases = createPhaseRecorder();
  // The old tree the last build published over, and what builds that died left, are deleted on a
  // thread of their own while this build starts; it waits for that only before it publishes.
  const cleared = removeInBackground(staleFolders(root, out));
  // Its error is thrown where it is awaited; a build that fails before leaves it to the next.
  cleared.catch(() => {});
  const tmp = stagingDir(root);
  rmSync(tmp, { recursive: true, force: true });
  const onSignal = (signal: NodeJS.Signals) => {
    rmSync(tmp, { recursive: true, force: true });
    release();
    console.error(`\nInterrupted (${signal}); ${outDir} is unchanged.`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const warning = placeholderSiteWarning(project.site);
    if (warning) console.log(warning);
    // A build that stopped while Astro wrote its pages left its page cache inconsistent, and a
    // kept copy of a page that is not the page last published under its key is rendered again.
    for (const note of guardPageCache(cacheDir)) console.log(note);
    const built = await astroBuild(root, tmp, logLevel, phases);
    // Astro finished its pages, or refused the content before rendering any; after any other
    // failure the mark stays, and the next build renders every page.
    if (built.ok || 'issues' in built) endPages(cacheDir);
    // What validation took from its cache and what the content sync rendered, also when the content has problems.
    for (const note of phases.notes()) console.log(note);
    if (!built.ok && 'issues' in built) {
      rmSync(tmp, { recursive: true, force: true });
      const issues = sortIssues(built.issues);
      for (const i of issues) console.error(formatIssue(i));
      console.error(`\n${summarizeIssues(issues)}\nNothing was built; ${outDir} is unchanged.`);
      return 1;
    }
    if (!built.ok) throw built.error;
    console.log(`astro: built in ${seconds(t0)} s`);
    // What a killed narration left in the public folder's audio is not the library's: Astro
    // copied it with the rest, and it goes before anything reads the output.
    const audioDir = join(project.publicDir, 'audio');
    const named = namedAudio(join(project.contentDir, 'transcripts'));
    for (const f of audioLeftovers(
      existsSync(audioDir) ? readdirSync(audioDir) : [],
      named,
      true,
    )) {
      rmSync(join(tmp, 'audio', f), { force: true });
      console.log(
        `left out of the site: ${relative(root, join(audioDir, f))}, left by a narration that was killed (the next \`npm run narrate\` removes it)`,
      );
    }
    // Astro's page generation is garbage now; the checks would otherwise grow on top of it.
    releaseMemory();
    const t1 = performance.now();
    const where = siteLocationOf(tmp);
    if (!where)
      throw new Error(
        'the built home page has no canonical link, so the checks cannot tell where the site lives',
      );
    // Pagefind (a process of its own) indexes while the checks read and parse the pages on this
    // process's threads; the checks resolve links once the index is written, as pages link to its
    // files. The phases line gives Pagefind's time, then what the checks took after it.
    // The bundle's unchanged files are taken from the last build's, kept in Astro's cache folder.
    const indexing = timePhase(phases, 'pagefind', () =>
      indexSite(tmp, project.config.search.shardPages, { keep: join(cacheDir, PAGEFIND_KEPT) }),
    );
    let endChecks = () => {};
    const indexed = indexing.then(
      (stats) => {
        endChecks = phases.start('checks');
        return { stats, at: performance.now() };
      },
      (err: unknown) => {
        endChecks = phases.start('checks');
        throw err;
      },
    );
    const checking = checkSite(tmp, where, { cacheDir, html: checkHtml, indexed: indexing });
    // Both settle before either's failure is reported, so nothing still reads the staging folder
    // when it is removed.
    const [index, check] = await Promise.allSettled([indexed, checking]);
    endChecks();
    if (index.status === 'rejected') throw index.reason;
    const { stats, at } = index.value;
    const reused = stats.reused
      ? `, ${stats.reused} of its ${stats.reusable} fragment and word index files from the last build`
      : '';
    const documents = stats.documentsKept
      ? `, the search documents of ${stats.documentsKept} of ${stats.read} pages from the last build`
      : '';
    console.log(
      `pagefind: indexed ${stats.pages} pages (languages: ${stats.languages.join(', ')}) in ${Math.round(at - t1)} ms${reused}${documents}`,
    );
    if (check.status === 'rejected') throw check.reason;
    const checked = check.value;
    console.log(`checks: ${checked.pages} pages (${checkPhases(checked)}) in ${seconds(t1)} s`);
    if (checked.findings.length)
      throw new Error(
        `The post-build checks failed:\n${formatCheckResult(checked, { base: where.base, isContentFile: contentFileIn(project.contentDir) })}`,
      );
    recordPages(cacheDir, tmp);
    await timePhase(phases, 'publish', async () => {
      await cleared;
      publish(tmp, out, exchange, oldTreeDir(root));
    });
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    // A full or unwritable disk is one line with the path. Astro's own writes name none (nor do
    // the bundler's and Pagefind's, which quote the OS error): they go to the staging folder,
    // which becomes the output folder, and to the cache.
    const said =
      fsErrorLine(
        err,
        `the output folder ${out} (built first in ${tmp}) or the cache ${cacheDir}`,
      ) ?? (err instanceof Error ? err.message : String(err));
    // Each line by the one rule for printed values: a message may quote what content wrote.
    console.error(said.split('\n').map(visible).join('\n'));
    console.error(`\nThe build failed; ${outDir} is unchanged.`);
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  console.log(formatPhases(phases.times()));
  console.log(`built ${out} in ${seconds(t0)} s`);
  return 0;
}

if (import.meta.main) {
  // mimalloc, in the native addons Astro loads (its bundler and compiler), reads this when they
  // load: freed memory goes back to the system at once (src/node/release-memory.ts).
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
  process.exitCode = await runBuild(process.cwd(), process.env.OUT_DIR, {
    logLevel: process.env.ASTRO_LOG_LEVEL,
    checkHtml: process.env.CHECK_HTML === 'all' ? 'all' : 'sample',
  });
}
