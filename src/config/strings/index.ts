/**
 * The words of the generated site, in one table per language: every heading, label, button,
 * `aria-label`, footer line, feed title and the search dialog's messages, by key. English (`en`)
 * is the default and defines the keys; German (`de`) is complete, key for key (the type says so).
 * A library picks its table with the `locale` option and overrides any entry with `strings`.
 *
 * An entry is text with placeholders in braces (`{count}`, `{title}`) that `t()` fills in
 * (`src/site/i18n.ts`), or, for a count, one text per plural category of `Intl.PluralRules`
 * (`one`, `other`, and where a language has them `zero`, `two`, `few`, `many`): `other` is
 * required, the others fall back to it.
 */
import { de } from './de.ts';
import { en } from './en.ts';
import type { StringKey, StringTable } from './types.ts';

export type { PluralText, StringEntry, StringKey, StringTable } from './types.ts';

/** The plural categories of `Intl.PluralRules` (CLDR). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The English table, typed as a table. */
export const EN: StringTable = en;

/** The tables shipped, by language subtag (BCP 47's first part, lower case). */
export const STRING_TABLES: Readonly<Record<string, StringTable>> = { en: EN, de };

/** Every key, in the English table's order. */
export const STRING_KEYS = Object.keys(en) as StringKey[];

/** Whether an English entry is a plural (one text per category). */
export function isPluralKey(key: StringKey): boolean {
  return typeof EN[key] !== 'string';
}

/**
 * The shipped table for a locale: its language's (`de-AT` and `de-CH` read `de`), else English.
 * @param locale a BCP 47 tag, e.g. "de" or "en-GB".
 */
export function tableFor(locale: string): StringTable {
  return STRING_TABLES[locale.split('-')[0].toLowerCase()] ?? EN;
}

/**
 * The placeholders a page gives to an entry besides those its English text uses, which another
 * language may use instead: a German ordinal is the number and a full stop ("das 2. Ereignis"),
 * where English writes the word ("the second").
 */
const EXTRA_PLACEHOLDERS: Partial<Record<StringKey, readonly string[]>> = {
  'durations.from.event': ['number'],
  // A vocabulary's title where a language words the sentence around it rather than its term.
  'changed.grouped': ['factorTitle'],
  'browse.allTerms': ['plural'],
};

/**
 * The placeholders an entry may use, in any language: those of its English text, those the page
 * gives besides (`EXTRA_PLACEHOLDERS`), and each of them with a capital (the value with a
 * capital, `fillParts`).
 */
export function placeholdersFor(key: StringKey): { named: string[]; allowed: string[] } {
  const english = EN[key];
  const named = [
    ...placeholdersOf(typeof english === 'string' ? english : Object.values(english).join(' ')),
    ...(EXTRA_PLACEHOLDERS[key] ?? []),
  ];
  return { named, allowed: [...named, ...named.map((p) => p[0].toUpperCase() + p.slice(1))] };
}

/** The placeholder names in a text, in order, each once: `{count} of {total}` gives count, total. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
}
