/**
 * The geometry of a duration strip chart (`DurationChart.astro`, `CaseDurationChart.astro`): one
 * row per term, one dot per case on a shared symmetric-log time axis, and the quartile box, at
 * build time with d3-scale. Units are SVG user units. Pure functions.
 */
import { scaleSymlog } from 'd3-scale';
import { shorten, type Tick } from './charts.ts';

/** The time axis of duration charts: fixed, readable steps in minutes. */
const TIME_TICKS: readonly { value: number; label: string }[] = [
  { value: 0, label: '0' },
  { value: 10, label: '10 min' },
  { value: 60, label: '1 h' },
  { value: 360, label: '6 h' },
  { value: 1440, label: '1 d' },
  { value: 10080, label: '1 wk' },
  { value: 43200, label: '30 d' },
  { value: 525600, label: '1 yr' },
];

/** The ticks of a time axis reaching `maxMinutes`: every step up to the first at or beyond it (at least 1 h). */
export function durationTicks(maxMinutes: number): { value: number; label: string }[] {
  const end = TIME_TICKS.findIndex((t) => t.value >= Math.max(60, maxMinutes));
  return TIME_TICKS.slice(0, end === -1 ? TIME_TICKS.length : end + 1);
}

/** One row of a duration chart: a term, its cases' durations and its quartile box (minutes). */
export interface StripRow {
  label: string;
  href: string;
  points: readonly { id: string; minutes: number; precision: 'minute' | 'hour' }[];
  /** The minute statistics' quartiles and median, when there are enough cases for a spread. */
  box?: { q1: number; median: number; q3: number };
  /** How many cases the row's distribution measured, shown after its label as `(n = 3)`. */
  n?: number;
}

/** The count after a row's label: `(n = 3)`, the same in every language. */
const countTag = (n: number) => ` (n = ${n})`;

/** A case's dot: `hollow` when it is known only to the hour. */
export interface PlacedDot {
  id: string;
  minutes: number;
  precision: 'minute' | 'hour';
  x: number;
  y: number;
  hollow: boolean;
}

/** A placed row: label, the middle line, dots and the box (x of Q1, median, Q3). */
export interface PlacedStrip {
  label: string;
  shortLabel: string;
  href: string;
  y: number;
  height: number;
  cy: number;
  dots: PlacedDot[];
  box?: { x1: number; xm: number; x2: number };
}

/** Geometry of a duration chart. */
export interface StripChart {
  width: number;
  height: number;
  rows: PlacedStrip[];
  ticks: (Tick & { label: string })[];
  plot: { x0: number; x1: number; y0: number; y1: number };
  dotRadius: number;
}

/**
 * A strip chart of durations: one row per term, one dot per case on a shared time axis, the
 * box from the first to the third quartile with a line at the median. Durations are long-tailed
 * (minutes to weeks), so the axis is symmetric-log (d3 `scaleSymlog`, constant 1 minute): 0 stays
 * at the left edge, and 10 min, 1 h and 1 d are spread out. Dots at nearly the same time are
 * stacked above and below the row's middle line in a fixed order, so the chart is the same on
 * every build.
 */
export function durationStrips(
  rows: readonly StripRow[],
  opts: {
    width?: number;
    labelWidth?: number;
    row?: number;
    maxLabel?: number;
    labelHeight?: number;
  } = {},
): StripChart {
  // `labelHeight`: room at the top of each row for its label on a line of its own (0: labels in a column at the left).
  const { width = 360, labelWidth = 120, row = 30, maxLabel = 19, labelHeight = 0 } = opts;
  const dotRadius = 3;
  const top = 24;
  const height = top + row * rows.length + 6;
  // A loop, not Math.max(...points): a chart of every case passes the engine's argument limit
  // (a stack overflow at 100,000 cases).
  // The axis reaches the last dot and the end of every box: a case page draws one dot beside its
  // root causes' boxes, which can reach far past it.
  let max = 0;
  for (const r of rows) {
    for (const p of r.points) if (p.minutes > max) max = p.minutes;
    if (r.box && r.box.q3 > max) max = r.box.q3;
  }
  const ticks = durationTicks(max);
  const x0 = labelWidth;
  const x1 = width - 14;
  const x = scaleSymlog()
    .constant(1)
    .domain([0, ticks[ticks.length - 1].value])
    .range([x0, x1])
    .clamp(true);
  const band = row - labelHeight;
  const levels = [0, -1, 1, -2, 2]
    .map((l) => l * (dotRadius * 2 - 0.5))
    .filter((l) => Math.abs(l) + dotRadius <= band / 2 - 1);
  const placed = rows.map((r, i) => {
    const y = top + i * row;
    const cy = y + labelHeight + band / 2;
    const taken: number[][] = levels.map(() => []);
    const dots = r.points.map((p) => {
      const px = x(p.minutes);
      let level = levels.findIndex((_, li) =>
        taken[li].every((tx) => Math.abs(tx - px) >= dotRadius * 2),
      );
      if (level === -1) level = 0;
      taken[level].push(px);
      return { ...p, x: px, y: cy + levels[level], hollow: p.precision === 'hour' };
    });
    const box = r.box && { x1: x(r.box.q1), xm: x(r.box.median), x2: x(r.box.q3) };
    return {
      label: r.label,
      // The count is never cut: the label gives way to it.
      shortLabel:
        r.n === undefined
          ? shorten(r.label, maxLabel)
          : `${shorten(r.label, Math.max(4, maxLabel - countTag(r.n).length))}${countTag(r.n)}`,
      href: r.href,
      y,
      height: row,
      cy,
      dots,
      box,
    };
  });
  return {
    width,
    height,
    rows: placed,
    ticks: ticks.map((t) => ({ pos: x(t.value), value: t.value, label: t.label })),
    plot: { x0, x1, y0: top, y1: top + row * rows.length },
    dotRadius,
  };
}

/** The most dots a row of a duration chart draws (each is a link with a label: about 250 bytes). */
export const MAX_DOTS_PER_ROW = 120;

/**
 * At most `k` of `points` (sorted by duration), spread evenly over them, the first and last
 * included, so a row keeps its shape while the page stays small when a term holds thousands of
 * cases. Fewer than `k + 1` points are returned as they are. Pure; the order is kept.
 */
export function evenSample<T>(points: readonly T[], k = MAX_DOTS_PER_ROW): readonly T[] {
  if (points.length <= k) return points;
  if (k <= 1) return points.slice(0, Math.max(0, k));
  const out: T[] = [];
  for (let i = 0; i < k; i++) out.push(points[Math.round((i * (points.length - 1)) / (k - 1))]);
  return out;
}
