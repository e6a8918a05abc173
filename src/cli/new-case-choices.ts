/**
 * The pure parts of `npm run new:case`'s questions: the options a term question offers, which of
 * them a search keeps, and the line that says what was picked. No terminal here, so each is
 * tested as a function (`test/unit/new-case-choices.test.ts`).
 */
import type { Taxonomy, Vocabulary } from '../../schemas/index.ts';
import { countOf as countWithNoun } from '../site/plural.ts';

/** The value of the "+ a new term" option: no slug can be it (slugs are lower-case ASCII). */
export const NEW_TERM = '\u0000new';

/** One option of a term question, as @clack/prompts takes it. */
export interface TermOption {
  value: string;
  label: string;
  hint?: string;
}

/** A term's name in the singular and plural, for questions and counts. */
export interface Noun {
  one: string;
  other: string;
}

/** What a vocabulary's terms are called in running text, as its config says (`term`, `plural`). */
export function nounOf(v: Pick<Vocabulary, 'term' | 'plural'>): Noun {
  return { one: v.term, other: v.plural };
}

/**
 * `n` and the noun in the form English uses for it: `1 component`, `0 components`, `2
 * components`, through the site's one count helper (src/site/plural.ts, `Intl.PluralRules`).
 */
export function countOf(n: number, noun: Noun): string {
  return countWithNoun(n, noun.one, noun.other);
}

/** Every term of a vocabulary as an option (label shown, slug as hint), then "+ a new ...". */
export function termOptions(vocab: Taxonomy, noun: Noun): TermOption[] {
  return [
    ...Object.entries(vocab).map(([value, t]) => ({ value, label: t.label, hint: value })),
    { value: NEW_TERM, label: `+ a new ${noun.one}` },
  ];
}

/**
 * Whether a search keeps `option`: its label, slug or hint contains the search, ignoring case
 * (as @clack/prompts' own filter does). "+ a new ..." is always kept, above all when nothing
 * else matches: a term the vocabulary lacks is exactly when it is wanted.
 */
export function keepsOption(
  search: string,
  option: { value: string; label?: string; hint?: string },
): boolean {
  if (option.value === NEW_TERM || !search) return true;
  const s = search.toLowerCase();
  return [option.label ?? '', option.hint ?? '', option.value].some((x) =>
    x.toLowerCase().includes(s),
  );
}

/**
 * The line a finished term question leaves in the terminal: `2 components: etcd, kubelet`, or
 * `no contributing factors`. Picked values are shown by label; "+ a new ..." is said as such,
 * its slug being asked next.
 */
export function pickedLine(values: readonly string[], options: readonly TermOption[], noun: Noun) {
  if (!values.length) return `no ${noun.other}`;
  const label = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return `${countOf(values.length, noun)}: ${values.map(label).join(', ')}`;
}

/**
 * A slug made from what was typed in a search (`Service Mesh` to `service-mesh`), to start a new
 * term's slug from: ASCII letters and digits, accents dropped, joined by single hyphens.
 */
export function slugFromSearch(search: string): string {
  return search
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
