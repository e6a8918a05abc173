/**
 * The one worker pool: maps a list of jobs to results on worker threads, handing out batches
 * from one queue as threads finish (a worker starts slower than the main thread, since it
 * imports its modules and warms up, so an even split would leave one waiting). `npm run validate`
 * checks content files with it and the post-build checks read pages with it. `runInWorkers`
 * gives the results in the order of the jobs, whatever thread made them; `forEachInWorkers` hands
 * each over as it arrives, with its job's index.
 */
import { isMainThread, parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

/** How to run a pool. */
export interface PoolOptions<J, R> {
  /** The worker module: it calls `serveBatches` with the same function on every batch. */
  worker: URL;
  /** Worker threads to start (at least 1 unless `local` is given). */
  threads: number;
  /**
   * Jobs per message: small enough to keep every thread busy to the end, large enough that
   * messages cost little. A function gives the size of the batch that starts at job `start`
   * (at least 1), so a caller can send a run of jobs of one kind to one thread.
   */
  batch: number | ((start: number) => number);
  /** Passed to every worker as `workerData`. */
  workerData?: unknown;
  /** Heap limits of each worker (MiB), so many workers fit the machine. */
  resourceLimits?: ResourceLimits;
  /** When given, the main thread takes batches too (its modules are loaded already). */
  local?: (batch: J[]) => R[];
}

/** Batches a worker holds at once: the one it works on and the next. */
const AHEAD = 2;

/**
 * Runs `jobs` in batches on the pool's threads.
 * @returns one result per job, in the order of `jobs`.
 * @throws the first error a worker raised, or an exit with a code other than 0 or 1 (a worker
 *   killed for running out of heap exits with 1 after its error).
 */
export async function runInWorkers<J, R>(
  jobs: readonly J[],
  options: PoolOptions<J, R>,
): Promise<R[]> {
  const results: R[] = new Array(jobs.length);
  await forEachInWorkers(jobs, options, (r, i) => (results[i] = r));
  return results;
}

/**
 * Runs `jobs` in batches on the pool's threads and hands each result to `each` as its batch
 * arrives, with the index of its job, in no particular order across threads. The pool keeps no
 * result: a caller that keeps a smaller form of each (the post-build checks pack every page's
 * links into numbers) lets the message it came in be collected at once, instead of holding every
 * message of the run until the last arrives.
 * @throws as `runInWorkers`; an error thrown by `each` rejects the run too.
 */
export async function forEachInWorkers<J, R>(
  jobs: readonly J[],
  options: PoolOptions<J, R>,
  each: (result: R, index: number) => void,
): Promise<void> {
  let next = 0;
  const size = (start: number) =>
    Math.max(1, typeof options.batch === 'number' ? options.batch : options.batch(start));
  let end = 0;
  const take = () => {
    const start = next;
    next = end = Math.min(jobs.length, next + size(start));
    return start;
  };
  // Once one thread fails, no batch is handed out or handed over again and every worker is
  // stopped, so nothing runs on after the run has rejected.
  let failed = false;
  const workers: Worker[] = [];
  const fail = () => {
    failed = true;
    for (const w of workers) void w.terminate();
  };
  const thread = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(options.worker, {
        workerData: options.workerData,
        resourceLimits: options.resourceLimits,
      });
      workers.push(w);
      const stop = (err: Error) => {
        fail();
        reject(err);
      };
      // The starts of the batches sent and not yet answered, oldest first (a worker answers in
      // order). Each worker holds `AHEAD` batches, so one waiting in its queue starts as soon as
      // it finishes the last, even while the main thread is busy with a batch of its own and
      // cannot hand out the next (one at a time, a worker beside a busy main thread was idle
      // 15 to 45 % of the time).
      const sent: number[] = [];
      const send = () => {
        const at = failed ? jobs.length : take();
        if (at < jobs.length) {
          sent.push(at);
          w.postMessage(jobs.slice(at, end));
        } else if (!sent.length) void w.terminate().then(() => resolve());
      };
      w.on('message', (out: R[]) => {
        const at = sent.shift()!;
        if (failed) return;
        try {
          out.forEach((r, i) => each(r, at + i));
        } catch (err) {
          stop(err as Error);
          return;
        }
        send();
      });
      w.once('error', stop);
      w.once('exit', (code) => {
        if (code !== 0 && code !== 1)
          stop(new Error(`worker ${options.worker.pathname} exited with ${code}`));
        // Stopped by a failure elsewhere: this thread has nothing more to say.
        else if (failed) resolve();
      });
      for (let i = 0; i < AHEAD; i++) send();
    });
  const all = Promise.all(Array.from({ length: options.threads }, thread));
  // Handled here too, so a thread that fails while the main thread works on its own batches is
  // not an unhandled rejection; the caller gets it from the await below.
  all.catch(() => undefined);
  if (options.local) {
    // Between its own batches the main thread yields, so finished workers get their next batch.
    try {
      for (let at = take(); at < jobs.length && !failed; at = take()) {
        options.local(jobs.slice(at, end)).forEach((r, i) => each(r, at + i));
        await new Promise((r) => setImmediate(r));
      }
    } catch (err) {
      fail();
      throw err;
    }
  }
  await all;
}

/** In a worker module: answers every batch the pool sends with `fn(batch)`. No-op on the main thread. */
export function serveBatches<J, R>(fn: (batch: J[]) => R[]): void {
  if (isMainThread || !parentPort) return;
  const port = parentPort;
  port.on('message', (batch: J[]) => port.postMessage(fn(batch)));
}
