/**
 * Runs `checkFile` for many files on worker threads, so a cold `npm run validate` of a large
 * library uses every core: parsing YAML is most of its time, and files are independent. The
 * checks across files stay on the main thread (`buildLibrary`), which then finds every result
 * in the cache. Each worker imports the same modules, so results are identical to a serial run.
 */
import { hash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { checkFile, type FileCheck } from './library.ts';
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

/**
 * Checks `jobs` on up to `threads` workers; results come back in the order of `jobs`.
 * @param threads default: the cores available, at most 4.
 */
export async function checkInParallel(jobs: readonly Job[], threads = Math.min(4, availableParallelism())): Promise<Checked[]> {
  if (jobs.length < PARALLEL_MIN_FILES || threads < 2) return jobs.map(run);
  const results: Checked[] = new Array(jobs.length);
  const size = Math.ceil(jobs.length / threads);
  // threads - 1 workers; the main thread, whose modules are loaded already, takes the last share.
  const done = Promise.all(Array.from({ length: threads - 1 }, (_, w) => {
    const slice = jobs.slice(w * size, (w + 1) * size);
    if (!slice.length) return undefined;
    return new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url));
      worker.once('message', (checks: Checked[]) => {
        checks.forEach((c, i) => (results[w * size + i] = c));
        void worker.terminate();
        resolve();
      });
      worker.once('error', reject);
      worker.postMessage(slice);
    });
  }));
  const own = (threads - 1) * size;
  jobs.slice(own).forEach((j, i) => (results[own + i] = run(j)));
  await done;
  return results;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.once('message', (jobs: Job[]) => port.postMessage(jobs.map(run)));
}
