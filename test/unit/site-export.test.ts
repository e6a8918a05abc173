// The open data downloads (src/site/export.ts, export-csv.ts, data-files.ts): field names, CSV cells, formula neutralisation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from '../../src/site/data-files.ts';
import { casesCsv, fromCsvRecord } from '../../src/site/export-csv.ts';
import { casesJson, CSV_COLUMNS, exportCase, exportShape } from '../../src/site/export.ts';
import { CASE_FIELDS } from '../../schemas/index.ts';
import { jsonSchemaOf, schemaLibraryOf } from '../../src/node/json-schemas.ts';
import { buildLibrary } from '../../src/model/library.ts';
import {
  exportMitigation,
  mitigationColumns,
  mitigationsCsv,
  mitigationsJson,
  mitigationTermFields,
} from '../../src/site/export-mitigations.ts';
import { hasPath } from '../../src/site/features.ts';
import { mitigationAccessors } from '../../src/site/mitigations.ts';
import { TEMPLATES } from '../../src/site/route-templates.ts';
import { caseFile, mitigationFile, VOCAB } from '../helpers/memory.ts';
import { FLAGSHIP, IL_RULES } from '../helpers/rules.ts';

describe('formula neutralisation', () => {
  it.each(['=1+2', '+cmd', '-2', '@SUM(A1)', '\tx', '\rx', "'quoted"])(
    'prefixes %j with a quote and restores it',
    (v) => {
      expect(neutraliseCell(v)).toBe(`'${v}`);
      expect(restoreCell(neutraliseCell(v))).toBe(v);
    },
  );

  // A reader that trims the cell (a spreadsheet's import, a data tool) sees the formula character
  // first; the quote goes before the white space, where such a reader still keeps it.
  it.each([' =1+1', '   +cmd', '\u00a0-2', ' @SUM(A1)', '\u3000=x', "  'quoted"])(
    'prefixes %j, a formula character after white space, with a quote and restores it',
    (v) => {
      expect(neutraliseCell(v)).toBe(`'${v}`);
      expect(restoreCell(neutraliseCell(v))).toBe(v);
    },
  );

  it('neutralises a formula character after white space after a separator', () => {
    expect(neutraliseCell('Outage; =cmd')).toBe("Outage;' =cmd");
    expect(restoreCell(neutraliseCell('Outage; =cmd'))).toBe('Outage; =cmd');
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseCell(' leading space')).toBe(' leading space');
    expect(neutraliseCell('IL-0190')).toBe('IL-0190');
    expect(neutraliseCell('2020-03-16T11:19:00Z')).toBe('2020-03-16T11:19:00Z');
  });
});

