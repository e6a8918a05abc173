// The open data downloads (src/site/export.ts): field names, CSV cells, formula neutralisation.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { casesCsv, exportCase, fromCsvRecord, neutraliseCell, restoreCell } from '../../src/site/export.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { caseFile, VOCAB } from '../helpers/memory.ts';

describe('formula neutralisation', () => {
  it.each(['=1+2', '+cmd', '-2', '@SUM(A1)', '\tx', '\rx', "'quoted"])('prefixes %j with a quote and restores it', (v) => {
    expect(neutraliseCell(v)).toBe(`'${v}`);
    expect(restoreCell(neutraliseCell(v))).toBe(v);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('IL-0190')).toBe('IL-0190');
    expect(neutraliseCell('2020-03-16T11:19:00Z')).toBe('2020-03-16T11:19:00Z');
  });
});

describe('cases.csv', () => {
  const { library, issues } = buildLibrary([
    ...VOCAB,
    caseFile('IL-0001', { summary: 'summary: "=HYPERLINK(\\"https://evil.example\\") and, commas; \\"quotes\\""', title: 'title: "@import <b>bold</b>"' }),
    caseFile('IL-0002', { aliases: 'aliases: [IL-0009]', service: 'service: "+cmd|\' /C calc\'!A0"' }),
  ]);

  it('round-trips every field of every case', () => {
    expect(issues).toEqual([]);
    const exported = library.cases.map((c) => exportCase(c.data, `https://example.org/cases/${c.id}/`));
    const csv = casesCsv(exported);
    expect(csv.startsWith('\ufeffid,aliases,title,')).toBe(true);
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map(fromCsvRecord)).toEqual(exported);
  });

  it('never lets a cell start with a formula character', () => {
    const csv = casesCsv(library.cases.map((c) => exportCase(c.data, 'https://example.org/')));
    const cells = (parse(csv, { bom: true }) as string[][]).flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(cells).toContain('\'=HYPERLINK("https://evil.example") and, commas; "quotes"');
  });

  it('keeps the schema order of fields and adds the page URL', () => {
    const e = exportCase(library.cases[0].data, 'https://example.org/cases/IL-0001/');
    expect(Object.keys(e).slice(0, 4)).toEqual(['id', 'aliases', 'title', 'summary']);
    expect(Object.keys(e).at(-1)).toBe('url');
    expect(e).not.toHaveProperty('headings');
  });
});
