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
  const r = buildLibrary(
    [
      ...VOCAB,
      caseFile('IL-0001', { components: 'components: [kubelet]' }),
      caseFile('IL-0002'),
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
});
