// What the search page and the dialog show above the results when a query needs help. When a word
// of the query finds nothing, or only longer words (`resolv` finds "resolved"), the dictionary of
// every word the library holds (/search-words.json, src/site/search-words.ts) is loaded, after
// the first results, never before them; a word it does not hold is corrected. When the corrected
// query finds clearly more, its results are shown instead: "Showing results for cloudflare; search
// instead for clodflare"; else the correction is offered ("Did you mean"). When nothing matches,
// a way on: the correction if any, clearing the filters, fewer words, and links to browse by
// component, root cause and year. Built with textContent only.
import { excerptParts } from '../site/search-result.ts';
import { word, wordParts } from './words.ts';
import { queryWords, type RankSummary, type SearchResponse } from '../site/search-rank.ts';
import {
  clearlyMore,
  correctQuery,
  needsDictionary,
  type SearchWords,
} from '../site/search-words.ts';

/** Where the hints go and how they act on the search. */
export interface HintTarget {
  /** The element the hints replace their content in (an `aria-live` region). */
  el: HTMLElement;
  /** The site's base, ending in `/`. */
  base: string;
  /**
   * The ways to browse when a search finds nothing: the page's `data-browse` attribute, JSON pairs
   * of a path under `base` and its text (`[["components/", "component"]]`, from the library's
   * vocabularies), so a library without a vocabulary is never linked to it (`browseOf`).
   */
  browse?: string;
  /** Runs a search for `term`, keeping the filters. */
  search(term: string): void;
  /** How many results `term` finds with the current filters, without showing them. */
  count(term: string): Promise<number>;
  /** Clears every filter, keeping the query; absent where there are no filters (the dialog). */
  clearFilters?(): void;
  /** The URL of the search page for `term`, for the suggestion links (they work without script too). */
  href(term: string): string;
}

/** The words the first results' excerpts mark: what the query's words matched exactly. */
async function markedWords(response: SearchResponse): Promise<Set<string>> {
  const data = await Promise.all(
    response.results.slice(0, 5).map((r) => r.data().catch(() => undefined)),
  );
  const out = new Set<string>();
  for (const d of data)
    for (const part of excerptParts(d?.excerpt ?? ''))
      if (part.mark) for (const w of queryWords(part.text)) out.add(w);
  return out;
}

/** Returns the `onSearch` callback that keeps `target.el` up to date. */
export function searchHints(
  target: HintTarget,
): (term: string, filters: Record<string, unknown>, response: SearchResponse) => void {
  let words: Promise<SearchWords> | undefined;
  const dictionary = () =>
    (words ??= fetch(`${target.base}search-words.json`)
      .then((r) => (r.ok ? (r.json() as Promise<SearchWords>) : { words: [] }))
      .catch(() => ({ words: [] })));
  // The query a search was corrected from, until the corrected search answers.
  let correctedFrom: { from: string; to: string } | undefined;
  // Queries the reader asked for as typed ("search instead for"): never corrected again.
  const asTyped = new Set<string>();
  let latest = 0;

  return (term, filters, response) => {
    const id = ++latest;
    const q = term.trim();
    delete target.el.dataset.for;
    if (!q) {
      target.el.replaceChildren();
      correctedFrom = undefined;
      return;
    }
    const count = response.results.length;
    const from = correctedFrom?.to === q ? correctedFrom.from : undefined;
    correctedFrom = undefined;
    const show = (correction: string | undefined) => {
      if (id !== latest) return; // a newer search has answered
      const parts: Node[] = [];
      if (from)
        parts.push(
          line(
            'il-hint-corrected',
            ...wordParts('search.showingFor', {
              query: link(q, target),
              typed: link(from, target, () => asTyped.add(from)),
            }),
          ),
        );
      else if (count > 0 && correction)
        parts.push(
          line(
            'il-hint-did-you-mean',
            ...wordParts('search.didYouMean', { word: link(correction, target) }),
          ),
        );
      if (count === 0) parts.push(noResults(q, filters, target, from ? undefined : correction));
      target.el.replaceChildren(...parts);
      // Which query the hints now answer (tests and scripts wait for it; the reader sees the hints).
      target.el.dataset.for = q;
    };
    if (from || asTyped.has(q)) return show(undefined);
    void (async () => {
      const units = (response.il as RankSummary | undefined)?.units ?? [];
      const exact = count ? await markedWords(response) : new Set<string>();
      if (id !== latest) return;
      if (!needsDictionary(units, exact)) return show(undefined);
      const correction = correctQuery(q, await dictionary());
      if (id !== latest) return;
      // A corrected word is one the library holds nowhere, not even as the start of a word: the
      // query's results for it are other words that share its start, so they count as none.
      if (correction && clearlyMore(0, await target.count(correction))) {
        if (id !== latest) return;
        correctedFrom = { from: q, to: correction };
        target.search(correction);
        return;
      }
      show(correction);
    })();
  };
}

