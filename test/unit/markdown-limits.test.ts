// Pathological Markdown is refused before any parser sees it, by the validator and the renderer
// alike, with its line; bodies at the limits still render. (Speed is measured by
// `npm run bench:markdown`, not here: these tests only show nothing crashes or hangs.)
import { describe, expect, it } from 'vitest';
import { checkMarkdownLimits, MARKDOWN_LIMITS } from '../../src/model/markdown-limits.ts';
import { checkRawHtml } from '../../src/model/raw-html.ts';
import { renderBody } from '../../src/markdown/index.ts';
import { PATHOLOGICAL, PATHOLOGICAL_SIZES } from '../fixtures/hostile/corpus.ts';

const REFUSED = [
  'nested-quotes',
  'nested-quotes-spaced',
  'open-brackets',
  'nested-links',
  'nested-images',
  'deep-list-one-line',
  'deep-list-indented',
  'emphasis-run',
  'emphasis-words',
  'reference-definitions',
  'footnote-definitions',
  'wide-table',
  'long-paragraph',
  'many-lt',
];

describe('Markdown limits', () => {
  it.each(REFUSED)(
    'refuses %s at the size the issue names, in the validator and the renderer',
    async (name) => {
      const body = PATHOLOGICAL[name](PATHOLOGICAL_SIZES[name]);
      const v = checkMarkdownLimits(body, 10);
      expect(v).toBeDefined();
      expect(v!.line).toBeGreaterThanOrEqual(10);
      expect(checkRawHtml('content/cases/IL-0001.md', body, 10)).toHaveLength(1);
      await expect(
        renderBody(body, { file: 'content/cases/IL-0001.md', bodyLine: 10 }),
      ).rejects.toThrow(/^content\/cases\/IL-0001\.md:\d+:\d+ body: /);
    },
  );

  it.each([
    ['many-lt', 1000],
    ['backtick-run', PATHOLOGICAL_SIZES['backtick-run']],
    ['long-paragraph', 900],
  ] as const)(
    'renders %s (%i), which stays within the limits, without crashing',
    async (name, n) => {
      const body = PATHOLOGICAL[name](n);
      expect(checkMarkdownLimits(body)).toBeUndefined();
      const { html } = await renderBody(body);
      expect(html.length).toBeGreaterThan(0);
    },
  );

  it('renders structures right at each limit', async () => {
    const n = MARKDOWN_LIMITS.nesting;
    for (const body of [
      `${'>'.repeat(n)} x\n`,
      `${'- '.repeat(n)}x\n`,
      `${'['.repeat(MARKDOWN_LIMITS.brackets)}x\n`,
    ]) {
      expect(checkMarkdownLimits(body), body).toBeUndefined();
      await expect(renderBody(body)).resolves.toBeDefined();
    }
    expect(checkMarkdownLimits(`${'>'.repeat(n + 1)} x\n`)).toMatchInlineSnapshot(`
      {
        "col": 35,
        "hint": "flatten the structure: a page needs a few levels at most",
        "line": 1,
        "message": "block quotes and lists are nested 33 deep here, more than the 32 a page may have",
      }
    `);
  });

  it('does not count what is inside fenced code', () => {
    const yaml = `\`\`\`yaml\n${Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n')}\n\`\`\`\n`;
    expect(checkMarkdownLimits(yaml)).toBeUndefined();
    expect(checkMarkdownLimits(`\`\`\`\n${'['.repeat(100)}\n\`\`\`\n`)).toBeUndefined();
  });

  it('resets per paragraph', () => {
    const paragraphs = Array.from({ length: 50 }, () => '*a* _b_ [c](d)').join('\n\n');
    expect(checkMarkdownLimits(paragraphs.repeat(20))).toBeUndefined();
  });
});
