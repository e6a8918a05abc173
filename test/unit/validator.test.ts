// The validator on in-memory libraries: every kind of ../shared/HOSTILE.md "Frontmatter and YAML"
// and "Files and paths" that needs the schema or other files, with the exact text a contributor sees.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  caseIdSchema,
  PUBLIC_SOURCES,
  SlugSchema,
  TaxonomySchema,
  TranscriptSchema,
} from '../../schemas/index.ts';
import { defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary, classifyPath, type SourceFile } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { ROOT } from '../helpers/build-site.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { contentRules } from '../../src/model/rules.ts';

const problems = (files: SourceFile[]) =>
  sortIssues(buildLibrary(files, { rules: IL_RULES }).issues).map(formatIssue);
const hostile = (name: string): SourceFile => ({
  file: 'content/cases/IL-0001.md',
  content: new Uint8Array(readFileSync(join(ROOT, 'test/fixtures/hostile-frontmatter', name))),
});

describe('a valid library', () => {
  it('has no issues', () => {
    expect(problems([...VOCAB, caseFile('IL-0001')])).toEqual([]);
    expect(problems([...VOCAB, hostile('valid-lf.md')])).toEqual([]);
  });
});

describe('dates', () => {
  it('refuses impossible dates and says which field, never rolling them over', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0001', {
          incident:
            'incident:\n  start: 2024-02-30\n  end: "2024-03-01T25:00:00Z"\n  precision: day',
          added: 'added: 2023-02-29',
          last_reviewed: 'last_reviewed: last tuesday',
        }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:8:3 incident.start: 2024-02-30 is not a real calendar date
          hint: dates are YYYY-MM-DD (year, month, day), and month 02 has no day 30; and quote this value: "2024-02-30"",
        "content/cases/IL-0001.md:9:3 incident.end: 2024-03-01T25:00:00Z is not a real time of day
          hint: hours run from 00 to 23, minutes and seconds from 00 to 59",
        "content/cases/IL-0001.md:24:1 added: 2023-02-29 is not a real calendar date
          hint: dates are YYYY-MM-DD (year, month, day), and month 02 has no day 29; and quote this value: "2023-02-29"",
        "content/cases/IL-0001.md:25:1 last_reviewed: expected a date as YYYY-MM-DD, got "last tuesday"
          hint: expected YYYY-MM-DD, in quotes: "2024-03-01"",
      ]
    `);
  });

  it('accepts a bare date as that calendar day, as text', () => {
    const r = buildLibrary(
      [
        ...VOCAB,
        caseFile('IL-0001', {
          incident: 'incident:\n  start: "2024-03-01"\n  precision: day',
          added: 'added: "2024-02-29"',
        }),
      ],
      { rules: IL_RULES },
    );
    expect(r.issues).toEqual([]);
    expect(r.library.cases[0].data.incident.start).toBe('2024-03-01');
    expect(r.library.cases[0].data.added).toBe('2024-02-29');
  });
});

describe('values YAML reads as something else', () => {
  it('asks to quote 0115, 1e3 and other unquoted numbers, and never coerces yes/no', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0001', {
          id: 'id: 0115',
          service: 'service: 1e3',
          status: 'status: yes',
          title: 'title: 18:56',
        }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:1 id: expected text, got the number 115 (YAML reads the unquoted 0115 as a number)
          hint: quote this value: "0115"",
        "content/cases/IL-0001.md:3:1 title: is too short: a title needs at least 3 words
          hint: say what it is about in a few words; and quote this value: "18:56"",
        "content/cases/IL-0001.md:6:1 status: expected one of draft | in-review | published | superseded, got "yes"
          hint: and quote this value: "yes"",
        "content/cases/IL-0001.md:26:1 service: expected text, got the number 1000 (YAML reads the unquoted 1e3 as a number)
          hint: quote this value: "1e3"",
      ]
    `);
  });

  it('keeps NO, yes and 18:56 as the text written, in quotes', () => {
    const r = buildLibrary(
      [
        ...VOCAB,
        caseFile('IL-0001', {
          service: 'service: "yes"',
          incident:
            'incident:\n  start: "2020-03-16T11:19:00Z"\n  precision: minute\n  timezone_reported: "NO"',
        }),
      ],
      { rules: IL_RULES },
    );
    expect(r.issues).toEqual([]);
    expect(r.library.cases[0].data.service).toBe('yes');
    expect(r.library.cases[0].data.incident.timezone_reported).toBe('NO');
  });

  // We read YAML 1.2, where these are text; PyYAML and other YAML 1.1 readers of our files and
  // open data read a number, a boolean or a date, so every reader agrees only when they are quoted.
  it.each([
    ['18:56', 'the number 1136'],
    ['1:02:03', 'the number 3723'],
    ['yes', 'the boolean true'],
    ['NO', 'the boolean false'],
    ['on', 'the boolean true'],
    ['Off', 'the boolean false'],
    ['y', 'the boolean true'],
    ['n', 'the boolean false'],
    ['1_000', 'the number 1000'],
    ['0b101', 'the number 5'],
    ['2024-05-02', 'a date'],
    ['2024-05-02 10:00:00', 'a date'],
  ])('asks to quote %s, which YAML 1.1 readers take as %s', (value, reading) => {
    expect(problems([...VOCAB, caseFile('IL-0001', { service: `service: ${value}` })])).toEqual([
      `content/cases/IL-0001.md:26:10 service: YAML 1.1 readers (PyYAML and many tools that read our files and open data) take the unquoted ${value} as ${reading}\n    hint: quote this value: "${value}"`,
    ]);
  });

  it('asks to quote such a value in a list, and a term name in a vocabulary', () => {
    expect(
      problems([
        ...VOCAB.slice(1),
        {
          file: 'content/taxonomies/components.yaml',
          content:
            'etcd:\n  label: etcd\n  description: Store.\n"on":\n  label: "On"\n  description: Quoted.\noff:\n  label: Off switch\n  description: Unquoted.\n',
        },
        caseFile('IL-0001', { components: 'components: [etcd, off]' }),
      ]),
    ).toEqual([
      'content/cases/IL-0001.md:17:20 components[1]: YAML 1.1 readers (PyYAML and many tools that read our files and open data) take the unquoted off as the boolean false\n    hint: quote this value: "off"',
      'content/taxonomies/components.yaml:7:1 off: YAML 1.1 readers (PyYAML and many tools that read our files and open data) take the unquoted name off as the boolean false\n    hint: quote this name: "off":',
    ]);
  });
});

