// The benchmark's synthetic corpus (bench/generate.ts) must pass our schemas and cross-file
// checks, or `npm run bench` measures a build that fails; and it must be the same every time.
import { describe, expect, it } from 'vitest';
import { caseFile, caseId, vocabularyFiles } from '../../bench/generate.ts';
import { fitLine, median } from '../../bench/measure.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { IL_RULES } from '../helpers/rules.ts';

function corpus(ids: number[], n: number): SourceFile[] {
  const vocab = Object.entries(vocabularyFiles()).map(([path, content]) => ({
    file: `content/${path}`,
    content,
  }));
  return [
    ...vocab,
    ...ids.map((i) => ({ file: `content/cases/${caseId(i)}.md`, content: caseFile(i, n) })),
  ];
}

describe('bench corpus', () => {
  it('passes validation, cross-links and related cases included', () => {
    const ids = Array.from({ length: 40 }, (_, k) => k + 1);
    const { library, issues } = buildLibrary(corpus(ids, 40), { rules: IL_RULES });
    expect(issues).toEqual([]);
    expect(library.cases).toHaveLength(40);
    expect(library.cases.some((c) => c.data.related.length > 0)).toBe(true);
    expect(library.cases.some((c) => /\]\(case:IL-\d{4}#trigger\)/.test(c.body))).toBe(true);
  });

  it('has cases of about 600 words', () => {
    const words = caseFile(7, 1000).split(/\s+/).length;
    expect(words).toBeGreaterThan(450);
    expect(words).toBeLessThan(800);
  });

  it('names cases past IL-9999 with IDs the schema accepts', () => {
    const { issues } = buildLibrary(corpus([9999, 10000, 10001], 10001), { rules: IL_RULES });
    // Cross-links may name cases not in this small slice; only ID problems matter here.
    expect(issues.filter((i) => /case ID|file name/.test(i.message))).toEqual([]);
    expect(caseId(10000)).toBe('IL-10000');
  });

  it('is deterministic', () => {
    expect(caseFile(123, 5000)).toBe(caseFile(123, 5000));
    expect(caseFile(123, 5000)).not.toBe(caseFile(124, 5000));
  });
});

describe('bench statistics', () => {
  it('takes medians and fits peak memory to a line', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    const { a, b } = fitLine([
      [1000, 1226],
      [5000, 1883],
    ]);
    expect(b * 1000).toBeCloseTo(164.25, 1);
    expect(a + b * 20_000).toBeCloseTo(4347, 0);
  });
});
