// The field cases of ../shared/field-cases/ about content files (01, 03, 05, 06, 07, 08, 12, 17),
// each asserting the right value. The inputs are copied byte for byte to
// test/fixtures/field-cases/<case>/original/; their placeholder fields (severity, root_cause,
// INC-... IDs) are mapped onto our case schema in memory with `caseFile`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { parseContentFile } from '../../src/model/frontmatter.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { ROOT } from '../helpers/build-site.ts';
import { VOCAB, caseFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

const original = (fc: string, name: string) =>
  new Uint8Array(readFileSync(join(ROOT, 'test/fixtures/field-cases', fc, 'original', name)));
const parseOriginal = (fc: string, name: string) =>
  parseContentFile(`content/cases/${name}`, original(fc, name));
const problems = (files: SourceFile[]) =>
  sortIssues(buildLibrary(files, { rules: IL_RULES }).issues).map(formatIssue);
const withComponents = (yaml: string): SourceFile[] => [
  ...VOCAB.filter((f) => !f.file.endsWith('components.yaml')),
  { file: 'content/taxonomies/components.yaml', content: yaml },
];

describe('01 yaml dates: a bare date is that calendar day in every time zone; an impossible date fails', () => {
  it('reads 2024-03-01 as the text "2024-03-01" and 2024-02-30 as text, never a rolled-over Date', () => {
    expect((parseOriginal('01-yaml-dates', 'inc-2024-031.md').data as { date: unknown }).date).toBe(
      '2024-03-01',
    );
    expect((parseOriginal('01-yaml-dates', 'inc-2024-032.md').data as { date: unknown }).date).toBe(
      '2024-02-30',
    );
  });

  it('gives the same day and feed date whatever TZ the build runs in', () => {
    const script = `import { parseContentFile } from './src/model/frontmatter.ts'; import { toRfc822 } from './src/model/dates.ts';
      const d = parseContentFile('x.md', '---\\ndate: 2024-03-01\\n---\\n').data.date; console.log(JSON.stringify([d, toRfc822(d)]));`;
    const outputs = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland'].map((TZ) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: ROOT,
        env: { ...process.env, TZ },
        encoding: 'utf8',
      }).stdout.trim(),
    );
    expect(new Set(outputs).size).toBe(1);
    expect(JSON.parse(outputs[0])).toEqual(['2024-03-01', 'Fri, 01 Mar 2024 00:00:00 GMT']);
  });

  it('mapped onto a case, 2024-02-30 fails naming the file, the field and the impossible date', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0032', { incident: 'incident:\n  start: 2024-02-30\n  precision: day' }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0032.md:8:3 incident.start: 2024-02-30 is not a real calendar date
          hint: dates are YYYY-MM-DD (year, month, day), and month 02 has no day 30; and quote this value: "2024-02-30"",
      ]
    `);
    // Quoted, as YAML 1.1 readers would read it as a date (an unquoted date is refused: see 03).
    const ok = buildLibrary(
      [
        ...VOCAB,
        caseFile('IL-0031', { incident: 'incident:\n  start: "2024-03-01"\n  precision: day' }),
      ],
      { rules: IL_RULES },
    );
    expect(ok.issues).toEqual([]);
    expect(ok.library.cases[0].data.incident.start).toBe('2024-03-01');
  });
});

describe('03 yaml implicit types: digits stay as written or the author is asked to quote; yes/no/NO never become booleans', () => {
  const data = parseOriginal('03-yaml-implicit-types', 'inc-2024-0115.md').data as Record<
    string,
    unknown
  >;

  it('never reads 0115 as octal 77, and keeps NO, no and yes as text', () => {
    expect(data.id).not.toBe(77);
    expect([data.region, data.customer_impact, data.paged_oncall]).toEqual(['NO', 'no', 'yes']);
  });

  it('mapped onto a case, an unquoted NO and date are refused too: YAML 1.1 readers take them for a boolean and a date', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0115', {
          incident: 'incident:\n  start: 2024-05-02\n  precision: day\n  timezone_reported: NO',
        }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0115.md:8:10 incident.start: YAML 1.1 readers (PyYAML and many tools that read our files and open data) take the unquoted 2024-05-02 as a date
          hint: quote this value: "2024-05-02"",
        "content/cases/IL-0115.md:10:22 incident.timezone_reported: YAML 1.1 readers (PyYAML and many tools that read our files and open data) take the unquoted NO as the boolean false
          hint: quote this value: "NO"",
      ]
    `);
  });

  it('mapped onto a case, the unquoted id and service are refused with "quote this value"; NO stays "NO"', () => {
    expect(problems([...VOCAB, caseFile('IL-0115', { id: 'id: 0115', service: 'service: 0119' })]))
      .toMatchInlineSnapshot(`
      [
        "content/cases/IL-0115.md:2:1 id: expected text, got the number 115 (YAML reads the unquoted 0115 as a number)
          hint: quote this value: "0115"",
        "content/cases/IL-0115.md:26:1 service: expected text, got the number 119 (YAML reads the unquoted 0119 as a number)
          hint: quote this value: "0119"",
      ]
    `);
    const r = buildLibrary(
      [
        ...VOCAB,
        caseFile('IL-0115', {
          service: 'service: "0119"',
          incident: 'incident:\n  start: "2024-05-02"\n  precision: day\n  timezone_reported: "NO"',
        }),
      ],
      { rules: IL_RULES },
    );
    expect(r.issues).toEqual([]);
    expect(r.library.cases[0].data.service).toBe('0119');
    expect(r.library.cases[0].data.incident.timezone_reported).toBe('NO');
  });
});

