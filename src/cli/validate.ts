/**
 * `npm run validate [paths...]`: checks content without building the site. Prints every problem
 * as `path:line:col field: message` with a hint, then a count and what to do; exits 1 on any
 * problem. Checks across files always see the whole of `content/`; paths narrow what is reported.
 * Under GitHub Actions (`GITHUB_ACTIONS=true`) also prints `::error` annotations: GitHub shows
 * 10 per step, so those are the first 10 and the rest go to `$GITHUB_STEP_SUMMARY`
 * (`github-annotations.ts`).
 *
 * Per-file results are cached by content digest (`src/node/check-cache.ts`), so a second run
 * re-parses only the files that changed; files the cache does not know are checked on worker
 * threads (`src/node/check-parallel.ts`); and when only entries changed without changing what
 * they offer other files, only they are re-checked, against the last run's summary
 * (`src/node/incremental.ts`). `--no-cache` turns all of that off.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { defaultCacheDir, openCheckCache, validatorVersion } from '../node/check-cache.ts';
import { formatIssue, sortIssues, summarizeIssues, type ContentIssue } from '../model/errors.ts';
import { didYouMean } from '../model/suggest.ts';
import type { SourceFile } from '../model/library.ts';
import {
  listAssets,
  readContentTree,
  vanishedFileOf,
  vanishedIssue,
} from '../node/read-content.ts';
import { loadProject, type Project } from '../node/project.ts';
import type { ContentRules } from '../model/rules.ts';
import { githubAnnotations } from './github-annotations.ts';

/** Where the output goes; tests pass their own. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
  summary?(markdown: string): void;
}

const consoleOutput: Output = {
  out: (l) => console.log(l),
  err: (l) => console.error(l),
  summary: (md) => {
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, md);
  },
};

type Counts = Record<'cases' | 'concepts' | 'articles' | 'transcripts' | 'mitigations', number>;
interface Validated {
  found: ContentIssue[];
  counts: Counts;
  unchanged?: number;
}

// The schemas, the parser and the checks are imported when needed: loading them is a large part
// of a run that re-checks one file, and Node's compile cache (preloaded by the npm script, src/cli/compile-cache.ts) makes it cheaper.

/** Everything checked from scratch. */
async function validateAll(
  files: SourceFile[],
  assets: string[],
  rules: ContentRules,
): Promise<Validated> {
  const { buildLibrary } = await import('../model/library.ts');
  const { issues, library: l } = buildLibrary(files, { rules, assets });
  return {
    found: issues,
    counts: {
      cases: l.cases.length,
      concepts: l.concepts.length,
      articles: l.articles.length,
      transcripts: l.transcripts.length,
      mitigations: l.mitigations.length,
    },
  };
}

/**
 * With the caches: the last run's summary when only entries changed without changing what they
 * offer other files (`incremental.ts`), else every file through the per-file cache
 * (`check-cache.ts`), files it does not know checked on every core first.
 */
async function validateCached(
  files: SourceFile[],
  assets: string[],
  cacheDir: string,
  contentDir: string,
  rules: ContentRules,
): Promise<Validated> {
  const started = Date.now();
  // The summary keeps problems found against today's date (`date-limits.ts`): it lasts one day,
  // and only under the rules it was made with (another case ID prefix checks names otherwise).
  const version = validatorVersion();
  const summaryVersion = `${version} ${new Date(started).toISOString().slice(0, 10)} ${rules.key}`;
  const { loadSummary, revalidate, saveSummary, summarize } =
    await import('../node/incremental.ts');
  const last = loadSummary(cacheDir, contentDir, summaryVersion);
  const quick = last && revalidate(last, files, started, rules, assets);
  const save = (f: () => void) => {
    try {
      f();
    } catch {
      // a read-only node_modules only costs speed
    }
  };
  if (quick) {
    if (quick.summary !== last) save(() => saveSummary(cacheDir, contentDir, quick.summary));
    const ids = quick.summary.universe.ids;
    return {
      found: quick.issues,
      counts: {
        cases: ids.cases.length,
        concepts: ids.concepts.length,
        articles: ids.articles.length,
        transcripts: ids.transcripts.length,
        mitigations: ids.mitigations.length,
      },
      unchanged: quick.unchanged,
    };
  }
  const [{ buildLibrary }, { checkInParallel, rulesDataOf }] = await Promise.all([
    import('../model/library.ts'),
    import('../node/check-parallel.ts'),
  ]);
  const cache = openCheckCache(cacheDir, contentDir, { version, rules });
  const rulesData = rulesDataOf(rules);
  // Files the cache does not know are checked on every core first; `buildLibrary` then finds them all.
  const misses = files.filter((f) => !cache.get(f));
  // Workers read the files themselves: copying their bytes between threads costs more than reading.
  const checks = await checkInParallel(
    misses.map((f) =>
      f.path
        ? { file: f.file, path: f.path, rules: rulesData }
        : { file: f.file, content: f.content as Uint8Array, rules: rulesData },
    ),
  );
  misses.forEach((f, i) => cache.set(f, checks[i].check, checks[i].digest));
  const result = buildLibrary(files, { rules, cache, assets });
  save(() => cache.save());
  save(() => saveSummary(cacheDir, contentDir, summarize(result, files, summaryVersion, started)));
  const l = result.library;
  return {
    found: result.issues,
    counts: {
      cases: l.cases.length,
      concepts: l.concepts.length,
      articles: l.articles.length,
      transcripts: l.transcripts.length,
      mitigations: l.mitigations.length,
    },
    unchanged: cache.hits,
  };
}

