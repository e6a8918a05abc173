// Nothing published or printed that the content did not say: hostile values that once reached a
// terminal, a runner, a spreadsheet or a page as something else, each held here with its fix.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Case } from '../../schemas/index.ts';
import { runSourceUrls } from '../../src/cli/source-urls.ts';
import { runValidate } from '../../src/cli/validate.ts';
import type { LearningItem } from '../../src/model/case-learnings.ts';
import { checkDateLimits } from '../../src/model/date-limits.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { timeTranscript, toPodcastIndexJson } from '../../src/model/transcript-timing.ts';
import { toWebVtt } from '../../src/model/captions.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { durationTimeText } from '../../src/site/duration-words.ts';
import { stateFromParams } from '../../src/site/search-facets.ts';
import {
  actionItemColumns,
  actionItemRows,
  actionItemsCsv,
} from '../../src/site/export-action-items.ts';
import { recordsJson } from '../../src/site/data-files.ts';
import { casesCsv, fromCsvRecord } from '../../src/site/export-csv.ts';
import { casesJson, exportCase } from '../../src/site/export.ts';
import { relatedCases, relatedReason } from '../../src/site/related.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { ROOT } from '../helpers/build-site.ts';
import { FLAGSHIP, IL_RULES } from '../helpers/rules.ts';
import { writeAstroConfig } from '../helpers/project.ts';

/** The flagship's vocabularies, with every default filled in. */
const VOCABULARIES = IL_RULES.vocabularies.rows;

let dir: string;
let content: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-says-'));
  content = join(dir, 'content');
  cpSync(join(ROOT, 'test/fixtures/basic/content'), content, { recursive: true });
  // The commands read the library's config from the folder they run in.
  writeAstroConfig(dir);
  delete process.env.GITHUB_ACTIONS;
});
afterEach(() => {
  delete process.env.GITHUB_ACTIONS;
  rmSync(dir, { recursive: true, force: true });
});
const edit = (rel: string, from: string, to: string) => {
  const f = join(content, rel);
  const before = readFileSync(f, 'utf8');
  if (!before.includes(from)) throw new Error(`${rel} has no ${from}`);
  writeFileSync(f, before.replace(from, to));
};
/** Every line `npm run validate` prints to stdout and stderr, and its step summary. */
const validate = async () => {
  const lines: string[] = [];
  const summary: string[] = [];
  const code = await runValidate(
    dir,
    ['--no-cache'],
    {
      out: (l) => lines.push(...l.split(/\r\n|\r|\n/)),
      err: (l) => lines.push(...l.split(/\r\n|\r|\n/)),
      summary: (m) => summary.push(m),
    },
    join(dir, 'cache'),
  );
  return { code, lines, summary: summary.join('') };
};

/** Values whose line breaks would start a line of their own: workflow commands among them. */
const LINE_STARTERS = [
  '2024-01-01\\n::error file=README.md,line=1::pwned',
  '2024-01-01\\n::stop-commands::x',
  '2024-01-01\\r::warning::carriage return',
  '2024-01-01\\u2028::error::line separator',
  '2024-01-01\\u2029::error::paragraph separator',
  '2024-01-01\\u0085::error::next line',
  '2024-01-01\\t::error::tab',
];

describe('no content starts a line the tools print', () => {
  it.each(LINE_STARTERS)(
    'a date value %s is shown escaped, on the line of its issue',
    async (v) => {
      edit('cases/IL-0001.md', 'added: "2026-11-30"', `added: "${v}"`);
      process.env.GITHUB_ACTIONS = 'true';
      const r = await validate();
      expect(r.code).toBe(1);
      const own =
        /^(::error file=content\/cases\/IL-0001\.md,line=\d+,col=\d+,title=Invalid content::|content\/cases\/IL-0001\.md:\d+:\d+ | {4}hint: |$|\d+ problems? in )/;
      for (const line of r.lines) {
        expect(line).toMatch(own);
        // Nothing a reader of lines may split on, and no control, is left raw in a printed line.
        expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      }
      expect(r.lines.join('\n')).toMatch(/IL-0001\.md:\d+:\d+ added: /);
    },
  );
});

