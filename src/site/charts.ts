/**
 * Chart geometry for the statistics page, computed at build time with d3-scale and d3-shape and
 * drawn as plain SVG by `BarChart.astro` and `TrendChart.astro` (no chart code reaches the
 * browser). Units are SVG user units; the SVGs scale with their `viewBox`. Pure functions.
 */
import { scaleBand, scaleLinear, scaleSymlog } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';

/** One bar: a label, a count and the page the bar links to. */
export interface Datum {
  label: string;
  value: number;
  href: string;
}

/** A bar placed on the chart. */
export interface PlacedBar extends Datum {
  shortLabel: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An axis tick: where it sits and the integer it shows. */
export interface Tick {
  pos: number;
  value: number;
}

/** Geometry of a horizontal or vertical bar chart. */
export interface BarChart {
  width: number;
  height: number;
  bars: PlacedBar[];
  ticks: Tick[];
  plot: { x0: number; x1: number; y0: number; y1: number };
}

/** `text` cut to `max` characters with an ellipsis, so long labels fit the label column. */
export function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Integer ticks of a count axis (counts are whole cases, so no 0.5 ticks). */
function countTicks(max: number, n: number, scale: (v: number) => number): Tick[] {
  return scaleLinear()
    .domain([0, max])
    .nice()
    .ticks(n)
    .filter(Number.isInteger)
    .map((value) => ({ pos: scale(value), value }));
}

/**
 * Horizontal bars, one row per datum in the given order, each label on its own line above its bar
 * (so a label never competes with the bars for width) and cut with an ellipsis only beyond
 * `maxLabel` characters, the count after the bar's end. Sized to be read at its own width (a
 * phone's column): `width` in user units equals CSS pixels at 13 px labels.
 * @param opts.width total width; row the height per datum (label and bar); maxLabel the longest label kept whole.
 */
export function horizontalBars(
  data: readonly Datum[],
  opts: { width?: number; row?: number; maxLabel?: number } = {},
): BarChart {
  const { width = 340, row = 38, maxLabel = 40 } = opts;
  const top = 24; // room for the tick labels
  const height = top + row * data.length + 4;
  const max = Math.max(1, ...data.map((d) => d.value));
  const x0 = 8; // half a tick label, so "0" stays inside
  const x1 = width - 34; // room for the count printed after the longest bar
  const x = scaleLinear().domain([0, max]).nice().range([x0, x1]);
  const bars = data.map((d, i) => ({
    ...d,
    shortLabel: shorten(d.label, maxLabel),
    x: x0,
    y: top + i * row + 19,
    width: Math.max(0, x(d.value) - x0),
    height: 13,
  }));
  return {
    width,
    height,
    bars,
    ticks: countTicks(max, 4, x),
    plot: { x0, x1, y0: top, y1: top + row * data.length },
  };
}

/**
 * Vertical columns in the given order (years, oldest first), labels under each column.
 * Every `labelEvery`-th label is kept when columns get narrow.
 */
export function columns(
  data: readonly Datum[],
  opts: { width?: number; height?: number } = {},
): BarChart & { labelEvery: number } {
  const { width = 340, height = 200 } = opts;
  const left = 30;
  const right = 12; // half a year label beyond the last column's middle
  const bottom = height - 24;
  const top = 16;
  const max = Math.max(1, ...data.map((d) => d.value));
  const xb = scaleBand<number>()
    .domain(data.map((_, i) => i))
    .range([left, width - right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const y = scaleLinear().domain([0, max]).nice().range([bottom, top]);
  const bars = data.map((d, i) => ({
    ...d,
    shortLabel: d.label,
    x: xb(i)!,
    y: y(d.value),
    width: xb.bandwidth(),
    height: bottom - y(d.value),
  }));
  // A year label is about 30 units wide at 11.5 px: keep every n-th so neighbours never touch.
  const labelEvery = Math.max(1, Math.ceil(36 / Math.max(1, xb.step())));
  return {
    width,
    height,
    bars,
    ticks: countTicks(max, 4, y),
    plot: { x0: left, x1: width - right, y0: top, y1: bottom },
    labelEvery,
  };
}

/** A running total over ordered points: the line and the filled area under it, as SVG paths. */
export interface Trend {
  width: number;
  height: number;
  line: string;
  area: string;
  points: { x: number; y: number; label: string; value: number }[];
  ticks: Tick[];
  plot: { x0: number; x1: number; y0: number; y1: number };
}

/** Cumulative totals of `data` (e.g. cases per year, oldest first) drawn with d3-shape. */
export function cumulative(
  data: readonly { label: string; value: number }[],
  opts: { width?: number; height?: number } = {},
): Trend {
  const { width = 340, height = 180 } = opts;
  const left = 34;
  const bottom = height - 24;
  const top = 14;
  let sum = 0;
  const totals = data.map((d) => ({ label: d.label, value: (sum += d.value) }));
  const max = Math.max(1, sum);
  const x = scaleLinear()
    .domain([0, Math.max(1, totals.length - 1)])
    .range([left + 10, width - 20]);
  const y = scaleLinear().domain([0, max]).nice().range([bottom, top]);
  const points = totals.map((t, i) => ({ ...t, x: x(i), y: y(t.value) }));
  const linePath =
    line<(typeof points)[number]>()
      .digits(1)
      .x((p) => p.x)
      .y((p) => p.y)
      .curve(curveMonotoneX)(points) ?? '';
  const areaPath =
    area<(typeof points)[number]>()
      .digits(1)
      .x((p) => p.x)
      .y0(bottom)
      .y1((p) => p.y)
      .curve(curveMonotoneX)(points) ?? '';
  return {
    width,
    height,
    line: linePath,
    area: areaPath,
    points,
    ticks: countTicks(max, 4, y),
    plot: { x0: left, x1: width - 4, y0: top, y1: bottom },
  };
}

/**
 * Which of `n` evenly spaced points get an axis label `spacing` apart at least: every k-th from the
 * first, and the last, dropping the one before it when the two would be closer than a label.
 */
export function labelledPoints(xs: readonly number[], spacing = 36): Set<number> {
  if (xs.length === 0) return new Set();
  const step = xs.length > 1 ? Math.abs(xs[1] - xs[0]) : spacing;
  const every = Math.max(1, Math.ceil(spacing / Math.max(1, step)));
  const keep = new Set<number>();
  for (let i = 0; i < xs.length; i += every) keep.add(i);
  const last = xs.length - 1;
  const prev = Math.max(...[...keep].filter((i) => i < last), -1);
  if (prev >= 0 && Math.abs(xs[last] - xs[prev]) < spacing) keep.delete(prev);
  keep.add(last);
  return keep;
}

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
  /** The minute statistics' quartiles and median, when there are any. */
  box?: { q1: number; median: number; q3: number };
}

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
      shortLabel: shorten(r.label, maxLabel),
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

/** Rounds SVG coordinates to 0.1 so the markup is short and identical on every build. */
export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
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
