// releaseMemory collects what nothing references any more, keeps what is referenced, and gives the
// freed heap back (the committed heap shrinks), without exposing a global `gc`; the native
// allocator's purge delay is set to 0 unless the environment already sets one.
import { describe, expect, it } from 'vitest';
import { purgeNativeMemoryAtOnce, releaseMemory } from '../../src/node/release-memory.ts';

const MiB = 1024 * 1024;
const tick = () => new Promise((r) => setImmediate(r));

/** About `n` small objects with a string each: well over 100 MiB of heap for n = 2e6. */
function garbage(n: number): { i: number; s: string }[] {
  const out: { i: number; s: string }[] = [];
  for (let i = 0; i < n; i++) out.push({ i, s: `item ${i}` });
  return out;
}

describe('releaseMemory', () => {
  it('frees unreferenced objects and keeps referenced ones', async () => {
    const holder: { dropped?: object } = { dropped: { name: 'dropped' } };
    const kept = { name: 'kept' };
    const droppedRef = new WeakRef(holder.dropped!);
    const keptRef = new WeakRef(kept);
    delete holder.dropped;
    // A WeakRef's target lives to the end of the job that made it.
    await tick();
    expect(releaseMemory()).toBe(true);
    expect(droppedRef.deref()).toBeUndefined();
    expect(keptRef.deref()).toBe(kept);
  });

  it('gives the freed heap back to the system', async () => {
    const holder: { big?: unknown[] } = { big: garbage(2e6) };
    const withGarbage = process.memoryUsage().heapTotal;
    expect(holder.big?.length).toBe(2e6);
    delete holder.big;
    await tick();
    releaseMemory();
    const after = process.memoryUsage().heapTotal;
    expect(withGarbage - after).toBeGreaterThan(64 * MiB);
  });

  it('leaves the global gc undefined', () => {
    releaseMemory();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});

describe('purgeNativeMemoryAtOnce', () => {
  it('sets MIMALLOC_PURGE_DELAY to 0 when unset', () => {
    const env: Record<string, string | undefined> = {};
    purgeNativeMemoryAtOnce(env);
    expect(env).toEqual({ MIMALLOC_PURGE_DELAY: '0' });
  });

  it('keeps a delay the environment sets', () => {
    const env: Record<string, string | undefined> = { MIMALLOC_PURGE_DELAY: '250' };
    purgeNativeMemoryAtOnce(env);
    expect(env.MIMALLOC_PURGE_DELAY).toBe('250');
  });
});