/**
 * Reads each CSV of `reads` with Python's csv module, split on its delimiter as a spreadsheet set
 * to it would, each from a file of its own under `at` (`data-<i>.csv`), all in one Python process:
 * its start costs more than reading a hundred small files.
 */
function pythonCsvs(reads: [csv: string, delimiter: string][], at: string): string[][][] {
  const list = reads.map(([csv, delimiter], i) => {
    const file = join(at, `data-${i}.csv`);
    writeFileSync(file, csv);
    return [file, delimiter];
  });
  const listFile = join(at, 'reads.json');
  writeFileSync(listFile, JSON.stringify(list));
  const out = execFileSync(
    'python3',
    [
      '-c',
      'import csv, json, sys\ncsv.field_size_limit(1 << 30)\nout = []\nfor path, delimiter in json.load(open(sys.argv[1])):\n    with open(path, newline="", encoding="utf-8-sig") as f:\n        out.append(list(csv.reader(f, delimiter=delimiter)))\nprint(json.dumps(out))',
      listFile,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  return JSON.parse(out) as string[][][];
}

/** Cell texts a spreadsheet would run as a formula, split on any separator it may be set to. */
const FORMULA_TEXTS = [
  "Outage;=cmd|' /C calc'!A0",
  "Outage\t=cmd|' /C calc'!A0",
  'Outage,=HYPERLINK("https://evil.example")',
  'Outage|@SUM(A1)',
  'Outage;+1+2',
  'Outage;-1-2',
  "＝cmd|' /C calc'!A0",
  '＋1+2',
  '－1-2',
  '＠SUM(A1)',
  'Outage;＝1+2',
  "Outage;'quoted",
  'two\nlines\n=1+2',
];
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

describe('CSV cells, whatever separator a reader splits on', () => {
  const exported = () => {
    const { library, issues } = buildLibrary([...VOCAB, caseFile('IL-0001')], { rules: IL_RULES });
    expect(issues).toEqual([]);
    return exportCase(library.cases[0].data, 'https://example.org/cases/IL-0001/');
  };
  const DELIMITERS = [',', ';', '\t', '|'];
  /** The case with `text` in its text fields, and the CSV of it. */
  const caseWith = (text: string) => {
    const c = { ...exported(), title: text, summary: text, service: text };
    return { c, csv: casesCsv([c]) };
  };
  /** The action items CSV of a case whose one item is `text`. */
  const actionItemsWith = (text: string) => {
    const c = exported();
    return actionItemsCsv(
      actionItemRows(
        c,
        [{ text, anchor: 'user-content-action-items' } as LearningItem],
        c.url,
        VOCABULARIES,
      ),
      actionItemColumns(VOCABULARIES),
    );
  };
  // Every CSV of the tables below, as Python reads it split on each delimiter: one Python process
  // for all of them, each test then checking its own.
  const read = new Map<string, string[][]>();
  beforeAll(() => {
    const csvs = FORMULA_TEXTS.flatMap((text) => [caseWith(text).csv, actionItemsWith(text)]);
    const reads = csvs.flatMap((csv) => DELIMITERS.map((d): [string, string] => [csv, d]));
    const at = mkdtempSync(join(tmpdir(), 'il-says-csv-'));
    try {
      pythonCsvs(reads, at).forEach((rows, i) => read.set(JSON.stringify(reads[i]), rows));
    } finally {
      rmSync(at, { recursive: true, force: true });
    }
  });
  const pythonRead = (csv: string, delimiter: string): string[][] => {
    const rows = read.get(JSON.stringify([csv, delimiter]));
    if (!rows)
      throw new Error(`no Python reading of this CSV split on ${JSON.stringify(delimiter)}`);
    return rows;
  };

  it.each(FORMULA_TEXTS)('%j starts no cell with a formula character and reads back', (text) => {
    const { c, csv } = caseWith(text);
    for (const delimiter of DELIMITERS) {
      const cells = pythonRead(csv, delimiter).flat();
      expect(
        cells.filter((cell) => FORMULA_START.test(cell)),
        delimiter,
      ).toEqual([]);
    }
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => fromCsvRecord(r))).toEqual([c]);
  });

  it.each(FORMULA_TEXTS)('an action item %j starts no cell with a formula character', (text) => {
    const csv = actionItemsWith(text);
    for (const delimiter of DELIMITERS) {
      const cells = pythonRead(csv, delimiter).flat();
      expect(
        cells.filter((cell) => FORMULA_START.test(cell)),
        delimiter,
      ).toEqual([]);
    }
  });

  it('bounds a cell at what Excel holds (32,767 characters), the whole value staying in the JSON', () => {
    const long = `${'x'.repeat(40_000)}😀${'y'.repeat(100_000)}`;
    const c = { ...exported(), summary: long, impact: { description: long, categories: [] } };
    const csv = casesCsv([c]);
    const items = actionItemsCsv(
      actionItemRows(c, [{ text: long, anchor: 'a' } as LearningItem], c.url, VOCABULARIES),
      actionItemColumns(VOCABULARIES),
    );
    // Both read in one Python process; the cases CSV is the first file it reads.
    const [rows, itemRows] = pythonCsvs(
      [
        [csv, ','],
        [items, ','],
      ],
      dir,
    );
    const summary = rows[1][rows[0].indexOf('summary')];
    for (const cell of rows.flat()) expect(cell.length).toBeLessThanOrEqual(32_767);
    expect(summary).toMatch(
      /^x+ … \(cut to 32,767 characters: the whole value is in cases\.json\)$/,
    );
    // Python's csv module refuses a field over 131,072 characters by default.
    expect(() =>
      execFileSync(
        'python3',
        [
          '-c',
          'import csv,sys\nlist(csv.reader(open(sys.argv[1], newline="")))',
          join(dir, 'data-0.csv'),
        ],
        { stdio: 'pipe' },
      ),
    ).not.toThrow();
    expect(casesJson([c], FLAGSHIP.config)).toContain(long);
    for (const cell of itemRows.flat()) expect(cell.length).toBeLessThanOrEqual(32_767);
  });
});

