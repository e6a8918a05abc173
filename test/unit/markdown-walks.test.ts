import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { eachElement } from '../../src/markdown/hast-walk.ts';
import remarkSiteUrls from '../../src/markdown/remark-site-urls.ts';

const el = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

describe('eachElement', () => {
  it('visits every element below the root in document order, parents first, and no text', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('p', [el('em', [{ type: 'text', value: 'x' }, el('code')]), el('strong')]),
        { type: 'text', value: '\n' },
        el('ul', [el('li')]),
      ],
    };
    const seen: string[] = [];
    eachElement(tree, (e) => seen.push(e.tagName));
    expect(seen).toEqual(['p', 'em', 'code', 'strong', 'ul', 'li']);
  });
});

describe('remarkSiteUrls', () => {
  const render = (md: string) =>
    String(
      unified()
        .use(remarkParse)
        .use(remarkSiteUrls, { base: '/kb/' })
        .use(remarkRehype)
        .use(rehypeStringify)
        .processSync(md),
    );

  it('puts links, definitions and site images under the base', () => {
    expect(render('[a](/cases/) ![b](/images/x.svg) [c]\n\n[c]: /concepts/')).toBe(
      '<p><a href="/kb/cases/">a</a> <img src="/kb/images/x.svg" alt="b"> <a href="/kb/concepts/">c</a></p>',
    );
  });

  it('turns images from other sites into links or their alt text, also through a later definition (the first of a label wins)', () => {
    expect(
      render(
        '![far](https://x.example/a.png) ![d](data:image/png;base64,AA) ![ref][r] after\n\n[r]: https://y.example/b.png\n[r]: /images/x.svg',
      ),
    ).toBe(
      '<p><a href="https://x.example/a.png">far</a> d <a href="https://y.example/b.png">ref</a> after</p>',
    );
  });
});
