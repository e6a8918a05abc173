/**
 * How search results are ordered, on top of Pagefind's own scores. Pagefind ranks by BM25 over
 * each page's indexed text, so a term page (its name and a one-line description, about 20 words)
 * outscores a 1,000-word case that names the same word ten times, and a topical query ("kubernetes")
 * would list the vocabulary before any incident. Pagefind also returns only the pages holding
 * every word, so one generic extra word ("kubernetes upgrade outage") would drop the case that
 * answers the rest. The order readers expect, and what this does:
 *
 * 0. The query is cut into **units** (`queryUnits`): its words without stop words (which never
 *    count as a match), where a run of words that is an alias of the library's own vocabulary
 *    (`/search-aliases.json`, src/site/search-aliases.ts: `k8s`, `LB`, `config push`) is one unit
 *    that also searches what it stands for. Each unit is searched apart (all at once), and a page
 *    matches a unit when it holds any of the unit's alternatives; its score is the sum over units
 *    of its best score for each.
 * 1. At most one **best match** first: among the top `BEST_MATCH_CANDIDATES` pages that are not
 *    cases and whose title matched, the one whose own name answers the query best (`nameMatch`: the name is the query,
 *    else starts with it, else holds every word), the higher score on a tie: the term or concept
 *    itself (`kubernetes` → Kubernetes, not Google Kubernetes Engine). Shown as a card.
 * 2. **Cases** that match every unit but the generic ones (a unit that more than
 *    `GENERIC_SHARE` of all cases match, unless it is the query's rarest), by score: so the case
 *    answering "kubernetes upgrade" stays first for "kubernetes upgrade outage", marked with the
 *    word it does not hold.
 * 3. When fewer than `MIN_CASES` cases are in 2, the cases that match at least half of the units
 *    (most specific units first, then by score), at most `MAX_PARTIAL`, each marked with the words
 *    it matched and missed (`etcd quorum` → etcd cases).
 * 4. Every other page (concepts, articles, transcripts, term pages) that matches every unit, by score.
 *
 * Which results are cases costs no download: every case page carries the Pagefind sort key
 * `CASE_SORT_KEY`, whose values live in the page list Pagefind loads anyway, and a search sorted
 * by a key with no term returns exactly the pages that have it. The best match reads the fragments
 * of the top `BEST_MATCH_CANDIDATES` pages whose title matched (Pagefind's
 * `matchedMetaFields`), while the first cases' fragments load beside them.
 *
 * Pure but for the Pagefind instance it is given: the search UI (src/scripts/search-ui.ts) and the
 * ranking tests (which load Pagefind's JS in Node) run this same code.
 */

/** The sort key only case pages carry (set by the case layout through `PagefindFacets`). */
export const CASE_SORT_KEY = 'case';
/** Below this many cases matching every specific unit, a query of several units also lists partial-match cases. */
export const MIN_CASES = 5;
/** At most this many partial-match cases. */
export const MAX_PARTIAL = 10;
/** A unit that more than this share of all cases match is generic (`outage`, `incident`): missing it never drops a case. */
export const GENERIC_SHARE = 0.5;
/** How many of the first cases' fragments start loading beside the best-match candidates'. */
export const PREFETCH = 5;
/**
 * Words that never count as a match: English function words, which nearly every page holds and
 * no reader means as the subject of a search, and the filler of a timeline retold from memory
 * ("failed after the deploy, then again later"), which every case's course holds.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by did do does for from had has have how i if in into is it ' +
    'its me my of on or our so than that the their them then there these they this those to was ' +
    'we were what when where which while who why will with you your ' +
    'after afterwards again before during later once soon until'
  ).split(' '),
);
/** How many of the top non-case results are read to find a best match. */
export const BEST_MATCH_CANDIDATES = 6;

