import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { unified, type Processor } from 'unified';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Root as MdastRoot } from 'mdast';
import { parseBody } from '../../src/model/markdown-tree.ts';
import { eachNode } from '../../src/model/tree-walk.ts';
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

describe('parseBody skips the autolink walks and the table syntax only where they change nothing', () => {
  // The same parser without the guard: remark-gfm's set-up less the e-mail tokenizer, as
  // `remarkGfmLean` was before it wrapped the autolink-literal transform.
  const unguarded = unified()
    .use(remarkParse)
    .use(function (this: Processor) {
      const data = this.data() as Record<string, unknown[] | undefined>;
      (data.micromarkExtensions ??= []).push(
        combineExtensions([gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()]),
      );
      (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
    })
    .freeze();
  // The ids `parseBody` gives headings (on each heading and the root) are not what this compares.
  const withoutIds = (tree: MdastRoot): MdastRoot => {
    delete tree.data;
    eachNode(tree, (n) => {
      if (n.type === 'heading') delete n.data;
    });
    return tree;
  };
  const bodies = [
    'Plain prose with no address at all, *emphasis*, `code` and [a link](case:IL-0001).',
    'A bare https://example.org/a?b=c, then WWW.Example.com. and HTTP://X.ORG/ in capitals.',
    'Mail ops@example.org, mailto:a@b.co and xmpp:me@chat.example.org/x; a lone @ sign.',
    '[text https://inside.example.org](https://example.org) and <https://auto.example.org>',
    '| a | www.table.example.org |\n| - | - |\n| x@y.org | z |\n\n> quoted www.quote.example.org',
    '1. item with https://list.example.org\n   - nested [ref][r] www.nested.example.org\n\n[r]: https://def.example.org',
    'Almost: www without a dot, http:/one-slash, at-sign-free, https//no-colon.',
    // Tables without a pipe: one cell, its alignment colon beside the dashes.
    'Head\n-:\nrow',
    'Head\n:-\n\nNot a table:\n---\nnor this\n\n- : -',
    'Escaped \\| and &#124; pipes, a colon: here, and a dash - there.\n\nTitle\n===',
  ];
  it.each(bodies)('gives the tree the full GFM transform gives: %s', (body) => {
    expect(withoutIds(parseBody(body))).toEqual(unguarded.parse(body));
  });
  it('gives the full tree for every Markdown file of the library and the test sites', () => {
    const files = ['content', 'test/fixtures'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const body = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(withoutIds(parseBody(body)), file).toEqual(unguarded.parse(body));
    }
  });
  it('links what GFM links', () => {
    expect(JSON.stringify(parseBody('see www.example.org and a@b.org'))).toContain(
      '"url":"http://www.example.org"',
    );
    expect(JSON.stringify(parseBody('see www.example.org and a@b.org'))).toContain(
      '"url":"mailto:a@b.org"',
    );
  });
});