/** Source URLs that a browser, a JSON reader and a line reader would each read differently. */
const SPACED_URLS = [
  'https://example.org/post\\nmortem',
  'https://example.org/post\\tmortem',
  'https://exa\\tmple.org/pm',
  'https://example.org/post mortem',
  'https://example.org/post\\u00a0mortem',
  'https://example.org/post\\u2028mortem',
  ' https://example.org/pm',
  'https://example.org/pm\\r',
];

describe('one address for each source', () => {
  it.each(SPACED_URLS)('refuses %j with a hint giving the address a browser reads', async (url) => {
    edit('cases/IL-0001.md', 'url: "https://example.org/pm-1"', `url: "${url}"`);
    const r = await validate();
    expect(r.code).toBe(1);
    const text = r.lines.join('\n');
    expect(text).toMatch(/IL-0001\.md:\d+:\d+ sources\[0\]\.url: /);
    // A carriage return or a line separator is refused first as a character no value may hold,
    // with its own hint.
    if (/\\r$|\\u2028/.test(url)) expect(text).toMatch(/U\+(000D|2028).*\n {4}hint: delete it/);
    else expect(text).toMatch(/hint: .*"https:\/\/example\.org\/[^"\s]*"/);
  });

  it('the page, cases.json and the link check use one normalised address', () => {
    const url = 'https://EXAMPLE.org';
    edit('cases/IL-0001.md', 'url: "https://example.org/pm-1"', `url: "${url}"`);
    const { library, issues } = buildLibrary(readContentTree(dir, content).files, {
      rules: IL_RULES,
    });
    expect(issues).toEqual([]);
    const page = library.cases.find((c) => c.id === 'IL-0001')!.data.sources[0].url;
    const printed: string[] = [];
    expect(runSourceUrls(dir, content, [], (l) => printed.push(l))).toBe(0);
    expect(page).toBe('https://example.org/');
    expect(printed).toContain(page);
    expect(printed).not.toContain(url);
  });

  it('the link check prints an address with a line break as one line, the one a browser reads', () => {
    edit(
      'cases/IL-0001.md',
      'url: "https://example.org/pm-1"',
      'url: "https://example.org/pm\\n-1"',
    );
    const printed: string[] = [];
    runSourceUrls(dir, content, [], (l) => printed.push(l));
    for (const l of printed) expect(l).not.toMatch(/\s/);
    expect(printed).toContain('https://example.org/pm-1');
  });
});