describe('keys', () => {
  it('names unknown keys with a did-you-mean, at any depth', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0001', {
          summary: 'sumary: "Something failed."',
          incident: 'incident:\n  strat: "2020-03-16"\n  precision: day',
        }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:4:1 sumary: unknown field "sumary", and the required field "summary" is missing
          hint: did you mean "summary"? rename "sumary:" to "summary:"",
        "content/cases/IL-0001.md:8:3 incident.strat: unknown field "strat", and the required field "start" is missing
          hint: did you mean "start"? rename "strat:" to "start:"",
      ]
    `);
  });

  it('refuses __proto__, constructor and << as unknown fields', () => {
    expect(problems([...VOCAB, hostile('proto-keys.md')])).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:7:1 __proto__: unknown field "__proto__"
          hint: known fields here: id, aliases, title, summary, organisation, service, status, incident, impact, timeline, root_causes, components, software, contributing_factors, sources, related, concepts, mitigations, lang, added, last_reviewed, updated",
        "content/cases/IL-0001.md:8:1 constructor: unknown field "constructor"
          hint: known fields here: id, aliases, title, summary, organisation, service, status, incident, impact, timeline, root_causes, components, software, contributing_factors, sources, related, concepts, mitigations, lang, added, last_reviewed, updated",
        "content/cases/IL-0001.md:9:1 <<: unknown field "<<"
          hint: known fields here: id, aliases, title, summary, organisation, service, status, incident, impact, timeline, root_causes, components, software, contributing_factors, sources, related, concepts, mitigations, lang, added, last_reviewed, updated",
      ]
    `);
  });

  it('refuses a duplicate key', () => {
    expect(problems([...VOCAB, hostile('duplicate-key.md')])).toHaveLength(1);
  });

  it('lists every missing field and every wrong type in one run', () => {
    expect(
      problems([
        ...VOCAB,
        {
          file: 'content/cases/IL-0001.md',
          content:
            '---\nid: IL-0001\ncomponents: etcd\nroot_causes: software-defect\n---\n\n## Symptoms\n\nx\n\n## Trigger\n\nx\n\n## Lessons\n\nx\n',
        },
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:1 title: required field is missing
          hint: add "title:"; see content/_templates/",
        "content/cases/IL-0001.md:2:1 summary: required field is missing
          hint: add "summary:"; see content/_templates/",
        "content/cases/IL-0001.md:2:1 organisation: required field is missing
          hint: add "organisation:"; see content/_templates/",
        "content/cases/IL-0001.md:2:1 status: required field is missing
          hint: add "status:" with one of draft | in-review | published | superseded",
        "content/cases/IL-0001.md:2:1 incident: required field is missing
          hint: add "incident:"; see content/_templates/",
        "content/cases/IL-0001.md:2:1 impact: required field is missing
          hint: add "impact:"; see content/_templates/",
        "content/cases/IL-0001.md:2:1 sources: required field is missing
          hint: add "sources:"; see content/_templates/",
        "content/cases/IL-0001.md:2:1 added: required field is missing
          hint: add "added:"; see content/_templates/",
        "content/cases/IL-0001.md:2:1 last_reviewed: required field is missing
          hint: add "last_reviewed:"; see content/_templates/",
        "content/cases/IL-0001.md:3:1 components: expected a list, got "etcd"
          hint: write a list: [etcd] or one "- item" per line",
        "content/cases/IL-0001.md:4:1 root_causes: expected a list of mappings with term and evidence, got "software-defect"
          hint: write "- term: software-defect" with "evidence:" (one of stated | inferred) under it; see content/_templates/",
      ]
    `);
  });
});

describe('invisible characters in IDs, terms and keys', () => {
  it('shows bidirectional and zero-width characters instead of printing them', () => {
    expect(problems([...VOCAB, hostile('bidi-id.md')])).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:1 id: contains an invisible character (U+202E at position 4)
          hint: delete it: retype the value by hand",
      ]
    `);
    expect(problems([...VOCAB, hostile('zero-width-term.md')])).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:16:14 components[0]: contains an invisible character (U+200B at position 3)
          hint: delete it: retype the value by hand",
      ]
    `);
    expect(problems([...VOCAB, hostile('zero-width-key.md')])).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:4:1 sum<U+200B>mary: unknown field "sum<U+200B>mary", and the required field "summary" is missing
          hint: its name contains an invisible character (U+200B at position 4): retype it by hand as "summary:"",
      ]
    `);
  });

  it('refuses them in vocabulary slugs', () => {
    expect(
      problems([
        ...VOCAB.slice(1),
        {
          file: 'content/taxonomies/components.yaml',
          content:
            'etcd:\n  label: etcd\n  description: x.\n"et\u200bcd":\n  label: etcd 2\n  description: x.\n',
        },
        caseFile('IL-0001'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/taxonomies/components.yaml:4:1 et<U+200B>cd: the name "et<U+200B>cd" contains an invisible character (U+200B at position 3)
          hint: delete it: retype the name by hand",
      ]
    `);
  });
});

describe('file names and IDs', () => {
  it('refuses a case whose id differs from its file name', () => {
    expect(problems([...VOCAB, { ...caseFile('IL-0002'), file: 'content/cases/IL-0001.md' }]))
      .toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:1 id: id "IL-0002" does not match the file name IL-0001.md
          hint: make both the same: rename the file to IL-0002.md or set id: IL-0001",
      ]
    `);
  });

  it('refuses duplicate IDs, also differing only in letter case or Unicode normalisation', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0001'),
        { ...caseFile('IL-0001'), file: 'content/cases/il-0001.md' },
        conceptFile('caf\u00e9'),
        { ...conceptFile('cafe\u0301'), file: 'content/concepts/cafe\u0301.md' },
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/il-0001.md:1:1 file name collides with content/cases/IL-0001.md: they differ only in letter case or Unicode normalisation
          hint: keep one of them; on macOS and Windows only one can exist",
        "content/cases/il-0001.md:1:1 case file name must be the case ID, IL-NNNN.md
          hint: content/cases/IL-0001.md exists already: if this file is the same case, delete it; if it is another case, give it the next free ID (\`npm run new:case\` picks one)",
        "content/concepts/café.md:1:1 file name must be a slug: lower-case letters, digits and single hyphens
          hint: e.g. pod-disruption-budget.md",
        "content/concepts/café.md:1:1 file name collides with content/concepts/café.md: they differ only in letter case or Unicode normalisation
          hint: keep one of them; on macOS and Windows only one can exist",
        "content/concepts/café.md:1:1 file name must be a slug: lower-case letters, digits and single hyphens
          hint: e.g. pod-disruption-budget.md",
      ]
    `);
  });

  it('refuses what is not content, never skipping it', () => {
    const paths = [
      'content/cases/IL-0001.mdx',
      'content/cases/IL-0001.md~',
      'content/cases/IL-0001.md.bak',
      'content/cases/.IL-0001.md.swp',
      'content/cases/#IL-0001.md#',
      'content/cases/IL-1.md',
      'content/cases/case-one.md',
      'content/cases/notes.txt',
      'content/cases/.DS_Store',
      'content/concepts/Etcd.md',
      'content/concepts/sub/etcd.md',
      'content/taxonomies/components.yml',
      'content/taxonomies/componets.yaml',
      'content/stray.md',
      'content/case/IL-0001.md',
      'content/_templates/notes.md',
    ];
    expect(paths.map((p) => `${p}: ${JSON.stringify(classifyPath(p, IL_RULES))}`))
      .toMatchInlineSnapshot(`
        [
          "content/cases/IL-0001.mdx: {"kind":"refused","message":"MDX is not accepted: content is plain Markdown","hint":"rename it to IL-0001.md and remove any JSX or imports"}",
          "content/cases/IL-0001.md~: {"kind":"refused","message":"not a Markdown content file (a backup, editor or stray file?)","hint":"delete it, or give it a proper name ending in .md if it is content"}",
          "content/cases/IL-0001.md.bak: {"kind":"refused","message":"not a Markdown content file (a backup, editor or stray file?)","hint":"delete it, or give it a proper name ending in .md if it is content"}",
          "content/cases/.IL-0001.md.swp: {"kind":"refused","message":"not a Markdown content file (a backup, editor or stray file?)","hint":"delete it, or give it a proper name ending in .md if it is content"}",
          "content/cases/#IL-0001.md#: {"kind":"refused","message":"not a Markdown content file (a backup, editor or stray file?)","hint":"delete it, or give it a proper name ending in .md if it is content"}",
          "content/cases/IL-1.md: {"kind":"refused","message":"case file name must be the case ID, IL-NNNN.md","hint":"case numbers here have 4 digits: did you mean IL-0001.md?"}",
          "content/cases/case-one.md: {"kind":"refused","message":"case file name must be the case ID, IL-NNNN.md","hint":"name it after the id field, e.g. IL-0190.md"}",
          "content/cases/notes.txt: {"kind":"refused","message":"not a Markdown content file (a backup, editor or stray file?)","hint":"delete it, or give it a proper name ending in .md if it is content"}",
          "content/cases/.DS_Store: {"kind":"refused","message":"not content: a file the operating system left behind","hint":"delete it (and keep it out of commits with .gitignore)"}",
          "content/concepts/Etcd.md: {"kind":"refused","message":"file name must be a slug: lower-case letters, digits and single hyphens","hint":"e.g. pod-disruption-budget.md"}",
          "content/concepts/sub/etcd.md: {"kind":"refused","message":"content files may not be in sub-folders","hint":"move it to content/concepts/"}",
          "content/taxonomies/components.yml: {"kind":"refused","message":"not a vocabulary file: expected one of components.yaml, root-causes.yaml, contributing-factors.yaml, impact-categories.yaml, organisations.yaml","hint":"did you mean \\"components\\"?"}",
          "content/taxonomies/componets.yaml: {"kind":"refused","message":"not a vocabulary file: expected one of components.yaml, root-causes.yaml, contributing-factors.yaml, impact-categories.yaml, organisations.yaml","hint":"did you mean \\"components\\"?"}",
          "content/stray.md: {"kind":"refused","message":"stray file at the top of content/","hint":"content files live in cases/, concepts/, articles/, transcripts/, mitigations/ or taxonomies/"}",
          "content/case/IL-0001.md: {"kind":"refused","message":"unknown content folder \\"case\\"","hint":"did you mean \\"cases\\"?"}",
          "content/_templates/notes.md: {"kind":"refused","message":"not a template: expected one of case.md, concept.md, article.md, transcript.md, mitigation.md"}",
        ]
      `);
  });
});

