// Builds a site from the hostile corpus (every input the validator accepts, every hostile
// frontmatter value in every field that reaches a page, hostile vocabulary labels, article and
// transcript) and asserts on the output: nothing on any page can run, every frontmatter value
// lands as text (title, meta, JSON-LD, feed, search index), ids stay unique. A second build with
// every refused input fails in one run, naming each file and line, and writes nothing.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../helpers/build-site.ts';
import { builtRefusedSite, refusedInputs } from '../helpers/refused-content.ts';
import { builtContent } from '../helpers/shared-builds.ts';
import { badXmlFiles } from '../helpers/xml.ts';
import { writeHostileSite, type HostileCase } from '../fixtures/hostile/corpus.ts';
import {
  activeContent,
  filesOf,
  jsonBlocks,
  metaOf,
  page,
  pagefindFragments,
  select,
  textOf,
} from '../fixtures/hostile/inspect.ts';

let site: BuiltSite;
let cases: HostileCase[];

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'il-hostile-'));
  cases = writeHostileSite(join(dir, 'content'));
  // The same bytes as the browser tests' hostile site (test/e2e/hostile-browser.test.ts): one build.
  site = builtContent(join(dir, 'content'));
});

describe('a site built from hostile content', () => {
  it('builds, and the post-build checks find nothing (links, ids, HTML, scripts)', () => {
    expect(site.stderr).toBe('');
    expect(site.status).toBe(0);
    expect(site.stdout).toMatch(/checks: \d+ pages/);
  });

  it('has nothing that could run or load from elsewhere on any page', () => {
    const pages = filesOf(site.dist).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(cases.length);
    const found = pages.flatMap((p) => activeContent(page(site.dist, p)).map((a) => `${p}: ${a}`));
    expect(found).toEqual([]);
  });

  it('shows every hostile frontmatter value as text in <title>, <h1>, meta tags and the term page', () => {
    const term = page(site.dist, 'components/hostile-widget/index.html');
    const listed = select(
      term,
      (n) => n.tagName === 'a' && /case-title/.test(String(n.properties.className)),
    ).map((n) => toString(n));
    for (const c of cases.filter((x) => x.value !== undefined)) {
      const p = page(site.dist, `cases/${c.id}/index.html`);
      expect(textOf(p, 'title'), c.id).toBe(`${c.id}: ${c.title} · Incident Library`);
      expect(textOf(p, 'h1'), c.id).toBe(c.title);
      expect(metaOf(p, 'description'), c.id).toBe(c.value!.trim());
      expect(metaOf(p, 'og:title'), c.id).toBe(`${c.id}: ${c.title}`);
      expect(listed, c.id).toContain(`${c.id} ${c.title}`);
    }
  });

  it('keeps hostile values as data inside JSON-LD (escaped for a <script> element)', () => {
    const v = cases.find((c) => c.value?.startsWith('</script>'))!.value!;
    const html = readFileSync(join(site.dist, 'articles/hostile-article/index.html'), 'utf8');
    const raw = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]);
    expect(raw.length).toBeGreaterThan(0);
    for (const text of raw) expect(text).not.toMatch(/[<>]/);
    const values = JSON.stringify(
      jsonBlocks(page(site.dist, 'articles/hostile-article/index.html')),
    );
    expect(values).toContain(JSON.stringify(v).slice(1, -1));
  });

  it('writes every feed and sitemap as well-formed XML, whatever the titles hold', () => {
    expect(badXmlFiles(site.dist)).toEqual([]);
  });

  it('puts hostile titles into the feed as text', () => {
    const xml = readFileSync(join(site.dist, 'rss.xml'), 'utf8');
    const items = new XMLParser({ processEntities: true, htmlEntities: true }).parse(xml).rss
      .channel.item as { title: string }[];
    for (const c of cases.filter((x) => x.value !== undefined))
      expect(items.map((i) => String(i.title))).toContain(`${c.id}: ${c.title}`);
    expect(xml).not.toMatch(/<script/i);
  });

  it('stores hostile titles in the search index as text', () => {
    const byUrl = new Map(pagefindFragments(site.dist).map((f) => [f.url, f]));
    for (const c of cases.filter((x) => x.value !== undefined))
      expect(byUrl.get(`/cases/${c.id}/`)?.meta.title, c.id).toBe(`${c.id}: ${c.title}`);
  });

  it('renders a body that starts with --- as Markdown, not as hidden frontmatter', () => {
    const c = cases.find((x) => x.input?.name === 'body-frontmatter-lookalike')!;
    const headings = select(
      page(site.dist, `cases/${c.id}/index.html`),
      (n) => n.tagName === 'h2',
    ).map((n) => toString(n));
    expect(headings.some((h) => h.startsWith('title: injected'))).toBe(true);
  });

  it('gives repeated headings unique ids that in-page links follow (field case 16)', () => {
    const c = cases.find((x) => x.input?.name === 'repeated-headings')!;
    const p = page(site.dist, `cases/${c.id}/index.html`);
    const ids = select(p, (n) => n.properties.id !== undefined).map((n) => String(n.properties.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'main',
        'user-content-timeline',
        'user-content-timeline-1',
        'user-content-timeline-2',
      ]),
    );
    const hrefs = select(p, (n) => n.tagName === 'a').map((n) => String(n.properties.href));
    expect(hrefs).toEqual(
      expect.arrayContaining(['#user-content-timeline', '#user-content-timeline-1']),
    );
  });

  it("keeps the layout's own ids for the layout when content names headings after them", () => {
    const c = cases.find((x) => x.input?.name === 'heading-main-search')!;
    const p = page(site.dist, `cases/${c.id}/index.html`);
    expect(select(p, (n) => n.properties.id === 'main').map((n) => n.tagName)).toEqual(['main']);
    expect(
      select(p, (n) => String(n.properties.id ?? '').startsWith('user-content-main')).map(
        (n) => n.tagName,
      ),
    ).toEqual(['h2']);
  });
});

describe('a build with refused content', () => {
  // The refused content is shared with test/build/fixture-site.test.ts (a broken cross-link in
  // IL-0001 besides): one refused build for both.
  it('fails in one run naming every file and line, and writes nothing', () => {
    const r = builtRefusedSite();
    const refused = refusedInputs();
    expect(r.status).toBe(1);
    for (let i = 0; i < refused.length; i++)
      expect(r.stderr, refused[i].name).toMatch(
        new RegExp(`content/cases/IL-${9100 + i}\\.md:\\d+:\\d+ body: `),
      );
    expect(r.stderr).toContain('Nothing was built');
    expect(existsSync(r.dist)).toBe(false);
  });
});
