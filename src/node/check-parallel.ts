/**
 * Runs `checkFile` for many files on worker threads, so a cold `npm run validate` of a large
 * library uses every core: parsing YAML is most of its time, and files are independent. The
 * checks across files stay on the main thread (`buildLibrary`), which then finds every result
 * in the cache. Each worker imports the same modules, so results are identical to a serial run.
 */
import { hash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { checkFile, type FileCheck } from '../model/library.ts';
import { readNoFollow } from './read-content.ts';

/** Below this many files, starting workers (each imports the schemas and parser) costs more than it saves. */
export const PARALLEL_MIN_FILES = 400;

/** A file to check: its bytes, or its absolute path for the worker to read (so bytes are not copied between threads). */
export interface Job { file: string; content?: Uint8Array; path?: string }
/** A result and the SHA-1 of the bytes it was made from (the cache's key). */
export interface Checked { check: FileCheck; digest: string }

/** Reads (if needed), digests and checks one file. */
function run(job: Job): Checked {
  const content = job.content ?? readNoFollow(job.path!);
  return { check: slimmed(checkFile(job.file, content)), digest: hash('sha1', content) };
}

/** What a worker sends back: results without `data` and headings, which only the build uses. */
function slimmed(check: FileCheck): FileCheck {
  if (!check.valid) return check;
  const { data: _data, headings: _headings, ...rest } = check;
  return rest;
}

/** Files per batch handed out: small enough to keep every thread busy to the end, large enough that messages cost little. */
const BATCH = 100;

/**
 * Checks `jobs` on up to `threads` threads; results come back in the order of `jobs`. Work is
 * handed out in batches as threads finish, since a worker starts slower than the main thread
 * (it imports the modules and warms up) and an even split would leave one waiting.
 * @param threads default: the cores available, at most 4.
 */
export async function checkInParallel(jobs: readonly Job[], threads = Math.min(4, availableParallelism())): Promise<Checked[]> {
  if (jobs.length < PARALLEL_MIN_FILES || threads < 2) return jobs.map(run);
  const results: Checked[] = new Array(jobs.length);
  let next = 0;
  const take = () => {
    const start = next;
    next = Math.min(jobs.length, next + BATCH);
    return start;
  };
  // threads - 1 workers; the main thread, whose modules are loaded already, takes batches too.
  const workers = Array.from({ length: threads - 1 }, () => new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url));
    let at = -1;
    const send = () => {
      at = take();
      if (at >= jobs.length) {
        void worker.terminate();
        resolve();
      } else worker.postMessage(jobs.slice(at, Math.min(jobs.length, at + BATCH)));
    };
    worker.on('message', (checks: Checked[]) => {
      checks.forEach((c, i) => (results[at + i] = c));
      send();
    });
    worker.once('error', reject);
    send();
  }));
  // Between its own batches the main thread yields, so finished workers get their next batch.
  for (let at = take(); at < jobs.length; at = take()) {
    for (let i = at; i < Math.min(jobs.length, at + BATCH); i++) results[i] = run(jobs[i]);
    await new Promise((r) => setImmediate(r));
  }
  await Promise.all(workers);
  return results;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', (jobs: Job[]) => port.postMessage(jobs.map(run)));
}