describe('links to the sections a page lays out around its body', () => {
  /** A case sharing no component or root cause with the default ones (etcd, software-defect). */
  const lonely = (id: string, over: Record<string, string> = {}, body?: string) =>
    caseFile(
      id,
      {
        components: 'components: [kubelet]',
        root_causes: 'root_causes:\n  - term: operator-error\n    evidence: stated',
        ...over,
      },
      body,
    );
  const TIMELINE =
    'timeline:\n  - at: "2020-03-16T11:20:00Z"\n    precision: minute\n    event: "A node died."';
  const linking = (id: string, links: string) =>
    caseFile(
      id,
      {},
      `## Symptoms\n\nErrors, ${links}.\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n`,
    );
  const article = (slug: string, fm: string, body = 'Text.\n') => ({
    file: `content/articles/${slug}.md`,
    content: `---\ntitle: An analysis of etcd\nsummary: What went wrong.\nkind: analysis\npublished: "2026-01-01"\nauthors: [Me]\n${fm}---\n\n${body}`,
  });
  const brokenLinks = (files: SourceFile[]) =>
    sortIssues(buildLibrary([...VOCAB, ...files], { rules: IL_RULES }).issues)
      .filter((i) => /broken link/.test(i.message))
      .map((i) => `${i.file}:${i.line} ${i.message}`);

  it('refuses #page-related and #page-timeline on a case page that renders none', () => {
    expect(
      brokenLinks([
        lonely('IL-0001'),
        linking('IL-0002', '[b](case:IL-0001#page-related), [c](case:IL-0001#page-timeline)'),
      ]),
    ).toEqual([
      expect.stringMatching(/IL-0002\.md:\d+ broken link "case:IL-0001#page-related"/),
      expect.stringMatching(/IL-0002\.md:\d+ broken link "case:IL-0001#page-timeline"/),
    ]);
  });

  it('accepts them where the page renders them: cited by an article, sharing a component, with a timeline', () => {
    expect(
      brokenLinks([
        caseFile('IL-0001', { timeline: TIMELINE }),
        linking(
          'IL-0002',
          '[a](case:IL-0001#page-cited-by), [b](case:IL-0001#page-related), [c](case:IL-0001#page-timeline)',
        ),
        article('a', 'related_cases: [IL-0001]\n'),
      ]),
    ).toEqual([]);
  });

  it('accepts the sections every page of a type renders', () => {
    expect(
      brokenLinks([
        caseFile('IL-0001'),
        conceptFile('etcd'),
        linking(
          'IL-0002',
          '[a](case:IL-0001#page-brief), [b](case:IL-0001#page-durations), [c](case:IL-0001#page-facts), [d](case:IL-0001#page-sources), [e](concept:etcd#page-about), [f](concept:etcd#page-cases)',
        ),
      ]),
    ).toEqual([]);
  });

  it('refuses #page-course on a case whose course is a single moment, and accepts it where it is drawn', () => {
    const once = 'incident:\n  start: "2020-03-16T11:19:00Z"\n  precision: minute';
    expect(
      brokenLinks([
        caseFile('IL-0001', { incident: once }),
        caseFile('IL-0003'),
        linking('IL-0002', '[a](case:IL-0001#page-course), [b](case:IL-0003#page-course)'),
      ]),
    ).toEqual([expect.stringMatching(/IL-0002\.md:\d+ broken link "case:IL-0001#page-course"/)]);
  });

  it('counts an article citing a case in its body as citing it, a draft case as sharing nothing', () => {
    expect(
      brokenLinks([
        lonely('IL-0001'),
        lonely('IL-0003', { status: 'status: draft' }),
        linking('IL-0002', '[a](case:IL-0001#page-cited-by)'),
        article('a', '', 'As [IL-0001](case:IL-0001) shows.\n'),
      ]),
    ).toEqual([]);
    expect(
      brokenLinks([
        lonely('IL-0001'),
        lonely('IL-0003', { status: 'status: draft' }),
        linking('IL-0002', '[a](case:IL-0001#page-related)'),
      ]),
    ).toEqual([expect.stringMatching(/broken link "case:IL-0001#page-related"/)]);
  });

  it('counts a case naming another as related, or linking to it, as referring to it (#page-cited-by)', () => {
    // IL-0002 names IL-0001 in `related`; IL-0003 links to IL-0004 in its body: both targets list
    // "Referenced by". IL-0005 links only to itself, which is no reference.
    expect(
      brokenLinks([
        lonely('IL-0001'),
        lonely('IL-0002', { related: 'related:\n  - id: IL-0001\n    relation: follow-up-of' }),
        lonely('IL-0004'),
        lonely(
          'IL-0003',
          {},
          '## Symptoms\n\nLike [IL-0004](case:IL-0004); see [who](case:IL-0001#page-cited-by).\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n',
        ),
        lonely(
          'IL-0005',
          {},
          '## Symptoms\n\nSee [IL-0004](case:IL-0004#page-cited-by) and [me](#page-cited-by).\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n',
        ),
      ]),
    ).toEqual([expect.stringMatching(/IL-0005\.md:\d+ broken link "#page-cited-by"/)]);
  });

  it("refuses an article's #page-references, #page-related and #page-topics when it has none", () => {
    expect(
      brokenLinks([
        caseFile('IL-0001'),
        conceptFile('etcd'),
        article('a', ''),
        article(
          'b',
          'concepts: [etcd]\n',
          'See [refs](article:a#page-references), [cases](article:a#page-related), [topics](article:a#page-topics) and [its own](#page-topics).\n',
        ),
      ]),
    ).toEqual([
      expect.stringMatching(/b\.md:\d+ broken link "article:a#page-references"/),
      expect.stringMatching(/b\.md:\d+ broken link "article:a#page-related"/),
      expect.stringMatching(/b\.md:\d+ broken link "article:a#page-topics"/),
    ]);
  });

  it('refuses an in-page link to a section the page does not render', () => {
    expect(
      brokenLinks([
        lonely(
          'IL-0001',
          {},
          '## Symptoms\n\nSee [who cites it](#page-cited-by), [related](#page-related), [when](#page-timeline).\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n',
        ),
      ]),
    ).toEqual([
      expect.stringMatching(/IL-0001\.md:\d+ broken link "#page-cited-by"/),
      expect.stringMatching(/IL-0001\.md:\d+ broken link "#page-related"/),
      expect.stringMatching(/IL-0001\.md:\d+ broken link "#page-timeline"/),
    ]);
    expect(
      brokenLinks([
        caseFile(
          'IL-0001',
          { timeline: TIMELINE },
          '## Symptoms\n\nSee [related](#page-related), [when](#page-timeline).\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n',
        ),
        caseFile('IL-0002'),
      ]),
    ).toEqual([]);
  });
});

