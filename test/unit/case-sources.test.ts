// Sources of a case under the library's `sources` and `internalHosts` options (schemas/case.ts,
// src/config/options-identity.ts): required or optional, and no archived copy of an internal page.
import { describe, expect, it } from 'vitest';
import { PUBLIC_SOURCES } from '../../schemas/index.ts';
import { defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { formatProblem, parseLibraryOptions } from '../../src/config/parse-options.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { contentRules, type ContentRules } from '../../src/model/rules.ts';
import { caseFile, VOCAB } from '../helpers/memory.ts';

const ids = { prefix: 'IL', digits: 4 };
const REQUIRED = contentRules(ids, {}, PUBLIC_SOURCES, defaultVocabularyList());
const OPTIONAL = contentRules(
  ids,
  {},
  { sources: 'optional', internalHosts: [] },
  defaultVocabularyList(),
);
const INTERNAL = contentRules(
  ids,
  {},
  { sources: 'optional', internalHosts: ['wiki.example.com', '.corp.example.com'] },
  defaultVocabularyList(),
);

const check = (rules: ContentRules, files: SourceFile[]) => {
  const { library, issues } = buildLibrary([...VOCAB, ...files], { rules });
  return { library, problems: sortIssues(issues).map(formatIssue) };
};

const source = (url: string, more = '') =>
  `  - title: "Postmortem"\n    url: "${url}"\n    publisher: Acme\n    type: official-postmortem${more}`;

describe('a case without a source', () => {
  it('is refused when sources are required (the default), whether the list is empty or missing', () => {
    expect(check(REQUIRED, [caseFile('IL-0001', { sources: 'sources: []' })]).problems).toEqual([
      expect.stringMatching(/^content\/cases\/IL-0001\.md:\d+:1 sources: needs at least 1 item/),
    ]);
    expect(check(REQUIRED, [caseFile('IL-0001', { sources: '' })]).problems).toEqual([
      expect.stringMatching(
        /^content\/cases\/IL-0001\.md:\d+:1 sources: required field is missing/,
      ),
    ]);
  });

  it('is valid when sources are optional, an empty list or no field at all, and has no sources', () => {
    const empty = check(OPTIONAL, [caseFile('IL-0001', { sources: 'sources: []' })]);
    expect(empty.problems).toEqual([]);
    expect(empty.library.cases[0].data.sources).toEqual([]);
    const none = check(OPTIONAL, [caseFile('IL-0001', { sources: '' })]);
    expect(none.problems).toEqual([]);
    expect(none.library.cases[0].data.sources).toEqual([]);
  });

  it('still has each source it gives checked when sources are optional', () => {
    expect(
      check(OPTIONAL, [
        caseFile('IL-0001', { sources: 'sources:\n  - title: "Postmortem"\n    url: "wiki/pm"' }),
      ]).problems,
    ).not.toEqual([]);
  });
});

describe('a source on an internal host', () => {
  it('is valid without an archive_url', () => {
    expect(
      check(INTERNAL, [
        caseFile('IL-0001', {
          sources: `sources:\n${source('https://wiki.example.com/pm/1')}\n${source('https://jira.corp.example.com/browse/OPS-1')}`,
        }),
      ]).problems,
    ).toEqual([]);
  });

  it('is refused with an archive_url, at that line, with what to do', () => {
    const { problems } = check(INTERNAL, [
      caseFile('IL-0001', {
        sources: `sources:\n${source('https://example.org/pm', '\n    archive_url: "https://archive.ph/abc"')}\n${source('https://jira.corp.example.com/browse/OPS-1', '\n    archive_url: "https://archive.ph/def"')}`,
      }),
    ]);
    expect(problems).toEqual([
      'content/cases/IL-0001.md:29:5 sources[1].archive_url: a source on an internal host (jira.corp.example.com, under internalHosts ".corp.example.com") has no archived copy\n    hint: remove archive_url: an internal source is linked as it is, never to an archive',
    ]);
  });

  it('may give an archive_url when no host is internal', () => {
    expect(
      check(OPTIONAL, [
        caseFile('IL-0001', {
          sources: `sources:\n${source('https://wiki.example.com/pm/1', '\n    archive_url: "https://archive.ph/abc"')}`,
        }),
      ]).problems,
    ).toEqual([]);
  });
});

describe('the sources and internalHosts options', () => {
  const base = { title: 'Acme', description: 'Our incidents.', author: 'Acme', idPrefix: 'ACME' };
  const problems = (options: Record<string, unknown>): string[] | 'valid' => {
    try {
      parseLibraryOptions(options);
      return 'valid';
    } catch (err) {
      return (err as { problems: Parameters<typeof formatProblem>[0][] }).problems.map(
        formatProblem,
      );
    }
  };

  it('default to a public library: sources required, no internal host', () => {
    const config = parseLibraryOptions(base);
    expect(config.sources).toBe('required');
    expect(config.internalHosts).toEqual([]);
    const own = parseLibraryOptions({
      ...base,
      sources: 'optional',
      internalHosts: ['.corp.example.com', 'wiki.example.com'],
    });
    expect(own.sources).toBe('optional');
    expect(own.internalHosts).toEqual(['.corp.example.com', 'wiki.example.com']);
  });

  it('refuse another sources setting and a host written as an address', () => {
    expect(problems({ ...base, sources: 'none' })).toEqual([
      expect.stringMatching(/^sources: .*"required".*"optional"/),
    ]);
    expect(problems({ ...base, internalHosts: ['https://wiki.example.com/'] })).toEqual([
      'internalHosts.0: expected a host name such as "wiki.example.com" or a suffix such as ".corp.example.com" (lower case, no scheme, port or path), got "https://wiki.example.com/"',
    ]);
    expect(problems({ ...base, internalHosts: ['*.corp.example.com'] })).not.toBe('valid');
    expect(problems({ ...base, internalHosts: ['a.example.com', 'a.example.com'] })).not.toBe(
      'valid',
    );
  });
});
