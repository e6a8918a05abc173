// What `astro dev` shows for content problems: the overlay's payload and which requests get it.
import { describe, expect, it } from 'vitest';
import { overlayPayload, rendersByAstro } from '../../src/astro/dev-problems.ts';

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

  it("answers what Astro renders, not Vite's modules or files it serves", () => {
    const files = new Set(['/src/scripts/search-page.ts', '/favicon.svg']);
    const astro = (method: string, url: string) => rendersByAstro(method, url, (p) => files.has(p));
    for (const url of [
      '/cases/IL-0005/',
      '/kb/cases/?q=1',
      '/404.html',
      '/rss.xml',
      '/favicon.ico',
      '/',
    ])
      expect(astro('GET', url)).toBe(true);
    expect(astro('HEAD', '/cases/')).toBe(true);
    expect(astro('POST', '/cases/IL-0005/')).toBe(false);
    for (const url of [
      '/@vite/client',
      '/@fs/work/src/x.ts',
      '/@id/astro:scripts/page.js',
      '/__open-in-editor?file=x',
      '/node_modules/.vite/deps/x.js',
      '/src/scripts/search-page.ts?astro&type=script&index=0&lang.ts',
      '/favicon.svg',
      '/%E0%A4%A',
    ])
      expect(astro('GET', url)).toBe(false);
  });
});
