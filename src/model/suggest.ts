/**
 * "Did you mean ...?" hints, by edit distance (fastest-levenshtein), and for identifiers whose
 * nearest spelling is rarely the one meant (case IDs), by one swap of neighbouring characters:
 * the transposition of Damerau's distance, which plain Levenshtein counts as two edits.
 */
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

/**
 * The known values one swap of two neighbouring characters away from `value` (`IL-0270` to
 * `IL-0207`), in the order of the swapped position. For case IDs a one-digit change names some
 * other existing case as often as not, but two digits swapped is the slip of typing or copying;
 * so only this is offered for them.
 */
export function transpositions(value: string, known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const chars = [...value];
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    const candidate = swapped.join('');
    if (known.has(candidate) && !out.includes(candidate)) out.push(candidate);
  }
  return out;
}

/** `did you mean "IL-0207"?` (or `"IL-0207" or "IL-0720"`) for a transposed ID, or undefined. */
export function didYouMeanTransposed(
  value: string,
  known: ReadonlySet<string>,
): string | undefined {
  const found = transpositions(value, known);
  return found.length ? `did you mean ${found.map((f) => `"${f}"`).join(' or ')}?` : undefined;
}
