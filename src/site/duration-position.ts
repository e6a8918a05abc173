/**
 * Where one case's duration sits in a distribution (`duration-stats.ts`): how many cases of the
 * same statistics took less time, the same, more. A distribution's points are indexed once, so
 * the case pages asking this of every root cause keep the build linear.
 */
import type { Distribution, Point, Summary } from './duration-stats.ts';

/** Where one case's duration sits among the others of the same statistics. */
export interface Position {
  /** How many cases of the same statistics took less time, the same, more (the case itself not counted). */
  shorter: number;
  same: number;
  longer: number;
  /** The statistics compared in: `minute` compares with minute-precise cases, `hour` with all measured ones. */
  precision: 'minute' | 'hour';
  summary: Summary;
}

/**
 * A distribution's points by case ID and its durations sorted, built once per distribution: a
 * case page asks where its case sits in each of its root causes' distributions, and scanning
 * every point for every page made the build quadratic (about 1 s of the pages at 5,000 cases).
 * Kept per distribution object, so a distribution must not change after its first look-up.
 */
interface PointIndex {
  /** The points of each case ID, in the distribution's order (one each, unless a list held a case twice). */
  byId: Map<string, Point[]>;
  /** Every point's minutes, ascending. */
  all: Float64Array;
  /** The minute-precise points' minutes, ascending. */
  minute: Float64Array;
}

const POINT_INDEXES = new WeakMap<Distribution, PointIndex>();

function pointIndexOf(dist: Distribution): PointIndex {
  let index = POINT_INDEXES.get(dist);
  if (index) return index;
  const byId = new Map<string, Point[]>();
  for (const p of dist.points) {
    const list = byId.get(p.id);
    if (list) list.push(p);
    else byId.set(p.id, [p]);
  }
  const all = Float64Array.from(dist.points, (p) => p.minutes).sort();
  const minute = Float64Array.from(
    dist.points.filter((p) => p.precision === 'minute'),
    (p) => p.minutes,
  ).sort();
  index = { byId, all, minute };
  POINT_INDEXES.set(dist, index);
  return index;
}

/** How many of the ascending `sorted` are below `x` (`orEqual`: at most `x`). */
function countBelow(sorted: Float64Array, x: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < x || (orEqual && sorted[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The points of case `id` in `dist`, in its order: one, or none when the case is not measured in it. */
export function pointsOf(dist: Distribution, id: string): Point[] {
  return [...(pointIndexOf(dist).byId.get(id) ?? [])];
}

/**
 * Where case `id`'s duration sits in `dist`: a minute-precise case among the minute statistics,
 * an hour-precise one among the hour statistics. Undefined when the case is not measured in it.
 */
export function positionIn(dist: Distribution, id: string): Position | undefined {
  const mine = pointsOf(dist, id);
  const me = mine[0];
  if (!me) return undefined;
  const summary = me.precision === 'minute' ? dist.minute! : dist.hour!;
  if (mine.length === 1) {
    // The case is one of the points compared with, so it is left out of "the same".
    const index = pointIndexOf(dist);
    const sorted = me.precision === 'minute' ? index.minute : index.all;
    const below = countBelow(sorted, me.minutes, false);
    const atMost = countBelow(sorted, me.minutes, true);
    return {
      shorter: below,
      same: atMost - below - 1,
      longer: sorted.length - atMost,
      precision: me.precision,
      summary,
    };
  }
  // A case listed twice: every point of it is left out.
  const others = dist.points.filter(
    (p) => p.id !== id && (me.precision === 'hour' || p.precision === 'minute'),
  );
  return {
    shorter: others.filter((p) => p.minutes < me.minutes).length,
    same: others.filter((p) => p.minutes === me.minutes).length,
    longer: others.filter((p) => p.minutes > me.minutes).length,
    precision: me.precision,
    summary,
  };
}
