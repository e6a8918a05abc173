/**
 * How search results are ordered, on top of Pagefind's own scores. Pagefind ranks by BM25 over
 * each page's indexed text, so a term page (its name and a one-line description, about 20 words)
 * outscores a 1,000-word case that names the same word ten times, and a topical query ("kubernetes")
 * would list the vocabulary before any incident. The order readers expect, and what this does:
 *
 * 1. At most one **best match** first: among the top `BEST_MATCH_CANDIDATES` pages that are not
 *    cases, the one whose own name answers the query best (`nameMatch`: the name is the query,
 *    else starts with it, else holds every word), the higher score on a tie: the term or concept
 *    itself (`kubernetes` → Kubernetes, not Google Kubernetes Engine). Shown as a card.
 * 2. **Cases** that match every word, by Pagefind's score.
 * 3. When fewer than `MIN_CASES` cases match every word of a query of several words, the cases
 *    that match at least half of them (most words first, then by the sum of their scores), at
 *    most `MAX_PARTIAL`, each marked with the words it matched (`etcd quorum` → etcd cases).
 * 4. Every other page (concepts, articles, transcripts, term pages), by score.
 *
 * Which results are cases costs no download: every case page carries the Pagefind sort key
 * `CASE_SORT_KEY`, whose values live in the page list Pagefind loads anyway, and a search sorted
 * by a key returns only the pages that have it. The best match reads the fragments of at most
 * `BEST_MATCH_CANDIDATES` pages, which the first page of results mostly loads anyway.
 *
 * Pure but for the Pagefind instance it is given: the search UI (src/scripts/search-ui.ts) and the
 * ranking tests (which load Pagefind's JS in Node) run this same code.
 */

/** The sort key only case pages carry (set by the case layout through `PagefindFacets`). */
export const CASE_SORT_KEY = 'case';
/** Below this many full-match cases, a query of several words also lists partial-match cases. */
export const MIN_CASES = 3;
/** At most this many partial-match cases. */
export const MAX_PARTIAL = 5;
/** How many of the top non-case results are read to find a best match. */
export const BEST_MATCH_CANDIDATES = 6;

/** The part of a Pagefind fragment (`result.data()`) the ranking reads. */
export interface ResultData {
  url: string;
  excerpt?: string;
  meta?: Record<string, string | undefined>;
  [key: string]: unknown;
}
/** What the ranking adds to a result's data, for the renderer. */
export interface RankNote {
  bestMatch?: boolean;
  matched?: string[];
  missing?: string[];
}
/** One Pagefind result, before its fragment is loaded. */
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<ResultData>;
  [key: string]: unknown;
}
/** Pagefind's search response (the fields we read or rewrite). */
export interface SearchResponse {
  results: PagefindResult[];
  filters?: Record<string, Record<string, number>>;
  totalFilters?: Record<string, Record<string, number>>;
  [key: string]: unknown;
}
/** Pagefind's search options. */
export interface SearchOptions {
  filters?: Record<string, unknown>;
  sort?: Record<string, string>;
  [key: string]: unknown;
}
/** Pagefind's JS API (`pagefind.js`), in the browser or in Node. */
export interface PagefindSearcher {
  search(term: string | null, options?: SearchOptions): Promise<SearchResponse | null>;
}

/** Lower-case words of a query or title as Pagefind splits them (letters and digits; `-` and `.` split). */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

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

/** A result whose `data()` resolves with the fragment and `note` under `il`. */
function noted(result: PagefindResult, note: RankNote): PagefindResult {
  let loaded: Promise<ResultData> | undefined;
  return { ...result, data: () => (loaded ??= result.data().then((d) => ({ ...d, il: note }))) };
}

/** A result whose fragment is loaded once, however often `data()` is called. */
function once(result: PagefindResult): PagefindResult {
  let loaded: Promise<ResultData> | undefined;
  return { ...result, data: () => (loaded ??= result.data()) };
}

/** The ids of the cases among a search's results (a search sorted by the case key returns only cases). */
async function caseIds(
  pf: PagefindSearcher,
  term: string,
  options: SearchOptions,
): Promise<Set<string>> {
  const r = await pf.search(term, { ...options, sort: { [CASE_SORT_KEY]: 'asc' } });
  return new Set((r?.results ?? []).map((x) => x.id));
}

/**
 * Searches `term` with `options` and returns Pagefind's response with its results in the order
 * above (every result kept, none added but partial-match cases). An empty term or a search with
 * its own `sort` (a non-empty one) is returned as Pagefind
 * ordered it.
 */
export async function rankedSearch(
  pf: PagefindSearcher,
  term: string | null,
  options: SearchOptions = {},
): Promise<SearchResponse | null> {
  const response = await pf.search(term, options);
  if (!response || !term?.trim() || Object.keys(options.sort ?? {}).length) return response;
  const words = queryWords(term);
  const results = response.results.map(once);
  const isCase = await caseIds(pf, term, options);
  const cases = results.filter((r) => isCase.has(r.id));
  const others = results.filter((r) => !isCase.has(r.id));

  // The best name among the top few, ties to the higher score (the earlier result).
  let best: PagefindResult | undefined;
  let bestLevel = 0;
  const candidates = others.slice(0, BEST_MATCH_CANDIDATES);
  const names = await Promise.all(
    candidates.map(async (r) => nameMatch((await r.data()).meta?.title ?? '', words)),
  );
  candidates.forEach((r, i) => {
    if (names[i] > bestLevel) {
      best = r;
      bestLevel = names[i];
    }
  });

  let partial: PagefindResult[] = [];
  if (cases.length < MIN_CASES && words.length > 1)
    partial = await partialCases(
      pf,
      [...new Set(words)],
      options,
      new Set(results.map((r) => r.id)),
    );

  const ordered = [
    ...(best ? [noted(best, { bestMatch: true })] : []),
    ...cases,
    ...partial,
    ...others.filter((r) => r !== best),
  ];
  return { ...response, results: ordered };
}

/** Cases matching at least half but not all of `words`, best first, none of `exclude`, at most `MAX_PARTIAL`. */
async function partialCases(
  pf: PagefindSearcher,
  words: string[],
  options: SearchOptions,
  exclude: Set<string>,
): Promise<PagefindResult[]> {
  const found = new Map<string, { result: PagefindResult; matched: string[]; score: number }>();
  for (const word of words) {
    const [all, cases] = await Promise.all([pf.search(word, options), caseIds(pf, word, options)]);
    for (const r of all?.results ?? []) {
      if (!cases.has(r.id) || exclude.has(r.id)) continue;
      const entry = found.get(r.id) ?? { result: r, matched: [], score: 0 };
      entry.matched.push(word);
      entry.score += r.score;
      found.set(r.id, entry);
    }
  }
  return [...found.values()]
    .filter((e) => e.matched.length * 2 >= words.length)
    .sort((a, b) => b.matched.length - a.matched.length || b.score - a.score)
    .slice(0, MAX_PARTIAL)
    .map((e) =>
      noted(e.result, { matched: e.matched, missing: words.filter((w) => !e.matched.includes(w)) }),
    );
}
