// What the search page and the dialog show above the results when a query needs help: "Did you
// mean" for a misspelt word (the dictionary /search-words.json, src/site/search-words.ts, loaded
// on the first query), a query with no results corrected and searched again, and when nothing
// matches, a way on: the correction if any, clearing the filters, and links to browse by
// component, root cause and year. Built with textContent only.
import { correctQuery, type SearchWords } from '../site/search-words.ts';
import type { SearchResponse } from '../site/search-rank.ts';

/** Where the hints go and how they act on the search. */
export interface HintTarget {
  /** The element the hints replace their content in (an `aria-live` region). */
  el: HTMLElement;
  /** The site's base, ending in `/`. */
  base: string;
  /** Runs a search for `term`, keeping the filters. */
  search(term: string): void;
  /** Clears every filter, keeping the query; absent where there are no filters (the dialog). */
  clearFilters?(): void;
  /** The URL of the search page for `term`, for the suggestion links (they work without script too). */
  href(term: string): string;
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
  // The query a zero-result search was corrected from, until the corrected search answers.
  let correctedFrom: { from: string; to: string } | undefined;
  let latest = 0;

  return (term, filters, response) => {
    const id = ++latest;
    const q = term.trim();
    if (!q) {
      target.el.replaceChildren();
      correctedFrom = undefined;
      return;
    }
    void dictionary().then((dict) => {
      if (id !== latest) return; // a newer search has answered
      const count = response.results.length;
      const correction = correctQuery(q, dict);
      const from = correctedFrom?.to === q ? correctedFrom.from : undefined;
      correctedFrom = undefined;
      if (count === 0 && correction && !from) {
        correctedFrom = { from: q, to: correction };
        target.search(correction);
        return;
      }
      const parts: Node[] = [];
      if (from)
        parts.push(
          line(
            'il-hint-corrected',
            `No results for “${from}”. Showing results for `,
            link(correction ?? q, target),
            '.',
          ),
        );
      else if (count > 0 && correction)
        parts.push(line('il-hint-did-you-mean', 'Did you mean ', link(correction, target), '?'));
      if (count === 0) parts.push(noResults(q, filters, target, from ? undefined : correction));
      target.el.replaceChildren(...parts);
    });
  };
}

function line(className: string, ...content: (string | Node)[]): HTMLElement {
  const p = document.createElement('p');
  p.className = `il-hint ${className}`;
  p.append(...content);
  return p;
}

function link(term: string, target: HintTarget): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = target.href(term);
  a.textContent = term;
  a.addEventListener('click', (e) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
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
  title.textContent = `Nothing matches “${q}”${Object.keys(filters).length ? ' with these filters' : ''}.`;
  box.append(title);
  const tips = document.createElement('ul');
  if (correction) {
    const li = document.createElement('li');
    li.append('Did you mean ', link(correction, target), '?');
    tips.append(li);
  }
  if (Object.keys(filters).length && target.clearFilters) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'il-clear-filters';
    b.textContent = 'Clear the filters';
    b.addEventListener('click', () => target.clearFilters?.());
    li.append(b, ' and search everything.');
    tips.append(li);
  }
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    const li = document.createElement('li');
    li.append(
      'Try fewer words: ',
      ...words.flatMap((w, i) => [...(i ? [', '] : []), link(w, target)]),
      '.',
    );
    tips.append(li);
  }
  const browse = document.createElement('li');
  const to = (path: string, text: string) => {
    const a = document.createElement('a');
    a.href = `${target.base}${path}`;
    a.textContent = text;
    return a;
  };
  browse.append(
    'Browse by ',
    to('components/', 'component'),
    ', ',
    to('root-causes/', 'root cause'),
    ' or ',
    to('years/', 'year'),
    ', or see ',
    to('cases/', 'all cases'),
    '.',
  );
  tips.append(browse);
  box.append(tips);
  return box;
}
