// Errors that misled: each says what is wrong, where, and a hint that fits (src/model/*).
import { describe, expect, it } from 'vitest';
import {
  formatIssue,
  sortIssues,
  summarizeIssues,
  type ContentIssue,
} from '../../src/model/errors.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { checkRawHtml } from '../../src/model/raw-html.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

const problems = (files: SourceFile[]) =>
  sortIssues(buildLibrary(files, { rules: IL_RULES }).issues).map(formatIssue);

describe('hints', () => {
  it('says what one source needs when the list is empty', () => {
    expect(problems([...VOCAB, caseFile('IL-0001', { sources: 'sources: []' })])).toEqual([
      'content/cases/IL-0001.md:19:1 sources: needs at least 1 item\n    hint: each entry needs title, url, publisher, type (and may have published, archive_url); see content/_templates/',
    ]);
  });

  it('says what an entry of related is when a bare ID is written in its place', () => {
    const related = (text: string) =>
      problems([...VOCAB, caseFile('IL-0001', { related: text }), caseFile('IL-0002')]);
    const hint =
      'hint: write "- id: IL-0002" with "relation:" (one of same-component | same-root-cause | same-organisation | follow-up-of | contrasts-with | similar-failure) under it; see content/_templates/';
    expect(related('related: [IL-0002]')).toEqual([
      `content/cases/IL-0001.md:26:11 related[0]: expected a mapping with id and relation, got "IL-0002"\n    ${hint}`,
    ]);
    expect(related('related:\n  - IL-0002')).toEqual([
      `content/cases/IL-0001.md:27:5 related[0]: expected a mapping with id and relation, got "IL-0002"\n    ${hint}`,
    ]);
    expect(related('related: IL-0002')).toEqual([
      `content/cases/IL-0001.md:26:1 related: expected a list of mappings with id and relation, got "IL-0002"\n    ${hint}`,
    ]);
  });

  it('puts an address written in place of a source in its url', () => {
    expect(
      problems([...VOCAB, caseFile('IL-0001', { sources: 'sources: ["https://example.org/pm"]' })]),
    ).toEqual([
      'content/cases/IL-0001.md:19:11 sources[0]: expected a mapping with title, url, publisher and type, got "https://example.org/pm"\n    hint: write "- url: https://example.org/pm" with "title:", "publisher:" and "type:" (one of official-postmortem | status-page | talk | third-party-analysis | news | documentation) under it; see content/_templates/',
    ]);
  });

  it('says an empty value is empty, and that an optional field can go, instead of "quote this value"', () => {
    const out = problems([...VOCAB, caseFile('IL-0001', { title: 'title:' })]);
    expect(out).toEqual([
      'content/cases/IL-0001.md:3:1 title: expected text, got an empty value\n    hint: write its value after "title:", or delete the line if the field is optional',
    ]);
  });

  it('names a closing tag as written: </b>, not <b>', () => {
    expect(
      checkRawHtml('content/cases/IL-0001.md', 'Some **bold** text</b> here.\n').map(
        (i) => i.message,
      ),
    ).toEqual(['raw HTML is not accepted: </b>']);
  });

  it('points an unclosed quote at the line that opened it, with a hint', () => {
    const file = caseFile('IL-0001', { title: 'title: "A node died' });
    expect(problems([...VOCAB, file])).toEqual([
      'content/cases/IL-0001.md:3:8 YAML syntax: a value opened with " has no closing "\n    hint: add the closing " at the end of the value; a " inside the value is written \\"',
    ]);
  });

  it('does not tell il-9100.md to become IL-9100.md when IL-9100.md is beside it', () => {
    const out = problems([
      ...VOCAB,
      caseFile('IL-9100'),
      { ...caseFile('IL-9100'), file: 'content/cases/il-9100.md' },
    ]);
    expect(out.filter((l) => l.includes('must be the case ID'))).toEqual([
      'content/cases/il-9100.md:1:1 case file name must be the case ID, IL-NNNN.md\n    hint: content/cases/IL-9100.md exists already: if this file is the same case, delete it; if it is another case, give it the next free ID (`npm run new:case` picks one)',
    ]);
    // Alone, the rename is the right hint.
    expect(
      problems([...VOCAB, { ...caseFile('IL-9100'), file: 'content/cases/il-9100.md' }]),
    ).toEqual([
      'content/cases/il-9100.md:1:1 case file name must be the case ID, IL-NNNN.md\n    hint: rename it to IL-9100.md',
    ]);
  });

  it("lists the page's own headings for a missing anchor, not the ids its layout adds", () => {
    const out = problems([
      ...VOCAB,
      caseFile('IL-0001'),
      caseFile(
        'IL-0002',
        {},
        '## Symptoms\n\nSee [it](case:IL-0001#nowhere-near).\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n',
      ),
      conceptFile('etcd'),
    ]);
    expect(out).toEqual([
      'content/cases/IL-0002.md:30:10 body: broken link "case:IL-0001#nowhere-near": the page exists but has no heading #nowhere-near\n    hint: headings there: symptoms, trigger, lessons',
    ]);
  });
});

