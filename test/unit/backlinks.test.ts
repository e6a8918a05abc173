// "Referenced by" on a case page: who refers to a case and why, from fields and body links of the
// library as the validator builds it (buildLibrary on files in memory).
import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import {
  buildCaseReferences,
  referenceReason,
  type CaseReference,
} from '../../src/site/backlinks.ts';
import { mergeReferences, type RelatedCase } from '../../src/site/related.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

const body = (text: string) =>
  `## Symptoms\n\n${text}\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n`;

describe('buildCaseReferences', () => {
  const r = buildLibrary(
    [
      ...VOCAB,
      caseFile('IL-0190', {}, body('Its own [sources](case:IL-0190#page-sources).')),
      caseFile('IL-0611', {
        related: 'related:\n  - id: IL-0190\n    relation: follow-up-of',
      }),
      caseFile(
        'IL-0613',
        { related: 'related:\n  - id: IL-0190\n    relation: similar-failure' },
        body('As in [the earlier outage](case:IL-0190).'),
      ),
      caseFile('IL-0700', {}, body('Unlike [IL-0190](case:IL-0190#trigger).')),
      conceptFile('etcd', 'components: [etcd]\n', 'See [one case](case:IL-0190).\n'),
      {
        file: 'content/articles/quorum.md',
        content:
          '---\ntitle: How quorum was lost\nsummary: What went wrong.\nkind: analysis\npublished: "2026-01-01"\nauthors: [Me]\nrelated_cases: [IL-0190]\n---\n\nAs [IL-0190](case:IL-0190) shows.\n',
      },
    ],
    { rules: IL_RULES },
  );
  const refs = buildCaseReferences(r.library, (e) => e.links);

  it('builds from a valid library', () => expect(r.issues).toEqual([]));

  it('lists a case that names another as related as a backlink of that case, with its reason', () => {
    const of = refs.get('IL-0190') ?? [];
    expect(of.find((x) => x.id === 'IL-0611')).toEqual({
      kind: 'case',
      id: 'IL-0611',
      reasons: ['names it as related'],
      relation: 'follow-up-of',
    });
    expect(referenceReason(of.find((x) => x.id === 'IL-0611')!)).toBe(
      'names it as related (follow up of)',
    );
  });

  it('lists cases, articles and concepts in that order, each once with every reason, never the case itself', () => {
    expect(
      (refs.get('IL-0190') ?? []).map((x) => `${x.kind}:${x.id} ${referenceReason(x)}`),
    ).toEqual([
      'case:IL-0611 names it as related (follow up of)',
      'case:IL-0613 names it as related (similar failure) and links to it',
      'case:IL-0700 links to it',
      'article:quorum cites it',
      'concept:etcd cites it',
    ]);
    expect(refs.get('IL-0611')).toBeUndefined();
  });
});

describe('related cases and backlinks, each case once', () => {
  const related: RelatedCase[] = [
    { id: 'IL-0611', relation: 'follow-up-of', shared: [] },
    {
      id: 'IL-0613',
      relation: 'shares components',
      shared: [{ taxonomy: 'components', slugs: ['etcd'] }],
    },
    {
      id: 'IL-0620',
      relation: 'shares components',
      shared: [{ taxonomy: 'components', slugs: ['etcd'] }],
    },
  ];
  const refs: CaseReference[] = [
    { kind: 'case', id: 'IL-0611', reasons: ['names it as related'], relation: 'follow-up-of' },
    { kind: 'case', id: 'IL-0613', reasons: ['links to it'] },
    { kind: 'case', id: 'IL-0700', reasons: ['links to it'] },
    { kind: 'article', id: 'IL-0613', reasons: ['cites it'] },
  ];

  it('shows a case that is both related and refers here under Related, with why it refers here', () => {
    const m = mergeReferences(related, refs);
    expect(m.related.map((r) => [r.id, r.reference?.reasons])).toEqual([
      ['IL-0611', ['names it as related']],
      ['IL-0613', ['links to it']],
      ['IL-0620', undefined],
    ]);
    // Under "Referenced by" only what Related does not list: another case, and an article
    // (an article is not a case, whatever its name).
    expect(m.refs.map((r) => `${r.kind}:${r.id}`)).toEqual(['case:IL-0700', 'article:IL-0613']);
    expect(m.merged).toBe(2);
  });

  it("says why it refers here in the backlink's words", () => {
    const m = mergeReferences(related, refs);
    expect(referenceReason(m.related[1].reference!)).toBe('links to it');
  });
});
