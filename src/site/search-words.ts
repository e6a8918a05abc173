/**
 * "Did you mean": a small dictionary of the library's own words, written at build time to
 * `/search-words.json` (src/routes/search-words.json.ts), and the pure functions the search UI
 * uses to correct a query with it. The words come from what a reader is likely to type: the
 * vocabulary labels (components, root causes, factors, organisations, impacts), case titles and
 * concept titles and aliases. Pagefind itself has no spelling correction: a misspelt word
 * (`kuberntes`) finds prefix matches of other words (`kube-proxy`) or nothing.
 */
import { distance } from 'fastest-levenshtein';
import { queryWords } from './search-rank.ts';

/** `/search-words.json`: words, most frequent first (the order breaks ties between suggestions). */
export interface SearchWords {
  words: string[];
}

/** Words shorter than this are never corrected nor suggested (too many neighbours one edit away). */
export const MIN_WORD = 4;
/** At most this many words are written, the most frequent; bounds the file at 20,000 cases. */
export const MAX_WORDS = 6000;

/**
 * The dictionary from `texts` (labels and titles): lower-case words of at least `MIN_WORD`
 * letters without digits, most frequent first, ties in code-unit order (so the file is the same
 * on every machine), at most `MAX_WORDS`.
 */
export function buildSearchWords(texts: Iterable<string>): SearchWords {
  const count = new Map<string, number>();
  for (const text of texts) {
    for (const w of new Set(queryWords(text))) {
      if (w.length < MIN_WORD || /\d/.test(w)) continue;
      count.set(w, (count.get(w) ?? 0) + 1);
    }
  }
  const words = [...count]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_WORDS)
    .map(([w]) => w);
  return { words };
}

/** Edits allowed for a word of `length` letters: one up to 5 letters, two from 6. */
export function maxEdits(length: number): number {
  return length >= 6 ? 2 : 1;
}

/**
 * The dictionary word closest to `word` within `maxEdits` edits (Levenshtein), the more frequent
 * on a tie; undefined when `word` is itself a word of the dictionary, is shorter than `MIN_WORD`,
 * holds a digit, or has no word near it.
 */
export function correctWord(
  word: string,
  dict: SearchWords,
  known: ReadonlySet<string> = new Set(dict.words),
): string | undefined {
  const w = word.toLowerCase();
  if (w.length < MIN_WORD || /\d/.test(w) || known.has(w)) return undefined;
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
