// The options of incidentLibrary(): every problem named by its option, with a hint.
import { describe, expect, it } from 'vitest';
import { PUBLIC_SOURCES } from '../../schemas/index.ts';
import { defaultVocabularies, defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem, parseLibraryOptions } from '../../src/config/parse-options.ts';
import { optionFileProblems } from '../../src/node/option-files.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { formatIssue } from '../../src/model/errors.ts';
import { contentRules } from '../../src/model/rules.ts';
import { hostile } from '../helpers/hostile.ts';

const base = {
  title: 'Acme Incident Library',
  description: 'Our incidents.',
  author: 'Acme',
  idPrefix: 'ACME',
};

/** The lines a user sees for `options`, or `valid`. */
function problems(options: Record<string, unknown>): string[] | 'valid' {
  try {
    parseLibraryOptions(options);
    return 'valid';
  } catch (err) {
    return (err as { problems: Parameters<typeof formatProblem>[0][] }).problems.map(formatProblem);
  }
}

describe('incidentLibrary() options', () => {
  it('accepts the smallest library and fills in the defaults', () => {
    const config = parseLibraryOptions(base);
    expect(config.idDigits).toBe(4);
    expect(config.contentDir).toBe('content');
    expect(config.accent).toEqual({ light: '#0b57d0', dark: '#8ab4f8' });
  });

  it('names an unknown key with "did you mean", at the top and inside an option', () => {
    expect(problems({ ...base, titel: 'x', repository: { url: 'https://x.org', brnach: 'main' } }))
      .toMatchInlineSnapshot(`
        [
          "repository.brnach: is not an option (did you mean "branch"?)",
          "titel: is not an option (did you mean "title"?)",
        ]
      `);
  });

  it('refuses a bad prefix and says what a prefix is', () => {
    expect(problems({ ...base, idPrefix: 'acme-' })).toMatchInlineSnapshot(`
      [
        "idPrefix: expected 1 to 10 upper-case letters or digits, starting with a letter, e.g. "ACME", got "acme-"",
      ]
    `);
    expect(problems({ ...base, idPrefix: '1AB' })).not.toBe('valid');
  });

  it('refuses a colour that is not #rrggbb, and one too faint to read as a link', () => {
    expect(problems({ ...base, accent: { light: 'purple', dark: '#ffff00' } })).toEqual([
      'accent.light: expected a colour as #rrggbb, e.g. "#0b57d0", got "purple"',
    ]);
    expect(problems({ ...base, accent: { light: '#ffcc00', dark: '#c6a6ff' } }))
      .toMatchInlineSnapshot(`
        [
          "accent.light: #ffcc00 has a contrast of 1.51:1 on the light background #ffffff; links need 4.5:1 (choose a darker colour)",
        ]
      `);
    expect(problems({ ...base, accent: { light: '#8a3ffc', dark: '#3b0a7a' } })).toEqual([
      expect.stringMatching(
        /^accent\.dark: #3b0a7a has a contrast of 1\.\d\d:1 on the dark background/,
      ),
    ]);
  });

  it('refuses an address that is not absolute http(s)', () => {
    expect(problems({ ...base, repository: { url: 'gitlab.com/acme/postmortems' } })).toEqual([
      'repository.url: expected an absolute http(s) address, e.g. "https://github.com/acme/incidents", got "gitlab.com/acme/postmortems"',
    ]);
    expect(problems({ ...base, repository: { url: 'javascript:alert(1)' } })).not.toBe('valid');
  });

  it('refuses an address or branch a link cannot hold as written, naming the option', () => {
    expect(
      problems({ ...base, repository: { url: 'https://github.com/acme/in"cidents' } }),
    ).toEqual([
      'repository.url: contains a double quote, which a link cannot hold, got "https://github.com/acme/in\\"cidents" (percent-encode it (a space is %20, a double quote %22) or leave it out)',
    ]);
    for (const url of [
      'https://github.com/acme/incidents ',
      'https://github.com/acme/\nincidents',
      'https://github.com/acme/<incidents>',
      'https://github.com/acme/incidents?tab=readme',
      'https://github.com/acme/incidents#top',
    ])
      expect(problems({ ...base, repository: { url } }), url).toEqual([
        expect.stringMatching(/^repository\.url: (contains|must not have a query)/),
      ]);
    for (const branch of ['main branch', 'main"', 'ma\nin', 'a..b', 'feature/', '-x', 'a:b', 'x#1'])
      expect(
        problems({ ...base, repository: { url: 'https://github.com/acme/incidents', branch } }),
        branch,
      ).toEqual([expect.stringMatching(/^repository\.branch: contains .*\(the branch name as/)]);
    for (const branch of ['main', 'release/2.4', 'fix-123_b.x', 'v1.2+x'])
      expect(
        problems({ ...base, repository: { url: 'https://github.com/acme/incidents/', branch } }),
      ).toBe('valid');
  });

  it('reads a path under public/ with or without its leading slash, and refuses one leaving it', () => {
    const config = parseLibraryOptions({
      ...base,
      logo: { src: '/brand/logo.svg' },
      podcast: { image: '//cover.png' },
    });
    expect(config.logo?.src).toBe('brand/logo.svg');
    expect(config.podcast.image).toBe('cover.png');
    expect(problems({ ...base, logo: { src: '../secret.svg' } })).toEqual([
      expect.stringMatching(
        /^logo\.src: expected a path under public\/.*without "\." or "\.\." parts/,
      ),
    ]);
    expect(problems({ ...base, podcast: { image: 'https://cdn.example.org/cover.png' } })).toEqual([
      expect.stringMatching(/^podcast\.image: expected a path under public\//),
    ]);
  });

  it('reads the search facets in the order given, and refuses one named twice or unknown', () => {
    expect(parseLibraryOptions({ ...base, facets: ['components', 'root-causes'] }).facets).toEqual([
      'components',
      'root-causes',
    ]);
    const twice = problems({ ...base, facets: ['components', 'components'] });
    expect(twice).toHaveLength(1);
    expect((twice as string[])[0]).toMatch(/^facets: .*twice/);
    const unknown = problems({ ...base, facets: ['organisation'] });
    expect((unknown as string[])[0]).toMatch(/^facets\.0: /);
  });

  it('reads customCss as .css files from the project root, and refuses one leaving it', () => {
    expect(parseLibraryOptions(base).customCss).toEqual([]);
    const config = parseLibraryOptions({
      ...base,
      customCss: ['./src/styles/acme.css', 'theme/dark.css'],
    });
    expect(config.customCss).toEqual(['src/styles/acme.css', 'theme/dark.css']);
    expect(problems({ ...base, customCss: ['../shared/acme.css'] })).toEqual([
      expect.stringMatching(/^customCss\.0: expected a path under the project root.*"\.\."/),
    ]);
    expect(problems({ ...base, customCss: ['src/styles/acme.scss'] })).toEqual([
      expect.stringMatching(/^customCss\.0: expected a \.css file under the project root/),
    ]);
    expect(problems({ ...base, customCss: 'src/styles/acme.css' })).toEqual([
      expect.stringMatching(/^customCss: /),
    ]);
  });

  it('names each customCss file that is not there, on one line, from the project root', () => {
    const root = mkdtempSync(join(tmpdir(), 'il-options-'));
    try {
      mkdirSync(join(root, 'src/styles'), { recursive: true });
      writeFileSync(join(root, 'src/styles/acme.css'), 'body { color: red; }\n');
      const config = parseLibraryOptions({
        ...base,
        customCss: ['src/styles/acme.css', 'src/styles/missing.css'],
      });
      const found = optionFileProblems(config, { root, publicDir: join(root, 'public') });
      expect(found.map(formatProblem)).toEqual([
        'customCss.1: src/styles/missing.css does not exist (put the stylesheet there, or name one that is there; customCss.1 is a path from the project root, e.g. "src/styles/custom.css")',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('takes components as .astro files under the project root, one per slot it knows', () => {
    const config = parseLibraryOptions({
      ...base,
      components: { SiteFooter: './src/components/Footer.astro', CaseCard: 'src/Card.astro' },
    });
    expect(config.components).toEqual({
      SiteFooter: 'src/components/Footer.astro',
      CaseCard: 'src/Card.astro',
    });
    expect(parseLibraryOptions(base).components).toEqual({});
    expect(problems({ ...base, components: { SiteFootr: 'src/components/Footer.astro' } })).toEqual(
      ['components.SiteFootr: is not an option (did you mean "SiteFooter"?)'],
    );
    expect(problems({ ...base, components: { SiteFooter: '../shared/Footer.astro' } })).toEqual([
      expect.stringMatching(
        /^components\.SiteFooter: expected a path under the project root.*"\.\."/,
      ),
    ]);
    expect(problems({ ...base, components: { SiteFooter: 'src/components/Footer.tsx' } })).toEqual([
      expect.stringMatching(
        /^components\.SiteFooter: expected a \.astro file under the project root/,
      ),
    ]);
    expect(problems({ ...base, components: { SiteFooter: '/abs/Footer.astro' } })).toEqual([
      expect.stringMatching(/^components\.SiteFooter: expected a path under the project root/),
    ]);
  });

  it('names each components file that is not there, on one line, from the project root', () => {
    const root = mkdtempSync(join(tmpdir(), 'il-options-'));
    try {
      mkdirSync(join(root, 'src/components'), { recursive: true });
      writeFileSync(join(root, 'src/components/Footer.astro'), '<footer>Ours</footer>\n');
      const config = parseLibraryOptions({
        ...base,
        components: {
          SiteFooter: 'src/components/Footer.astro',
          FactsBox: 'src/components/Facts.astro',
        },
      });
      const found = optionFileProblems(config, { root, publicDir: join(root, 'public') });
      expect(found.map(formatProblem)).toEqual([
        'components.FactsBox: src/components/Facts.astro does not exist (put the component there, or name one that is there; components.FactsBox is a path from the project root, e.g. "src/components/FactsBox.astro")',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names every missing required option', () => {
    expect(problems({})).toEqual([
      'title: is required',
      'description: is required',
      'idPrefix: is required',
      'author: is required',
    ]);
  });

  it('refuses a tagline placeholder other than {cases} and {organisations}, naming them', () => {
    expect(problems({ ...base, tagline: '{constructor} incidents' })).toEqual([
      'tagline: has an unknown placeholder {constructor}, got "{constructor} incidents" (the placeholders are {cases} and {organisations})',
    ]);
    expect(problems({ ...base, tagline: '{cases} incidents from {organizations} firms' })).toEqual([
      'tagline: has an unknown placeholder {organizations}, got "{cases} incidents from {organizations} firms" (did you mean {organisations}? the placeholders are {cases} and {organisations})',
    ]);
    expect(problems({ ...base, tagline: '{cases} incidents in { braces }' })).toBe('valid');
  });

  // Bidirectional controls reorder the text around them on the page and in a terminal (the
  // "Trojan Source" characters); C1 controls are invisible or act as line breaks (U+0085).
  it.each(
    hostile('options', [
      ['logo.alt', { logo: { src: 'logo.svg', alt: 'Acme\u202elogo' } }],
      ['podcast.title', { podcast: { title: 'Acme\u2066podcast' } }],
      ['podcast.description', { podcast: { description: 'Acme\u200fpodcast' } }],
      ['podcast.language', { podcast: { language: 'en\u0085' } }],
      ['podcast.category', { podcast: { category: 'Technology\u009b' } }],
      ['title', { title: 'Acme\u202aIncidents' }],
      ['tagline', { tagline: '{cases} incidents\u2069' }],
      ['search.placeholder', { search: { placeholder: 'etcd\u061c' } }],
      ['componentKinds.compute', { componentKinds: { compute: 'Compute\u0080' } }],
      [
        'contentLicence.name',
        { contentLicence: { id: 'X', name: 'X\u200e', url: 'https://x.org' } },
      ],
    ]),
  )('refuses a bidirectional or C1 control in %s, on one line naming it', (option, over) => {
    const lines = problems({ ...base, ...over });
    expect(lines).not.toBe('valid');
    expect(lines).toHaveLength(1);
    const [line] = lines as string[];
    expect(line.startsWith(`${option}: `)).toBe(true);
    expect(line).toMatch(/U\+[0-9A-F]{4}/);
    expect(line).not.toMatch(
      /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
    );
  });

  it.each(
    hostile('options', [
      [
        'repository.url',
        { repository: { url: 'https://user:secret@github.com/acme/incidents' } },
        /user name or password/,
      ],
      [
        'repository.url',
        { repository: { url: 'https://github.com/acme/\u202eincidents' } },
        /U\+202E, a bidirectional control/,
      ],
      [
        'repository.branch',
        { repository: { url: 'https://github.com/acme/incidents', branch: 'ma\u2066in' } },
        /U\+2066, a bidirectional control/,
      ],
      ['podcast.language', { podcast: { language: 'not a language!' } }, /BCP 47/],
      [
        'caseFields.0.values',
        { caseFields: [{ name: 'severity', label: 'Severity', values: ['sev1', 'sev1'] }] },
        /"sev1" twice/,
      ],
    ]),
  )(
    'refuses in %s what its pages and feeds could not use as given, naming it',
    (option, over, says) => {
      const lines = problems({ ...base, ...over });
      expect(lines).not.toBe('valid');
      expect(lines).toHaveLength(1);
      const [line] = lines as string[];
      expect(line.startsWith(`${option}: `)).toBe(true);
      expect(line).toMatch(says);
    },
  );

  it('prints one line per problem, whatever the value holds', () => {
    const lines = problems({ ...base, title: 'Acme\n::error::forged' });
    expect(lines).not.toBe('valid');
    for (const line of lines as string[]) expect(line).not.toMatch(/\n/);
  });
});

describe('the vocabularies option', () => {
  /** A team's own vocabulary, as a library adds it. */
  const teams = { name: 'teams', title: 'Teams', singular: 'Team', field: 'teams' };
  /** The defaults and one more vocabulary. */
  const withOne = (extra: Record<string, unknown>) => ({
    ...base,
    vocabularies: [...defaultVocabularies, { ...teams, ...extra }],
  });
  /** The defaults without the organisations, and the teams. */
  const noOrganisations = [...defaultVocabularies.filter((v) => v.role !== 'organisation'), teams];

  it('accepts the defaults plus a vocabulary of its own, with its defaults filled in', () => {
    const config = parseLibraryOptions(withOne({}));
    expect(config.vocabularies.map((v) => v.name)).toEqual([
      ...defaultVocabularies.map((v) => v.name),
      'teams',
    ]);
    expect(config.vocabularies.at(-1)).toMatchObject({
      many: true,
      graded: false,
      required: false,
      verb: 'name',
      chip: 'plain',
      pages: [],
    });
  });

  it('refuses a name given twice, naming the vocabulary that has it first', () => {
    expect(problems(withOne({ name: 'components', link: 'team', field: 'teams' }))).toEqual([
      'vocabularies.5.name: "components" is the name of vocabulary 1 too (give each vocabulary its own name)',
    ]);
  });

  it("refuses a name that is a URL segment of the site's own pages", () => {
    expect(problems(withOne({ name: 'search', link: 'team' }))).toEqual([
      'vocabularies.5.name: "search" is a URL segment of the site\'s own pages (name the vocabulary otherwise, e.g. by the plural of what its terms are)',
    ]);
    // A content type's folder is one too.
    expect(problems(withOne({ name: 'cases', link: 'team' }))).toEqual([
      expect.stringMatching(/^vocabularies\.5\.name: "cases" is a URL segment/),
    ]);
  });

  it('refuses an `after` that names no case field, with the nearest field as a hint', () => {
    expect(problems(withOne({ after: 'sumary' }))).toEqual([
      'vocabularies.5.after: "sumary" is not a case field (did you mean "summary"?)',
    ]);
    // Another vocabulary's field is a case field too.
    expect(problems(withOne({ after: 'root_causes' }))).toBe('valid');
  });

  it('refuses a role that another vocabulary plays already', () => {
    expect(problems(withOne({ role: 'component' }))).toEqual([
      'vocabularies.5.role: vocabulary 1 has the role "component" already (a role is played by one vocabulary)',
    ]);
  });

  it("refuses a facet that names none of the library's vocabularies, with a hint", () => {
    expect(
      problems({ ...base, vocabularies: noOrganisations, facets: ['components', 'team'] }),
    ).toEqual([
      'facets.1: "team" is not one of the library\'s vocabularies (components, root-causes, contributing-factors, impact-categories, teams) (did you mean "teams"?)',
    ]);
    // A default facet whose vocabulary the library left out is a facet no more.
    expect(problems({ ...base, vocabularies: noOrganisations, facets: ['organisations'] })).toEqual(
      [expect.stringMatching(/^facets\.0: "organisations" is not one of/)],
    );
  });

  it('refuses a field that every JavaScript object answers to, which a case would read from its prototype', () => {
    for (const name of ['constructor', 'hasownproperty', 'then'])
      expect(problems(withOne({ name, link: 'team', field: name }))).toEqual([
        `vocabularies.5.field: "${name}" is the name of a member every JavaScript object has (name the field after the vocabulary, e.g. its name)`,
      ]);
    expect(problems(withOne({ field: 'impact.constructor' }))).toEqual([
      expect.stringMatching(/^vocabularies\.5\.field: "constructor" is the name of a member/),
    ]);
    expect(problems({ ...base, caseFields: [{ name: 'tostring', label: 'To string' }] })).toEqual([
      'caseFields.0.name: "tostring" is the name of a member every JavaScript object has (give the field another name)',
    ]);
  });

  it('refuses a tagline counting {organisations} when no vocabulary has that role', () => {
    const tagline = '{cases} incidents from {organisations} organisations';
    expect(problems({ ...base, vocabularies: noOrganisations, tagline })).toEqual([
      `tagline: counts {organisations}, but no vocabulary has the role "organisation", got "${tagline}" (write a tagline without {organisations})`,
    ]);
    expect(problems({ ...base, tagline })).toBe('valid');
  });
});

describe('a case file named for another library', () => {
  it('is refused with the name this library expects', () => {
    const acme = contentRules(
      { prefix: 'ACME', digits: 4 },
      {},
      PUBLIC_SOURCES,
      defaultVocabularyList(),
    );
    const { issues } = buildLibrary(
      [{ file: 'content/cases/IL-0001.md', content: '---\nid: IL-0001\n---\n' }],
      { rules: acme },
    );
    expect(issues.map(formatIssue)).toEqual([
      expect.stringContaining(
        'content/cases/IL-0001.md:1:1 case file name must be the case ID, ACME-NNNN.md',
      ),
    ]);
    expect(issues[0].hint).toBe(
      'this library\'s case IDs start with "ACME-": did you mean ACME-0001.md?',
    );
  });
});

describe('a content folder of another name', () => {
  it('is read like content/: its files are classified by their folders inside it', () => {
    const acme = contentRules(
      { prefix: 'ACME', digits: 4 },
      {},
      PUBLIC_SOURCES,
      defaultVocabularyList(),
    );
    const { issues } = buildLibrary(
      [
        { file: 'incidents/cases/ACME-0001.md', content: '---\nid: ACME-0001\n---\n' },
        { file: 'incidents/notes.txt', content: 'x' },
      ],
      { rules: acme },
    );
    const messages = issues.map((i) => `${i.file} ${i.message}`);
    expect(messages.some((m) => m.includes('unknown content folder'))).toBe(false);
    expect(messages).toContain('incidents/notes.txt stray file at the top of content/');
    expect(messages.some((m) => m.startsWith('incidents/cases/ACME-0001.md'))).toBe(true);
  });
});