/** The part of a Pagefind fragment (`result.data()`) the ranking reads. */
export interface ResultData {
  url: string;
  excerpt?: string;
  /** The page's sections (split at its headings), each with its own excerpt and matched locations. */
  sub_results?: { title?: string; excerpt?: string; locations?: number[] }[];
  meta?: Record<string, string | undefined>;
  [key: string]: unknown;
}
/**
 * `/search-aliases.json`: each alias, as lower-case words without stop words joined by one space
 * (`k8s`, `lb`, `config push`), to the queries it also searches (`kubernetes`, `load balancer`).
 */
export type SearchAliases = Record<string, string[]>;
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

/** One part of a query: the words a reader typed (`k8s`, `config push`) and every query that counts as it. */
export interface QueryUnit {
  text: string;
  /** Pagefind queries, the unit's own text first; a page holding any of them matches the unit. */
  alternatives: string[];
  /** A pasted identifier (`ERR_NAME_NOT_RESOLVED`), searched whole rather than as its words. */
  identifier?: boolean;
}

/** The longest alias, in words, that `queryUnits` looks for. */
const MAX_ALIAS_WORDS = 4;

/** `text`'s words as alias keys are written: lower case, as Pagefind splits them, stop words out. */
export function aliasKey(text: string): string {
  return queryWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .join(' ');
}

/**
 * Whether a whitespace-separated token of a query is an identifier pasted from an error or a log
 * (`ERR_NAME_NOT_RESOLVED`, `java.lang.OutOfMemoryError`, `std::bad_alloc`): letters or digits
 * joined by `_`, or letters joined by `.` or `::`. Pagefind indexes such a token whole as well as
 * its parts, so the whole finds the pages that hold it, where its words (`err`, `name`, `not`,
 * `resolved`) also find every page that merely uses them. Hyphenated words are English
 * (`crash-looping`), not identifiers.
 */
export function isIdentifier(token: string): boolean {
  return /[\p{L}\p{N}]_+[\p{L}\p{N}]|\p{L}(\.|::)\p{L}/u.test(token);
}

