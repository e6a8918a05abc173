// The search dialog's and page's words, in the library's language: the `search.` entries of its
// table of words with its `strings` over them (`scriptWords` in src/site/i18n.ts), bundled from
// the virtual module the integration serves, filled in as the pages fill theirs.
import { locale, words } from 'virtual:incident-library/words';
import { entryText, fillParts, type Vars } from '../site/fill-words.ts';

const rules = new Intl.PluralRules(locale);
const numbers = new Intl.NumberFormat(locale);
const number = (n: number) => numbers.format(n);
const textOf = (key: string, vars?: Vars) => entryText(words[key] ?? key, rules, vars);

/** The entry `key` (e.g. `search.close`) with its placeholders filled in. */
export function word(key: string, vars?: Vars): string {
  return fillParts(textOf(key, vars), number, vars).join('');
}

/** The entry `key` cut at its placeholders, each filled by a node of `parts` or a value of `vars`. */
export function wordParts(
  key: string,
  parts: Record<string, Node>,
  vars?: Vars,
): (string | Node)[] {
  return fillParts(textOf(key, vars), number, vars, parts);
}
