/**
 * The library as it is now: loaded again when the content's stamp changed since the last load,
 * so a file fixed (or edited) while the server runs is served without a restart, and a load that
 * failed is not the answer of every call after it.
 */

/** What a (re)load came to: its value, or its error. */
export type LoadOutcome<T> = { value: T } | { error: unknown };

/**
 * A function giving the latest load of `load`, started again whenever `stamp()` differs from the
 * stamp taken before the last load (taken before, so a change made during a load is seen on the
 * next call). A stamp that throws counts as a change.
 * @param stamp a cheap digest of what `load` reads (for the library: the content files' stats).
 * @param loaded told of each load's outcome (for a line on stderr).
 */
export function reloading<T>(
  load: () => T,
  stamp: () => string,
  loaded: (outcome: LoadOutcome<T>) => void = () => {},
): () => Promise<T> {
  let last: string | undefined;
  let current: Promise<T> | undefined;
  return () => {
    let now: string | undefined;
    try {
      now = stamp();
    } catch {
      now = undefined;
    }
    if (current === undefined || now === undefined || now !== last) {
      last = now;
      current = Promise.resolve().then(load);
      current.then(
        (value) => loaded({ value }),
        (error: unknown) => loaded({ error }),
      );
    }
    return current;
  };
}
