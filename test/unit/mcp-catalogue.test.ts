// The MCP server's reading of a library, on files in memory: URLs on the configured site, drafts
// left out, and a concept's aliases finding the cases of its components.
import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import { buildCatalogue } from '../../src/mcp/catalogue.ts';
import { buildTextIndex } from '../../src/mcp/text-index.ts';
import { getCase } from '../../src/mcp/case-answers.ts';
import { listMitigations } from '../../src/mcp/mitigation-tools.ts';
import { listTerms, searchCases, similarCases } from '../../src/mcp/search-tools.ts';
import { contentRules } from '../../src/model/rules.ts';
import { VOCAB, caseFile, conceptFile, mitigationFile } from '../helpers/memory.ts';
import { defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { FLAGSHIP, IL_RULES } from '../helpers/rules.ts';

describe('the MCP catalogue', () => {
  // The root causes' vocabulary gives "Operator error" the alias "fat finger".
  const vocab = VOCAB.map((f) =>
    f.file.endsWith('root-causes.yaml')
      ? {
          ...f,
          content: String(f.content).replace(
            '  label: Operator error\n',
            '  label: Operator error\n  aliases: ["fat finger"]\n',
          ),
        }
      : f,
  );
  const r = buildLibrary(
    [
      ...vocab,
      caseFile('IL-0001', { components: 'components: [kubelet]' }),
      caseFile('IL-0002', {
        root_causes: 'root_causes:\n  - term: operator-error\n    evidence: stated',
      }),
      caseFile('IL-0003', { status: 'status: draft', components: 'components: [kubelet]' }),
      conceptFile('kubernetes', 'aliases: ["k8s", "kube"]\ncomponents: [kubelet]\n'),
    ],
    { rules: IL_RULES },
  );
  const cat = buildCatalogue(
    r.library,
    { site: 'https://kb.example.org', base: '/kb/' },
    [],
    IL_RULES.vocabularies,
    FLAGSHIP.config.facets,
  );
  const index = buildTextIndex(cat.cases);

  it('reads a valid library', () => expect(r.issues).toEqual([]));

  it('leaves drafts out and gives each case its URL under the base', () => {
    expect(cat.cases.map((c) => c.id).sort()).toEqual(['IL-0001', 'IL-0002']);
    expect(cat.byId.get('IL-0001')?.url).toBe('https://kb.example.org/kb/cases/IL-0001/');
    expect(cat.terms.components.find((t) => t.slug === 'kubelet')).toMatchObject({
      cases: 1,
      url: 'https://kb.example.org/kb/components/kubelet/',
    });
  });

  it("answers in the case files' own snake-case names, as /data/cases.json does", () => {
    const keys = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keys)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
          : [];
    const c = getCase(cat, { id: 'IL-0002' });
    expect(c).toHaveProperty('root_causes');
    expect(c).toHaveProperty('contributing_factors');
    expect(c).toHaveProperty('last_reviewed', c.last_reviewed);
    expect(searchCases(cat, index, { query: 'fat finger' }).cases[0].root_causes).toEqual([
      'Operator error',
    ]);
    const answers = [
      c,
      getCase(cat, { id: 'IL-0001' }),
      searchCases(cat, index, { query: 'k8s' }),
      similarCases(cat, index, { description: 'operator error on kubelet' }),
      listTerms(cat, { taxonomy: 'components' }),
    ];
    for (const key of answers.flatMap(keys)) expect(key).toMatch(/^[a-z0-9_]+$/);
  });

  it('finds a case by an alias of the concept behind its component (k8s)', () => {
    const found = searchCases(cat, index, { query: 'k8s' });
    expect(found.cases.map((c) => c.id)).toEqual(['IL-0001']);
  });

  it('finds a case by an alias its vocabulary gives one of its terms (fat finger)', () => {
    const found = searchCases(cat, index, { query: 'fat finger' });
    expect(found.cases.map((c) => c.id)).toEqual(['IL-0002']);
  });
});

