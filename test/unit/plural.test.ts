import { describe, expect, it } from 'vitest';
import { allOf, countOf, nounFor, ordinal } from '../../src/site/plural.ts';
import { timeSourceInWords } from '../../src/site/durations.ts';

describe('counts and plurals', () => {
  it('chooses the singular for one only', () => {
    expect(countOf(1, 'case')).toBe('1 case');
    expect(countOf(0, 'case')).toBe('0 cases');
    expect(countOf(2, 'organisation')).toBe('2 organisations');
    expect(countOf(2100, 'case')).toBe('2,100 cases');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
    expect(nounFor(1, 'year')).toBe('year');
    expect(nounFor(21, 'year')).toBe('years');
  });

  it('says "all" only of more than one', () => {
    expect(allOf(1, 'year')).toBe('the one year');
    expect(allOf(12, 'year')).toBe('all 12 years');
  });

  it('writes ordinals in words to ten, then in figures', () => {
    expect(ordinal(1)).toBe('first');
    expect(ordinal(2)).toBe('second');
    expect(ordinal(10)).toBe('tenth');
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(22)).toBe('22nd');
    expect(ordinal(23)).toBe('23rd');
    expect(ordinal(101)).toBe('101st');
  });
});

describe('where a time came from, in words', () => {
  it('names fields and timeline events without their paths', () => {
    expect(timeSourceInWords('incident.detected')).toBe('when it was detected');
    expect(timeSourceInWords('incident.end')).toBe('the end of the incident');
    expect(timeSourceInWords('timeline[1]')).toBe('the second timeline event');
    expect(timeSourceInWords('timeline[0]')).toBe('the first timeline event');
    expect(timeSourceInWords('timeline[14]')).toBe('the 15th timeline event');
  });
});