describe('why a case is related, per vocabulary', () => {
  // A root cause and a component may share a slug: each is named from its own vocabulary.
  const labels: Record<string, Record<string, string>> = {
    components: { dns: 'DNS server', etcd: 'etcd' },
    'root-causes': { dns: 'DNS misconfiguration', 'operator-error': 'Operator error' },
  };
  const label = (taxonomy: string, slug: string) => labels[taxonomy]?.[slug] ?? slug;
  const c = (id: string, components: string[], causes: string[], related: object[] = []) =>
    ({ id, components, root_causes: causes.map((term) => ({ term })), related }) as unknown as Case;

  it('lists shared components and shared root causes apart, each with its own label', () => {
    const a = c('IL-0001', ['etcd'], ['dns']);
    const b = c('IL-0002', ['etcd', 'dns'], ['dns', 'operator-error']);
    const [r] = relatedCases(a, [a, b], 5, IL_RULES.vocabularies);
    expect(relatedReason(r, label, IL_RULES.vocabularies)).toBe(
      'shares component etcd; root cause DNS misconfiguration',
    );
  });

  it('says components and root causes in the plural when it shares several', () => {
    const a = c('IL-0001', ['etcd', 'dns'], ['dns', 'operator-error']);
    const b = c('IL-0002', ['etcd', 'dns'], ['dns', 'operator-error']);
    const [r] = relatedCases(a, [a, b], 5, IL_RULES.vocabularies);
    expect(relatedReason(r, label, IL_RULES.vocabularies)).toBe(
      'shares components etcd, DNS server; root causes DNS misconfiguration, Operator error',
    );
  });

  it('names a root cause shared alone as a root cause, never as a component', () => {
    const a = c('IL-0001', ['etcd'], ['dns']);
    const b = c('IL-0002', ['dns'], ['dns']);
    const [r] = relatedCases(a, [a, b], 5, IL_RULES.vocabularies);
    expect(relatedReason(r, label, IL_RULES.vocabularies)).toBe(
      'shares root cause DNS misconfiguration',
    );
  });

  it("gives an explicit relation in the author's words", () => {
    const a = c('IL-0001', ['etcd'], ['dns'], [{ id: 'IL-0002', relation: 'follow-up-of' }]);
    const b = c('IL-0002', ['kubelet'], ['operator-error']);
    expect(
      relatedCases(a, [a, b], 5, IL_RULES.vocabularies).map((r) =>
        relatedReason(r, label, IL_RULES.vocabularies),
      ),
    ).toEqual(['follow up of']);
  });
});

