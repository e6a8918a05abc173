/**
 * Runs `checkFile` for many files on worker threads, so a cold `npm run validate` of a large
 * library uses every core: parsing YAML is most of its time, and files are independent. The
 * checks across files stay on the main thread (`buildLibrary`), which then finds every result
 * in the cache. Each worker imports the same modules, so results are identical to a serial run.
 */
import { hash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { checkFile, type FileCheck } from '../model/library.ts';
import { contentRules, type ContentRules } from '../model/rules.ts';
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
}
/** A result and the SHA-1 of the bytes it was made from (the cache's key). */
export interface Checked {
  check: FileCheck;
  digest: string;
}

/** What a thread needs to build a library's `ContentRules`. */
export type RulesData = Pick<ContentRules, 'ids' | 'componentKinds' | 'key'>;

/** The rules this thread last built: every job of one run carries the same rules. */
let built: ContentRules | undefined;
function rulesOf(data: RulesData): ContentRules {
  if (!built || built.key !== data.key) built = contentRules(data.ids, data.componentKinds);
  return built;
}

/** Reads (if needed), digests and checks one file; sends back what `npm run validate` stores of the result (`slim`). */
function run(job: Job): Checked {
  const content = job.content ?? readOrVanished(job.file, job.path!);
  return {
    check: slim(checkFile(job.file, content, rulesOf(job.rules))),
    digest: hash('sha1', content),
  };
}

/** Files per batch handed out. */
const BATCH = 100;

/**
 * Checks `jobs` on up to `threads` threads (the main thread is one of them); results come back in
 * the order of `jobs`.
 * @param threads default: the cores available, at most 4.
 */
export async function checkInParallel(
  jobs: readonly Job[],
  threads = Math.min(4, availableParallelism()),
): Promise<Checked[]> {
  if (jobs.length < PARALLEL_MIN_FILES || threads < 2) return jobs.map(run);
  // Only data crosses to a thread: a `ContentRules` given whole holds schemas, which cannot.
  const plain = jobs.map((j) => ({
    ...j,
    rules: { ids: j.rules.ids, componentKinds: j.rules.componentKinds, key: j.rules.key },
  }));
  return runInWorkers(plain, {
    worker: new URL(import.meta.url),
    threads: threads - 1,
    batch: BATCH,
    local: (batch) => batch.map(run),
  });
}

serveBatches((batch: Job[]) => batch.map(run));
