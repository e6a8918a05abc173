/**
 * The distribution of a duration over a group of cases (a root cause, a component, the library):
 * every measured case as a point, and medians and quartiles, minute and hour statistics apart
 * (the precision rule of `durations.ts`). Incident durations are long-tailed, so no mean.
 * Quartiles are d3-array's `quantileSorted`: linear interpolation between order statistics
 * (Hyndman and Fan's type 7, R's default), so the median of 1, 2, 3, 4 is 2.5. Pure.
 */
import { quantileSorted } from 'd3-array';
import type { StripRow } from './duration-chart.ts';
import type { CaseDurations, Measure, MissingReason } from './durations.ts';

/** Order statistics of a sample: no mean, on purpose. */
export interface Summary {
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** The summary of `values` (any order), or undefined for none. */
export function summarise(values: readonly number[]): Summary | undefined {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return {
    n: s.length,
    min: s[0],
    q1: quantileSorted(s, 0.25)!,
    median: quantileSorted(s, 0.5)!,
    q3: quantileSorted(s, 0.75)!,
    max: s[s.length - 1],
  };
}

/** One case's point in a distribution. */
export interface Point {
  id: string;
  minutes: number;
  precision: 'minute' | 'hour';
}

/** The distribution of one measure over a group of cases (a root cause, a component, the library). */
export interface Distribution {
  /** Cases in the group. */
  cases: number;
  /** Every measured case, shortest first (ties by ID). */
  points: Point[];
  /** Minute statistics, in minutes: the cases measured to the minute. */
  minute?: Summary;
  /** Hour statistics, in hours: the cases measured to the minute or the hour. */
  hour?: Summary;
  /** Cases without a usable duration, by reason. */
  missing: Record<MissingReason, number>;
}

/** The distribution of `measure` over the given cases' durations. */
export function distribution(
  cases: readonly { id: string; durations: CaseDurations }[],
  measure: Measure,
): Distribution {
  const missing: Record<MissingReason, number> = {
    'no-time': 0,
    'day-precision': 0,
    'before-start': 0,
  };
  const points: Point[] = [];
  for (const c of cases) {
    const d = c.durations[measure];
    if (d.kind === 'missing') missing[d.reason]++;
    else points.push({ id: c.id, minutes: d.minutes, precision: d.precision });
  }
  points.sort((a, b) => a.minutes - b.minutes || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    cases: cases.length,
    points,
    minute: summarise(points.filter((p) => p.precision === 'minute').map((p) => p.minutes)),
    hour: summarise(points.map((p) => p.minutes / 60)),
    missing,
  };
}

/** A group's distributions, with the term it belongs to. */
export interface TermDistribution {
  slug: string;
  distribution: Distribution;
}

/**
 * The distribution of `measure` per term: every term the cases name (through `termsOf`), a case
 * counting under each of its terms, largest group first (ties by slug). Terms are kept only when
 * `keep` says so (default: all).
 */
export function distributionsByTerm(
  cases: readonly { id: string; durations: CaseDurations; terms: readonly string[] }[],
  measure: Measure,
  keep: (slug: string, caseCount: number) => boolean = () => true,
): TermDistribution[] {
  const by = new Map<string, { id: string; durations: CaseDurations }[]>();
  for (const c of cases) {
    for (const t of new Set(c.terms)) {
      const list = by.get(t);
      if (list) list.push(c);
      else by.set(t, [c]);
    }
  }
  return [...by.entries()]
    .filter(([slug, list]) => keep(slug, list.length))
    .map(([slug, list]) => ({ slug, distribution: distribution(list, measure) }))
    .sort((a, b) => b.distribution.cases - a.distribution.cases || (a.slug < b.slug ? -1 : 1));
}

/**
 * The fewest cases known to the minute from which a row draws its spread (the quartile box and
 * median): with fewer, a "middle half" of one to four cases says nothing a reader can use, so the
 * row shows its dots and its count only.
 */
export const MIN_CASES_FOR_SPREAD = 5;

/**
 * One row of a duration strip chart (`durationStrips` in duration-chart.ts) for a term's distribution:
 * its label and link, the dots to draw (`points`, a subset of the distribution's: a sample on
 * /stats/, one case on its own page), how many cases the distribution measured (`n`) and the box of
 * the cases known to the minute, when there are at least `MIN_CASES_FOR_SPREAD`.
 */
export function stripRowOf(
  row: { label: string; href: string; distribution: Distribution },
  points: StripRow['points'],
): StripRow {
  const m = row.distribution.minute;
  return {
    label: row.label,
    href: row.href,
    points,
    n: row.distribution.points.length,
    box: m && m.n >= MIN_CASES_FOR_SPREAD ? { q1: m.q1, median: m.median, q3: m.q3 } : undefined,
  };
}
