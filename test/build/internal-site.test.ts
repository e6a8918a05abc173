// The internal example library (examples/internal), built as its team builds it: the parts it
// turns off (podcast feed, statistics, open data) are neither written nor linked, and every page
// asks search engines not to index it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../helpers/build-site.ts';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';

/** Every HTML page of the built site, as path (relative to `dist`) and text. */
function pages(dist: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) out.push([relative(dist, path), readFileSync(path, 'utf8')]);
    }
  };
  walk(dist);
  return out;
}

describe('an internal library with parts turned off', () => {
  let copy: LibraryCopy;
  let site: BuiltSite;
  let html: [string, string][];
  beforeAll(() => {
    copy = copyLibrary('examples/internal');
    site = copy.build();
    if (site.status !== 0)
      throw new Error(`the internal library did not build:\n${site.stdout}\n${site.stderr}`);
    html = pages(site.dist);
  });
  afterAll(() => copy?.remove());

  it('writes none of the pages and files of the parts it turned off', () => {
    const all = (p: string) => {
      try {
        statSync(join(site.dist, p));
        return true;
      } catch {
        return false;
      }
    };
    for (const gone of [
      'podcast.xml',
      'stats',
      'data',
      'data/cases.csv',
      'data/cases.json',
      'sitemap-index.xml',
    ])
      expect(all(gone), gone).toBe(false);
    // What it keeps: its cases, the matrix, the feeds and the search index.
    for (const kept of [
      'cases/OPS-0001/index.html',
      'matrix/index.html',
      'rss.xml',
      'pagefind/pagefind.js',
    ])
      expect(all(kept), kept).toBe(true);
  });

  it('links none of them from any page', () => {
    expect(html.length).toBeGreaterThan(10);
    for (const [path, text] of html) {
      expect(text, path).not.toMatch(/href="[^"]*\/(stats|data)\/[^"]*"/);
      expect(text, path).not.toMatch(/href="[^"]*\/podcast\.xml"/);
      expect(text, path).not.toMatch(/sitemap/);
      // Its sources are on its own wiki: no page offers a third party's archive of them.
      expect(text, path).not.toContain('web.archive.org');
    }
  });

  it("loads its own stylesheet (customCss) on every page, after the package's", () => {
    // The stylesheets a page loads, in order: linked files and inline styles alike.
    const css = (page: string) =>
      [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"|<style>([^<]*)<\/style>/g)]
        .map(([, href, inline]) =>
          href ? readFileSync(join(site.dist, href.replace(/^\//, '')), 'utf8') : inline,
        )
        .join('\n');
    for (const [path, text] of html.filter(([, t]) => t.includes('class="site-header"'))) {
      const all = css(text);
      const ours = all.indexOf('.site-header{background:var(--header)');
      const theirs = all.indexOf('.site-header{background:#e6f3f3}');
      expect(ours, path).toBeGreaterThanOrEqual(0);
      expect(theirs, path).toBeGreaterThan(ours);
    }
  });

  it('asks search engines to index nothing', () => {
    for (const [path, text] of html)
      expect(text, path).toContain('<meta name="robots" content="noindex">');
    expect(readFileSync(join(site.dist, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
