/**
 * The site's words for one library: `t(key, vars)` reads the entry of the `strings` option, else
 * the table of the `locale` option's language, else English (`src/config/strings/`), and fills in
 * its placeholders; numbers are written by `Intl.NumberFormat`, counts choose their plural form
 * by `Intl.PluralRules`, and lists of names sort by `Intl.Collator`, all for the library's locale.
 * Pure: the same config gives the same words (one set per config object is kept, as every page of
 * a build asks for it).
 */
import type { LibraryConfig } from '../config/options.ts';
import { EN, tableFor, type StringEntry, type StringKey } from '../config/strings/index.ts';
import { entryText, fillParts, type Vars } from './fill-words.ts';

export type { Vars } from './fill-words.ts';

/** What a page needs to speak the library's language. */
export interface Words {
  /** The locale (BCP 47), for `<html lang>` and `og:locale`. */
  locale: string;
  /**
   * The entry `key` with `{name}` placeholders filled in from `vars`. A plural entry takes its
   * form from `vars.count` (a number); a placeholder not in `vars` stays as written.
   */
  t(key: StringKey, vars?: Vars): string;
  /**
   * The entry `key` cut at its placeholders, each replaced by the value given in `parts` (an
   * element in a template, e.g. a link): text and values in order, for a sentence with a link in
   * the middle whose word order differs between languages.
   */
  rich<P>(key: StringKey, parts: Record<string, P>, vars?: Vars): (string | P)[];
  /** A number as the locale writes it: "1,200" in English, "1.200" in German. */
  number(n: number): string;
  /** The plural category of a count (`one`, `other`, ...). */
  plural(n: number): Intl.LDMLPluralRule;
  /** Compares two names as the locale sorts them (`Intl.Collator`), for `Array.sort`. */
  compare(a: string, b: string): number;
  /** A calendar date `YYYY-MM-DD` (or `YYYY-MM`) as the locale writes it in words, in UTC. */
  date(isoDate: string): string;
}

type Config = Pick<LibraryConfig, 'locale' | 'strings'>;

const made = new WeakMap<Config, Words>();

/** The words of a library (the validated config; the same object gives the same `Words`). */
export function wordsOf(config: Config): Words {
  let words = made.get(config);
  if (!words) made.set(config, (words = makeWords(config.locale, config.strings)));
  return words;
}

/** The English words, the default of the pure helpers that write text (`src/site/timeline.ts`). */
export const ENGLISH: Words = makeWords('en');

/** The words of a locale with overrides; `wordsOf` for a config. */
export function makeWords(
  locale: string,
  overrides: Partial<Record<StringKey, StringEntry>> = {},
): Words {
  const table = tableFor(locale);
  const numbers = new Intl.NumberFormat(locale);
  const rules = new Intl.PluralRules(locale);
  // The locale's default order, as `String.prototype.localeCompare` with the locale sorts.
  const collator = new Intl.Collator(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const text = (key: StringKey, vars?: Vars): string =>
    entryText(overrides[key] ?? table[key] ?? EN[key], rules, vars);
  const number = (n: number) => numbers.format(n);
  const plain = new Map<StringKey, string>();
  return {
    locale,
    // Most calls give no values: their text is made once per key.
    t: (key, vars) => {
      if (vars !== undefined) return fillParts(text(key, vars), number, vars).join('');
      let done = plain.get(key);
      if (done === undefined) plain.set(key, (done = fillParts(text(key), number).join('')));
      return done;
    },
    rich: (key, parts, vars) => fillParts(text(key, vars), number, vars, parts),
    number,
    plural: (n) => rules.select(n),
    compare: (a, b) => collator.compare(a, b),
    date: (iso) =>
      (/^\d{4}-\d{2}$/.test(iso) ? month : day).format(
        new Date(`${iso.length === 7 ? `${iso}-01` : iso.slice(0, 10)}T00:00:00Z`),
      ),
  };
}

/** How two cases relate (`follow-up-of`), in words: "follow up of". */
export function relationWords(relation: string, w: Words): string {
  const key = `relation.${relation}`;
  return Object.hasOwn(EN, key) ? w.t(key as StringKey) : relation.replace(/-/g, ' ');
}

/**
 * The entries the browser scripts show (the search dialog and page, `search.`; the case table's
 * count, `caseTable.`), resolved for
 * a library as `t` resolves them, with its locale: what `virtual:incident-library/words` serves.
 */
export function scriptWords(config: Config): {
  locale: string;
  words: Record<string, StringEntry>;
} {
  const table = tableFor(config.locale);
  const keys = (Object.keys(EN) as StringKey[]).filter((k) => /^(search|caseTable)\./.test(k));
  return {
    locale: config.locale,
    words: Object.fromEntries(keys.map((k) => [k, config.strings[k] ?? table[k] ?? EN[k]])),
  };
}
