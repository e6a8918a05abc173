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
  });
});