/** `token` without the punctuation around it (quotes, a closing comma), lower case. */
function bareToken(token: string): string {
  return token
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * The units of `term`: each identifier (`isIdentifier`) as one unit searched whole, unless it is
 * in `asWords`; the other words but stop words (all of them when the query is nothing else),
 * each run of up to `MAX_ALIAS_WORDS` words that is a key of `aliases` taken as one unit (the
 * longest run first) whose alternatives add what the alias stands for; duplicates once.
 */
export function queryUnits(
  term: string,
  aliases: SearchAliases = {},
  asWords: ReadonlySet<string> = new Set(),
): QueryUnit[] {
  // Runs of plain words between identifiers, in query order.
  const segments: (string[] | string)[] = [];
  for (const token of term.split(/\s+/).filter(Boolean)) {
    const bare = bareToken(token);
    if (isIdentifier(bare) && !asWords.has(bare)) segments.push(bare);
    else {
      const last = segments.at(-1);
      if (Array.isArray(last)) last.push(...queryWords(token));
      else segments.push(queryWords(token));
    }
  }
  const all = segments.flatMap((s) => (Array.isArray(s) ? s : []));
  const onlyStop =
    !segments.some((s) => typeof s === 'string') && all.every((w) => STOP_WORDS.has(w));
  const units: QueryUnit[] = [];
  const add = (unit: QueryUnit) => {
    if (!units.some((u) => u.text === unit.text)) units.push(unit);
  };
  for (const segment of segments) {
    if (typeof segment === 'string') {
      add({ text: segment, alternatives: [segment], identifier: true });
      continue;
    }
    const words = onlyStop ? segment : segment.filter((w) => !STOP_WORDS.has(w));
    for (let i = 0; i < words.length;) {
      let taken = 1;
      let also: string[] = [];
      for (let n = Math.min(MAX_ALIAS_WORDS, words.length - i); n >= 1; n--) {
        const key = words.slice(i, i + n).join(' ');
        if (Object.hasOwn(aliases, key)) {
          taken = n;
          also = aliases[key];
          break;
        }
      }
      const text = words.slice(i, i + taken).join(' ');
      add({ text, alternatives: [...new Set([text, ...also.map((a) => a.toLowerCase())])] });
      i += taken;
    }
  }
  return units;
}

/** A word's stem for `heldUnits`: without a plural or verb ending (`upgrades`, `timed`, `failing`). */
function stem(word: string): string {
  const cut = word.replace(/(ing|ed|es|s|e)$/, '');
  return cut.length >= 4 ? cut : word;
}

/**
 * Which of the units `which` (indexes into `units`) the page text `text` really holds: a unit is
 * held when one of its alternatives is, an identifier as written, other words each as a word of
 * the page, or (from 4 letters) as the stem of one or the start of one (`upgrade` holds
 * "upgrades", `time` holds "timed", but `dst` not "dstack"). Pagefind's own match is looser
 * (stems of other words), which must not make a result say it "matches" a word it lacks.
 */
export function heldUnits(
  text: string,
  units: readonly QueryUnit[],
  which: Iterable<number>,
): Set<number> {
  const lower = text.normalize('NFKC').toLowerCase();
  const seq = queryWords(lower);
  const hit = (w: string, t: string) => t === w || (w.length >= 4 && stem(t).startsWith(stem(w)));
  // Each word somewhere on the page; the words of a phrase next to each other, in order.
  const holds = (a: string) => {
    const ws = queryWords(a);
    if (ws.length === 1) return seq.some((t) => hit(ws[0], t));
    return seq.some((_, i) => ws.every((w, k) => seq[i + k] !== undefined && hit(w, seq[i + k])));
  };
  const out = new Set<number>();
  for (const u of which) {
    const unit = units[u];
    if (!unit) continue;
    if (unit.alternatives.some((a) => (unit.identifier ? lower.includes(a) : holds(a)))) out.add(u);
  }
  return out;
}

const caseLists = new WeakMap<PagefindSearcher, Promise<Set<string>>>();

/** The ids of every case (a search with no term sorted by the case key returns exactly the cases), once per instance. */
function allCases(pf: PagefindSearcher): Promise<Set<string>> {
  let p = caseLists.get(pf);
  if (!p) {
    p = pf
      .search(null, { sort: { [CASE_SORT_KEY]: 'asc' } })
      .then((r) => new Set((r?.results ?? []).map((x) => x.id)));
    caseLists.set(pf, p);
  }
  return p;
}

/** What the ranking adds to the response: each unit and how many pages it matched on its own. */
export interface RankSummary {
  units: { text: string; pages: number }[];
}

/**
 * Searches `term` with `options` and returns Pagefind's response with its results in the order
 * above, `aliases` widening the units they name, and `il` (a `RankSummary`) added. An empty term
 * or a search with its own `sort` (a non-empty one) is returned as Pagefind ordered it.
 */
export async function rankedSearch(
  pf: PagefindSearcher,
  term: string | null,
  options: SearchOptions = {},
  aliases: SearchAliases = {},
): Promise<SearchResponse | null> {
  if (!term?.trim() || Object.keys(options.sort ?? {}).length) return pf.search(term, options);
  // Each distinct query once: a one-word query is its own unit (Pagefind does not cache answers).
  const asked = new Map<string, Promise<SearchResponse | null>>();
  const ask = (q: string) => {
    let p = asked.get(q);
    if (!p) asked.set(q, (p = pf.search(q, options)));
    return p;
  };
  let units = queryUnits(term, aliases);
  // An identifier no page holds is searched as its words (`ERR_CONNECTION_REFUSED` finds
  // "connection refused").
  const unheld = await Promise.all(
    units.map(async (u) => u.identifier && !(await ask(u.text))?.results.length),
  );
  if (unheld.some(Boolean))
    units = queryUnits(
      term,
      aliases,
      new Set(units.filter((_, i) => unheld[i]).map((u) => u.text)),
    );
  if (!units.length) return pf.search(term, options);
  const literal = units.map((u) => u.text).join(' ');
  // What a unit stands for in several words ("timed out", "out of memory") counts on the pages
  // that hold those words together (Pagefind's quoted search), ranked by their loose score (a
  // quoted search scores every page alike): "timed" and "out" apart are any page's words.
  const phrase = async (q: string) => {
    if (!q.includes(' ')) return ask(q);
    const [loose, exact] = await Promise.all([ask(q), ask(`"${q}"`)]);
    const held = new Set((exact?.results ?? []).map((r) => r.id));
    return loose && { ...loose, results: loose.results.filter((r) => held.has(r.id)) };
  };
  const [response, cases, perUnit] = await Promise.all([
    ask(literal),
    allCases(pf),
    Promise.all(
      units.map((u) => Promise.all(u.alternatives.map((a, i) => (i ? phrase(a) : ask(a))))),
    ),
  ]);
  if (!response) return response;

  // Per page: the result to show (the whole query's, whose excerpt marks every word, else the
  // best-scoring alternative's), the units it matched, and its score.
  const fullIds = new Map(response.results.map((r) => [r.id, r]));
  const pages = new Map<
    string,
    {
      result: PagefindResult;
      best: number;
      units: Set<number>;
      score: number;
      title: boolean;
      alts: Map<number, string>;
    }
  >();
  const unitPages = units.map(() => 0);
  // Pages whose title matched what an alias stands for (`k8s` → the Kubernetes pages).
  const aliasTitled = new Set<string>();
  perUnit.forEach((answers, u) => {
    const bestOf = new Map<string, PagefindResult>();
    const bestAlt = new Map<string, string>();
    const titled = new Set<string>();
    answers.forEach((a, alt) => {
      for (const r of a?.results ?? []) {
        if ((bestOf.get(r.id)?.score ?? -Infinity) < r.score) {
          bestOf.set(r.id, r);
          bestAlt.set(r.id, units[u].alternatives[alt]);
        }
        if ((r.matchedMetaFields as string[] | undefined)?.includes('title')) {
          titled.add(r.id);
          if (alt > 0) aliasTitled.add(r.id);
        }
      }
    });
    unitPages[u] = bestOf.size;
    for (const [id, r] of bestOf) {
      const e = pages.get(id) ?? {
        result: r,
        best: r.score,
        units: new Set<number>(),
        score: 0,
        title: false,
        alts: new Map<number, string>(),
      };
      e.alts.set(u, bestAlt.get(id)!);
      if (titled.has(id)) e.title = true;
      if (r.score > e.best) Object.assign(e, { result: r, best: r.score });
      e.units.add(u);
      e.score += r.score;
      pages.set(id, e);
    }
  });
  const caseCount = units.map(() => 0);
  for (const [id, e] of pages) if (cases.has(id)) for (const u of e.units) caseCount[u]++;
  const rarest = caseCount.indexOf(Math.min(...caseCount));
  const generic = units.map(
    (_, u) => units.length > 1 && u !== rarest && caseCount[u] > GENERIC_SHARE * cases.size,
  );
  const specific = units.map((_, u) => u).filter((u) => !generic[u]);
  const texts = units.map((u) => u.text);

  type Entry = {
    id: string;
    result: PagefindResult;
    units: Set<number>;
    score: number;
    title: boolean;
    alts: Map<number, string>;
  };
  const entries: Entry[] = [...pages].map(([id, e]) => ({
    id,
    result: once(fullIds.get(id) ?? e.result),
    units: e.units,
    score: e.score,
    title: e.title,
    alts: e.alts,
  }));
  const byScore = (a: Entry, b: Entry) => b.score - a.score;
  const hasAll = (e: Entry, which: number[]) => which.every((u) => e.units.has(u));
  const noteOf = (e: Entry): RankNote =>
    e.units.size === units.length
      ? {}
      : {
          matched: texts.filter((_, u) => e.units.has(u)),
          missing: texts.filter((_, u) => !e.units.has(u)),
        };
  const withNote = (e: Entry) => {
    const note = noteOf(e);
    return note.missing ? noted(e.result, note) : e.result;
  };

  const caseEntries = entries.filter((e) => cases.has(e.id));
  const complete = caseEntries.filter((e) => hasAll(e, specific)).sort(byScore);
  let partial: Entry[] = [];
  if (complete.length < MIN_CASES && units.length > 1) {
    const candidates = caseEntries.filter(
      (e) => !hasAll(e, specific) && e.units.size * 2 >= units.length,
    );
    // A partial match is listed for the words it holds, so its note and excerpt must show them:
    // its result is the search for those words together (whose excerpt marks them all), and a
    // unit Pagefind matched on a word the page lacks (a stem or start of another word) does not
    // count. Only partial matches are read: a full match holds every word by Pagefind's answer
    // to the whole query.
    partial = (
      await Promise.all(
        candidates.map(async (e) => {
          const q = [...e.units]
            .sort((a, b) => a - b)
            .map((u) => e.alts.get(u)!)
            .join(' ');
          const together = (await ask(q))?.results.find((r) => r.id === e.id);
          const result = together ? once(together) : e.result;
          const data = await result.data().catch(() => undefined);
          const held = data
            ? heldUnits(`${data.meta?.title ?? ''} ${String(data.content ?? '')}`, units, e.units)
            : e.units;
          return { ...e, result, units: held };
        }),
      )
    )
      .filter((e) => e.units.size && e.units.size * 2 >= units.length)
      .sort(
        (a, b) =>
          specific.filter((u) => b.units.has(u)).length -
            specific.filter((u) => a.units.has(u)).length || byScore(a, b),
      )
      .slice(0, MAX_PARTIAL);
  }
  const otherEntries = entries
    .filter((e) => !cases.has(e.id) && e.units.size === units.length)
    .sort(byScore);
  const others = otherEntries.map((e) => e.result);
  const caseResults = [...complete, ...partial].map(withNote);

  // The first cases' fragments load while the best-match candidates' do (one round trip, not two).
  for (const r of caseResults.slice(0, PREFETCH)) void r.data().catch(() => undefined);

  // The best name among the top few, ties to the higher score (the earlier result). A query of
  // one unit is also compared as each of its alternatives (`k8s` names Kubernetes).
  const variants = [
    queryWords(literal),
    ...(units.length === 1 ? units[0].alternatives.slice(1).map(queryWords) : []),
  ];
  let best: PagefindResult | undefined;
  let bestLevel = 0;
  // Only a page whose title matched can be named by the query: Pagefind says which did
  // (`matchedMetaFields`), so no other page's fragment is read before the first results.
  // Pages named by what an alias stands for come first: `kube` names Kubernetes, though
  // kube-proxy, kubelet and kubectl outscore it.
  const candidates = [
    ...new Set([
      ...otherEntries.filter((e) => aliasTitled.has(e.id)).slice(0, 3),
      ...otherEntries.filter((e) => e.title).slice(0, BEST_MATCH_CANDIDATES),
    ]),
  ].map((e) => e.result);
  const names = await Promise.all(
    candidates.map(async (r) => {
      const title = (await r.data()).meta?.title ?? '';
      return Math.max(...variants.map((v) => nameMatch(title, v)));
    }),
  );
  candidates.forEach((r, i) => {
    if (names[i] > bestLevel) {
      best = r;
      bestLevel = names[i];
    }
  });

  const ordered = [
    ...(best ? [noted(best, { bestMatch: true })] : []),
    ...caseResults,
    ...others.filter((r) => r !== best),
  ];
  const il: RankSummary = { units: units.map((u, i) => ({ text: u.text, pages: unitPages[i] })) };
  return { ...response, results: ordered, il };
}
