import { describe, expect, it } from 'vitest';
import { durationStrips, evenSample } from '../../src/site/duration-chart.ts';

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
