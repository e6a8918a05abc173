// Mitigations in the validator, both ways, with the lines and hints a contributor sees, and the
// site model's lookups; on in-memory libraries (nothing is built).
import { describe, expect, it } from 'vitest';
import { defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { contentRules } from '../../src/model/rules.ts';
import { PUBLIC_SOURCES } from '../../schemas/index.ts';
import { plainBlocks, plainSentence } from '../../src/model/case-mitigations.ts';
import { parseBody } from '../../src/model/markdown-tree.ts';
import { byRelation, mitigationAccessors } from '../../src/site/mitigations.ts';
import { hasPath } from '../../src/site/features.ts';
import { VOCAB, caseFile, conceptFile, mitigationFile } from '../helpers/memory.ts';

const ids = { prefix: 'IL', digits: 4 };
const ON = contentRules(ids, {}, PUBLIC_SOURCES, defaultVocabularyList());
const OFF = contentRules(ids, {}, PUBLIC_SOURCES, defaultVocabularyList(), [], false);
const problems = (files: SourceFile[], rules = ON) =>
  sortIssues(buildLibrary(files, { rules, now: new Date('2026-12-01') }).issues).map(formatIssue);

const BODY = [
  '## Symptoms',
  '',
  'Writes failed for *every* client of the `etcd` cluster',
  'after the [configuration change](https://example.org/change) reached all regions.',
  '',
  '## Trigger',
  '',
  'A node died.',
  '',
  '## Action items',
  '',
  '- Roll configuration changes out region by region, watching error rates between steps.',
  '',
  '## Lessons',
  '',
  'Use keepalives.',
  '',
].join('\n');

/** A case naming mitigations (YAML list entries as written), with `BODY` or another body. */
const caseWith = (id: string, entries: string[], body = BODY) =>
  caseFile(id, { mitigations: `mitigations:\n${entries.join('\n')}` }, body);
const entry = (slug: string, relation: string, support: string) =>
  `  - id: ${slug}\n    relation: ${relation}\n    support: ${JSON.stringify(support)}`;
const ROLL = 'Roll configuration changes out region by region, watching error rates between steps.';

describe('mitigations: what the validator accepts', () => {
  it('accepts a case whose support sentence wraps over lines and carries links, emphasis and code', () => {
    expect(
      problems([
        ...VOCAB,
        mitigationFile('canary-config-changes', { related: 'related: [staged-rollouts]' }),
        mitigationFile('staged-rollouts'),
        caseWith('IL-0001', [
          entry('canary-config-changes', 'adopted-after', ROLL),
          entry(
            'staged-rollouts',
            'suggested',
            'Writes failed for every client of the etcd cluster after the configuration change reached all regions.',
          ),
        ]),
      ]),
    ).toEqual([]);
  });

  it('reads Markdown as text: link targets, emphasis and code marks go, whitespace collapses', () => {
    expect(
      plainBlocks(parseBody('A **bold** [link](case:IL-1)\nand `code`.\n\n- item one')),
    ).toEqual(['A bold link and code.', 'item one']);
    expect(plainSentence('  The *canary*   [caught](mitigation:x) it. ')).toBe(
      'The canary caught it.',
    );
  });
});

describe('mitigations: what the validator refuses, at its line, with a hint', () => {
  it('refuses an unknown mitigation in a case, with did you mean', () => {
    expect(
      problems([
        ...VOCAB,
        mitigationFile('canary-config-changes'),
        caseWith('IL-0001', [entry('canary-config-change', 'adopted-after', ROLL)]),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:27:5 mitigations[0].id: no mitigation "canary-config-change" exists (content/mitigations/canary-config-change.md)
          hint: did you mean "canary-config-changes"?",
      ]
    `);
  });

  it('refuses a support sentence that is not in the body, quoting the nearest one', () => {
    expect(
      problems([
        ...VOCAB,
        mitigationFile('canary-config-changes'),
        caseWith('IL-0001', [
          entry(
            'canary-config-changes',
            'adopted-after',
            'Roll configuration changes out region by region.',
          ),
        ]),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:29:5 mitigations[0].support: is not a sentence of this case: support quotes one sentence of its body
          hint: copy it from the body exactly; the nearest sentence there is "Roll configuration changes out region by region, watching error rates between steps."",
      ]
    `);
  });

  it('refuses a body link to an unknown mitigation, and one the mitigations list lacks', () => {
    const body = BODY.replace(
      'A node died.',
      'A node died, which [a canary](mitigation:canary-config-change) and [staging](mitigation:staged-rollouts) would catch.',
    );
    expect(
      problems([
        ...VOCAB,
        mitigationFile('canary-config-changes'),
        mitigationFile('staged-rollouts'),
        caseWith('IL-0001', [entry('canary-config-changes', 'adopted-after', ROLL)], body),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:39:31 body: links mitigation "canary-config-change", which the case's mitigations list does not name
          hint: add it to mitigations: - id: canary-config-change, with its relation and the sentence that supports it",
        "content/cases/IL-0001.md:39:31 body: broken link "mitigation:canary-config-change": no mitigation "canary-config-change" exists
          hint: did you mean "canary-config-changes"?",
        "content/cases/IL-0001.md:39:78 body: links mitigation "staged-rollouts", which the case's mitigations list does not name
          hint: add it to mitigations: - id: staged-rollouts, with its relation and the sentence that supports it",
      ]
    `);
  });

  it('refuses a mitigation named twice, and an unknown relation', () => {
    expect(
      problems([
        ...VOCAB,
        mitigationFile('canary-config-changes'),
        mitigationFile('staged-rollouts'),
        caseWith('IL-0001', [
          entry('canary-config-changes', 'adopted-after', ROLL),
          entry('canary-config-changes', 'suggested', ROLL),
        ]),
        caseWith('IL-0002', [entry('staged-rollouts', 'adopted', ROLL)]),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:30:5 mitigations[1]: "canary-config-changes" is listed twice (also item 1 of the list)
          hint: remove this one",
        "content/cases/IL-0002.md:28:5 mitigations[0].relation: expected one of adopted-after | would-have-caught | suggested, got "adopted"",
      ]
    `);
  });

  it('refuses unknown terms and unknown related mitigations in a mitigation file', () => {
    expect(
      problems([
        ...VOCAB,
        mitigationFile('canary-config-changes', {
          root_causes: 'root_causes: [software-defects]',
          components: 'components: [etc]',
          related: 'related: [staged-rollout]',
        }),
        mitigationFile('staged-rollouts', { sources: 'sources: []' }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/mitigations/canary-config-changes.md:4:15 root_causes[0]: unknown root cause "software-defects": not in content/taxonomies/root-causes.yaml
          hint: did you mean "software-defect"?",
        "content/mitigations/canary-config-changes.md:11:14 components[0]: unknown component "etc": not in content/taxonomies/components.yaml
          hint: did you mean "etcd"?",
        "content/mitigations/canary-config-changes.md:12:11 related[0]: no mitigation "staged-rollout" exists (content/mitigations/staged-rollout.md)
          hint: did you mean "staged-rollouts"?",
        "content/mitigations/staged-rollouts.md:6:1 sources: needs at least 1 item
          hint: each entry needs title, url, publisher, type (and may have published, archive_url); see content/_templates/",
      ]
    `);
  });
});

describe('mitigations turned off (features.mitigations: false)', () => {
  it('ignores their files and a case list, and refuses a body link to one', () => {
    const files = [
      ...VOCAB,
      mitigationFile('canary-config-changes', { title: 'title: 1' }),
      caseWith('IL-0001', [entry('gone', 'adopted-after', 'Not in the body.')]),
      conceptFile('etcd', '', 'See [the canary](mitigation:canary-config-changes).\n'),
    ];
    expect(problems(files, OFF)).toMatchInlineSnapshot(`
      [
        "content/concepts/etcd.md:6:18 body: links mitigation "canary-config-changes", but this library has no mitigations (features.mitigations is false)
          hint: write the text without the link, or turn features.mitigations on",
      ]
    `);
    expect(buildLibrary(files, { rules: OFF }).library.mitigations).toEqual([]);
  });

  it('writes no mitigation page or feed', () => {
    const features = {
      podcast: true,
      stats: true,
      matrix: true,
      data: true,
      feeds: true,
      mcp: true,
      mitigations: false,
      socialImages: true,
      termFeeds: true,
    };
    expect(hasPath(features, '/mitigations/[slug]/rss.xml')).toBe(false);
    expect(hasPath(features, '/mitigations')).toBe(false);
    expect(hasPath({ ...features, mitigations: true }, '/mitigations/[slug]/rss.xml')).toBe(true);
    expect(
      hasPath({ ...features, mitigations: true, feeds: false }, '/mitigations/x/rss.xml'),
    ).toBe(false);
  });
});

describe('the site model of mitigations', () => {
  it('lists each case under its mitigations by relation, and each case its mitigations', () => {
    const r = buildLibrary(
      [
        ...VOCAB,
        mitigationFile('canary-config-changes'),
        mitigationFile('staged-rollouts', { title: 'title: "A staged rollout"' }),
        caseFile('IL-0002', {
          mitigations: `mitigations:\n${entry('canary-config-changes', 'suggested', 'A node died.')}`,
        }),
        caseWith('IL-0001', [
          entry('canary-config-changes', 'adopted-after', ROLL),
          entry('staged-rollouts', 'would-have-caught', 'A node died.'),
        ]),
      ],
      { rules: ON },
    );
    expect(r.issues).toEqual([]);
    const m = mitigationAccessors(r.library.mitigations, r.library.cases);
    expect(m.mitigations.map((x) => x.id)).toEqual(['staged-rollouts', 'canary-config-changes']);
    expect(m.mitigationsOfCase('IL-0001').map((x) => `${x.id} ${x.relation}`)).toEqual([
      'canary-config-changes adopted-after',
      'staged-rollouts would-have-caught',
    ]);
    const groups = byRelation(m.casesOfMitigation('canary-config-changes'));
    expect(groups.map((g) => `${g.relation}: ${g.cases.map((c) => c.case.id).join()}`)).toEqual([
      'adopted-after: IL-0001',
      'suggested: IL-0002',
    ]);
    expect(groups[0].cases[0].support).toBe(ROLL);
    expect(m.casesOfMitigation('nothing')).toEqual([]);
  });
});
