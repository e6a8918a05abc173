// The validator's side of the raw-HTML policy (src/model/raw-html.ts): raw HTML, script-capable
// URLs and images from elsewhere are refused with file, line, column and a hint; everything else
// in the corpus is accepted. Error text is pinned.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/model/errors.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { checkRawHtml, isSiteImage, urlScheme } from '../../src/model/raw-html.ts';
import { caseFile, VOCAB } from '../helpers/memory.ts';
import { loadCorpus } from '../fixtures/hostile/corpus.ts';
import { IL_RULES } from '../helpers/rules.ts';

const FILE = 'content/cases/IL-0001.md';
const messages = (body: string, line = 1) =>
  checkRawHtml(FILE, body, line).map(formatIssue).join('\n');

describe('checkRawHtml', () => {
  const corpus = loadCorpus();

  it.each(
    corpus.filter((i) => i.outcome === 'refused').map((i) => [`${i.kind}/${i.name}`, i] as const),
  )('refuses %s with its line', (_, input) => {
    const issues = checkRawHtml(FILE, input.body, 20);
    expect(issues.length).toBeGreaterThan(0);
    for (const i of issues) {
      expect(i).toMatchObject({ file: FILE, field: 'body' });
      expect(i.line).toBeGreaterThanOrEqual(20);
      expect(i.line).toBeLessThan(20 + input.body.split('\n').length);
      expect(i.hint).toBeTruthy();
    }
  });

  it.each(
    corpus.filter((i) => i.outcome === 'accepted').map((i) => [`${i.kind}/${i.name}`, i] as const),
  )('accepts %s', (_, input) => {
    expect(checkRawHtml(FILE, input.body, 20)).toEqual([]);
  });

  it('names the tag, the line and the column in the whole file', () => {
    expect(messages('Text.\n\nA <script>alert(1)</script> here.\n', 30)).toMatchInlineSnapshot(`
      "content/cases/IL-0001.md:32:3 body: raw HTML is not accepted: <script>
          hint: write it in Markdown; to show a tag as text put it in \`backticks\` or write \\<
      content/cases/IL-0001.md:32:19 body: raw HTML is not accepted: </script>
          hint: write it in Markdown; to show a tag as text put it in \`backticks\` or write \\<"
    `);
    expect(messages('<!-- reviewer: check this -->\n')).toMatchInlineSnapshot(`
      "content/cases/IL-0001.md:1:1 body: raw HTML is not accepted: an HTML comment
          hint: delete the comment; notes for reviewers belong in the pull request"
    `);
  });

  it('refuses script URLs however they are spelled, and images from other sites', () => {
    expect(messages('[a](java&#x09;script:alert(1)) ![b](//tracker.invalid/p.gif)\n'))
      .toMatchInlineSnapshot(`
      "content/cases/IL-0001.md:1:1 body: the URL scheme "javascript:" is not allowed
          hint: links may be http(s), mailto, a cross-link (case:, concept:, article:...) or a path on this site
      content/cases/IL-0001.md:1:32 body: images from other sites are not shown: //tracker.invalid/p.gif
          hint: pages make no requests to other sites: link to the image instead, [description](url), or add the file to public/ and use its path"
    `);
  });

  it('leaves tags in code, escaped tags and ordinary links alone', () => {
    expect(
      checkRawHtml(
        FILE,
        '`<b>` and\n\n```html\n<script>x</script>\n```\n\n\\<b> [x](https://example.org) [y](case:IL-0002) <https://example.org> a < b\n',
      ),
    ).toEqual([]);
  });

  it('reads URLs as a browser does', () => {
    expect(urlScheme(' \tJaVa\nScript:alert(1)')).toBe('javascript');
    expect(urlScheme('/cases/')).toBeUndefined();
    expect(isSiteImage('/favicon.svg')).toBe(true);
    expect(isSiteImage('images/a.png')).toBe(true);
    for (const u of [
      '//evil.invalid/a.png',
      '/\\evil.invalid/a.png',
      '\\\\evil.invalid/a.png',
      '/\t/evil.invalid/a.png',
      'https://evil.invalid/a.png',
      'data:image/png;base64,AA',
    ])
      expect(isSiteImage(u), u).toBe(false);
  });
});

describe('the validator', () => {
  it('reports raw HTML in a case body with file and line, among the other checks', () => {
    const body =
      '## Symptoms\n\nThe widget failed.\n\n<img src="x.png" onerror="alert(1)">\n\n## Trigger\n\nA deploy.\n\n## Lessons\n\nSanitise.\n';
    const issues = buildLibrary([...VOCAB, caseFile('IL-0001', {}, body)], {
      rules: IL_RULES,
    }).issues.filter((i) => i.field === 'body');
    expect(issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:32:1 body: raw HTML is not accepted: <img>
          hint: write it in Markdown; to show a tag as text put it in \`backticks\` or write \\<",
      ]
    `);
  });
});
