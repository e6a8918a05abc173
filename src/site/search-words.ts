/**
 * "Did you mean": the dictionary of every word the library's pages hold, with how many pages hold
 * it, written at build time to `/search-words.json` (src/routes/search-words.json.ts), and the
 * pure functions the search UI uses to correct a query with it. Because the dictionary holds
 * every word of titles, labels and bodies, a correctly spelt word (`resolved`, `global`,
 * `nxdomain`) is never "corrected"; only a word the library does not have is. Pagefind itself has
 * no spelling correction: a misspelt word (`kuberntes`) finds prefix matches of other words
 * (`kube-proxy`) or nothing. The UI loads the dictionary only when a word of a query finds
 * nothing or only longer words (src/scripts/search-hints.ts), never before the first results.
 */
import { distance } from 'fastest-levenshtein';
import { queryWords } from './search-rank.ts';

/**
 * `/search-words.json`: words, most frequent first (the order breaks ties between suggestions),
 * and `counts[i]`, how many pages (or texts) hold `words[i]`.
 */
export interface SearchWords {
  words: string[];
  counts?: number[];
}

/** Words shorter than this are never corrected nor suggested (too many neighbours one edit away). */
export const MIN_WORD = 4;
/** At most this many words are written, the most frequent; bounds the file for a very large library. */
export const MAX_WORDS = 60_000;

/**
 * The dictionary from `texts` (titles, labels, page bodies as text): lower-case words of at least
 * `MIN_WORD` letters without digits, each counted once per text, most frequent first, ties in
 * code-unit order (so the file is the same on every machine), at most `MAX_WORDS`.
 */
export function buildSearchWords(texts: Iterable<string>): SearchWords {
  const count = new Map<string, number>();
  for (const text of texts) {
    for (const w of new Set(queryWords(text))) {
      if (w.length < MIN_WORD || /\d/.test(w)) continue;
      count.set(w, (count.get(w) ?? 0) + 1);
    }
  }
  const sorted = [...count]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_WORDS);
  return { words: sorted.map(([w]) => w), counts: sorted.map(([, n]) => n) };
}

/** Edits allowed for a word of `length` letters: one up to 5 letters, two from 6. */
export function maxEdits(length: number): number {
  return length >= 6 ? 2 : 1;
}

/** Whether `word` needs no correction: short, holds a digit, or is a word of the dictionary. */
export function isKnown(word: string, known: ReadonlySet<string>): boolean {
  const w = word.toLowerCase();
  return w.length < MIN_WORD || /\d/.test(w) || known.has(w);
}

/**
 * The dictionary word closest to `word` within `maxEdits` edits (Levenshtein), the more frequent
 * on a tie; undefined when `word` is known (`isKnown`), is the start of a word of the dictionary
 * (`resolv`: the reader may still be typing it, and Pagefind's prefix match finds "resolved"), or
 * has no word near it.
 */
export function correctWord(
  word: string,
  dict: SearchWords,
  known: ReadonlySet<string> = new Set(dict.words),
): string | undefined {
  const w = word.toLowerCase();
  if (isKnown(w, known) || dict.words.some((d) => d.startsWith(w))) return undefined;
  const limit = maxEdits(w.length);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of dict.words) {
    if (Math.abs(candidate.length - w.length) > limit) continue;
    const d = distance(w, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      if (d === 1) break;
    }
  }
  return best;
}

/**
 * `query` with every misspelt word corrected, or undefined when nothing changes. Words are
 * compared as Pagefind splits them; the corrected query is those words joined by spaces.
 */
export function correctQuery(query: string, dict: SearchWords): string | undefined {
  const known = new Set(dict.words);
  const words = queryWords(query);
  let changed = false;
  const out = words.map((w) => {
    const c = correctWord(w, dict, known);
    if (c) changed = true;
    return c ?? w;
  });
  return changed ? out.join(' ') : undefined;
}

/**
 * Whether a corrected query's results are worth showing instead of the query's: when the query
 * found nothing and the correction something, or the correction found at least twice as many and
 * at least three more. The UI counts a query whose corrected words the library does not hold,
 * nor any word starting with them, as finding nothing: Pagefind's answers for such a word are
 * other words that share a start with it (`cloudfare` → "cloud"), never the word itself.
 */
export function clearlyMore(found: number, correctedFound: number): boolean {
  return (
    correctedFound > 0 &&
    (found === 0 || (correctedFound >= 2 * found && correctedFound >= found + 3))
  );
}

/**
 * Whether the search needs the dictionary: a word of at least `MIN_WORD` letters without digits
 * found no page, or only longer words (none of `exact`, the words the first results' excerpts
 * mark, is that word). `units` are the ranking's units with their page counts.
 */
export function needsDictionary(
  units: readonly { text: string; pages: number }[],
  exact: ReadonlySet<string>,
): boolean {
  return units.some(
    (u) =>
      !u.text.includes(' ') &&
      u.text.length >= MIN_WORD &&
      !/\d/.test(u.text) &&
      (u.pages === 0 || !exact.has(u.text)),
  );
}
