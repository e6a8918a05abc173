import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import remarkCrossLinks, { resolveCrossLink } from '../../src/markdown/remark-cross-links.ts';
import { buildLinkIndex } from '../../src/model/link-index.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { checkBody } from '../../src/model/body-checks.ts';
import { parseBody } from '../../src/model/markdown-tree.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

const lib = buildLibrary(
  [...VOCAB, caseFile('IL-0001'), caseFile('IL-0002'), conceptFile('etcd')],
  { rules: IL_RULES },
).library;

describe('cross-links', () => {
  const index = buildLinkIndex(lib, '/kb/', IL_RULES.vocabularies);
  it('resolves cases, concepts, terms and anchors under the base', () => {
    expect(resolveCrossLink(index, 'case', 'IL-0001', 'trigger')).toEqual({
      url: '/kb/cases/IL-0001/#user-content-trigger',
    });
    expect(resolveCrossLink(index, 'concept', 'etcd')).toEqual({ url: '/kb/concepts/etcd/' });
    expect(resolveCrossLink(index, 'component', 'etcd')).toEqual({ url: '/kb/components/etcd/' });
    expect(resolveCrossLink(index, 'factor', 'no-client-keepalive')).toEqual({
      url: '/kb/contributing-factors/no-client-keepalive/',
    });
    expect(resolveCrossLink(index, 'case', 'IL-0009')).toEqual({ error: 'no case "IL-0009"' });
    expect(resolveCrossLink(index, 'case', 'IL-0001', 'nope')).toEqual({
      error: 'case "IL-0001" has no heading #nope',
    });
  });

  it('renders links and fills empty link text with the target title', async () => {
    const html = String(
      await unified()
        .use(remarkParse)
        .use(remarkCrossLinks, { index })
        .use(remarkRehype)
        .use(rehypeStringify)
        .process({
          path: '/repo/content/concepts/etcd.md',
          value:
            'See [](case:IL-0002), [etcd](concept:etcd) and [a relative one](../cases/IL-0001.md#lessons).',
        }),
    );
    expect(html).toBe(
      '<p>See <a href="/kb/cases/IL-0002/">IL-0002</a>, <a href="/kb/concepts/etcd/">etcd</a> and <a href="/kb/cases/IL-0001/#user-content-lessons">a relative one</a>.</p>',
    );
  });

  it('scans links outside code only, with lines', () => {
    const body =
      'a [x](case:IL-0001)\n```\n[y](case:IL-0002)\n```\n`[z](concept:q)` [w](component:etcd#top)\n';
    const links = checkBody(parseBody(body, 10), {
      file: 'content/cases/IL-0003.md',
      type: 'cases',
      id: 'IL-0003',
      body,
      bodyLine: 10,
      linkKinds: IL_RULES.vocabularies.linkKinds,
    }).facts.links;
    const found = Array.from({ length: links.length / 5 }, (_, i) => links.slice(i * 5, i * 5 + 5));
    expect(
      found.map(([kind, target, anchor, line]) => [kind, target, anchor ?? undefined, line]),
    ).toEqual([
      ['case', 'IL-0001', undefined, 10],
      ['component', 'etcd', 'top', 14],
    ]);
  });
});
