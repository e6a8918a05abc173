// The site's words: one table per language, t() with placeholders, plural forms, numbers, dates
// and collation for the library's locale, and the `locale` and `strings` options.
import { describe, expect, it } from 'vitest';
import { formatProblem, parseLibraryOptions } from '../../src/config/parse-options.ts';
import {
  EN,
  placeholdersFor,
  placeholdersOf,
  STRING_KEYS,
  STRING_TABLES,
} from '../../src/config/strings/index.ts';
import { makeWords, wordsOf } from '../../src/site/i18n.ts';
import { fillCounts } from '../../src/site/plural.ts';
import { timelineRows } from '../../src/site/timeline.ts';

const base = { title: 'Acme Incidents', description: 'Ours.', author: 'Acme', idPrefix: 'ACME' };

/** The lines a user sees for `options`, or `valid`. */
function problems(options: Record<string, unknown>): string[] | 'valid' {
  try {
    parseLibraryOptions(options);
    return 'valid';
  } catch (err) {
    return (err as { problems: Parameters<typeof formatProblem>[0][] }).problems.map(formatProblem);
  }
}

describe('t()', () => {
  it('fills placeholders and writes numbers as the locale does', () => {
    expect(
      makeWords('en').t('listing.lede', { from: 1, to: 12, total: 1200, page: 1, last: 3 }),
    ).toBe('Cases 1 to 12 of 1,200, newest first; page 1 of 3.');
    expect(
      makeWords('de').t('listing.lede', { from: 1, to: 12, total: 1200, page: 1, last: 3 }),
    ).toBe('Fälle 1 bis 12 von 1.200, neueste zuerst; Seite 1 von 3.');
  });

  it('leaves a placeholder it is not given as written, and gives a capital when asked for one', () => {
    expect(makeWords('en').t('redirect.title', { from: 'ACME-0002' })).toBe(
      'ACME-0002 is now {to}',
    );
    expect(makeWords('de').t('home.browseBy', { noun: 'root cause' })).toBe('Nach Root cause');
    expect(makeWords('de').t('home.browseBy', { noun: 'x', Noun: 'Grundursache' })).toBe(
      'Nach Grundursache',
    );
  });

  it('cuts a sentence at its placeholders for the elements a page puts there', () => {
    const link = { href: '/x/' };
    expect(makeWords('en').rich('home.podcastNote', { link })).toEqual([
      link,
      ': episodes made from the concept pages.',
    ]);
  });

  it('chooses the plural form by Intl.PluralRules for the locale', () => {
    const en = makeWords('en');
    expect([0, 1, 2].map((count) => en.t('count.cases', { count }))).toEqual([
      '0 cases',
      '1 case',
      '2 cases',
    ]);
    const de = makeWords('de');
    expect([1, 2].map((count) => de.t('count.cases', { count }))).toEqual(['1 Fall', '2 Fälle']);
    // A language with more forms than English: Polish has one, few, many (and other).
    const pl = makeWords('pl', {
      'count.cases': {
        one: '{count} przypadek',
        few: '{count} przypadki',
        many: '{count} przypadków',
        other: '{count} przypadku',
      },
    });
    expect([1, 3, 5, 22].map((count) => pl.t('count.cases', { count }))).toEqual([
      '1 przypadek',
      '3 przypadki',
      '5 przypadków',
      '22 przypadki',
    ]);
  });

  it('takes an entry of the strings option over the table, and the table over English', () => {
    const config = parseLibraryOptions({
      ...base,
      locale: 'de-AT',
      strings: { 'nav.cases': 'Störungen' },
    });
    const words = wordsOf(config);
    expect(words.locale).toBe('de-AT');
    expect(words.t('nav.cases')).toBe('Störungen');
    expect(words.t('nav.concepts')).toBe('Konzepte');
    // A language without a table of its own reads English words, with its own numbers.
    expect(makeWords('fr').t('count.cases', { count: 1200 })).toBe('1\u202f200 cases');
  });

  it('writes dates in words and sorts names by the locale', () => {
    expect(makeWords('en').date('2022-06')).toBe('June 2022');
    expect(makeWords('de').date('2022-06')).toBe('Juni 2022');
    const names = ['Zeta', 'Äpfel', 'Apfel'];
    expect([...names].sort(makeWords('de').compare)).toEqual(['Apfel', 'Äpfel', 'Zeta']);
    // Swedish sorts Ä after Z.
    expect([...names].sort(makeWords('sv').compare)).toEqual(['Apfel', 'Zeta', 'Äpfel']);
  });

  it("gives the pure helpers the library's words: a timeline in German", () => {
    const incident = {
      start: '2026-03-14T07:00:00Z',
      precision: 'minute',
    } as Parameters<typeof timelineRows>[0];
    const rows = timelineRows(
      incident,
      [
        { at: '2026-03-14T07:00:00Z', precision: 'minute', event: 'x', kind: 'trigger' },
        { at: '2026-03-14', precision: 'day', event: 'y', kind: 'resolution' },
      ],
      makeWords('de'),
    );
    expect(rows.map((r) => [r.kindLabel, r.since?.text])).toEqual([
      ['Auslöser', 'Beginn'],
      ['Behebung', 'am selben Tag'],
    ]);
  });
});

