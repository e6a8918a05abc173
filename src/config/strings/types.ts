/**
 * The shape of a table of the site's words: the keys of the English table (`en.ts`), each entry
 * text, or text per plural category of `Intl.PluralRules` where the English one is.
 */
import type { en } from './en.ts';

/** One text per plural category; `other` is the fallback of every category left out. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** One entry of a table: text, or text by plural category. */
export type StringEntry = string | PluralText;

/** The keys of the site's words: those of the English table. */
export type StringKey = keyof typeof en;

/** A whole table: every key, each entry of the same form (text or plural) as the English one. */
export type StringTable = {
  [K in StringKey]: (typeof en)[K] extends string ? string : PluralText;
};

/**
 * A part of another language's table, for one part of the English table (`typeof enCase`, ...):
 * the part's keys, no more and no fewer, each entry of the same form as the English one.
 */
export type PartTable<Part> = {
  [K in keyof Part]: Part[K] extends string ? string : PluralText;
};