describe('a library with its own case ID rule', () => {
  const acme = contentRules(
    { prefix: 'ACME', digits: 3 },
    {},
    PUBLIC_SOURCES,
    defaultVocabularyList(),
  );
  const acmeProblems = (files: SourceFile[]) =>
    sortIssues(buildLibrary(files, { rules: acme }).issues).map(formatIssue);

  it('takes the prefix and width from the rule, more digits past the width without a leading zero', () => {
    const id = caseIdSchema(acme.ids);
    for (const ok of ['ACME-001', 'ACME-190', 'ACME-999', 'ACME-1000', 'ACME-12345'])
      expect(id.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'ACME-01',
      'ACME-0001',
      'ACME-0999',
      'IL-0001',
      'acme-001',
      'ACME001',
      'XACME-001',
      'ACME-001x',
    ])
      expect(id.safeParse(bad).success, bad).toBe(false);
    expect(id.safeParse('IL-0001').error?.issues[0].message).toBe(
      'expected a case ID: "ACME-" and 3 digits, e.g. "ACME-190"',
    );
  });

  it('accepts its own cases and refuses the flagship’s IDs, in file names and in fields', () => {
    const related = 'related:\n  - id: ACME-001\n    relation: same-component';
    expect(
      acmeProblems([...VOCAB, caseFile('ACME-001'), caseFile('ACME-002', { related })]),
    ).toEqual([]);
    expect(
      acmeProblems([
        ...VOCAB,
        caseFile('ACME-001', { aliases: 'aliases: [IL-0007]' }),
        caseFile('IL-0002'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/ACME-001.md:26:11 aliases[0]: expected a case ID: "ACME-" and 3 digits, e.g. "ACME-190"",
        "content/cases/IL-0002.md:1:1 case file name must be the case ID, ACME-NNN.md
          hint: this library's case IDs start with "ACME-": did you mean ACME-002.md?",
      ]
    `);
  });

  it('hints at the name a case file should have under the rule', () => {
    const hint = (file: string, rules = acme) => {
      const c = classifyPath(`content/cases/${file}`, rules);
      return c.kind === 'refused' ? `${c.message} (${c.hint})` : c.kind;
    };
    expect(hint('ACME-007.md')).toBe('entry');
    expect(hint('acme-007.md')).toBe(
      'case file name must be the case ID, ACME-NNN.md (rename it to ACME-007.md)',
    );
    // A case copied from another library, whose number fits this library's width.
    expect(hint('IL-007.md')).toBe(
      'case file name must be the case ID, ACME-NNN.md (this library\'s case IDs start with "ACME-": did you mean ACME-007.md?)',
    );
    expect(hint('notes.md')).toBe(
      'case file name must be the case ID, ACME-NNN.md (name it after the id field, e.g. ACME-190.md)',
    );
    // The flagship's own files are still its own.
    expect(hint('IL-0190.md', IL_RULES)).toBe('entry');
    expect(hint('ACME-190.md', IL_RULES)).toBe(
      'case file name must be the case ID, IL-NNNN.md (this library\'s case IDs start with "IL-": did you mean IL-0190.md?)',
    );
  });
});

describe('values that reach a URL or an output path', () => {
  it('never contain "..", slashes or absolute paths', () => {
    for (const bad of ['../etc', 'a/b', '/etc/passwd', '..', 'a..b', 'a\\b', 'a%2Fb']) {
      expect(SlugSchema.safeParse(bad).success).toBe(false);
      expect(caseIdSchema(IL_RULES.ids).safeParse(`IL-0001${bad}`).success).toBe(false);
      expect(TaxonomySchema.safeParse({ [bad]: { label: 'x', description: 'y' } }).success).toBe(
        false,
      );
    }
    const transcript = {
      title: 'An etcd episode',
      summary: 'What went wrong.',
      concept: 'etcd',
      duration: '1:00',
      speakers: [{ name: 'Host', role: 'asks' }],
      production: 'p',
      published: '2026-01-01',
    };
    expect(
      TranscriptSchema.safeParse({ ...transcript, audio: '../../etc/passwd.mp3' }).success,
    ).toBe(false);
    expect(TranscriptSchema.safeParse({ ...transcript, audio: 'ok.mp3' }).success).toBe(true);
    expect(classifyPath('content/concepts/..md', IL_RULES)).toMatchObject({ kind: 'refused' });
  });

  it("skips a narration's temporary transcript, and only that form in transcripts/", () => {
    const kind = (p: string) => classifyPath(p, IL_RULES).kind;
    expect(kind('content/transcripts/.etcd-podcast.md.4242-9f3a01.tmp')).toBe('skip');
    expect(kind('content/cases/.IL-0001.md.4242-9f3a01.tmp')).toBe('refused');
    expect(kind('content/transcripts/.etcd-podcast.md.tmp')).toBe('refused');
    expect(kind('content/transcripts/etcd-podcast.md.4242-9f3a01.tmp')).toBe('refused');
    expect(kind('content/transcripts/.etcd-podcast.md.4242-9f3a01.tmp.swp')).toBe('refused');
  });
});

describe('placeholders, templates, terms and links', () => {
  it('refuses blanks left by npm run new:case, in fields and in the body', () => {
    expect(
      problems([
        ...VOCAB,
        caseFile(
          'IL-0001',
          { title: 'title: "TODO: one line: what failed and why"' },
          '## Symptoms\n\nTODO: what people saw.\n\n## Trigger\n\nx\n\n## Lessons\n\nx\n',
        ),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:3:1 title: still holds the placeholder from \`npm run new:case\`
          hint: replace the TODO text with the real value",
        "content/cases/IL-0001.md:30:1 body: placeholder text from \`npm run new:case\` is still here
          hint: replace the TODO line with your own text",
      ]
    `);
  });

  it('validates templates against their schema', () => {
    expect(
      problems([
        ...VOCAB,
        { file: 'content/_templates/case.md', content: '---\nid: IL-0000\ntitel: x\n---\n' },
      ]).join('\n'),
    ).toContain('unknown field "titel"');
    const template = readFileSync(join(ROOT, 'content/_templates/case.md'), 'utf8');
    expect(problems([...VOCAB, { file: 'content/_templates/case.md', content: template }])).toEqual(
      [],
    );
  });

  it('names the slug when a term field holds a label, and suggests terms for an empty list', () => {
    const vocab = [
      ...VOCAB.slice(1),
      {
        file: 'content/taxonomies/components.yaml',
        content:
          'lb-edge:\n  label: "Load balancer, edge"\n  description: x.\netcd:\n  label: etcd\n  description: y.\n',
      },
    ];
    expect(
      problems([
        ...vocab,
        caseFile('IL-0001', { components: 'components: ["Load balancer, edge", "Etcd"]' }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:17:14 components[0]: expected a slug: lower-case letters, digits and single hyphens (e.g. "postgresql", "load-balancer")
          hint: write the term's slug, "lb-edge" (its label is "Load balancer, edge")",
        "content/cases/IL-0001.md:17:37 components[1]: expected a slug: lower-case letters, digits and single hyphens (e.g. "postgresql", "load-balancer")
          hint: write the term's slug, "etcd" (its label is "etcd")",
      ]
    `);
    expect(problems([...vocab, caseFile('IL-0001', { components: 'components: []' })]))
      .toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:17:1 components: needs at least 1 item
          hint: pick terms from content/taxonomies/components.yaml (e.g. "lb-edge", "etcd"), or add one there with its label and description",
      ]
    `);
  });

  it('refuses site-absolute links, which break under a sub-path', () => {
    const body =
      '## Symptoms\n\nSee [the case](/cases/IL-0002/#trigger) and [home](/).\n\n## Trigger\n\nx\n\n## Lessons\n\nx\n';
    expect(problems([...VOCAB, caseFile('IL-0001', {}, body), caseFile('IL-0002')]))
      .toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:30:16 body: site-absolute link "/cases/IL-0002/#trigger": it breaks when the site is served under a sub-path
          hint: write [text](case:IL-0002#trigger) instead",
        "content/cases/IL-0001.md:30:52 body: site-absolute link "/": it breaks when the site is served under a sub-path
          hint: link pages as [text](case:IL-0190) or [text](concept:etcd)",
      ]
    `);
  });

  it('does not cascade: a link to a case that exists but has errors is reported only there', () => {
    const out = problems([
      ...VOCAB,
      caseFile('IL-0001', { related: 'related:\n  - id: IL-0002\n    relation: similar-failure' }),
      caseFile('IL-0002', { status: 'status: done' }),
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('content/cases/IL-0002.md');
  });
});

describe('reading content/ from disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-read-'));
  const content = join(dir, 'content');
  mkdirSync(join(content, 'cases'), { recursive: true });
  mkdirSync(join(content, 'concepts'), { recursive: true });
  writeFileSync(join(content, 'cases/IL-0001.md'), caseFile('IL-0001').content);
  writeFileSync(join(content, 'cases/IL-0003.md'), `---\ntitle: x\n---\n${'x'.repeat(300_000)}`);
  symlinkSync(join(content, 'cases/IL-0001.md'), join(content, 'cases/IL-0002.md'));
  symlinkSync(join(content, 'cases'), join(content, 'articles'));
  writeFileSync(join(content, 'concepts/.DS_Store'), 'junk');

  it('refuses symbolic links (never followed) and oversize files (never read), and returns every other file', () => {
    const r = readContentTree(dir, content);
    expect(r.files.map((f) => f.file)).toEqual([
      'content/cases/IL-0001.md',
      'content/concepts/.DS_Store',
    ]);
    expect(r.issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/articles:1:1 symbolic links are not followed in content/
          hint: replace the link with the file itself",
        "content/cases/IL-0002.md:1:1 symbolic links are not followed in content/
          hint: replace the link with the file itself",
        "content/cases/IL-0003.md:1:1 file is 300017 bytes, over the 262144-byte limit
          hint: split it, or cut what does not belong on one page",
      ]
    `);
    expect(problems(r.files)).toContain(
      'content/concepts/.DS_Store:1:1 not content: a file the operating system left behind\n    hint: delete it (and keep it out of commits with .gitignore)',
    );
  });

  it('reads lazily with the same result', () => {
    const lazy = readContentTree(dir, content, { lazy: true });
    expect(lazy.files.map((f) => [f.file, Buffer.from(f.content).toString()])).toEqual(
      readContentTree(dir, content).files.map((f) => [f.file, Buffer.from(f.content).toString()]),
    );
  });
});
