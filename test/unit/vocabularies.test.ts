// A library with vocabularies of its own: a team's library that names the team of each incident
// (a `teams` vocabulary, required) and has no organisations (every incident is its own). Its case
// schema, its JSON Schema, its validation and its tagline follow its `vocabularies` option.
import { describe, expect, it } from 'vitest';
import { PUBLIC_SOURCES } from '../../schemas/index.ts';
import { parseLibraryOptions } from '../../src/config/parse-options.ts';
import { defaultVocabularies, vocabulariesOf } from '../../src/config/vocabularies.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { contentRules } from '../../src/model/rules.ts';
import { jsonSchemaOf, schemaLibraryOf } from '../../src/node/json-schemas.ts';
import { exportShape } from '../../src/site/export.ts';
import { caseFile, VOCAB } from '../helpers/memory.ts';

const teams = {
  name: 'teams',
  title: 'Teams',
  singular: 'Team',
  field: 'teams',
  required: true,
};
const config = parseLibraryOptions({
  title: 'Ops Incident Library',
  description: 'Our own postmortems.',
  author: 'Ops',
  idPrefix: 'IL',
  vocabularies: [...defaultVocabularies.filter((v) => v.role !== 'organisation'), teams],
});
const rules = contentRules(
  { prefix: config.idPrefix, digits: config.idDigits },
  config.componentKinds,
  PUBLIC_SOURCES,
  vocabulariesOf(config),
);

/** The default vocabulary files without the organisations, and the teams'. */
const FILES: SourceFile[] = [
  ...VOCAB.filter((f) => !f.file.endsWith('/organisations.yaml')),
  {
    file: 'content/taxonomies/teams.yaml',
    content:
      'payments:\n  label: Payments\n  description: Runs card payments.\nsearch-infra:\n  label: Search infrastructure\n  description: Runs the search cluster.\n',
  },
];
/** A case of this library: the fixture's, without an organisation, with `teams` as given. */
const teamCase = (id: string, over: Record<string, string> = {}) =>
  caseFile(id, { organisation: '', teams: 'teams: [payments]', ...over });
const problems = (files: SourceFile[]) =>
  sortIssues(buildLibrary([...FILES, ...files], { rules }).issues).map(formatIssue);

describe('a library with a teams vocabulary and no organisations', () => {
  it('has the vocabularies it declares, in its order', () => {
    expect(rules.vocabularies.names).toEqual([
      'components',
      'root-causes',
      'contributing-factors',
      'impact-categories',
      'teams',
    ]);
    expect(rules.vocabularies.byRole.organisation).toBeUndefined();
    expect(rules.vocabularies.linkKinds.teams).toBe('teams');
  });

  it('requires teams on a case and refuses organisation', () => {
    const schema = rules.schemas.cases;
    const valid = buildLibrary([...FILES, teamCase('IL-0001')], { rules }).library.cases[0].data;
    expect(schema.safeParse(valid).success).toBe(true);
    const { teams: _teams, ...without } = valid as Record<string, unknown>;
    const missing = schema.safeParse(without);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['teams']);
    const withOrganisation = schema.safeParse({ ...valid, organisation: 'acme' });
    expect(withOrganisation.success).toBe(false);
    expect(withOrganisation.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['organisation'] }),
    ]);
  });

  it('validates a case naming its team, and names a case without one or with an organisation', () => {
    expect(problems([teamCase('IL-0001')])).toEqual([]);
    expect(problems([teamCase('IL-0002', { teams: '' })])).toEqual([
      'content/cases/IL-0002.md:2:1 teams: required field is missing\n    hint: add "teams:"; see content/_templates/',
    ]);
    const [organisation] = problems([teamCase('IL-0003', { organisation: 'organisation: acme' })]);
    expect(organisation).toMatch(
      /^content\/cases\/IL-0003\.md:5:1 organisation: unknown field "organisation"\n {4}hint: known fields here: .*\bteams\b/,
    );
    expect(organisation.split('hint: ')[1]).not.toMatch(/\borganisation\b/);
  });

  it('names an unknown team slug with the nearest team as a hint', () => {
    const out = problems([teamCase('IL-0001', { teams: 'teams: [paymnets]' })]);
    expect(out).toEqual([
      'content/cases/IL-0001.md:25:9 teams[0]: unknown team "paymnets": not in content/taxonomies/teams.yaml\n    hint: did you mean "payments"?',
    ]);
  });

  it('gives editors a JSON Schema with teams required and no organisation', () => {
    const json = jsonSchemaOf('case', schemaLibraryOf(config)) as {
      properties: Record<string, { description?: string }>;
      required: string[];
    };
    expect(json.required).toContain('teams');
    expect(json.properties.teams.description).toBe(
      'Team slugs from `content/taxonomies/teams.yaml`.',
    );
    expect(Object.keys(json.properties)).not.toContain('organisation');
    expect(json.required).not.toContain('organisation');
  });

  it('exports teams, before the sources, and no organisation', () => {
    const fields = exportShape(rules.schemas.cases).fields;
    expect(fields).toContain('teams');
    expect(fields.indexOf('teams')).toBe(fields.indexOf('sources') - 1);
    expect(fields).not.toContain('organisation');
  });

  it('has a default tagline that counts no organisations', () => {
    expect(config.tagline).toBe(
      '{cases} incidents, cross-linked by component, root cause and contributing factor.',
    );
    expect(config.facets).toEqual(['root-causes', 'components', 'contributing-factors']);
    // A library with the organisations counts them, as the flagship does.
    const flagshipLike = parseLibraryOptions({
      title: 'Acme Incident Library',
      description: 'Our incidents.',
      author: 'Acme',
      idPrefix: 'ACME',
    });
    expect(flagshipLike.tagline).toBe(
      '{cases} incidents from {organisations} organisations, cross-linked by component, root cause and contributing factor.',
    );
    // Its own facets name the vocabularies it is cross-linked by.
    const withTeams = parseLibraryOptions({
      title: 'Ops Incident Library',
      description: 'Our own postmortems.',
      author: 'Ops',
      idPrefix: 'IL',
      vocabularies: [...defaultVocabularies.filter((v) => v.role !== 'organisation'), teams],
      facets: ['teams', 'components'],
    });
    expect(withTeams.tagline).toBe('{cases} incidents, cross-linked by component and team.');
  });
});
