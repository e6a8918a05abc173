/**
 * Runs `checkFile` for many files on worker threads, so a cold `npm run validate` or a cold build
 * of a large library uses every core: parsing the Markdown and the YAML is most of its time, and
 * files are independent. The checks across files stay on the main thread (`buildLibrary`), which
 * then finds every result in the cache. Each worker imports the same modules, so results are
 * identical to a serial run. For the build (`full`), a result keeps its data and headings and
 * comes back with its body's tree, without source positions, so the content sync renders the
 * tree that was checked instead of parsing the body again.
 */
import { hash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Root } from 'mdast';
import type { FileCheck, FileCheckCache, SourceFile } from '../model/library.ts';
import { checkFile, withTree } from '../model/check-file.ts';
import { withoutPositions } from '../model/library-entry.ts';
import { contentRules, type ContentRules } from '../model/rules.ts';
import type { Vocabulary } from '../../schemas/index.ts';
import { slim } from './check-cache.ts';
import { readOrVanished } from './read-content.ts';
import { runInWorkers, serveBatches } from './worker-pool.ts';

/** Below this many files, starting workers (each imports the schemas and parser) costs more than it saves. */
export const PARALLEL_MIN_FILES = 400;

/** A file to check: its bytes, or its absolute path for the worker to read (so bytes are not copied between threads). */
export interface Job {
  file: string;
  /** The library's rules as data (they cross threads so; each thread builds its schemas once). */
  rules: RulesData;
  content?: Uint8Array;
  path?: string;
  /**
   * The whole result and the body's tree (the build), instead of what `npm run validate` stores
   * (`slim`, no tree).
   */
  full?: boolean;
}
/** A result and the SHA-1 of the bytes it was made from (the cache's key). */
export interface Checked {
  check: FileCheck;
  digest: string;
  /**
   * With `full`: the body's tree without source positions (`check.tree`, which a structured
   * clone leaves out), for `withTree`.
   */
  tree?: Root;
}

/** What a thread needs to build a library's `ContentRules`. */
export type RulesData = Pick<
  ContentRules,
  'ids' | 'componentKinds' | 'sources' | 'key' | 'caseFields' | 'mitigations'
> & {
  /** The library's vocabularies (`ContentRules.vocabularies.rows`). */
  vocabularyList: readonly Vocabulary[];
};

/** The data of `rules` a thread rebuilds them from (a `ContentRules` holds schemas, which cannot cross). */
export function rulesDataOf(rules: RulesData | ContentRules): RulesData {
  const { ids, componentKinds, sources, key, caseFields, mitigations } = rules;
  const vocabularyList =
    'vocabularies' in rules ? rules.vocabularies.rows : (rules as RulesData).vocabularyList;
  return { ids, componentKinds, sources, key, caseFields, mitigations, vocabularyList };
}

/**
 * The rules this thread last built, and the key of the data they were built from: every job of
 * one run carries the same rules. Compared by the data's own key, since rules rebuilt from the
 * data may write theirs differently (the vocabularies cross as rows, with what is derived).
 */
let built: { key: string; rules: ContentRules } | undefined;
function rulesOf(data: RulesData): ContentRules {
  if (built?.key !== data.key)
    built = {
      key: data.key,
      rules: contentRules(
        data.ids,
        data.componentKinds,
        data.sources,
        rulesDataOf(data).vocabularyList,
        data.caseFields,
        data.mitigations,
      ),
    };
  return built.rules;
}

/** Reads (if needed), digests and checks one file; sends back what `npm run validate` stores of the result (`slim`). */
function run(job: Job): Checked {
  const content = job.content ?? readOrVanished(job.file, job.path!);
  const check = checkFile(job.file, content, rulesOf(job.rules));
  const digest = hash('sha1', content);
  if (!job.full) return { check: slim(check), digest };
  // Positions are for the checks, done now: a tree sent without them clones in half the time.
  return { check, digest, ...(check.tree && { tree: withoutPositions(check.tree) }) };
}

/** The cores available, at most 4. */
const defaultThreads = () => Math.min(4, availableParallelism());

/**
 * The build's threads: every core, at most 4 (from 400 files: `PARALLEL_MIN_FILES`). Measured
 * with `bench/validation.ts` on 5,017 generated files, cold, on an idle 2-core machine (load 1 to
 * 2), two pairs: 24.3 and 25.6 s wall (30.5 and 31.5 s CPU) on the main thread alone against 15.8
 * and 16.3 s wall (26.9 and 28.0 s CPU) on two. On the same machine loaded by other jobs (load 10
 * to 13) workers saved no wall time, since there was no idle core to use.
 */
const buildThreads = defaultThreads;

/** Files per batch handed out. */
const BATCH = 100;

/**
 * Checks `jobs` on up to `threads` threads (the main thread is one of them); results come back in
 * the order of `jobs`.
 * @param threads default: the cores available, at most 4.
 */
export async function checkInParallel(
  jobs: readonly Job[],
  threads = defaultThreads(),
): Promise<Checked[]> {
  if (jobs.length < PARALLEL_MIN_FILES || threads < 2) return jobs.map(run);
  // Only data crosses to a thread: a `ContentRules` given whole holds schemas, which cannot.
  const plain = jobs.map((j) => ({
    ...j,
    rules: rulesDataOf(j.rules),
  }));
  const checked = await runInWorkers(plain, {
    worker: new URL(import.meta.url),
    threads: threads - 1,
    batch: BATCH,
    local: (batch) => batch.map(run),
  });
  // A worker's tree came apart from its check; the main thread's kept it.
  for (const c of checked) if (c.tree && !c.check.tree) withTree(c.check, c.tree);
  return checked;
}

/**
 * For the build: checks the files `cache` has no result for with `checkInParallel` (worker
 * threads from `PARALLEL_MIN_FILES` files on) and stores each whole result, its tree attached,
 * in `cache`. The bytes are sent, not the paths: the loader has read them, and a result must be
 * of the bytes the rest of the build sees.
 */
export async function checkUncached(
  files: readonly SourceFile[],
  cache: FileCheckCache,
  rules: ContentRules,
  threads = buildThreads(),
): Promise<void> {
  const misses = files.filter((f) => !cache.get(f));
  if (!misses.length) return;
  const data = rulesDataOf(rules);
  const checks = await checkInParallel(
    misses.map((f) => ({
      file: f.file,
      rules: data,
      full: true,
      content: typeof f.content === 'string' ? Buffer.from(f.content) : f.content,
    })),
    threads,
  );
  misses.forEach((f, i) => cache.set(f, checks[i].check, checks[i].digest));
}

serveBatches((batch: Job[]) => batch.map(run));
