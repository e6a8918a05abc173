// "Cite this case": BibTeX, CSL-JSON and citation_* meta (src/site/citation.ts).
import { describe, expect, it } from 'vitest';
import {
  bibtexEscape,
  citableCase,
  citationMeta,
  toBibtex,
  toCslJson,
} from '../../src/site/citation.ts';
import { defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { vocabularyModel } from '../../src/model/vocabularies.ts';
import { readBibtexEntry } from '../helpers/bibtex.ts';

const TEX: Record<string, string> = {
  textbraceleft: '{',
  textbraceright: '}',
  textbackslash: '\\',
  textasciitilde: '~',
  textasciicircum: '^',
};
const untex = (v: string) =>
  v.replace(/\\(text\w+)\{\}|\\([&%#$_])|\{"\}/g, (_, cmd, ch) => (cmd ? TEX[cmd] : (ch ?? '"')));

const cite = {
  id: 'IL-0190',
  title: 'Cortex & etcd: 50% of writes failed {briefly}',
  summary: 'Writes failed.',
  url: 'https://example.org/kb/cases/IL-0190/',
  date: '2026-11-30',
  keywords: ['etcd', 'Software defect'],
  library: { title: 'Incident Library', author: 'Incident Library contributors' },
};

describe('citations', () => {
  it('escapes TeX specials in BibTeX fields', () => {
    expect(bibtexEscape('a & b 50% #1 $x_y {z} ~ ^ \\ "q"')).toBe(
      'a \\& b 50\\% \\#1 \\$x\\_y \\textbraceleft{}z\\textbraceright{} \\textasciitilde{} \\textasciicircum{} \\textbackslash{} {"}q{"}',
    );
  });

  it('writes a @misc entry with a stable key, the URL and the date', () => {
    expect(toBibtex(cite)).toMatchInlineSnapshot(`
      "@misc{IncidentLibrary:IL-0190,
        title        = {IL-0190: Cortex \\& etcd: 50\\% of writes failed \\textbraceleft{}briefly\\textbraceright{}},
        author       = {{Incident Library contributors}},
        organization = {Incident Library},
        year         = {2026},
        month        = nov,
        date         = {2026-11-30},
        url          = {https://example.org/kb/cases/IL-0190/},
        howpublished = {\\url{https://example.org/kb/cases/IL-0190/}},
        note         = {Case IL-0190 of the Incident Library}
      }
      "
    `);
  });

  // BibTeX counts braces whatever precedes them, so `\\}` in a title used to end the field.
  it.each([
    'x} , publisher = "Evil Corp" , howpublished = zz',
    'x\\} , note = {owned',
    '{{{ unbalanced',
    '}}} closing first',
    'a " quote, author = "Mallory',
    '@misc{other, title = {x}}',
    '\\\\} \\{ }{ ',
  ])('keeps a hostile title inside its field: %j', (title) => {
    const entry = readBibtexEntry(toBibtex({ ...cite, title, summary: title }));
    expect(entry.key).toBe('IncidentLibrary:IL-0190');
    expect(entry.fields.map(([k]) => k)).toEqual([
      'title',
      'author',
      'organization',
      'year',
      'month',
      'date',
      'url',
      'howpublished',
      'note',
    ]);
    expect(entry.fields[0][1]).toMatch(/^IL-0190: /);
    // Read back as TeX would print it, the field is the title, character for character.
    expect(untex(entry.fields[0][1])).toBe(`IL-0190: ${title}`);
  });

  it('keeps a URL with braces and quotes inside its field', () => {
    const entry = readBibtexEntry(toBibtex({ ...cite, url: 'https://example.org/x}"{y z/' }));
    expect(Object.fromEntries(entry.fields).url).toBe('https://example.org/x%7D%22%7By%20z/');
  });

  it('writes CSL-JSON with date parts and the URL', () => {
    const item = toCslJson(cite);
    expect(item).toMatchObject({
      id: 'IL-0190',
      type: 'webpage',
      URL: cite.url,
      issued: { 'date-parts': [[2026, 11, 30]] },
      title: `IL-0190: ${cite.title}`,
    });
  });

  it('gives Highwire Press meta with slashed dates', () => {
    const meta = Object.fromEntries(citationMeta(cite));
    expect(meta.citation_date).toBe('2026/11/30');
    expect(meta.citation_public_url).toBe(cite.url);
    expect(meta.citation_keywords).toBe('etcd; Software defect');
    expect([meta.citation_author, meta.citation_publisher]).toEqual([
      'Incident Library contributors',
      'Incident Library',
    ]);
  });

  it('names the library that publishes the case, from its config, in every format', () => {
    // The vocabulary fields are the library's (here the default ones), read by role.
    const acmeCase = {
      id: 'ACME-007',
      title: 'The queue & the cache',
      summary: 'Payments stalled.',
      organisation: 'acme',
      components: ['queue'],
      root_causes: [{ term: 'software-defect' }, { term: 'software-defect' }],
    };
    const acme = citableCase(
      acmeCase,
      'https://kb.acme.dev/cases/ACME-007/',
      '2026-01-02',
      (taxonomy, slug) => `${taxonomy}:${slug}`,
      { title: 'Acme {Incident} Library', author: 'Acme SRE & friends' },
      vocabularyModel(defaultVocabularyList()),
    );
    expect(acme).toMatchObject({
      id: 'ACME-007',
      organisation: 'organisations:acme',
      keywords: ['components:queue', 'root-causes:software-defect'],
      library: { title: 'Acme {Incident} Library', author: 'Acme SRE & friends' },
    });
    const fields = Object.fromEntries(readBibtexEntry(toBibtex(acme)).fields);
    expect(untex(fields.author)).toBe('{Acme SRE & friends}');
    expect(untex(fields.organization)).toBe('Acme {Incident} Library');
    expect(untex(fields.note)).toBe('Case ACME-007 of the Acme {Incident} Library');
    expect(toCslJson(acme)).toMatchObject({
      type: 'webpage',
      'container-title': 'Acme {Incident} Library',
      author: [{ literal: 'Acme SRE & friends' }],
    });
    // A web page's site is its publisher: a style printing both would name the library twice.
    expect(toCslJson(acme)).not.toHaveProperty('publisher');
    const meta = Object.fromEntries(citationMeta(acme));
    expect([meta.citation_author, meta.citation_publisher]).toEqual([
      'Acme SRE & friends',
      'Acme {Incident} Library',
    ]);
  });
});
