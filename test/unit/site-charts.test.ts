// Chart geometry (src/site/charts.ts) and the numbers behind /stats/ (src/site/stats.ts).
import { describe, expect, it } from 'vitest';
import {
  columns,
  cumulative,
  horizontalBars,
  labelledPoints,
  shorten,
} from '../../src/site/charts.ts';
import { termCounts, yearCounts } from '../../src/site/stats.ts';

const data = [
  { label: 'etcd', value: 4, href: '/c/etcd/' },
  { label: 'Load balancer, edge', value: 2, href: '/c/lb/' },
  { label: 'DNS', value: 1, href: '/c/dns/' },
];

describe('horizontalBars', () => {
  it('makes bar length proportional to the count, every bar starting at one edge under its label', () => {
    const c = horizontalBars(data, { width: 360 });
    expect(new Set(c.bars.map((b) => b.x)).size).toBe(1);
    expect(c.bars[0].x).toBeGreaterThan(0);
    expect(c.bars[0].width / c.bars[1].width).toBeCloseTo(2);
    expect(c.bars[1].width / c.bars[2].width).toBeCloseTo(2);
    expect(c.bars.every((b, i) => i === 0 || b.y > c.bars[i - 1].y)).toBe(true);
    // Each row leaves room above its bar for the label (13 px text) and fits the drawing.
    expect(
      c.bars.every((b, i) => i === 0 || b.y - (c.bars[i - 1].y + c.bars[i - 1].height) >= 16),
    ).toBe(true);
    expect(c.bars.every((b) => b.y + b.height <= c.height && b.x + b.width + 30 <= c.width)).toBe(
      true,
    );
  });

  it('puts only whole numbers on the count axis', () => {
    expect(horizontalBars(data).ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    expect(
      horizontalBars([{ label: 'a', value: 1, href: '/' }]).ticks.every((t) =>
        Number.isInteger(t.value),
      ),
    ).toBe(true);
  });

  it('keeps labels whole up to 40 characters, shortens longer ones but keeps the full one for the link', () => {
    const whole = horizontalBars([
      { label: 'Config change: TTL too long, stale records', value: 1, href: '/' },
    ]);
    expect(whole.bars[0].shortLabel).toBe('Config change: TTL too long, stale reco…');
    const fits = horizontalBars([{ label: 'Amazon Web Services (AWS)', value: 1, href: '/' }]);
    expect(fits.bars[0].shortLabel).toBe('Amazon Web Services (AWS)');
    expect(whole.bars[0].label).toBe('Config change: TTL too long, stale records');
    expect(shorten('short', 10)).toBe('short');
  });
});

describe('columns and cumulative', () => {
  it('labels every n-th point and the last, never two closer than a label', () => {
    const xs = Array.from({ length: 16 }, (_, i) => 44 + i * 18);
    const keep = [...labelledPoints(xs)].sort((a, b) => a - b);
    expect(keep.at(-1)).toBe(15);
    expect(keep[0]).toBe(0);
    for (let i = 1; i < keep.length; i++)
      expect(xs[keep[i]] - xs[keep[i - 1]]).toBeGreaterThanOrEqual(36);
    expect([...labelledPoints([10, 100])]).toEqual([0, 1]);
  });

  it('draws taller columns for larger counts from a common baseline', () => {
    const c = columns(data);
    expect(new Set(c.bars.map((b) => Math.round(b.y + b.height))).size).toBe(1);
    expect(c.bars[0].height).toBeGreaterThan(c.bars[1].height);
  });

  it('sums running totals and draws them with d3-shape paths', () => {
    const t = cumulative([
      { label: '2020', value: 2 },
      { label: '2021', value: 0 },
      { label: '2022', value: 3 },
    ]);
    expect(t.points.map((p) => p.value)).toEqual([2, 2, 5]);
    expect(t.line).toMatch(/^M[\d.]+,[\d.]+C/);
    expect(t.area).toMatch(/Z$/);
  });
});

describe('stats', () => {
  it('fills the years between the first and the last with zeros', () => {
    const years = yearCounts(
      [
        { year: 2024, caseIds: ['a', 'b'] },
        { year: 2021, caseIds: ['c'] },
      ],
      (y) => `/years/${y}/`,
    );
    expect(years).toEqual([
      { label: '2021', value: 1, href: '/years/2021/' },
      { label: '2022', value: 0, href: '/years/2022/' },
      { label: '2023', value: 0, href: '/years/2023/' },
      { label: '2024', value: 2, href: '/years/2024/' },
    ]);
  });

  it('counts cases per term, largest first, leaving out terms no case names', () => {
    const index = [
      { slug: 'a', term: { label: 'Alpha', description: 'x' }, caseIds: ['IL-0001'] },
      { slug: 'b', term: { label: 'Beta', description: 'x' }, caseIds: [] },
      { slug: 'c', term: { label: 'Gamma', description: 'x' }, caseIds: ['IL-0001', 'IL-0002'] },
      { slug: 'd', term: { label: 'Delta', description: 'x' }, caseIds: ['IL-0003'] },
    ];
    expect(termCounts(index, (s) => `/t/${s}/`).map((c) => [c.label, c.value])).toEqual([
      ['Gamma', 2],
      ['Alpha', 1],
      ['Delta', 1],
    ]);
  });
});
