import { describe, expect, it } from 'vitest';
import { durationStrips, evenSample } from '../../src/site/duration-chart.ts';
import { distribution, MIN_CASES_FOR_SPREAD, stripRowOf } from '../../src/site/duration-stats.ts';

describe('evenSample', () => {
  it('keeps a short list as it is', () => {
    expect(evenSample([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });
  it('takes k points spread from the first to the last, in order', () => {
    const xs = Array.from({ length: 1001 }, (_, i) => i);
    const s = evenSample(xs, 11);
    expect(s).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });
});

describe('durationStrips on a very long row', () => {
  it('draws 200,000 points without passing the engine argument limit', () => {
    const points = Array.from({ length: 200_000 }, (_, i) => ({
      id: `IL-${i}`,
      minutes: i % 5000,
      precision: 'minute' as const,
    }));
    const chart = durationStrips([{ label: 'All', href: '/', points }]);
    expect(chart.rows[0].dots.length).toBe(200_000);
  });
});

describe('a duration row and its number of cases', () => {
  const point = (i: number) => ({
    id: `IL-${i}`,
    minutes: 10 * (i + 1),
    precision: 'minute' as const,
  });
  const row = (n: number) =>
    stripRowOf(
      {
        label: 'Power or facility',
        href: '/',
        distribution: distribution(
          Array.from({ length: n }, (_, i) => ({
            id: `IL-${i}`,
            durations: {
              detect: { kind: 'missing', reason: 'no-time' },
              resolve: {
                kind: 'measured',
                ...point(i),
                start: { at: '', precision: 'minute', from: 'incident.start' },
                end: { at: '', precision: 'minute', from: 'incident.end' },
              },
            },
          })),
          'resolve',
        ),
      },
      [],
    );
  it('draws no median or middle half from fewer cases than the minimum', () => {
    expect(row(1).box).toBeUndefined();
    expect(row(MIN_CASES_FOR_SPREAD - 1).box).toBeUndefined();
    expect(row(MIN_CASES_FOR_SPREAD).box).toBeDefined();
  });
  it('says n on every row, the label giving way to the count', () => {
    const chart = durationStrips([row(1), row(12)], { maxLabel: 19 });
    const [one, twelve] = chart.rows.map((r) => r.shortLabel);
    expect(one.endsWith(' (n = 1)') && twelve.endsWith(' (n = 12)')).toBe(true);
    expect(Math.max(one.length, twelve.length)).toBeLessThanOrEqual(19);
    expect(one.startsWith('Power or')).toBe(true);
    expect(chart.rows[0].label).toBe('Power or facility');
  });
});
