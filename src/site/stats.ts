/**
 * The numbers behind /stats/: cases per year (every year from the first to the last, zeros
 * included), and cases per term of a vocabulary (terms no case names are left out), largest
 * first, ties by label. Counts are the taxonomy index's counts: a case with two root causes
 * counts under both. Pure.
 */
import type { TermIndexEntry } from './taxonomy.ts';

/** A counted thing with the page it links to. */
export interface Count {
  label: string;
  value: number;
  href: string;
}

/** Cases per year, oldest first, with empty years between filled in as 0. */
export function yearCounts(
  years: readonly { year: number; caseIds: string[] }[],
  href: (year: number) => string,
): Count[] {
  if (years.length === 0) return [];
  const by = new Map(years.map((y) => [y.year, y.caseIds.length]));
  const lo = Math.min(...by.keys());
  const hi = Math.max(...by.keys());
  const out: Count[] = [];
  for (let y = lo; y <= hi; y++)
    out.push({ label: String(y), value: by.get(y) ?? 0, href: href(y) });
  return out;
}

/** Cases per term, largest first; terms with no case are left out. */
export function termCounts(
  index: readonly TermIndexEntry[],
  href: (slug: string) => string,
): Count[] {
  return index
    .filter((t) => t.caseIds.length > 0)
    .map((t) => ({ label: t.term.label, value: t.caseIds.length, href: href(t.slug) }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, 'en'));
}