describe('cases.csv', () => {
  const { library, issues } = buildLibrary(
    [
      ...VOCAB,
      caseFile('IL-0001', {
        summary: 'summary: "=HYPERLINK(\\"https://evil.example\\") and, commas; \\"quotes\\""',
        title: 'title: "@import <b>bold</b>"',
      }),
      caseFile('IL-0002', {
        aliases: 'aliases: [IL-0009]',
        service: 'service: "+cmd|\' /C calc\'!A0"',
        summary: 'summary: "Writes failed; =cmd()"',
      }),
    ],
    { rules: IL_RULES },
  );

  it('round-trips every field of every case', () => {
    expect(issues).toEqual([]);
    const exported = library.cases.map((c) =>
      exportCase(c.data, `https://example.org/cases/${c.id}/`),
    );
    const csv = casesCsv(exported);
    expect(csv.startsWith('\ufeffid,aliases,title,')).toBe(true);
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => fromCsvRecord(r))).toEqual(exported);
  });

  it('and cases.json name the library and the licence of its content, from its config', () => {
    const exported = library.cases.map((c) =>
      exportCase(c.data, `https://kb.acme.dev/cases/${c.id}/`),
    );
    const publisher = {
      title: 'Acme Incident Library',
      contentLicence: { id: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    };
    const schema = 'https://kb.acme.dev/data/schemas/case.schema.json';
    expect(JSON.parse(casesJson(exported, publisher, { schema }))).toEqual({
      $schema: schema,
      title: 'Acme Incident Library: cases',
      license: 'CC0-1.0',
      license_url: 'https://creativecommons.org/publicdomain/zero/1.0/',
      count: 2,
      cases: exported,
    });
    expect(JSON.parse(casesJson(exported, FLAGSHIP.config))).toMatchObject({
      title: 'Incident Library: cases',
      license: 'CC-BY-4.0',
      license_url: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });

  it('has a column for every case field, in the schema’s order, then the URL', () => {
    const fields = [...new Set(CSV_COLUMNS.map((c) => c.name.split('.')[0]))];
    // The flagship's case schema: the fixed fields and its vocabularies' fields, each in its place.
    expect(fields).toEqual([...Object.keys(IL_RULES.schemas.cases.shape), 'url']);
    expect(fields).toEqual(expect.arrayContaining([...CASE_FIELDS, 'organisation', 'root_causes']));
  });

  it('never lets a cell start with a formula character', () => {
    const csv = casesCsv(library.cases.map((c) => exportCase(c.data, 'https://example.org/')));
    const cells = (parse(csv, { bom: true }) as string[][]).flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    // Nor a cell that a reader splitting on another separator and trimming white space sees.
    const split = cells.flatMap((c) => c.split(/[;\t|\r\n]/));
    expect(split.filter((c) => /^\s*[=+\-@]/.test(c))).toEqual([]);
    expect(cells).toContain("Writes failed;' =cmd()");
    expect(cells).toContain('\'=HYPERLINK("https://evil.example") and, commas; "quotes"');
  });

  it('keeps the schema order of fields and adds the page URL', () => {
    const e = exportCase(library.cases[0].data, 'https://example.org/cases/IL-0001/');
    expect(Object.keys(e).slice(0, 4)).toEqual(['id', 'aliases', 'title', 'summary']);
    expect(Object.keys(e).at(-1)).toBe('url');
    expect(e).not.toHaveProperty('headings');
  });
});

/**
 * Reads CSV with Python's csv module in strict mode (the reader spreadsheets and data tools
 * follow), splitting on `delimiter`.
 */
function pythonCsvRows(csv: string, delimiter = ','): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'il-csv-'));
  const file = join(dir, 'cases.csv');
  writeFileSync(file, csv);
  const out = execFileSync(
    'python3',
    [
      '-c',
      'import csv, json, sys\nwith open(sys.argv[1], newline="", encoding="utf-8-sig") as f:\n    print(json.dumps(list(csv.reader(f, strict=True, delimiter=sys.argv[2]))))',
      file,
      delimiter,
    ],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out) as string[][];
}

describe('cases.csv read by a strict reader', () => {
  // Line breaks without a comma in the cell: csv-parse read them back, Python split the row.
  const breaks = [
    'line one\nline two',
    'two short\n\nparagraphs here',
    'a trailing break\n',
    'a "quoted"\nline break',
  ];
  const { library, issues } = buildLibrary(
    [
      ...VOCAB,
      ...breaks.map((text, i) =>
        caseFile(`IL-000${i + 1}`, {
          summary: `summary: ${JSON.stringify(text)}`,
          service: `service: ${JSON.stringify(text)}`,
        }),
      ),
    ],
    { rules: IL_RULES },
  );

  it('keeps every record on its row, every cell in its column', () => {
    expect(issues).toEqual([]);
    const exported = library.cases.map((c) =>
      exportCase(c.data, `https://example.org/cases/${c.id}/`),
    );
    const rows = pythonCsvRows(casesCsv(exported));
    expect(rows.map((r) => r.length)).toEqual(Array(breaks.length + 1).fill(CSV_COLUMNS.length));
    const summary = rows[0].indexOf('summary');
    expect(rows.slice(1).map((r) => r[summary])).toEqual(exported.map((c) => c.summary));
  });

  it('quotes a lone carriage return too (the schema refuses one; the writer does not rely on it)', () => {
    const c = exportCase(library.cases[0].data, 'https://example.org/');
    const rows = pythonCsvRows(
      casesCsv([{ ...c, summary: 'carriage\rreturn', title: 'windows\r\nbreak' }]),
    );
    expect(rows.map((r) => r.length)).toEqual([CSV_COLUMNS.length, CSV_COLUMNS.length]);
  });
});

