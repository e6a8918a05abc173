/**
 * Deletes folders on a worker thread while the caller goes on: a published site's old tree is
 * thousands of files (16,000 at 5,000 cases), and unlinking them took 2 to 3 s of a rebuild's
 * wall time on the build's own thread. The kernel does most of that work, so on a thread of its
 * own it overlaps with the start of the next build (loading Astro, bundling) on the other core.
 */
import { Worker } from 'node:worker_threads';

// Plain JavaScript evaluated by the worker: no module of ours to load or transpile.
const SOURCE = `
const { rmSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
for (const path of workerData) rmSync(path, { recursive: true, force: true, maxRetries: 3 });
`;

/**
 * Removes every folder of `paths` (recursively; a missing one is no error) on a worker thread.
 * Resolves once all are gone; rejects with the file system's error (its `code` and `path`) when
 * one cannot be removed. Nothing is started for an empty list. The process does not exit while
 * the worker runs, unless it is ended (`process.exit`); what is left is then a folder the next
 * caller removes.
 */
export function removeInBackground(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: [...paths] });
    let failed = false;
    worker.once('error', (err) => {
      failed = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (failed) return;
      if (code === 0) resolve();
      else reject(new Error(`removing ${paths.join(', ')} stopped with exit code ${code}`));
    });
  });
}
