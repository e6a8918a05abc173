/**
 * Giving a build's dead memory back to the system at the two moments a build knows a large
 * structure has just died: the validated library and its Markdown trees once the content store
 * is written (about 440 MiB of garbage at 5,000 cases), and Astro's page generation once every
 * page is written.
 *
 * V8 on its own neither collects that garbage soon (the heap grows instead: the library was
 * still in the heap when Astro's bundler, whose memory is native, came on top of it) nor returns
 * the pages it freed: a freed heap page stays resident in V8's page pool, so the process's
 * resident set only ever climbs to the largest heap it once had. A "last resort" collection is
 * the one that empties that pool. It is V8's `gc` extension, which Node exposes with
 * `--expose-gc`: the build command starts Node with it (`npm run build`, `incident-library
 * build`); without it, memory is left to V8's own schedule.
 *
 * Astro's bundler (rolldown) and its compiler are native addons with their own allocator,
 * mimalloc, which gives memory they freed back to the system only after a delay (1 s) and only
 * when that allocator next runs on the thread that freed it: after the bundle is written, their
 * threads are idle and about 170 MiB of freed memory stayed resident through the checks. The
 * build command sets `MIMALLOC_PURGE_DELAY=0` before Astro loads, so they give it back when they
 * free it (measured on a 5,000-case build: a peak of 1,061 MiB instead of 1,211 MiB, for about
 * 2 s more CPU of 53).
 */
/** The options V8's `gc` extension reads: a full collection, now, of the kind V8 runs before it gives up for lack of memory. */
type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };

/**
 * Collects all garbage of this process's main heap now, synchronously, and releases the heap
 * pages it frees to the system. Takes about 0.1 to 0.6 s on a 5,000-case build's heap; objects
 * still referenced are untouched. Returns false (having done nothing) where V8's `gc` extension
 * is unavailable. Never throws.
 */
export function releaseMemory(): boolean {
  // Exposed by the command that starts a build (`node --expose-gc`), never switched on here.
  const gc = (globalThis as { gc?: (options: GcOptions) => void }).gc;
  if (typeof gc !== 'function') return false;
  try {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    return true;
  } catch {
    return false;
  }
}
