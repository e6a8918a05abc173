// Every hostile input, rendered by the pipeline the build uses, read back as a browser reads it:
// nothing that runs, loads from elsewhere, styles or clobbers survives, even for the inputs the
// validator refuses (the renderer is the second line of defence).
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { renderBody } from '../../src/markdown/index.ts';
import { KINDS, loadCorpus } from '../fixtures/hostile/corpus.ts';

const FORBIDDEN = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
  'style',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'video',
  'audio',
  'source',
  'details',
  'body',
];
const CLASSES = new Set([
  'contains-task-list',
  'task-list-item',
  'footnotes',
  'sr-only',
  'data-footnote-backref',
  'turn',
  'speaker',
]);

/** What is wrong with a rendered body, as a browser would build it. */
function problems(html: string): string[] {
  const out: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (n: Element) => {
    if (FORBIDDEN.includes(n.tagName)) out.push(`<${n.tagName}>`);
    for (const [key, value] of Object.entries(n.properties)) {
      const v = String(Array.isArray(value) ? value.join(' ') : value);
      if (/^on/i.test(key)) out.push(`${key} on <${n.tagName}>`);
      if (key === 'style' || key === 'name' || key === 'srcSet' || key === 'srcDoc')
        out.push(`${key} on <${n.tagName}>`);
      if (key === 'id' && !v.startsWith('user-content-')) out.push(`id "${v}"`);
      if (
        key === 'className' &&
        !(value as string[]).every((c) => CLASSES.has(c) || /^language-[\w#+.-]+$/.test(c))
      )
        out.push(`class "${v}"`);
      if (
        (key === 'href' || key === 'src') &&
        /^\s*(?:javascript|vbscript|data|file):/i.test(v.replace(/[\t\n\r]/g, ''))
      )
        out.push(`${key}="${v}"`);
      if (key === 'src' && !/^(?![\\/][\\/])(?!\\)[^:\s]*$/.test(v))
        out.push(`src from elsewhere "${v}"`);
    }
  });
  return out;
}

describe('rendering the hostile corpus', () => {
  const corpus = loadCorpus();

  it('has at least 60 inputs over every kind', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((i) => i.kind))).toEqual(new Set(Object.keys(KINDS)));
  });

  it.each(corpus.map((i) => [`${i.kind}/${i.name}`, i] as const))(
    '%s renders inert',
    async (_, input) => {
      const { html } = await renderBody(input.body, { file: 'content/cases/IL-0001.md' });
      // A payload may survive only as text or inside an attribute value, never as markup.
      expect(problems(html)).toEqual([]);
    },
  );

  it('keeps harmless text of refused markup and drops the markup', async () => {
    const { html } = await renderBody(
      '<details><summary>Raw vendor response</summary>\n\nHTTP 503 from the widget CDN.\n\n</details>\n',
    );
    expect(html).toBe('<p>HTTP 503 from the widget CDN.</p>');
  });

  it('keeps quotes in link titles and image alt text inside their attribute', async () => {
    const { html } = await renderBody(
      '[x](https://example.org/ "a\\" onmouseover=\\"alert(1)") ![b" onerror="alert(1)](/favicon.svg)\n',
    );
    expect(html).toMatchInlineSnapshot(
      `"<p><a href="https://example.org/" title="a&#x22; onmouseover=&#x22;alert(1)">x</a> <img src="/favicon.svg" alt="b&#x22; onerror=&#x22;alert(1)"></p>"`,
    );
    const img = fromHtml(html, { fragment: true }).children[0] as Element;
    expect((img.children[2] as Element).properties).toEqual({
      src: '/favicon.svg',
      alt: 'b" onerror="alert(1)',
    });
  });

  it('turns an image from another origin into a link, and refuses script URLs in links', async () => {
    const { html } = await renderBody(
      '![pixel](https://tracker.invalid/p.gif) [x](javascript:alert(1)) [y](JAVA&#x09;SCRIPT:alert(1))\n',
    );
    expect(html).toBe('<p><a href="https://tracker.invalid/p.gif">pixel</a> <a>x</a> <a>y</a></p>');
  });

  it('prefixes root-relative links and images with the site base', async () => {
    const { default: remarkSiteUrls, siteUrl } =
      await import('../../src/markdown/remark-site-urls.ts');
    expect(typeof remarkSiteUrls).toBe('function');
    expect(siteUrl('/kb/', '/cases/')).toBe('/kb/cases/');
    expect(siteUrl('/kb/', '//evil.invalid/x')).toBe('//evil.invalid/x');
    expect(siteUrl('/', '/cases/')).toBe('/cases/');
  });
});