/** The repository-relative paths (`content/...`) that `args` name, or an error for a path outside content. */
function wantedPaths(contentDir: string, args: string[]): { wanted: string[] } | { error: string } {
  const wanted: string[] = [];
  for (const a of args) {
    const abs = resolve(a);
    const rel = relative(contentDir, abs);
    if (rel.startsWith('..') || resolve(contentDir, rel) !== abs)
      return {
        error: `${a} is not inside the content folder (${relative(process.cwd(), contentDir) || '.'})`,
      };
    if (!existsSync(abs)) return { error: `${a} does not exist` };
    wanted.push(relative(dirname(contentDir), abs).split(sep).join('/'));
  }
  return { wanted };
}

/**
 * Runs validation for the project at `root`; returns the process exit code (0 valid, 1 problems,
 * 2 bad arguments).
 * @param args paths to report on (default: all of content/), and `--no-cache`.
 */
export async function runValidate(
  root: string,
  args: string[],
  io: Output = consoleOutput,
  cacheDir = defaultCacheDir(root),
  project?: Project,
): Promise<number> {
  const started = performance.now();
  const useCache = !args.includes('--no-cache');
  const unknown = args.find((a) => a.startsWith('-') && a !== '--no-cache');
  if (unknown) {
    const near = didYouMean(unknown.replace(/^-+/, ''), ['no-cache']);
    io.err(
      `unknown option ${unknown}${near ? ` (${near.replace(/"([^"]+)"/, '"--$1"')})` : ''}; usage: npm run validate [--no-cache] [paths...]`,
    );
    return 2;
  }
  let p: Project;
  try {
    p = project ?? (await loadProject(root));
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    return 2;
  }
  const w = wantedPaths(
    p.contentDir,
    args.filter((a) => !a.startsWith('-')),
  );
  if ('error' in w) {
    io.err(`${w.error}; usage: npm run validate [--no-cache] [paths...]`);
    return 2;
  }
  const contentDir = p.contentDir;
  // With the cache, files are read only when their stat changed since the last run.
  const read = readContentTree(root, contentDir, { lazy: useCache });
  const assets = listAssets(p.publicDir);
  let validated: Validated;
  try {
    validated = useCache
      ? await validateCached(read.files, assets, cacheDir, contentDir, p.rules)
      : await validateAll(read.files, assets, p.rules);
  } catch (err) {
    // A file read after the listing (by the cache or a worker) that is gone: its one line.
    const file = vanishedFileOf(err);
    if (file === undefined) throw err;
    io.err(formatIssue(vanishedIssue(file)));
    return 1;
  }
  const { found, counts, unchanged } = validated;
  // Each episode's MP3 against its narration record: read every run, as no cache knows the audio.
  const { narratedAudioIssues, transcriptEntries } = await import('../node/narrated-audio.ts');
  const audio = narratedAudioIssues(transcriptEntries(read.files), p.publicDir);
  let issues = sortIssues([...read.issues, ...found, ...audio]);
  if (w.wanted.length)
    issues = issues.filter((i) => w.wanted.some((p) => i.file === p || i.file.startsWith(`${p}/`)));
  const ms = Math.round(performance.now() - started);
  const cached =
    unchanged === undefined
      ? ''
      : `, ${unchanged} of ${read.files.length} files unchanged since the last run`;
  // A library without mitigations ignores their files: say so, so that none is thought checked.
  const ignored = p.rules.mitigations
    ? 0
    : read.files.filter((f) => /^[^/]+\/mitigations\//.test(f.file)).length;
  const unchecked = ignored
    ? `; ${ignored} mitigation file${ignored === 1 ? '' : 's'} ignored, as features.mitigations is false`
    : '';
  if (issues.length === 0) {
    io.out(
      `content is valid: ${counts.cases} cases, ${counts.concepts} concepts, ${counts.articles} articles, ${counts.transcripts} transcript${counts.transcripts === 1 ? '' : 's'}, ${counts.mitigations} mitigation${counts.mitigations === 1 ? '' : 's'}${unchecked} (${ms} ms${cached})`,
    );
    return 0;
  }
  for (const i of issues) io.err(formatIssue(i));
  io.err(`\n${summarizeIssues(issues)}`);
  if (process.env.GITHUB_ACTIONS === 'true') {
    const gh = githubAnnotations(issues);
    for (const l of gh.lines) io.out(l);
    if (gh.summary) io.summary?.(gh.summary);
  }
  return 1;
}

if (import.meta.main) {
  const root = process.cwd();
  process.exitCode = await runValidate(
    root,
    process.argv.slice(2),
    consoleOutput,
    process.env.IL_VALIDATE_CACHE ?? defaultCacheDir(root),
  );
}
