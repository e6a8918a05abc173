/**
 * Counts in reader text, through one helper: `countOf(1, 'case')` is "1 case", `countOf(2, 'case')`
 * "2 cases", `countOf(1200, 'organisation')` "1,200 organisations". The plural is chosen by
 * `Intl.PluralRules` for English (the site's language), so "1 cases" or "All 1 years" cannot be
 * written by a template that forgets the singular; numbers are grouped by `Intl.NumberFormat`.
 * Irregular plurals are passed as the third argument (`countOf(n, 'person', 'people')`).
 */

const RULES = new Intl.PluralRules('en');
const ORDINALS = new Intl.PluralRules('en', { type: 'ordinal' });
const NUMBER = new Intl.NumberFormat('en');

/** The noun for a count: `one` is the singular, every other category the plural. */
export function nounFor(n: number, singular: string, plural = `${singular}s`): string {
  return RULES.select(n) === 'one' ? singular : plural;
}

/** A count and its noun: "1 case", "0 cases", "2,100 cases". */
export function countOf(n: number, singular: string, plural?: string): string {
  return `${NUMBER.format(n)} ${nounFor(n, singular, plural)}`;
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * An ordinal in words up to ten and in figures beyond ("first", "tenth", "11th", "22nd").
 * @param n a position counted from 1.
 */
export function ordinal(n: number): string {
  return ORDINAL_WORDS[n - 1] ?? `${NUMBER.format(n)}${ORDINAL_SUFFIX[ORDINALS.select(n)]}`;
}

/**
 * "All" with a count, as a link or heading says it: "all 12 years", and for one item "the one year"
 * rather than "all 1 years".
 */
export function allOf(n: number, singular: string, plural?: string): string {
  return n === 1 ? `the one ${singular}` : `all ${countOf(n, singular, plural)}`;
}
