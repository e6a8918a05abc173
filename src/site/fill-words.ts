/**
 * Filling in an entry of the site's words, shared by the pages (`src/site/i18n.ts`) and the
 * browser scripts (`src/scripts/words.ts`), so both write a text the same way. No imports: the
 * scripts bundle it.
 */

/** One entry: text, or text by plural category (`other` required, the fallback of the rest). */
export type WordEntry = string | (Partial<Record<Intl.LDMLPluralRule, string>> & { other: string });

/** The values of a text's placeholders: a number is written for the locale ("1,200", "1.200"). */
export type Vars = Record<string, string | number>;

/** The text of an entry for `vars.count` (a plural entry's form by `rules`; `other` without a count). */
export function entryText(entry: WordEntry, rules: Intl.PluralRules, vars?: Vars): string {
  if (typeof entry === 'string') return entry;
  const n = vars?.count;
  return entry[typeof n === 'number' ? rules.select(n) : 'other'] ?? entry.other;
}

/**
 * `text` cut at its `{name}` placeholders: each replaced by `parts[name]`, else by `vars[name]`
 * (a number through `number`), else left as written; empty pieces dropped. A placeholder written
 * with a capital (`{Noun}`) that the page does not give itself is the value of its lower-case
 * name with a capital ("component" becomes "Component"): a language that writes a word with a
 * capital where English does not (German nouns) asks for it so.
 */
export function fillParts<P>(
  text: string,
  number: (n: number) => string,
  vars: Vars = {},
  parts: Record<string, P> = {},
): (string | P)[] {
  return text.split(/(\{\w+\})/).flatMap((piece): (string | P)[] => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name && Object.hasOwn(parts, name)) return [parts[name]];
    if (name && Object.hasOwn(vars, name)) {
      const v = vars[name];
      return [typeof v === 'number' ? number(v) : v];
    }
    const lower = name && name[0].toLowerCase() + name.slice(1);
    if (lower && lower !== name && Object.hasOwn(vars, lower)) {
      const v = String(vars[lower]);
      return [v.charAt(0).toUpperCase() + v.slice(1)];
    }
    return piece === '' ? [] : [piece];
  });
}