describe('05 unclosed frontmatter: an error naming the file, never a case with its body swallowed', () => {
  it('refuses a thematic break with prose after it, and a forgotten closing line, saying where to close', () => {
    const issues = ['inc-2024-060.md', 'inc-2024-061.md'].flatMap((n) =>
      parseOriginal('05-unclosed-frontmatter', n).issues.map(formatIssue),
    );
    expect(issues).toMatchInlineSnapshot(`
      [
        "content/cases/inc-2024-060.md:1:1 the frontmatter is not closed: no second "---" line
          hint: a file must start with its fields between two "---" lines (see content/_templates/)",
        "content/cases/inc-2024-061.md:1:1 the frontmatter is not closed: no second "---" line
          hint: add a line "---" after line 6, the last field, before the body",
      ]
    `);
    for (const n of ['inc-2024-060.md', 'inc-2024-061.md'])
      expect(parseOriginal('05-unclosed-frontmatter', n).data).toBeUndefined();
  });
});

describe('06 windows BOM and CRLF: read exactly like the LF twins', () => {
  const lfTwin = (name: string) =>
    Buffer.from(original('06-windows-bom-crlf', name))
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .replace(/\r\n/g, '\n');

  it('keeps the fixtures byte-exact (no .gitattributes normalisation)', () => {
    expect([...original('06-windows-bom-crlf', 'inc-2024-070-bom.md').slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(
      Buffer.from(original('06-windows-bom-crlf', 'inc-2024-071-crlf.md')).includes('\r\n'),
    ).toBe(true);
    const both = original('06-windows-bom-crlf', 'inc-2024-072-bom-crlf.md');
    expect([...both.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(both).includes('\r\n')).toBe(true);
  });

  it('parses each like its LF twin: no U+FEFF, no trailing \\r, two-line summary, ## Impact a heading', () => {
    for (const name of [
      'inc-2024-070-bom.md',
      'inc-2024-071-crlf.md',
      'inc-2024-072-bom-crlf.md',
    ]) {
      const p = parseOriginal('06-windows-bom-crlf', name);
      const twin = parseContentFile(`content/cases/${name}`, lfTwin(name));
      // The same problems at the same places (the originals leave their dates unquoted).
      expect(p.issues).toEqual(twin.issues);
      expect(p.data).toBeDefined();
      expect(p.data).toEqual(twin.data);
      expect(p.body).toBe(twin.body);
      expect(JSON.stringify(p.data)).not.toMatch(/\\r|\ufeff/);
    }
    expect(
      (parseOriginal('06-windows-bom-crlf', 'inc-2024-070-bom.md').data as { title: string }).title,
    ).toBe('Login outage from expired certificate');
    const crlf = parseOriginal('06-windows-bom-crlf', 'inc-2024-071-crlf.md');
    expect((crlf.data as { components: string[] }).components).toEqual(['search-indexer', 'kafka']);
    expect((crlf.data as { summary: string }).summary).toBe(
      'Indexer fell 3 hours behind.\nBackfill took 2 hours.\n',
    );
    expect(crlf.body.startsWith('## Impact\n')).toBe(true);
  });

  it('mapped onto cases, a BOM+CRLF case validates and joins the same term as its LF twin', () => {
    const lf = caseFile('IL-0071');
    const windows = {
      file: 'content/cases/IL-0072.md',
      content: `\ufeff${String(caseFile('IL-0072').content).replace(/\n/g, '\r\n')}`,
    };
    const r = buildLibrary([...VOCAB, lf, windows], { rules: IL_RULES });
    expect(r.issues).toEqual([]);
    expect(r.library.cases.map((c) => (c.data as { components?: string[] }).components)).toEqual([
      ['etcd'],
      ['etcd'],
    ]);
    expect(r.library.cases[1].body).toBe(r.library.cases[0].body);
  });
});

describe('07 errors name the file, the line and every bad field, for every bad file in one run', () => {
  it('names the line of a quote inside a single-quoted value, with a hint', () => {
    expect(parseOriginal('07-error-names-file', 'inc-2024-080.md').issues.map(formatIssue))
      .toMatchInlineSnapshot(`
      [
        "content/cases/inc-2024-080.md:3:8 YAML syntax: a single quote inside a single-quoted value ends it early
          hint: write the inner quote twice ('') or use double quotes around the value",
      ]
    `);
    // The good file's only problem is its unquoted date, which YAML 1.1 readers take for a date.
    expect(
      parseOriginal('07-error-names-file', 'inc-2024-082-ok.md').issues.map((i) => i.field),
    ).toEqual(['date']);
  });

  it('mapped onto cases, lists every bad field of one file and both bad files, and not the good one', () => {
    const quote = {
      file: 'content/cases/IL-0080.md',
      content: String(caseFile('IL-0080').content).replace(
        'title: "Case IL-0080"',
        "title: 'Cache node's disk filled up'",
      ),
    };
    const fields = caseFile('IL-0081', {
      incident: 'incident:\n  start: last tuesday\n  precision: day',
      status: 'status: 2',
      components: 'components: etcd',
      organisation: 'organisation: [acme]',
    });
    expect(problems([...VOCAB, quote, fields, caseFile('IL-0082')])).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0080.md:3:8 YAML syntax: a single quote inside a single-quoted value ends it early
          hint: write the inner quote twice ('') or use double quotes around the value",
        "content/cases/IL-0081.md:5:1 organisation: expected text, got a list
          hint: this field takes one value, not a list: write organisation: acme",
        "content/cases/IL-0081.md:6:1 status: expected one of draft | in-review | published | superseded, got the number 2",
        "content/cases/IL-0081.md:8:3 incident.start: expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] with an offset (Z or ±HH:MM), got "last tuesday"
          hint: write a date or a date-time with its offset, in quotes: "2024-03-01" or "2022-06-23T18:56:00-07:00"",
        "content/cases/IL-0081.md:16:1 components: expected a list, got "etcd"
          hint: write a list: [etcd] or one "- item" per line",
      ]
    `);
  });
});

describe('08 references to entries or terms that do not exist', () => {
  it('names the missing related case and the unknown component with a did-you-mean, and only those', () => {
    const components = withComponents(
      'orders-api:\n  label: Orders API\n  description: x.\norders-db:\n  label: Orders database\n  description: y.\n',
    );
    const files = [
      ...components,
      caseFile('IL-0089', { components: 'components: [orders-api]' }),
      caseFile('IL-0090', {
        components: 'components: [orders-db, orders-api]',
        related:
          'related:\n  - id: IL-0089\n    relation: same-component\n  - id: IL-0999\n    relation: similar-failure',
      }),
      caseFile('IL-0091', { components: 'components: [order-api]' }),
    ];
    expect(problems(files)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0090.md:29:5 related[1].id: no case "IL-0999" exists (content/cases/IL-0999.md)",
        "content/cases/IL-0091.md:17:14 components[0]: unknown component "order-api": not in content/taxonomies/components.yaml
          hint: did you mean "orders-api"?",
      ]
    `);
  });
});

describe('12 term labels with , : & / stay whole', () => {
  it('reads the quoted values of the original whole', () => {
    const d = parseOriginal('12-filter-punctuation', 'inc-2025-001.md').data as {
      components: string[];
      root_cause: string;
    };
    expect(d.components).toEqual(['Load balancer, edge', 'DNS: internal']);
    expect(d.root_cause).toBe('Config change: TTL too long, stale records');
  });

  it('mapped onto vocabularies, keeps each label as one term, and a label written as a slug gets the slug', () => {
    const vocab = [
      ...withComponents(
        'lb-edge:\n  label: "Load balancer, edge"\n  description: x.\ndns-internal:\n  label: "DNS: internal"\n  description: y.\n',
      ),
      {
        file: 'content/taxonomies/root-causes.yaml',
        content:
          'software-defect:\n  label: Software defect\n  description: x.\nttl-too-long:\n  label: "Config change: TTL too long, stale records"\n  description: y.\ncapacity-scaling:\n  label: "Capacity & scaling / limits"\n  description: z.\n',
      },
    ].filter(
      (f, i, all) =>
        all.findIndex((g) => g.file === f.file) === i || f.file.includes('root-causes'),
    );
    const files = [
      ...vocab.filter(
        (f) => !(f.file.endsWith('root-causes.yaml') && !String(f.content).includes('ttl')),
      ),
      caseFile('IL-0001', {
        components: 'components: [lb-edge, dns-internal]',
        root_causes: 'root_causes:\n  - term: ttl-too-long\n    evidence: stated',
      }),
      caseFile('IL-0002', {
        components: 'components: [dns-internal]',
        root_causes: 'root_causes:\n  - term: capacity-scaling\n    evidence: stated',
      }),
    ];
    const r = buildLibrary(files, { rules: IL_RULES });
    expect(r.issues).toEqual([]);
    expect(Object.values(r.library.taxonomies.components).map((t) => t.label)).toEqual([
      'Load balancer, edge',
      'DNS: internal',
    ]);
    expect(r.library.taxonomies['root-causes']['capacity-scaling'].label).toBe(
      'Capacity & scaling / limits',
    );
    expect(
      problems([
        ...files.slice(0, -2),
        caseFile('IL-0003', { components: 'components: ["DNS: internal"]' }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0003.md:17:14 components[0]: expected a slug: lower-case letters, digits and single hyphens (e.g. "postgresql", "load-balancer")
          hint: write the term's slug, "dns-internal" (its label is "DNS: internal")",
      ]
    `);
  });
});

describe('17 links broken by renamed cases and headings', () => {
  it('lists each broken link with its file and line, and not the links that resolve', () => {
    const body = [
      '## Symptoms',
      '',
      'Same failure mode as [the March artifact outage](case:IL-0012) (also [with a slash](case:IL-0012)),',
      'see also [its follow-up](./IL-0013.md) and the [permissions section](case:IL-0014#permissions-change),',
      'and [an old-style link](/incidents/inc-2025-012/) and [this one](/cases/IL-0014/#policy-change).',
      '',
      '## Trigger',
      '',
      'x',
      '',
      '## Lessons',
      '',
      'x',
      '',
    ].join('\n');
    const files = [
      ...VOCAB,
      caseFile('IL-0012'),
      caseFile(
        'IL-0014',
        {},
        '## Symptoms\n\nx\n\n## Policy change\n\nx\n\n## Trigger\n\nx\n\n## Lessons\n\nx\n',
      ),
      caseFile('IL-0050', {}, body),
    ];
    expect(problems(files)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0050.md:31:26 body: broken link "./IL-0013.md": no case "IL-0013" exists",
        "content/cases/IL-0050.md:31:70 body: broken link "case:IL-0014#permissions-change": the page exists but has no heading #permissions-change
          hint: headings there: symptoms, policy-change, trigger, lessons",
        "content/cases/IL-0050.md:32:25 body: site-absolute link "/incidents/inc-2025-012/": it breaks when the site is served under a sub-path
          hint: link pages as [text](case:IL-0190) or [text](concept:etcd)",
        "content/cases/IL-0050.md:32:66 body: site-absolute link "/cases/IL-0014/#policy-change": it breaks when the site is served under a sub-path
          hint: write [text](case:IL-0014#policy-change) instead",
      ]
    `);
  });
});
