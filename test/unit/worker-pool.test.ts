// The worker pool: results in the order of the jobs, batches as the caller sizes them; or each
// result handed over as its batch arrives, with its job's index.
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { forEachInWorkers, runInWorkers } from '../../src/node/worker-pool.ts';

interface Echo {
  job: number;
  size: number;
  thread: number;
}
const worker = new URL('../fixtures/worker-pool/echo-worker.ts', import.meta.url);
const jobs = Array.from({ length: 11 }, (_, i) => i);

describe('runInWorkers', () => {
  it('gives one result per job, in order, in batches of a fixed size', async () => {
    const out = await runInWorkers<number, Echo>(jobs, { worker, threads: 2, batch: 4 });
    expect(out.map((r) => r.job)).toEqual(jobs);
    expect(out.map((r) => r.size)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3]);
  });

  it('sizes each batch by where it starts when given a function, so a run of jobs goes to one thread', async () => {
    const out = await runInWorkers<number, Echo>(jobs, {
      worker,
      threads: 2,
      batch: (start) => (start === 0 ? 5 : 2),
    });
    expect(out.map((r) => r.job)).toEqual(jobs);
    expect(out.map((r) => r.size)).toEqual([5, 5, 5, 5, 5, 2, 2, 2, 2, 2, 2]);
    expect(new Set(out.slice(0, 5).map((r) => r.thread)).size).toBe(1);
  });

  it('lets the main thread take batches of the same sizes', async () => {
    const local = (batch: number[]) =>
      batch.map((job) => ({ job, size: batch.length, thread: threadId }));
    const out = await runInWorkers<number, Echo>(jobs, {
      worker,
      threads: 1,
      batch: (start) => (start < 6 ? 3 : 5),
      local,
    });
    expect(out.map((r) => r.job)).toEqual(jobs);
    expect(out.map((r) => r.size)).toEqual([3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5]);
  });
});

describe('forEachInWorkers', () => {
  it("hands over every result once, with its job's index, from workers and the main thread", async () => {
    const seen: [number, number][] = [];
    const local = (batch: number[]) =>
      batch.map((job) => ({ job, size: batch.length, thread: threadId }));
    await forEachInWorkers<number, Echo>(jobs, { worker, threads: 2, batch: 2, local }, (r, i) =>
      seen.push([i, r.job]),
    );
    expect(seen.map(([i]) => i).sort((a, b) => a - b)).toEqual(jobs);
    for (const [i, job] of seen) expect(job).toBe(i);
  });

  it('rejects with the error the callback throws, and hands nothing over after it', async () => {
    const many = Array.from({ length: 60 }, (_, i) => i);
    let rejected = false;
    let after = 0;
    await expect(
      forEachInWorkers<number, Echo>(many, { worker, threads: 2, batch: 2 }, (r) => {
        if (rejected) after++;
        if (r.job === 7) throw new Error('job 7 refused');
      }).finally(() => (rejected = true)),
    ).rejects.toThrow('job 7 refused');
    // Whatever the workers had under way when the run failed is dropped, however long it takes.
    await new Promise((wait) => setTimeout(wait, 300));
    expect(after).toBe(0);
  });

  it('rejects, and leaves no rejection unhandled, when the callback throws on a batch of the main thread', async () => {
    const local = (batch: number[]) =>
      batch.map((job) => ({ job, size: batch.length, thread: threadId }));
    await expect(
      forEachInWorkers<number, Echo>(jobs, { worker, threads: 2, batch: 1, local }, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // A worker's batch may arrive after the main thread's failed: it is dropped, not thrown
    // again where nobody listens (vitest fails a run on an unhandled rejection).
    await new Promise((wait) => setTimeout(wait, 300));
  });
});
