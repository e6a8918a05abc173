// What `astro dev` shows for content problems: the overlay's payload and which requests get it.
import { describe, expect, it } from 'vitest';
import { isPageRequest, overlayPayload } from '../../src/astro/dev-problems.ts';

const issue = {
  file: 'content/cases/IL-0005.md',
  line: 31,
  col: 5,
  field: 'body',
  message: 'broken link "concept:etcdx": no concept "etcdx" exists',
  hint: 'did you mean "etcd"?',
};

describe('content problems in the dev server', () => {
  it('gives the overlay our lines, escaped, with no location (no code frame) and no stack', () => {
    const { type, err } = overlayPayload([
      issue,
      { ...issue, file: 'content/cases/<b>x</b>.md', line: 2, col: 1, field: 'title' },
    ]);
    expect(type).toBe('error');
    expect(err.title).toBe('2 content problems in 2 files');
    expect(err.message.split('<style>')[0]).toBe(
      'content/cases/&lt;b&gt;x&lt;/b&gt;.md:2:1 title: broken link "concept:etcdx": no concept "etcdx" exists\n    hint: did you mean "etcd"?\n' +
        'content/cases/IL-0005.md:31:5 body: broken link "concept:etcdx": no concept "etcdx" exists\n    hint: did you mean "etcd"?',
    );
    expect(err.stack).toBe('');
    expect(err).not.toHaveProperty('loc');
    expect(overlayPayload([issue]).err.title).toBe('1 content problem in 1 file');
  });

  it("answers pages, not Vite's modules, scripts, styles or public files", () => {
    expect(isPageRequest('GET', '/cases/IL-0005/')).toBe(true);
    expect(isPageRequest('GET', '/kb/cases/?q=1')).toBe(true);
    expect(isPageRequest('HEAD', '/404.html')).toBe(true);
    expect(isPageRequest('POST', '/cases/IL-0005/')).toBe(false);
    for (const url of [
      '/@vite/client',
      '/@fs/work/src/x.ts',
      '/__open-in-editor?file=x',
      '/node_modules/.vite/deps/x.js',
      '/theme.css',
      '/rss.xml',
      '/favicon.svg',
      '/_image?href=x',
    ])
      expect(isPageRequest('GET', url)).toBe(false);
  });
});
