/**
 * Counts in English text, for the command-line tools and the vocabulary nouns still written in
 * English: `countOf(1, 'case')` is "1 case", `countOf(2, 'case')` "2 cases",
 * `countOf(1200, 'organisation')` "1,200 organisations". The plural is chosen by
 * `Intl.PluralRules`, so "1 cases" cannot be written by a caller that forgets the singular;
 * numbers are grouped by `Intl.NumberFormat`. Irregular plurals are passed as the third argument
 * (`countOf(n, 'person', 'people')`). The site's own words, in any locale, have their plural forms
 * in the table of words (`src/config/strings/`, read through `src/site/i18n.ts`).
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

/**
 * A template with counts in braces, as the home page's tagline option writes it ("{cases} public
 * incidents from {organisations} organisations"): each `{name}` becomes its count, and when the
 * count is 1 the noun after it (the first of the next three words that ends in "s") becomes
 * singular, so one case reads "1 public incident from 1 organisation". A name that is not a key of
 * `counts` itself (an unknown one, or one every object inherits, such as `constructor`) stays as
 * written; the tagline option refuses those before a page is built.
 * @param counts the numbers by name, e.g. `{ cases: 210, organisations: 95 }`.
 */
export function fillCounts(
  template: string,
  counts: Record<string, number>,
  locale = 'en',
): string {
  // The singular is made from the plural by English spelling only: another language's tagline
  // is written so that its counts need no inflection ("Fälle: {cases}").
  const english = /^en\b/i.test(locale);
  const number = english ? NUMBER : new Intl.NumberFormat(locale);
  return template.replace(
    /\{(\w+)\}((?:\s+[\p{L}-]+){0,3})/gu,
    (whole, name: string, words: string) => {
      // Only the names given: `{constructor}` must not find what every object inherits.
      if (!Object.hasOwn(counts, name)) return whole;
      const n = counts[name];
      if (!english || RULES.select(n) !== 'one') return `${number.format(n)}${words}`;
      let done = false;
      const singular = words.replace(/[\p{L}-]+/gu, (w) => {
        if (done || !/[^s]s$/.test(w)) return w;
        done = true;
        return w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.slice(0, -1);
      });
      return `${NUMBER.format(n)}${singular}`;
    },
  );
}

/** The text with its first letter in capitals, for a phrase that starts a line ("All 12 years"). */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