describe('get_case on a library of internal postmortems', () => {
  const rules = contentRules(
    { prefix: 'IL', digits: 4 },
    {},
    { sources: 'optional', internalHosts: ['.corp.example.com'] },
    defaultVocabularyList(),
  );
  const source = (url: string, more = '') =>
    `  - title: "Postmortem"\n    url: "${url}"\n    publisher: Acme\n    type: official-postmortem${more}`;
  const r = buildLibrary(
    [
      ...VOCAB,
      caseFile('IL-0001', { sources: '' }),
      caseFile('IL-0002', {
        sources: `sources:\n${source('https://wiki.corp.example.com/pm/2')}\n${source('https://example.org/pm', '\n    published: "2020-03-20"')}\n${source('https://example.org/pm2', '\n    archive_url: "https://archive.ph/abc"')}`,
      }),
    ],
    { rules },
  );
  const cat = buildCatalogue(
    r.library,
    { site: 'https://kb.example.org' },
    ['.corp.example.com'],
    rules.vocabularies,
    FLAGSHIP.config.facets,
  );

  it('reads a valid library', () => expect(r.issues).toEqual([]));

  it('answers a case with no sources with an empty list', () => {
    expect(getCase(cat, { id: 'IL-0001' }).sources).toEqual([]);
  });

  it('marks internal sources and gives an archived copy only where the case names one', () => {
    expect(getCase(cat, { id: 'IL-0002' }).sources).toEqual([
      expect.objectContaining({ url: 'https://wiki.corp.example.com/pm/2', internal: true }),
      expect.objectContaining({ url: 'https://example.org/pm', internal: false }),
      expect.objectContaining({
        url: 'https://example.org/pm2',
        internal: false,
        archived_copy: 'https://archive.ph/abc',
      }),
    ]);
    const [internal, plain] = getCase(cat, { id: 'IL-0002' }).sources;
    expect(internal).not.toHaveProperty('archived_copy');
    expect(plain).not.toHaveProperty('archived_copy');
    expect(JSON.stringify(getCase(cat, { id: 'IL-0002' }))).not.toContain('web.archive.org');
  });
});