describe('the smaller findings', () => {
  const issuesOf = (files: SourceFile[]) =>
    sortIssues(buildLibrary([...VOCAB, ...files], { rules: IL_RULES }).issues).map(formatIssue);

  it('calls an alias that names a draft case a draft, not a live case', () => {
    const found = issuesOf([
      caseFile('IL-0001', { aliases: 'aliases: [IL-0002]' }),
      caseFile('IL-0002', { status: 'status: draft' }),
    ]);
    expect(found).toEqual([expect.stringMatching(/alias "IL-0002" is the ID of a draft case/)]);
  });

  it.each(['\\u2028', '\\u2029'])(
    'refuses %s, which Unicode line readers take for a line break, and keeps JSON one record a line',
    (ch) => {
      const found = issuesOf([caseFile('IL-0001', { title: `title: "An outage${ch}of etcd"` })]);
      expect(found).toEqual([expect.stringMatching(/IL-0001\.md:3:1 title: /)]);
      const json = recordsJson({}, 'cases', [{ title: `a${JSON.parse(`"${ch}"`)}b` }]);
      expect(json.split(/\r\n|\r|\n|\u2028|\u2029/)).toHaveLength(json.split('\n').length);
      expect(JSON.parse(json)).toEqual({ cases: [{ title: `a${JSON.parse(`"${ch}"`)}b` }] });
    },
  );

  it('takes a vocabulary of 5,000 terms (the file limit stopped near 3,000)', () => {
    const terms = Array.from(
      { length: 5000 },
      (_, i) =>
        `component-${i}:\n  label: Component number ${i}\n  description: A component of the fixture, number ${i}, described in a sentence.\n`,
    ).join('');
    const files = [
      ...VOCAB.filter((f) => !f.file.endsWith('components.yaml')),
      {
        file: 'content/taxonomies/components.yaml',
        content: `etcd:\n  label: etcd\n  description: Key-value store.\n${terms}`,
      },
      caseFile('IL-0001'),
    ];
    expect(new TextEncoder().encode(files.at(-2)!.content as string).length).toBeGreaterThan(
      256 * 1024,
    );
    expect(sortIssues(buildLibrary(files, { rules: IL_RULES }).issues).map(formatIssue)).toEqual(
      [],
    );
  });

  it('refuses an empty content folder, which would publish an empty site over a full one', async () => {
    rmSync(content, { recursive: true });
    mkdirSync(content);
    const r = await validate();
    expect(r.code).toBe(1);
    expect(r.lines.join('\n')).toMatch(/^content\/cases:1:1 .*no case/m);
  });

  it('keeps bidirectional and other invisible controls out of a query read from a shared link', () => {
    const s = stateFromParams(
      new URLSearchParams('q=%E2%80%AEdcte%E2%80%AC&component=%E2%81%A6x%E2%81%A9'),
      // A search page whose library has the component facet, with no term of that slug.
      { component: {} },
    );
    expect(s).toEqual({ q: 'dcte', filters: { component: ['x'] } });
  });

  it('escapes & once in WebVTT and not at all in JSON transcripts (the body wrote &amp;)', () => {
    const t = timeTranscript(
      '## 1. Start\n\n**Host:** AT&amp;T and R&amp;D, 1 &lt; 2 \\* 3.\n',
      '0:04',
    );
    expect(toWebVtt(t, 'T')).toContain('<v Host>AT&amp;T and R&amp;D, 1 &lt; 2 * 3.');
    expect(JSON.parse(toPodcastIndexJson(t)).segments[0].body).toBe('AT&T and R&D, 1 < 2 * 3.');
  });

  it('prints a time known to the hour as the hour, in the durations too', () => {
    expect(
      durationTimeText({ at: '2024-01-01T14:37:00Z', precision: 'hour', from: 'incident.start' }),
    ).toBe('2024-01-01, about 14:00 UTC');
    expect(
      durationTimeText({ at: '2024-01-01T14:37:00Z', precision: 'minute', from: 'incident.start' }),
    ).toBe('2024-01-01 14:37 UTC');
  });

  it("checks the incident's own times as the timeline's: precision, detection before the start", () => {
    const found = issuesOf([
      caseFile('IL-0001', {
        incident:
          'incident:\n  start: "2024-03-01"\n  detected: "2024-02-28T10:00:00Z"\n  precision: minute',
      }),
    ]);
    expect(found).toEqual([
      expect.stringMatching(/incident\.start: precision is "minute" but "2024-03-01" is a date/),
      expect.stringMatching(/incident\.detected: .*before the incident started/),
    ]);
  });

  it('holds the date limits to the instant, not the date as written', () => {
    const today = new Date('2026-12-01T12:00:00Z');
    const limits = (value: string) =>
      checkDateLimits('f.md', ['incident.start', value, 1, 1, 1], today).map((i) => i.message);
    // 2026-12-03T08:00Z: the day after tomorrow in UTC, though written as tomorrow.
    expect(limits('2026-12-02T20:00:00-12:00')).toEqual([expect.stringMatching(/in the future/)]);
    // 2026-12-02T11:00Z: tomorrow, though written as the day after.
    expect(limits('2026-12-03T01:00:00+14:00')).toEqual([]);
    // 2027-12-31T10:30Z: next year, though written as the year after.
    expect(limits('2028-01-01T00:30:00+14:00')).toEqual([expect.stringMatching(/in the future/)]);
    expect(
      issuesOf([
        caseFile('IL-0001', {
          incident: 'incident:\n  start: "1970-01-01T00:30:00+02:00"\n  precision: minute',
        }),
      ]),
    ).toEqual([expect.stringMatching(/incident\.start: .*before 1970/)]);
  });

  it('checks timezone_reported against the offset and the time that zone kept that day', () => {
    const tz = (start: string, zone: string) =>
      issuesOf([
        caseFile('IL-0001', {
          incident: `incident:\n  start: "${start}"\n  precision: minute\n  timezone_reported: ${zone}`,
        }),
      ]);
    expect(tz('2024-07-01T02:30:00-07:00', 'PDT')).toEqual([]);
    expect(tz('2024-01-15T02:30:00-08:00', 'PST')).toEqual([]);
    // PDT is seven hours behind UTC, not eight.
    expect(tz('2024-07-01T02:30:00-08:00', 'PDT')).toEqual([
      expect.stringMatching(
        /incident\.timezone_reported: PDT is UTC−07:00, but incident\.start is at −08:00/,
      ),
    ]);
    // 10 March 2024, 02:30 PDT did not exist: Pacific time was still PST (it went from 02:00 PST to 03:00 PDT).
    expect(tz('2024-03-10T02:30:00-07:00', 'PDT')).toEqual([
      expect.stringMatching(/incident\.timezone_reported: .*PST/),
    ]);
  });
});