describe('the shipped tables', () => {
  it('German has every key of English, in the same form, with its placeholders only', () => {
    const de = STRING_TABLES.de;
    for (const key of STRING_KEYS) {
      const english = EN[key];
      const german = de[key];
      expect(typeof german, key).toBe(typeof english);
      if (typeof english !== 'string') expect(Object.keys(german), key).toContain('other');
      const { allowed } = placeholdersFor(key);
      for (const p of placeholdersOf(JSON.stringify(german))) expect(allowed, key).toContain(p);
    }
  });
});

describe('the locale and strings options', () => {
  it('accept a BCP 47 tag, written canonically, and default to English', () => {
    expect(parseLibraryOptions(base).locale).toBe('en');
    expect(parseLibraryOptions({ ...base, locale: 'DE-at' }).locale).toBe('de-AT');
    expect(problems({ ...base, locale: 'not a tag' })).toEqual([
      'locale: expected a BCP 47 language tag, e.g. "en", "de" or "en-GB", got "not a tag"',
    ]);
  });

  it('refuse a key that is not in the table, with "did you mean"', () => {
    expect(problems({ ...base, strings: { 'nav.casse': 'Incidents' } })).toEqual([
      'strings.nav.casse: is not an option (did you mean "nav.cases"?)',
    ]);
    expect(problems({ ...base, strings: { nonsense: 'x' } })).toEqual([
      'strings.nonsense: is not an option (the keys are those of src/config/strings/en.ts)',
    ]);
  });

  it('refuse a placeholder the entry does not have, and the wrong form', () => {
    expect(problems({ ...base, strings: { 'redirect.title': '{form} became {to}' } })).toEqual([
      'strings.redirect.title: has an unknown placeholder {form}, got "{form} became {to}" (did you mean {from}? the placeholders of redirect.title are {from}, {to})',
    ]);
    expect(problems({ ...base, strings: { 'count.cases': '{count} incidents' } })).not.toBe(
      'valid',
    );
    expect(problems({ ...base, strings: { 'count.cases': { one: '{count} incident' } } })).toEqual([
      'strings.count.cases.other: is required',
    ]);
    expect(
      problems({
        ...base,
        strings: { 'count.cases': { one: '{count} incident', other: '{count} incidents' } },
      }),
    ).toBe('valid');
  });
});

describe('the tagline', () => {
  it('makes a noun singular after a count of one in English only', () => {
    expect(fillCounts('{cases} incidents', { cases: 1 })).toBe('1 incident');
    expect(fillCounts('{cases} Vorfälle', { cases: 1 }, 'de')).toBe('1 Vorfälle');
    expect(fillCounts('Fälle: {cases}', { cases: 1200 }, 'de')).toBe('Fälle: 1.200');
  });
});
