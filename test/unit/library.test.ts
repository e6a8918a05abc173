import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import { buildBacklinks, backlinksOfKind } from '../../src/site/backlinks.ts';
import { buildTermIndex } from '../../src/site/taxonomy.ts';
import type { Case } from '../../schemas/index.ts';
import { relatedCases } from '../../src/site/related.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

/** The flagship's vocabularies. */
const M = IL_RULES.vocabularies;
/** A case with the flagship's vocabulary fields, which `Case` leaves to the library. */
type TestCase = Case & { components: string[]; root_causes: { term: string }[] };

const messages = (files: Parameters<typeof buildLibrary>[0]) =>
  sortIssues(buildLibrary(files, { rules: IL_RULES }).issues).map(formatIssue);

describe('buildLibrary', () => {
  it('accepts a valid library', () => {
    const r = buildLibrary(
      [...VOCAB, caseFile('IL-0001'), conceptFile('etcd', 'components: [etcd]\n')],
      { rules: IL_RULES },
    );
    expect(r.issues).toEqual([]);
    expect(r.library.cases.map((c) => c.id)).toEqual(['IL-0001']);
  });

  it('names an unknown term with file, line, field and a did-you-mean hint', () => {
    expect(messages([...VOCAB, caseFile('IL-0001', { components: 'components: [etcd, kublet]' })]))
      .toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:17:20 components[1]: unknown component "kublet": not in content/taxonomies/components.yaml
          hint: did you mean "kubelet"?",
      ]
    `);
  });

  it('fails a related case that does not exist and a self-relation', () => {
    const out = messages([
      ...VOCAB,
      caseFile('IL-0001', {
        related:
          'related:\n  - id: IL-0999\n    relation: same-component\n  - id: IL-0001\n    relation: contrasts-with',
      }),
    ]);
    expect(out).toHaveLength(2);
    expect(out[0]).toContain('related[0].id: no case "IL-0999" exists');
    expect(out[1]).toContain('related[1].id: a case cannot be related to itself');
  });

  it('fails a case without its required sections', () => {
    const out = messages([...VOCAB, caseFile('IL-0001', {}, '## Symptoms\n\nx\n')]);
    expect(out.join('\n')).toContain('missing the required section "## Trigger"');
    expect(out.join('\n')).toContain('missing the required section "## Lessons"');
  });

  it('fails a broken cross-link with the line in the whole file, and a missing anchor', () => {
    const body =
      '## Symptoms\n\nSee [x](case:IL-0002) and [y](case:IL-0001#nope).\n\n## Trigger\n\nt\n\n## Lessons\n\nl\n';
    const out = messages([...VOCAB, caseFile('IL-0001', {}, body)]);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(
      /^content\/cases\/IL-0001\.md:30:\d+ body: broken link "case:IL-0002": no case "IL-0002" exists/,
    );
    expect(out[1]).toContain('has no heading #nope');
  });
});

describe('indexes', () => {
  const r = buildLibrary(
    [
      ...VOCAB,
      caseFile('IL-0001'),
      caseFile('IL-0002', {
        components: 'components: [etcd, kubelet]',
        root_causes:
          'root_causes:\n  - term: operator-error\n    evidence: inferred\n  - term: software-defect\n    evidence: stated',
      }),
      caseFile('IL-0003', {
        components: 'components: [kubelet]',
        root_causes: 'root_causes:\n  - term: operator-error\n    evidence: stated',
        related: 'related:\n  - id: IL-0001\n    relation: contrasts-with',
      }),
      conceptFile('etcd', 'components: [etcd]\n', 'Cases: [one](case:IL-0003).\n'),
      {
        file: 'content/articles/a.md',
        content:
          '---\ntitle: An etcd analysis\nsummary: What went wrong.\nkind: analysis\npublished: "2026-01-01"\nauthors: [Me]\nrelated_cases: [IL-0002]\n---\n\nText.\n',
      },
    ],
    { rules: IL_RULES },
  );
  it('builds without issues', () => expect(r.issues).toEqual([]));
  const cases = r.library.cases.map((c) => c.data);

  it('counts each case once per term it names', () => {
    const idx = buildTermIndex(
      M,
      M.byName.get('components')!,
      r.library.taxonomies.components,
      cases,
    );
    expect(idx.map((t) => [t.slug, t.caseIds])).toEqual([
      ['etcd', ['IL-0001', 'IL-0002']],
      ['kubelet', ['IL-0002', 'IL-0003']],
    ]);
    const rc = buildTermIndex(
      M,
      M.byName.get('root-causes')!,
      r.library.taxonomies['root-causes'],
      cases,
    );
    expect(rc.map((t) => [t.slug, t.caseIds.length])).toEqual([
      ['operator-error', 2],
      ['software-defect', 2],
    ]);
  });

  it('computes backlinks from fields and body links in one place', () => {
    const b = buildBacklinks(r.library, (e) => e.links);
    expect(backlinksOfKind(b, 'case:IL-0002', 'article')).toEqual(['a']);
    expect(backlinksOfKind(b, 'case:IL-0003', 'concept')).toEqual(['etcd']);
    expect(backlinksOfKind(b, 'case:IL-0001', 'case')).toEqual(['IL-0003']);
  });

  it('lists explicit related cases first, then those sharing components or root causes', () => {
    const rel = relatedCases(cases[2], cases, 5, M);
    expect(rel[0]).toEqual({ id: 'IL-0001', relation: 'contrasts-with', shared: [] });
    expect(rel[1]).toEqual({
      id: 'IL-0002',
      relation: 'shares components',
      shared: [
        { taxonomy: 'components', slugs: ['kubelet'] },
        { taxonomy: 'root-causes', slugs: ['operator-error'] },
      ],
    });
  });
});

describe('relatedCases against the plain definition', () => {
  // The definition the index must reproduce: every other case scored (2 per shared component
  // occurrence, 1 per shared root cause), best first, ties by ID, explicit links left out.
  const naive = (c: TestCase, all: TestCase[], limit = 5) => {
    const taken = new Set([c.id, ...c.related.map((r) => r.id)]);
    const causes = new Set(c.root_causes.map((r) => r.term));
    const comps = new Set(c.components);
    return all
      .filter((o) => !taken.has(o.id))
      .map((o) => ({
        id: o.id,
        score:
          2 * o.components.filter((x) => comps.has(x)).length +
          [...new Set(o.root_causes.map((r) => r.term))].filter((t) => causes.has(t)).length,
      }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((s) => s.id);
  };

  it('gives the same cases in the same order on 300 random cases, few or many to a case', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const comps = ['etcd', 'dns', 'kubelet', 'bgp', 'cni', 'ingress'];
    const causes = [
      'configuration-change',
      'software-defect',
      'capacity-exhaustion',
      'operator-error',
    ];
    const all = Array.from({ length: 300 }, (_, i) => ({
      id: `IL-${String(1000 + ((i * 7919) % 300)).padStart(4, '0')}`,
      // Each component once, as the schema holds a case to (`uniqueList`).
      components: [
        ...new Set(Array.from({ length: 1 + rand(3) }, () => comps[rand(comps.length)])),
      ],
      root_causes: Array.from({ length: 1 + rand(2) }, () => ({
        term: causes[rand(causes.length)],
      })),
      related: rand(10) === 0 ? [{ id: 'IL-1001', relation: 'see-also' }] : [],
    })) as unknown as TestCase[];
    // 300 to a case reaches past the cases sharing components, into those sharing only root causes.
    for (const limit of [5, 300]) {
      for (const c of all) {
        const got = relatedCases(c, all, limit, M)
          .filter((r) => r.relation.startsWith('shares'))
          .map((r) => r.id);
        expect(got, c.id).toEqual(naive(c, all, limit));
      }
    }
  });

  it('gives the same cases in the same order when cases share two components or more, one, or only root causes', () => {
    let seed = 11;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    // Few components, so many cases share two or three: the pairs' lists are long, and the cases
    // sharing one component can still tie with them; a case without components shares only causes.
    const comps = ['etcd', 'dns', 'kubelet', 'bgp'];
    const causes = ['configuration-change', 'software-defect', 'capacity-exhaustion'];
    const all = Array.from({ length: 400 }, (_, i) => ({
      id: `IL-${String(2000 + ((i * 389) % 400)).padStart(4, '0')}`,
      components: [...new Set(Array.from({ length: rand(5) }, () => comps[rand(comps.length)]))],
      root_causes: Array.from({ length: rand(4) }, () => ({ term: causes[rand(causes.length)] })),
      related: Array.from({ length: rand(4) === 0 ? 1 + rand(3) : 0 }, () => ({
        id: `IL-${2000 + rand(400)}`,
        relation: 'see-also',
      })),
    })) as unknown as TestCase[];
    // A case sharing one component and both root causes ties with one sharing two components and
    // no cause (4 each), and the lower ID wins though it is found after the other.
    const tie = [
      { id: 'IL-0100', components: ['etcd', 'dns'], root_causes: [], related: [] },
      { id: 'IL-0009', components: ['etcd', 'dns'], root_causes: [], related: [] },
      {
        id: 'IL-0001',
        components: ['etcd'],
        root_causes: [{ term: 'software-defect' }, { term: 'operator-error' }],
        related: [],
      },
      {
        id: 'IL-0002',
        components: ['etcd', 'dns'],
        root_causes: [{ term: 'software-defect' }, { term: 'operator-error' }],
        related: [],
      },
    ] as unknown as TestCase[];
    expect(relatedCases(tie[3], tie, 1, M).map((r) => r.id)).toEqual(['IL-0001']);
    expect(relatedCases(tie[3], tie, 3, M).map((r) => r.id)).toEqual(naive(tie[3], tie, 3));
    for (const limit of [1, 5, 40]) {
      for (const c of all) {
        const got = relatedCases(c, all, limit, M)
          .filter((r) => r.relation.startsWith('shares'))
          .map((r) => r.id);
        expect(got, `${c.id} limit ${limit}`).toEqual(naive(c, all, limit));
      }
    }
  });
});
