// The MCP server's reading of a library, on files in memory: URLs on the configured site, drafts
// left out, and a concept's aliases finding the cases of its components.
import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import { buildCatalogue } from '../../src/mcp/catalogue.ts';
import { buildTextIndex } from '../../src/mcp/text-index.ts';
import { getCase, listTerms, searchCases, similarCases } from '../../src/mcp/tools.ts';
import { contentRules } from '../../src/model/rules.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
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