describe('cases.json and the schema it names', () => {
  const { library, issues } = buildLibrary(
    [
      ...VOCAB,
      caseFile('IL-0001'),
      caseFile('IL-0002', {
        incident: 'incident:\n  start: "2020-03-16"\n  resolved: "2020-03-18"\n  precision: day',
      }),
    ],
    { rules: IL_RULES },
  );
  const lib = schemaLibraryOf(FLAGSHIP.config);
  const ajv = addFormats(new Ajv({ allErrors: true }));
  const exported = library.cases.map((c) =>
    exportCase(c.data, `https://example.org/cases/${c.id}/`),
  );
  const schema = 'https://example.org/schemas/cases-data.schema.json';
  const doc = JSON.parse(casesJson(exported, FLAGSHIP.config, { schema }));

  it('validates against its published schema with ajv, every record with its url', () => {
    expect(issues).toEqual([]);
    const validate = ajv.compile(jsonSchemaOf('cases-data', lib));
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    // The frontmatter schema alone refuses a record for its url: the two are named apart.
    const frontmatter = ajv.compile(jsonSchemaOf('case', lib));
    expect(frontmatter(doc.cases[0])).toBe(false);
    expect(frontmatter.errors?.[0]).toMatchObject({ params: { additionalProperty: 'url' } });
  });

  it('refuses a record with a field no case has, or without its url', () => {
    const validate = ajv.compile(jsonSchemaOf('cases-data', lib));
    const [first] = doc.cases;
    expect(validate({ ...doc, cases: [{ ...first, rootCauses: [] }] })).toBe(false);
    const { url: _, ...noUrl } = first;
    expect(validate({ ...doc, cases: [noUrl] })).toBe(false);
  });
});

describe('cases.csv read by a spreadsheet set to another separator, and its date columns', () => {
  const { library, issues } = buildLibrary(
    [
      ...VOCAB,
      caseFile('IL-0001', {
        components: 'components: [etcd, kubelet]',
      }),
      caseFile('IL-0002', {
        incident:
          'incident:\n  start: "2020-03-16"\n  end: "2020-03-17T09:30-07:00"\n  resolved: "2020-03-18"\n  precision: day',
      }),
    ],
    { rules: IL_RULES },
  );
  const exported = library.cases.map((c) =>
    exportCase(c.data, `https://example.org/cases/${c.id}/`),
  );
  const csv = casesCsv(exported);

  it('splits no row on a semicolon, a tab or a bar where the cases hold none in their text', () => {
    expect(issues).toEqual([]);
    // Such a reader sees each line as one cell: its lists must not cut the line into more.
    for (const d of [';', '\t', '|'])
      expect(pythonCsvRows(csv, d).map((r) => r.length)).toEqual([1, 1, 1]);
    const [head, ...rows] = pythonCsvRows(csv);
    const col = (name: string) => rows.map((r) => r[head.indexOf(name)]);
    expect(col('components')[0]).toBe('etcd kubelet');
    expect(
      rows.map((r) => fromCsvRecord(Object.fromEntries(head.map((h, i) => [h, r[i]])))),
    ).toEqual(exported);
  });

  it('holds only dates in a date column, the time of day with its offset beside it', () => {
    const [head, ...rows] = pythonCsvRows(csv);
    const dates = CSV_COLUMNS.filter((c) => c.kind === 'date').map((c) => c.name);
    expect(dates).toEqual(
      expect.arrayContaining(['incident.start', 'incident.end', 'added', 'last_reviewed']),
    );
    for (const name of dates)
      for (const r of rows) expect(r[head.indexOf(name)], name).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
    const at = (id: string, name: string) => rows.find((r) => r[0] === id)![head.indexOf(name)];
    expect([at('IL-0001', 'incident.start'), at('IL-0001', 'incident.start_time')]).toEqual([
      '2020-03-16',
      '11:19:00Z',
    ]);
    expect([at('IL-0002', 'incident.end'), at('IL-0002', 'incident.end_time')]).toEqual([
      '2020-03-17',
      '09:30-07:00',
    ]);
    expect([at('IL-0002', 'incident.start'), at('IL-0002', 'incident.start_time')]).toEqual([
      '2020-03-16',
      '',
    ]);
    expect(head.indexOf('incident.start_time')).toBe(head.indexOf('incident.start') + 1);
  });
});

