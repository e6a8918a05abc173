/**
 * The rule of a ranked search's best match (`search-rank.ts`, stage 1): how well a page's own
 * name answers the query, so the term or concept itself comes first (`kubernetes` → Kubernetes,
 * not Google Kubernetes Engine).
 */
import { queryWords } from './search-query.ts';

/** How many of the top non-case results are read to find a best match. */
export const BEST_MATCH_CANDIDATES = 6;

/**
 * How well a page's name answers a query of `words`: 3 when the name is exactly those words, 2 when
 * it starts with them, 1 when it holds them all, else 0. A query word matches a word of the name,
 * or its start when it has 4 letters or more (`upgrade` names "Upgrades"). A trailing parenthesis
 * naming the page's kind ("Kubernetes (component)") is not part of the name.
 */
export function nameMatch(title: string, words: string[]): number {
  if (!words.length) return 0;
  const own = queryWords(
    title.replace(
      /\s*\((component|root cause|contributing factor|organisation|impact category)\)\s*$/i,
      '',
    ),
  );
  const hit = (w: string, t: string) => t === w || (w.length >= 4 && t.startsWith(w));
  if (!words.every((w) => own.some((t) => hit(w, t)))) return 0;
  if (own.length === words.length && words.every((w, i) => hit(w, own[i]))) return 3;
  if (words.every((w, i) => own[i] !== undefined && hit(w, own[i]))) return 2;
  return 1;
}