describe('mitigations in the MCP answers', () => {
  const body =
    '## Symptoms\n\nWrites to etcd failed after the configuration change reached all regions.\n\n## Trigger\n\nA node died.\n\n## Action items\n\n- Roll configuration changes out region by region.\n\n## Lessons\n\nUse keepalives.\n';
  const named = (entries: [string, string, string][]) =>
    `mitigations:\n${entries.map(([id, relation, support]) => `  - id: ${id}\n    relation: ${relation}\n    support: ${JSON.stringify(support)}`).join('\n')}`;
  const ROLL = 'Roll configuration changes out region by region.';
  const FAILED = 'Writes to etcd failed after the configuration change reached all regions.';
  const files = [
    ...VOCAB,
    mitigationFile('canary-config-changes', {
      title: 'title: "Canary configuration changes"',
      root_causes: 'root_causes: [operator-error]',
      components: 'components: [etcd]',
    }),
    mitigationFile('staged-rollouts', { title: 'title: "Staged rollouts"' }),
    mitigationFile('unused-practice', { title: 'title: "An unused practice"' }),
    caseFile(
      'IL-0001',
      {
        mitigations: named([
          ['staged-rollouts', 'adopted-after', ROLL],
          ['canary-config-changes', 'suggested', FAILED],
        ]),
      },
      body,
    ),
    caseFile(
      'IL-0002',
      {
        incident: 'incident:\n  start: "2021-05-01"\n  precision: day',
        mitigations: named([['canary-config-changes', 'would-have-caught', FAILED]]),
      },
      body,
    ),
    caseFile('IL-0003', { incident: 'incident:\n  start: "2019-05-01"\n  precision: day' }),
  ];
  const r = buildLibrary(files, { rules: IL_RULES });
  const site = { site: 'https://kb.example.org', base: '/kb/' };
  const cat = buildCatalogue(r.library, site, [], IL_RULES.vocabularies, FLAGSHIP.config.facets);
  const index = buildTextIndex(cat.cases);

  it('reads a valid library', () => expect(r.issues).toEqual([]));

  it('list_mitigations: every mitigation, most cases first, with its terms and counts by relation', () => {
    const all = listMitigations(cat, {});
    expect(all.total).toBe(3);
    expect(all.mitigations.map((m) => [m.id, m.cases])).toEqual([
      ['canary-config-changes', 2],
      ['staged-rollouts', 1],
      ['unused-practice', 0],
    ]);
    expect(all.mitigations[0]).toMatchObject({
      title: 'Canary configuration changes',
      summary: 'Roll a change out to a small slice first and watch it.',
      cost: 'Slower rollouts and tooling to keep.',
      url: 'https://kb.example.org/kb/mitigations/canary-config-changes/',
      root_causes: [expect.objectContaining({ slug: 'operator-error', label: 'Operator error' })],
      components: [
        expect.objectContaining({
          slug: 'etcd',
          url: 'https://kb.example.org/kb/components/etcd/',
        }),
      ],
      contributing_factors: [],
      by_relation: { adopted_after: 0, would_have_caught: 1, suggested: 1 },
    });
    expect(listMitigations(cat, { limit: 1 }).mitigations).toHaveLength(1);
  });

  it('list_mitigations: by a root cause or component, by slug or label; an unknown term is refused', () => {
    const ids = (a: ReturnType<typeof listMitigations>) => a.mitigations.map((m) => m.id);
    expect(ids(listMitigations(cat, { root_cause: 'Operator error' }))).toEqual([
      'canary-config-changes',
    ]);
    expect(listMitigations(cat, { root_cause: 'operator-error' }).filters).toEqual({
      root_cause: 'operator-error',
    });
    expect(ids(listMitigations(cat, { root_cause: 'software-defect' }))).toEqual([
      'staged-rollouts',
      'unused-practice',
    ]);
    expect(ids(listMitigations(cat, { component: 'etcd', root_cause: 'software-defect' }))).toEqual(
      [],
    );
    expect(() => listMitigations(cat, { component: 'etcdd' })).toThrow(
      /^unknown component "etcdd": did you mean "etcd"/,
    );
    expect(() => listMitigations(cat, { limit: 51 })).toThrow(/limit/);
  });

  it("get_case: the case's mitigations with their titles, relations and sentences", () => {
    expect(getCase(cat, { id: 'IL-0001' }).mitigations).toEqual([
      {
        id: 'staged-rollouts',
        title: 'Staged rollouts',
        relation: 'adopted-after',
        support: ROLL,
        url: 'https://kb.example.org/kb/mitigations/staged-rollouts/',
      },
      {
        id: 'canary-config-changes',
        title: 'Canary configuration changes',
        relation: 'suggested',
        support: FAILED,
        url: 'https://kb.example.org/kb/mitigations/canary-config-changes/',
      },
    ]);
    expect(getCase(cat, { id: 'IL-0003' }).mitigations).toEqual([]);
  });

  it('similar_cases: the mitigations of the cases it finds, each once with how many it addresses', () => {
    const found = similarCases(cat, index, {
      description: 'etcd writes failed after config change',
    });
    expect(found.cases.map((c) => c.id).sort()).toEqual(['IL-0001', 'IL-0002', 'IL-0003']);
    expect(found.mitigations).toEqual([
      {
        id: 'canary-config-changes',
        title: 'Canary configuration changes',
        summary: 'Roll a change out to a small slice first and watch it.',
        url: 'https://kb.example.org/kb/mitigations/canary-config-changes/',
        cases: 2,
        case_ids: ['IL-0001', 'IL-0002'].sort(
          (a, b) =>
            found.cases.findIndex((c) => c.id === a) - found.cases.findIndex((c) => c.id === b),
        ),
      },
      expect.objectContaining({ id: 'staged-rollouts', cases: 1, case_ids: ['IL-0001'] }),
    ]);
    // Only the cases listed count: with one case, only its mitigations.
    const one = similarCases(cat, index, { description: 'etcd writes failed', limit: 1 });
    expect(one.mitigations!.every((m) => m.case_ids.join() === one.cases[0].id)).toBe(true);
  });

  it('answers in snake case, and names no mitigation in a library that turns them off', () => {
    const keys = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keys)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
          : [];
    const answers = [
      listMitigations(cat, {}),
      getCase(cat, { id: 'IL-0001' }),
      similarCases(cat, index, { description: 'etcd' }),
    ];
    for (const key of answers.flatMap(keys)) expect(key).toMatch(/^[a-z0-9_]+$/);
    const rules = contentRules(
      { prefix: 'IL', digits: 4 },
      {},
      { sources: 'required', internalHosts: [] },
      defaultVocabularyList(),
      [],
      false,
    );
    const off = buildLibrary(files, { rules });
    expect(off.issues).toEqual([]);
    const offCat = buildCatalogue(
      off.library,
      site,
      [],
      rules.vocabularies,
      FLAGSHIP.config.facets,
      false,
    );
    expect(getCase(offCat, { id: 'IL-0001' })).not.toHaveProperty('mitigations');
    expect(
      similarCases(offCat, buildTextIndex(offCat.cases), { description: 'etcd' }),
    ).not.toHaveProperty('mitigations');
    expect(() => listMitigations(offCat, {})).toThrow(/features\.mitigations is false/);
  });
});