describe('mitigations in the open data', () => {
  const body =
    '## Symptoms\n\nWrites failed after the configuration change reached all regions.\n\n## Trigger\n\nA node died.\n\n## Action items\n\n- Roll configuration changes out region by region.\n\n## Lessons\n\nUse keepalives.\n';
  const named = (entries: [string, string, string][]) =>
    `mitigations:\n${entries.map(([id, relation, support]) => `  - id: ${id}\n    relation: ${relation}\n    support: ${JSON.stringify(support)}`).join('\n')}`;
  const ROLL = 'Roll configuration changes out region by region.';
  const FAILED = 'Writes failed after the configuration change reached all regions.';
  const { library, issues } = buildLibrary(
    [
      ...VOCAB,
      mitigationFile('canary-config-changes', {
        title: 'title: "Canary configuration changes"',
        components: 'components: [etcd]',
        related: 'related: [staged-rollouts]',
      }),
      mitigationFile('staged-rollouts', { summary: 'summary: "=cmd() roll out in stages."' }),
      caseFile(
        'IL-0001',
        {
          mitigations: named([
            ['canary-config-changes', 'adopted-after', ROLL],
            ['staged-rollouts', 'suggested', FAILED],
          ]),
        },
        body,
      ),
      caseFile(
        'IL-0002',
        {
          incident: 'incident:\n  start: "2021-05-01"\n  precision: day',
          mitigations: named([['canary-config-changes', 'suggested', FAILED]]),
        },
        body,
      ),
      caseFile('IL-0003'),
    ],
    { rules: IL_RULES },
  );
  const cases = [...library.cases].sort((a, b) => (a.id < b.id ? 1 : -1));
  const exported = cases.map((c) => exportCase(c.data, `https://example.org/cases/${c.id}/`));
  const lib = schemaLibraryOf(FLAGSHIP.config);
  const ajv = addFormats(new Ajv({ allErrors: true }));

  it('reads a valid library', () => expect(issues).toEqual([]));

  it('gives each record of cases.json its mitigations, which the published schema accepts', () => {
    const one = exported.find((c) => c.id === 'IL-0001')!;
    expect(one.mitigations).toEqual([
      { id: 'canary-config-changes', relation: 'adopted-after', support: ROLL },
      { id: 'staged-rollouts', relation: 'suggested', support: FAILED },
    ]);
    const validate = ajv.compile(jsonSchemaOf('cases-data', lib));
    const doc = JSON.parse(casesJson(exported, FLAGSHIP.config));
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    // A relation no case may have is refused, as the frontmatter schema refuses it.
    const bad = { ...one, mitigations: [{ ...one.mitigations[0], relation: 'maybe' }] };
    expect(validate({ ...doc, cases: [bad] })).toBe(false);
  });

  it('gives cases.csv a mitigations column of slugs separated by spaces', () => {
    expect(CSV_COLUMNS.find((c) => c.name === 'mitigations')).toEqual({
      name: 'mitigations',
      kind: 'ids',
    });
    const [head, ...rows] = pythonCsvRows(casesCsv(exported));
    const col = head.indexOf('mitigations');
    expect(rows.map((r) => [r[0], r[col]])).toEqual([
      ['IL-0003', ''],
      ['IL-0002', 'canary-config-changes'],
      ['IL-0001', 'canary-config-changes staged-rollouts'],
    ]);
    const back = fromCsvRecord(Object.fromEntries(head.map((h, i) => [h, rows[2][i]])));
    expect(back.mitigations).toEqual([{ id: 'canary-config-changes' }, { id: 'staged-rollouts' }]);
  });

  it('has no mitigations field or column in a library that turns them off', () => {
    const shape = exportShape(IL_RULES.schemas.cases, { mitigations: false });
    expect(shape.fields).not.toContain('mitigations');
    expect(shape.columns.map((c) => c.name)).not.toContain('mitigations');
    const e = exportCase(cases[2].data, 'https://example.org/', shape);
    expect(e).not.toHaveProperty('mitigations');
    expect(casesCsv([e], shape).split('\r\n')[0]).not.toContain('mitigations');
    const validate = ajv.compile(jsonSchemaOf('cases-data', lib));
    expect(validate(JSON.parse(casesJson([e], FLAGSHIP.config)))).toBe(true);
    expect(
      hasPath({ ...FLAGSHIP.config.features, mitigations: false }, '/data/mitigations.json'),
    ).toBe(false);
    expect(hasPath({ ...FLAGSHIP.config.features, mitigations: false }, '/data/cases.json')).toBe(
      true,
    );
    expect(hasPath(FLAGSHIP.config.features, '/data/mitigations.csv')).toBe(true);
    expect(TEMPLATES).toEqual(
      expect.arrayContaining(['data/mitigations.json.ts', 'data/mitigations.csv.ts']),
    );
  });

  const accessors = mitigationAccessors(library.mitigations, cases);
  const terms = mitigationTermFields(IL_RULES.vocabularies.rows);
  const records = accessors.mitigations.map((m) =>
    exportMitigation(
      m,
      `https://example.org/mitigations/${m.id}/`,
      accessors.casesOfMitigation(m.id),
      terms,
    ),
  );

  it('publishes mitigations.json: each mitigation with its fields, terms, sources and cases by relation', () => {
    expect(terms).toEqual(['components', 'root_causes', 'contributing_factors']);
    const doc = JSON.parse(mitigationsJson(records, FLAGSHIP.config));
    expect(doc).toMatchObject({ title: 'Incident Library: mitigations', count: 2 });
    expect(doc.mitigations[0]).toEqual({
      slug: 'canary-config-changes',
      title: 'Canary configuration changes',
      summary: 'Roll a change out to a small slice first and watch it.',
      root_causes: ['software-defect'],
      contributing_factors: [],
      components: ['etcd'],
      cost: 'Slower rollouts and tooling to keep.',
      sources: [
        {
          title: 'Release engineering',
          url: 'https://example.org/sre',
          publisher: 'Example',
          type: 'documentation',
        },
      ],
      related: ['staged-rollouts'],
      url: 'https://example.org/mitigations/canary-config-changes/',
      cases: { adopted_after: ['IL-0001'], would_have_caught: [], suggested: ['IL-0002'] },
    });
    expect(doc.mitigations[1].cases).toEqual({
      adopted_after: [],
      would_have_caught: [],
      suggested: ['IL-0001'],
    });
  });

  it('publishes mitigations.csv: one row each, a column of case IDs per relation', () => {
    const csv = mitigationsCsv(records, terms);
    const [head, ...rows] = pythonCsvRows(csv);
    expect(head).toEqual(mitigationColumns(terms));
    expect(head.slice(-3)).toEqual(['adopted_after', 'would_have_caught', 'suggested']);
    const at = (row: string[], name: string) => row[head.indexOf(name)];
    expect(rows.map((r) => [at(r, 'slug'), at(r, 'suggested'), at(r, 'adopted_after')])).toEqual([
      ['canary-config-changes', 'IL-0002', 'IL-0001'],
      ['staged-rollouts', 'IL-0001', ''],
    ]);
    expect(at(rows[0], 'components')).toBe('etcd');
    expect(JSON.parse(at(rows[0], 'sources'))).toEqual(records[0].sources);
    // A summary that starts like a formula is neutralised, as in every CSV of the open data.
    expect(at(rows[1], 'summary')).toBe("'=cmd() roll out in stages.");
  });
});
