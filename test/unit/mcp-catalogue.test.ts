// The MCP server's reading of a library, on files in memory: URLs on the configured site, drafts
// left out, and a concept's aliases finding the cases of its components.
import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import { buildCatalogue } from '../../src/mcp/catalogue.ts';
import { buildTextIndex } from '../../src/mcp/text-index.ts';
import { searchCases } from '../../src/mcp/tools.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

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
  const cat = buildCatalogue(r.library, { site: 'https://kb.example.org', base: '/kb/' });
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

  it('finds a case by an alias of the concept behind its component (k8s)', () => {
    const found = searchCases(cat, index, { query: 'k8s' });
    expect(found.cases.map((c) => c.id)).toEqual(['IL-0001']);
  });

  it('finds a case by an alias its vocabulary gives one of its terms (fat finger)', () => {
    const found = searchCases(cat, index, { query: 'fat finger' });
    expect(found.cases.map((c) => c.id)).toEqual(['IL-0002']);
  });
});
