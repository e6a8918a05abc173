/**
 * Chart geometry for the statistics page, computed at build time with d3-scale and d3-shape and
 * drawn as plain SVG by the chart components (`BarChart.astro`, `DurationChart.astro`,
 * `YearSpark.astro`; no chart code reaches the browser). Units are SVG user units; the SVGs
 * scale with their `viewBox`. Pure functions. The duration strip charts are `duration-chart.ts`.
 */
import { scaleBand, scaleLinear } from 'd3-scale';
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

/** Rounds SVG coordinates to 0.1 so the markup is short and identical on every build. */
export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}
