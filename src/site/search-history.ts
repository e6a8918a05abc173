/**
 * How a change of the search page's query or filters enters the browser history, so Back undoes
 * one change and a reload keeps the last. Pure, for the page script and its tests.
 *
 * - Any change of filters, or a new query, is a new entry (`push`).
 * - Typing on in the same query replaces the entry (`replace`): when the filters are the same, the
 *   previous query is not empty and one query starts with the other (`kub` → `kubernetes`, or
 *   deleting back, even to nothing). So Back goes from `kubernetes` to the search before it, not
 *   through every letter (the search box searches as you type); the first letter typed into an
 *   empty box is a new entry.
 * - No change at all is `none` (the UI reports the same search twice, or Back restored it).
 */

/** A search: the trimmed query and the filters (filter key → values). */
export interface SearchState {
  q: string;
  filters: Record<string, string[]>;
}

function values(v: string[] | undefined): string[] {
  return [...(v ?? [])].sort();
}

/** True when both filter sets hold the same values under the same keys (order aside). */
export function sameFilters(a: SearchState['filters'], b: SearchState['filters']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = values(a[k]);
    const y = values(b[k]);
    if (x.length !== y.length || x.some((v, i) => v !== y[i])) return false;
  }
  return true;
}

/** What the history does for a change from `prev` to `next`. */
export function historyAction(prev: SearchState, next: SearchState): 'push' | 'replace' | 'none' {
  const q0 = prev.q.trim();
  const q1 = next.q.trim();
  const same = sameFilters(prev.filters, next.filters);
  if (same && q0 === q1) return 'none';
  if (same && q0 && (q1.startsWith(q0) || q0.startsWith(q1))) return 'replace';
  return 'push';
}
