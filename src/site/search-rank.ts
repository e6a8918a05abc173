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
 * Which results are cases costs no download: every searchable page but a case carries the
 * Pagefind sort key `OTHER_SORT_KEY`, whose pages are listed in the page list Pagefind loads
 * anyway, and a search with no term returns every page, sorted by a key exactly the pages that
 * have it. The best match reads the fragments
 * of the top `BEST_MATCH_CANDIDATES` pages whose title matched (Pagefind's
 * `matchedMetaFields`), while the first cases' fragments load beside them.
 *
 * The steps are modules of their own: Pagefind's API (`search-pagefind.ts`), the query's words
 * (`search-query.ts`) and units (`search-units.ts`), the best-match rule (`search-best-match.ts`),
 * results that load once (`search-loaded.ts`) and the case list (`search-cases.ts`); the order of
 * the stages is `rankedSearch` here.
 *
 * Pure but for the Pagefind instance it is given: the search UI (src/scripts/search-ui.ts) and the
 * ranking tests (which load Pagefind's JS in Node) run this same code.
 */
// The browser scripts and the case layout import the sort key, the query's words and Pagefind's
// types through this module, as before it was split: the search scripts' bundle then holds the
// same code in the same order.
export { OTHER_SORT_KEY } from './search-pagefind.ts';
export type {
  PagefindResult,
  PagefindSearcher,
  RankNote,
  RankSummary,
  ResultData,
  SearchOptions,
  SearchResponse,
} from './search-pagefind.ts';
export { queryWords, type SearchAliases } from './search-query.ts';
import { BEST_MATCH_CANDIDATES, nameMatch } from './search-best-match.ts';
import { noted, once } from './search-loaded.ts';
import type {
  PagefindResult,
  PagefindSearcher,
  RankNote,
  RankSummary,
  SearchOptions,
  SearchResponse,
} from './search-pagefind.ts';
import { queryWords, type SearchAliases } from './search-query.ts';
import { heldUnits, queryUnits, type UnitMatch } from './search-units.ts';
import { allCases } from './search-cases.ts';

/** Below this many cases matching every specific unit, a query of several units also lists partial-match cases. */
export const MIN_CASES = 5;
/** At most this many partial-match cases. */
export const MAX_PARTIAL = 10;
/** A unit that more than this share of all cases match is generic (`outage`, `incident`): missing it never drops a case. */
export const GENERIC_SHARE = 0.5;
/** How many of the first cases' fragments start loading beside the best-match candidates'. */
export const PREFETCH = 5;

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
  const pages = new Map<string, UnitMatch & { best: number }>();
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

  type Entry = UnitMatch & { id: string };
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
