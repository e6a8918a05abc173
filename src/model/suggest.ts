/** "Did you mean ...?" hints, by edit distance (fastest-levenshtein). */
import { closest, distance } from 'fastest-levenshtein';

/**
 * The known value nearest to `value`, if it is close enough to be a likely typo: at most a third
 * of the value's length in edits (at least 1), two swapped letters, or a case-insensitive match.
 * Returns undefined when nothing is close.
 */
export function suggest(value: string, known: readonly string[]): string | undefined {
  if (known.length === 0 || value === '') return undefined;
  const lower = value.toLowerCase();
  const exactish = known.find((k) => k.toLowerCase() === lower);
  if (exactish) return exactish;
  const best = closest(lower, known as string[]);
  const limit = Math.max(1, Math.floor(value.length / 3));
  const d = distance(lower, best.toLowerCase());
  if (d <= limit) return best;
  // Two swapped letters ("strat" for "start") cost 2 edits but are one slip of the fingers.
  const swapped = known.find(
    (k) =>
      k.length === value.length &&
      distance(lower, k.toLowerCase()) === 2 &&
      [...lower].sort().join('') === [...k.toLowerCase()].sort().join(''),
  );
  return swapped;
}

/** `did you mean "x"?` or undefined. */
export function didYouMean(value: string, known: readonly string[]): string | undefined {
  const s = suggest(value, known);
  return s === undefined ? undefined : `did you mean "${s}"?`;
}