function line(className: string, ...content: (string | Node)[]): HTMLElement {
  const p = document.createElement('p');
  p.className = `il-hint ${className}`;
  p.append(...content);
  return p;
}

function link(term: string, target: HintTarget, before?: () => void): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = target.href(term);
  a.textContent = term;
  a.addEventListener('click', (e) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    before?.();
    target.search(term);
  });
  return a;
}

/** The no-results block: what was searched, what to try, where to browse. */
function noResults(
  q: string,
  filters: Record<string, unknown>,
  target: HintTarget,
  correction: string | undefined,
): HTMLElement {
  const box = document.createElement('div');
  box.className = 'il-no-results';
  const title = document.createElement('p');
  title.className = 'il-no-results-title';
  title.textContent = word(
    Object.keys(filters).length ? 'search.nothingFiltered' : 'search.nothing',
    { query: q },
  );
  box.append(title);
  const tips = document.createElement('ul');
  if (correction) {
    const li = document.createElement('li');
    li.append(...wordParts('search.didYouMean', { word: link(correction, target) }));
    tips.append(li);
  }
  if (Object.keys(filters).length && target.clearFilters) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'il-clear-filters';
    b.textContent = word('search.clearFilters');
    b.addEventListener('click', () => target.clearFilters?.());
    li.append(b, word('search.clearFiltersAfter'));
    tips.append(li);
  }
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    const li = document.createElement('li');
    const list = document.createDocumentFragment();
    list.append(
      ...words.flatMap((w, i) => [...(i ? [word('search.listSeparator')] : []), link(w, target)]),
    );
    li.append(...wordParts('search.fewerWords', { words: list }));
    tips.append(li);
  }
  const browse = document.createElement('li');
  const to = (path: string, text: string) => {
    const a = document.createElement('a');
    a.href = `${target.base}${path}`;
    a.textContent = text;
    return a;
  };
  // The vocabularies of what failed and why, as the page names them, then the years.
  const ways = [...browseOf(target.browse), ['years/', word('search.browseYear')] as const];
  const waysList = document.createDocumentFragment();
  ways.forEach(([path, text], i) => {
    if (i > 0) waysList.append(word(i === ways.length - 1 ? 'search.or' : 'search.listSeparator'));
    waysList.append(to(path, text));
  });
  browse.append(
    ...wordParts('search.browse', {
      ways: waysList,
      cases: to('cases/', word('search.browseCases')),
    }),
  );
  tips.append(browse);
  box.append(tips);
  return box;
}

/**
 * The ways to browse from a page's `data-browse` attribute (JSON pairs of path and text); none
 * when it is missing or not such a list.
 */
export function browseOf(attr: string | undefined): [string, string][] {
  try {
    const v: unknown = JSON.parse(attr ?? '[]');
    return Array.isArray(v)
      ? v.filter(
          (p): p is [string, string] =>
            Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}
