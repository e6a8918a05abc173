/**
 * The site's language among the options of `incidentLibrary()`: its BCP 47 tag and the words
 * that override the locale's table, each checked against the English entry's form and
 * placeholders. Spread into the options schema (`options.ts`).
 */
import { z } from 'zod';
import { suggest } from '../model/suggest.ts';
import { plainText } from './option-values.ts';
import {
  EN,
  PLURAL_CATEGORIES,
  placeholdersFor,
  placeholdersOf,
  STRING_KEYS,
  STRING_TABLES,
  type StringEntry,
  type StringKey,
} from './strings/index.ts';

/**
 * A BCP 47 language tag that `Intl` knows ("de", "en-GB", "pt-BR"), written in its canonical form
 * ("EN-gb" becomes "en-GB").
 */
const localeTag = z.string().transform((v, ctx) => {
  try {
    const [canonical] = Intl.getCanonicalLocales(v);
    if (canonical) return canonical;
  } catch {
    // Refused below, in our words.
  }
  ctx.addIssue({
    code: 'custom',
    message: 'expected a BCP 47 language tag, e.g. "en", "de" or "en-GB"',
  });
  return z.NEVER;
});

/**
 * One override of the site's words: text for a text entry, text per plural category for a count
 * (`{ one: '{count} case', other: '{count} cases' }`), using only the placeholders the English
 * entry has, each also with a capital (`{Noun}` for the value of `{noun}` with a capital; a
 * misspelt one gets "did you mean").
 */
function stringEntry(key: StringKey) {
  const english = EN[key];
  const { named, allowed: known } = placeholdersFor(key);
  const line = plainText(z.string().max(1000, { error: 'at most 1000 characters' }));
  const form: z.ZodType<StringEntry> =
    typeof english === 'string'
      ? line
      : (z.strictObject({
          ...Object.fromEntries(PLURAL_CATEGORIES.map((c) => [c, line.optional()])),
          other: line,
        }) as unknown as z.ZodType<StringEntry>);
  return form
    .superRefine((v, ctx) => {
      for (const name of placeholdersOf(typeof v === 'string' ? v : Object.values(v).join(' '))) {
        if (known.includes(name)) continue;
        const near = suggest(name, known);
        ctx.addIssue({
          code: 'custom',
          message: `has an unknown placeholder {${name}}`,
          params: {
            hint: `${near ? `did you mean {${near}}? ` : ''}${
              named.length
                ? `the placeholders of ${key} are ${named.map((p) => `{${p}}`).join(', ')}`
                : `${key} has no placeholders`
            }`,
          },
        });
      }
    })
    .optional();
}

/** The `strings` option: any key of the English table, each with its own form and placeholders. */
const stringsOption = z
  .strictObject(
    Object.fromEntries(STRING_KEYS.map((key) => [key, stringEntry(key)])) as Record<
      StringKey,
      ReturnType<typeof stringEntry>
    >,
  )
  .default({});

/** The languages whose words ship with the package (`src/config/strings/`). */
export const SHIPPED_LANGUAGES = Object.keys(STRING_TABLES);

/** The options of the site's language and words. */
export const languageOptions = {
  /**
   * The site's language, a BCP 47 tag ("en", "de", "en-GB"): `<html lang>`, the words of every
   * page (the shipped table of its language, `SHIPPED_LANGUAGES`: English and German; any other
   * language reads English words, which `strings` can replace), how numbers and dates are
   * written (`Intl`), the plural form of a count (`Intl.PluralRules`) and the order of names in
   * lists of terms (`Intl.Collator`). A case's own `lang` still marks its text. Default "en".
   */
  locale: localeTag.default('en'),
  /**
   * The site's words, key by key, over the locale's table: headings, labels, buttons, screen-reader
   * labels, footer lines, feed titles and the search dialog's messages. Each key is one of the
   * English table's (`src/config/strings/en.ts`, which says where each is shown); a count is
   * given per plural category, e.g. `'count.cases': { one: '{count} case', other: '{count}
   * cases' }`. Placeholders in braces are filled in by the page; an override may use those of the
   * English entry only. A key that is not in the table is refused ("did you mean"). Default: none.
   */
  strings: stringsOption,
};
