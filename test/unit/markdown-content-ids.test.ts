// Ids in rendered bodies: prefixed, unique, with in-page links and cross-links following them
// (DOM clobbering).
import { describe, expect, it } from 'vitest';
import { buildLinkIndex } from '../../src/model/link-index.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { contentId, numberedSectionId } from '../../src/markdown/content-id.ts';
import { renderBody } from '../../src/markdown/index.ts';
import { resolveCrossLink } from '../../src/markdown/remark-cross-links.ts';
import { caseFile, VOCAB } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

const ids = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);

describe('content ids', () => {
  it('gives repeated headings and footnotes unique, prefixed ids, and a user "Footnotes" heading its own', async () => {
    const body =
      'Leaders moved 300 times in an hour[^1].\n\n## Timeline\n\nFirst day.\n\n## Timeline\n\nSecond day.\n\n## Footnotes\n\nHeading named like the footnote section.\n\n[^1]: Counted from controller logs.\n';
    const { html, metadata } = await renderBody(body);
    expect(ids(html)).toEqual([
      'user-content-fnref-1',
      'user-content-timeline',
      'user-content-timeline-1',
      'user-content-footnotes',
      'user-content-footnote-label',
      'user-content-fn-1',
    ]);
    expect(new Set(ids(html)).size).toBe(ids(html).length);
    expect(html).toContain(
      '<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="user-content-footnote-label">1</a>',
    );
    expect(html).toContain(
      '<a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a>',
    );
    expect(metadata.headings).toEqual([
      { depth: 2, slug: 'user-content-timeline', text: 'Timeline' },
      { depth: 2, slug: 'user-content-timeline-1', text: 'Timeline' },
      { depth: 2, slug: 'user-content-footnotes', text: 'Footnotes' },
    ]);
  });

  it('never gives content a page id or a global name, and renames a footnote id a heading took', async () => {
    const { html } = await renderBody(
      '## main\n\n## search\n\n## location\n\n## user-content-fn-1\n\nx[^1]\n\n[^1]: n\n',
    );
    expect(ids(html)).toEqual([
      'user-content-main-1',
      'user-content-search-1',
      'user-content-location',
      'user-content-user-content-fn-1',
      'user-content-fnref-1',
      'user-content-footnote-label',
      'user-content-fn-1',
    ]);
    const { html: h2 } = await renderBody('## fn-1\n\nx[^1]\n\n[^1]: n\n');
    expect(ids(h2)).toEqual([
      'user-content-fn-1',
      'user-content-fnref-1',
      'user-content-footnote-label',
      'user-content-fn-1-x1',
    ]);
    expect(h2).toContain('href="#user-content-fn-1-x1"');
  });

  it("rewrites in-page links to headings and keeps links to the page's own anchors", async () => {
    const { html } = await renderBody(
      '## Trigger\n\nSee [it](#trigger), [sources](#page-sources), [top](#top) and [this](#user-content-trigger).\n',
    );
    expect(html).toContain(
      '<a href="#user-content-trigger">it</a>, <a href="#page-sources">sources</a>, <a href="#top">top</a> and <a href="#user-content-trigger">this</a>',
    );
  });

  it('fails the render on an in-page link to nothing, naming file and line', async () => {
    await expect(
      renderBody('Text.\n\nSee [x](#nowhere).\n', {
        file: 'content/cases/IL-0001.md',
        bodyLine: 30,
      }),
    ).rejects.toThrow(
      'content/cases/IL-0001.md:32: broken link "#nowhere": no heading #nowhere on this page',
    );
  });

  it('resolves cross-link anchors to heading ids, and page anchors as they are', () => {
    const lib = buildLibrary([...VOCAB, caseFile('IL-0001')], { rules: IL_RULES }).library;
    const index = buildLinkIndex(lib, '/', IL_RULES.vocabularies);
    expect(resolveCrossLink(index, 'case', 'IL-0001', 'trigger')).toEqual({
      url: `/cases/IL-0001/#${contentId('trigger')}`,
    });
    expect(resolveCrossLink(index, 'case', 'IL-0001', 'page-sources')).toEqual({
      url: '/cases/IL-0001/#page-sources',
    });
  });

  it('finds a transcript section by its number', async () => {
    const { metadata } = await renderBody(
      '## 1. First part\n\n**Host:** Hi.\n\n## 2. Second part\n',
      { file: 'content/transcripts/t.md' },
    );
    expect(numberedSectionId(metadata.headings, 2)).toBe('user-content-2-second-part');
  });
});