describe('did you mean', () => {
  const body = (link: string) =>
    `## Symptoms\n\nSee [](case:${link}).\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n`;

  it('offers IL-0207 for IL-0270, two digits swapped, and not the nearer IL-0271', () => {
    const out = problems([
      ...VOCAB,
      caseFile('IL-0207'),
      caseFile('IL-0271'),
      caseFile(
        'IL-0001',
        { related: 'related:\n  - id: IL-0270\n    relation: same-component' },
        body('IL-0270'),
      ),
    ]);
    expect(out).toEqual([
      'content/cases/IL-0001.md:27:5 related[0].id: no case "IL-0270" exists (content/cases/IL-0270.md)\n    hint: did you mean "IL-0207"?',
      'content/cases/IL-0001.md:33:8 body: broken link "case:IL-0270": no case "IL-0270" exists\n    hint: did you mean "IL-0207"?',
    ]);
  });

  it('offers nothing for a case ID one digit off, and both when two swaps exist', () => {
    const near = problems([
      ...VOCAB,
      caseFile('IL-0271'),
      caseFile('IL-0001', {}, body('IL-0270')),
    ]);
    expect(near).toEqual([
      'content/cases/IL-0001.md:30:8 body: broken link "case:IL-0270": no case "IL-0270" exists',
    ]);
    const two = problems([
      ...VOCAB,
      caseFile('IL-0207'),
      caseFile('IL-0720'),
      caseFile('IL-0001', {}, body('IL-0270')),
    ]);
    expect(two.map((l) => l.split('hint: ')[1])).toEqual(['did you mean "IL-0720" or "IL-0207"?']);
  });

  it('says a misspelt required field once, naming the field meant', () => {
    const out = problems([
      ...VOCAB,
      caseFile('IL-0001', {
        summary: 'sumary: "Something failed."',
        incident: 'incident:\n  strat: "2020-03-16"\n  precision: day',
      }),
    ]);
    expect(out).toEqual([
      'content/cases/IL-0001.md:4:1 sumary: unknown field "sumary", and the required field "summary" is missing\n    hint: did you mean "summary"? rename "sumary:" to "summary:"',
      'content/cases/IL-0001.md:8:3 incident.strat: unknown field "strat", and the required field "start" is missing\n    hint: did you mean "start"? rename "strat:" to "start:"',
    ]);
  });

  it('keeps an unknown field and a missing one apart when the names are not alike', () => {
    const out = problems([...VOCAB, caseFile('IL-0001', { summary: 'severity: "high"' })]);
    expect(out).toEqual([
      'content/cases/IL-0001.md:2:1 summary: required field is missing\n    hint: add "summary:"; see content/_templates/',
      expect.stringMatching(
        /^content\/cases\/IL-0001\.md:4:1 severity: unknown field "severity"\n/,
      ),
    ]);
  });

  it('offers the ISO date for 16/11/2021 and 11/16/2021, and both readings for 03/04/2021', () => {
    const hintFor = (added: string) =>
      problems([...VOCAB, caseFile('IL-0001', { added: `added: ${added}` })]).map(
        (l) => l.split('\n    hint: ')[1],
      );
    expect(hintFor('16/11/2021')).toEqual(['write it as YYYY-MM-DD, in quotes: "2021-11-16"']);
    expect(hintFor('11/16/2021')).toEqual(['write it as YYYY-MM-DD, in quotes: "2021-11-16"']);
    expect(hintFor('16.11.2021')).toEqual(['write it as YYYY-MM-DD, in quotes: "2021-11-16"']);
    expect(hintFor('2021/11/16')).toEqual(['write it as YYYY-MM-DD, in quotes: "2021-11-16"']);
    expect(hintFor('03/04/2021')).toEqual([
      'dates are YYYY-MM-DD, in quotes: "2021-04-03" if 03/04/2021 is day/month, "2021-03-04" if it is month/day (check the source)',
    ]);
    // No real day either way: the general hint.
    expect(hintFor('31/31/2021')).toEqual(['expected YYYY-MM-DD, in quotes: "2024-03-01"']);
    // The incident's start takes a date too.
    expect(
      problems([
        ...VOCAB,
        caseFile('IL-0001', { incident: 'incident:\n  start: 16/11/2021\n  precision: day' }),
      ]),
    ).toEqual([
      'content/cases/IL-0001.md:8:3 incident.start: expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] with an offset (Z or ±HH:MM), got "16/11/2021"\n    hint: write it as YYYY-MM-DD, in quotes: "2021-11-16"',
    ]);
  });
});

describe('the summary line', () => {
  const issue = (hint?: string): ContentIssue => ({
    file: 'content/cases/IL-0001.md',
    line: 1,
    col: 1,
    field: '',
    message: 'bad',
    hint,
  });

  it('says "the hint says how" only when every problem has a hint', () => {
    expect(summarizeIssues([issue('do this')])).toBe(
      '1 problem in 1 file. Fix each one at the line shown (the hint says how), then run `npm run validate` again.',
    );
    expect(summarizeIssues([issue(), issue()])).toBe(
      '2 problems in 1 file. Fix each one at the line shown, then run `npm run validate` again.',
    );
    expect(summarizeIssues([issue('do this'), issue()])).toBe(
      '2 problems in 1 file. Fix each one at the line shown (where there is a hint, it says how), then run `npm run validate` again.',
    );
    // The dev server's ends with what checks the fix there.
    expect(summarizeIssues([issue('do this')], 'and save')).toBe(
      '1 problem in 1 file. Fix each one at the line shown (the hint says how), and save.',
    );
  });
});
