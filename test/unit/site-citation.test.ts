// "Cite this case": BibTeX, CSL-JSON and citation_* meta (src/site/citation.ts).
import { describe, expect, it } from 'vitest';
import { bibtexEscape, citationMeta, toBibtex, toCslJson } from '../../src/site/citation.ts';

const cite = { id: 'IL-0190', title: 'Cortex & etcd: 50% of writes failed {briefly}', summary: 'Writes failed.', url: 'https://example.org/kb/cases/IL-0190/', date: '2026-11-30', keywords: ['etcd', 'Software defect'] };

describe('citations', () => {
  it('escapes TeX specials in BibTeX fields', () => {
    expect(bibtexEscape('a & b 50% #1 $x_y {z} ~ ^ \\')).toBe('a \\& b 50\\% \\#1 \\$x\\_y \\{z\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}');
  });

  it('writes a @misc entry with a stable key, the URL and the date', () => {
    expect(toBibtex(cite)).toMatchInlineSnapshot(`
      "@misc{IncidentLibrary:IL-0190,
        title        = {IL-0190: Cortex \\& etcd: 50\\% of writes failed \\{briefly\\}},
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

  it('writes CSL-JSON with date parts and the URL', () => {
    const item = toCslJson(cite);
    expect(item).toMatchObject({ id: 'IL-0190', type: 'webpage', URL: cite.url, issued: { 'date-parts': [[2026, 11, 30]] }, title: `IL-0190: ${cite.title}` });
  });

  it('gives Highwire Press meta with slashed dates', () => {
    const meta = Object.fromEntries(citationMeta(cite));
    expect(meta.citation_date).toBe('2026/11/30');
    expect(meta.citation_public_url).toBe(cite.url);
    expect(meta.citation_keywords).toBe('etcd; Software defect');
  });
});
