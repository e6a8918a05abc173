/**
 * The home page's tagline: the placeholders the `tagline` option may hold, and the tagline a
 * library gets without the option, from its words and vocabularies.
 */
import type { z } from 'zod';
import type { VocabularySpecSchema } from '../../schemas/index.ts';
import { suggest } from '../model/suggest.ts';
import { text } from './option-values.ts';
import { EN, tableFor, type StringEntry, type StringKey } from './strings/index.ts';

/** The placeholders of the `tagline` option, each written `{name}`; each becomes a count. */
export const TAGLINE_PLACEHOLDERS = ['cases', 'organisations'] as const;

/** A tagline: text whose every `{word}` is one of `TAGLINE_PLACEHOLDERS`. */
export const tagline = text(300).superRefine((v, ctx) => {
  const known: readonly string[] = TAGLINE_PLACEHOLDERS;
  const list = TAGLINE_PLACEHOLDERS.map((p) => `{${p}}`).join(' and ');
  for (const [, name] of v.matchAll(/\{(\w+)\}/g)) {
    if (known.includes(name)) continue;
    const near = suggest(name, known);
    ctx.addIssue({
      code: 'custom',
      message: `has an unknown placeholder {${name}}`,
      params: {
        hint: `${near ? `did you mean {${near}}? ` : ''}the placeholders are ${list}`,
      },
    });
  }
});

/**
 * The tagline a library gets without the option: the `home.tagline` entry of its words (or the
 * one without organisations, without facets, or without both), its `{organisationNouns}` the
 * organisation vocabulary's plural and its `{terms}` the terms of the facets but organisations,
 * joined by the `list.and` entry. `{cases}` and `{organisations}` stay, for the home page's counts.
 */
export function defaultTagline(
  o: {
    vocabularies: readonly z.output<typeof VocabularySpecSchema>[];
    locale: string;
    strings: Partial<Record<StringKey, StringEntry>>;
  },
  facets: readonly string[],
): string {
  const table = tableFor(o.locale);
  const word = (key: StringKey) => {
    const entry = o.strings[key] ?? table[key] ?? EN[key];
    return typeof entry === 'string' ? entry : entry.other;
  };
  const fill = (text: string, vars: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const lower = name[0].toLowerCase() + name.slice(1);
      if (Object.hasOwn(vars, name)) return vars[name];
      if (lower !== name && Object.hasOwn(vars, lower))
        return vars[lower].charAt(0).toUpperCase() + vars[lower].slice(1);
      return whole;
    });
  const organisation = o.vocabularies.find((v) => v.role === 'organisation');
  const by = o.vocabularies
    .filter((v) => facets.includes(v.name) && v.role !== 'organisation')
    .map((v) => v.term ?? v.singular.toLowerCase());
  const terms =
    by.length <= 1
      ? (by[0] ?? '')
      : fill(word('list.and'), { list: by.slice(0, -1).join(', '), last: by.at(-1) ?? '' });
  const key: StringKey = organisation
    ? by.length
      ? 'home.tagline'
      : 'home.taglineNoFacets'
    : by.length
      ? 'home.taglineNoOrganisations'
      : 'home.taglineBare';
  return fill(word(key), {
    terms,
    organisationNouns: organisation
      ? (organisation.plural ?? organisation.title.toLowerCase())
      : '',
  });
}
