// Field cases 10, 11, 13, 15 and 16 (../shared/field-cases/) on the built output: a site under
// /kb/ (and a site at /), search that indexes cases and not chrome, Chinese and Japanese cases
// with their own <html lang>, raw HTML in a contributed case refused, unique ids per page.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../helpers/build-site.ts';
import { contentProject } from '../helpers/content-project.ts';
import { builtContent } from '../helpers/shared-builds.ts';
import { validateIn } from '../helpers/validate-run.ts';
import { writeHostileSite } from '../fixtures/hostile/corpus.ts';
import { FIELD_CASES as F, writeFieldCaseSite, XSS_BODY } from '../fixtures/hostile/field-cases.ts';
import { badXmlFiles } from '../helpers/xml.ts';
import { filesOf, page, pagefindFragments, select, textOf } from '../fixtures/hostile/inspect.ts';

const SITE = 'https://docs.example.org';
let content: string;
let kb: BuiltSite;
let root: BuiltSite;
const xml = (site: BuiltSite, f: string) =>
  new XMLParser().parse(readFileSync(join(site.dist, f), 'utf8'));

beforeAll(() => {
  content = join(mkdtempSync(join(tmpdir(), 'il-field-')), 'content');
  writeFieldCaseSite(content);
  // The site under /kb/ is the one the browser tests read (test/e2e/hostile-field-cases.test.ts).
  kb = builtContent(content, {}, { SITE_URL: SITE, SITE_BASE: '/kb/' });
  // At the root: the hostile corpus's site, built at base / by test/build/hostile-site.test.ts
  // and test/e2e/hostile-browser.test.ts (the same bytes and options, so one build for the three).
  // It has every template, and URLs written by hostile content besides; a build of the field
  // cases at / would be a build of its own for one check.
  const hostileContent = join(mkdtempSync(join(tmpdir(), 'il-hostile-')), 'content');
  writeHostileSite(hostileContent);
  root = builtContent(hostileContent);
});

describe('field case 10: deployed under /kb/', () => {
  it('builds, every internal link of every page under /kb/ (the post-build link check)', () => {
    expect(kb.stderr).toBe('');
    expect(kb.status).toBe(0);
  });

  it('has a sitemap index pointing into /kb/ and every <loc> under https://docs.example.org/kb/, slash-separated and slash-ended', () => {
    expect(xml(kb, 'sitemap-index.xml').sitemapindex.sitemap.loc).toBe(`${SITE}/kb/sitemap-0.xml`);
    const locs = (xml(kb, 'sitemap-0.xml').urlset.url as { loc: string }[]).map((u) => u.loc);
    expect(locs).toContain(`${SITE}/kb/`);
    expect(locs).toContain(`${SITE}/kb/cases/${F.base.id}/`);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/docs\.example\.org\/kb\/(?:[^/]+\/)*$/);
  });

  it('links RSS items and taxonomy pages under /kb/', () => {
    const items = xml(kb, 'rss.xml').rss.channel.item as { link: string }[];
    expect(items.map((i) => i.link)).toContain(`${SITE}/kb/cases/${F.base.id}/`);
    for (const i of items) expect(i.link.startsWith(`${SITE}/kb/`)).toBe(true);
    const term = select(
      page(kb.dist, 'components/object-storage/index.html'),
      (n) => n.tagName === 'a',
    ).map((n) => String(n.properties.href));
    expect(term).toContain(`/kb/cases/${F.base.id}/`);
    expect(term.filter((h) => h.startsWith('/') && !h.startsWith('/kb/'))).toEqual([]);
  });

  it('at base / gives a site at the root (every template), with no // in any URL', () => {
    expect(root.status, root.stderr).toBe(0);
    const bad: string[] = [];
    for (const f of filesOf(root.dist).filter((x) => /\.(html|xml)$/.test(x))) {
      const text = readFileSync(join(root.dist, f), 'utf8');
      for (const m of text.matchAll(
        /(?:href|src|content)="([^"]*)"|<loc>([^<]*)<\/loc>|<link>([^<]*)<\/link>/g,
      )) {
        const url = m[1] ?? m[2] ?? m[3];
        if (/(?<!:)\/\//.test(url.replace(/^\/\//, ''))) bad.push(`${f}: ${url}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('field case 11: search indexes cases, not chrome or listings', () => {
  it('holds the case body word in exactly one indexed page, the case, titled with the case title', () => {
    const frags = pagefindFragments(kb.dist);
    // Fragment URLs are relative to the site root; the search adds the base (tested in the browser).
    const hits = frags.filter((f) => f.content.includes(F.noise.word));
    expect(hits.map((f) => f.url)).toEqual([`/cases/${F.noise.id}/`]);
    expect(hits[0].meta.title).toBe(`${F.noise.id}: ${F.noise.title}`);
  });

  it('indexes no navigation or footer text, and Pagefind never falls back to whole pages', () => {
    const nav = select(
      page(kb.dist, 'index.html'),
      (n) => n.tagName === 'nav' || n.tagName === 'footer',
    ).map((n) => toString(n));
    expect(nav.join(' ')).toContain('Organisations');
    for (const f of pagefindFragments(kb.dist)) {
      expect(f.content, f.url).not.toContain('Organisations Concepts');
      expect(f.content, f.url).not.toContain('Source repository');
    }
    expect(kb.stdout + kb.stderr).not.toMatch(/Did not find a data-pagefind-body/);
  });
});

describe('field case 13: Chinese and Japanese cases', () => {
  it('writes the content of a case in a right-to-left language right to left, and only that', () => {
    const article = (id: string) =>
      select(page(kb.dist, `cases/${id}/index.html`), (n) => n.tagName === 'article')[0].properties
        .dir;
    expect(
      select(page(kb.dist, `cases/${F.ar.id}/index.html`), (n) => n.tagName === 'html')[0]
        .properties.lang,
    ).toBe('ar');
    expect(article(F.ar.id)).toBe('rtl');
    expect(article(F.zh.id)).toBe('ltr');
    expect(article(F.base.id)).toBeUndefined();
  });

  it('writes every feed and sitemap as well-formed XML (an independent reader, and XML 1.0 characters only)', () => {
    expect(badXmlFiles(kb.dist)).toEqual([]);
    expect(filesOf(kb.dist).filter((f) => f.endsWith('.xml')).length).toBeGreaterThan(10);
  });

  it('gives each case page its language, and the build lists the languages', () => {
    expect(
      select(page(kb.dist, `cases/${F.zh.id}/index.html`), (n) => n.tagName === 'html')[0]
        .properties.lang,
    ).toBe('zh');
    expect(
      select(page(kb.dist, `cases/${F.ja.id}/index.html`), (n) => n.tagName === 'html')[0]
        .properties.lang,
    ).toBe('ja');
    expect(
      select(page(kb.dist, `cases/${F.base.id}/index.html`), (n) => n.tagName === 'html')[0]
        .properties.lang,
    ).toBe('en');
    expect(kb.stdout).toContain('(languages: ar, en, ja, zh)');
  });

  it('keeps titles and text without mojibake in pages, search index and sitemap, with CJK term pages', () => {
    expect(textOf(page(kb.dist, `cases/${F.zh.id}/index.html`), 'h1')).toBe(F.zh.title);
    const zh = pagefindFragments(kb.dist).find((f) => f.url === `/cases/${F.zh.id}/`)!;
    expect(zh.meta.title).toBe(`${F.zh.id}: ${F.zh.title}`);
    // Pagefind stores the text split into words with zero-width spaces: Chinese was segmented.
    expect(zh.content).toContain('连接\u200b');
    expect(zh.content.replaceAll('\u200b', '')).toContain('高峰期订单服务的数据库连接池被耗尽');
    expect(textOf(page(kb.dist, 'components/order-service/index.html'), 'h1')).toBe('订单服务');
    const locs = (xml(kb, 'sitemap-0.xml').urlset.url as { loc: string }[]).map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/kb/components/order-service/`,
        `${SITE}/kb/root-causes/certificate-expiry/`,
      ]),
    );
  });
});

describe('field case 15: raw HTML in a contributed case', () => {
  // Validation is where the build refuses it too (its content loader runs the same checks before
  // anything is rendered; test/build/hostile-site.test.ts has the build refuse raw HTML), and it
  // takes no Astro start.
  it('is refused by validation, naming each piece of disallowed HTML, and nothing is built', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'il-field-xss-')), 'content');
    cpSync(content, dir, { recursive: true });
    const file = join(dir, 'cases', `${F.xssTitle.id}.md`);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'The embedded widget failed to load.\n\nHTTP 503 from the widget CDN.',
        XSS_BODY,
      ),
    );
    // The project the build would have: the fixtures' options around this content.
    const project = contentProject(dir);
    let r: Awaited<ReturnType<typeof validateIn>>;
    try {
      r = await validateIn(project.root);
    } finally {
      project.remove();
    }
    expect(r.code).toBe(1);
    const lines = r.err
      .flatMap((l) => l.split('\n'))
      .filter((l) => l.startsWith(`content/cases/${F.xssTitle.id}.md:`))
      .map((l) => l.replace(/^\S+ body: /, ''));
    expect(lines).toEqual([
      'raw HTML is not accepted: <img>',
      'raw HTML is not accepted: <script>',
      'raw HTML is not accepted: <iframe>',
      'the URL scheme "javascript:" is not allowed',
      'raw HTML is not accepted: <details>',
      // The closing tag, named as written.
      'raw HTML is not accepted: </details>',
    ]);
  });

  it('shows a title holding markup as text in <title>, <h1>, listings, the feed and the search index', () => {
    const p = page(kb.dist, `cases/${F.xssTitle.id}/index.html`);
    expect(textOf(p, 'title')).toBe(`${F.xssTitle.id}: ${F.xssTitle.title} · Incident Library`);
    expect(textOf(p, 'h1')).toBe(F.xssTitle.title);
    expect(select(p, (n) => n.tagName === 'img')).toEqual([]);
    const listed = select(
      page(kb.dist, 'components/status-widget/index.html'),
      (n) => n.tagName === 'a' && /case-title/.test(String(n.properties.className)),
    ).map((n) => toString(n));
    expect(listed).toEqual([`${F.xssTitle.id} ${F.xssTitle.title}`]);
    const items = new XMLParser({ processEntities: true, htmlEntities: true }).parse(
      readFileSync(join(kb.dist, 'rss.xml'), 'utf8'),
    ).rss.channel.item as { title: string }[];
    expect(items.map((i) => i.title)).toContain(`${F.xssTitle.id}: ${F.xssTitle.title}`);
    expect(
      pagefindFragments(kb.dist).find((f) => f.url === `/cases/${F.xssTitle.id}/`)!.meta.title,
    ).toBe(`${F.xssTitle.id}: ${F.xssTitle.title}`);
  });
});

describe('field case 16: unique ids per page', () => {
  it('gives repeated headings, a "Footnotes" heading and the footnote section distinct ids, and footnote links that land', () => {
    const p = page(kb.dist, `cases/${F.flapping.id}/index.html`);
    const ids = select(p, (n) => typeof n.properties.id === 'string').map((n) =>
      String(n.properties.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'user-content-timeline',
        'user-content-timeline-1',
        'user-content-footnotes',
        'user-content-footnote-label',
      ]),
    );
    const ref = select(p, (n) => n.properties.dataFootnoteRef !== undefined)[0];
    const target = select(p, (n) => n.properties.id === String(ref.properties.href).slice(1))[0];
    expect(toString(target).trim()).toMatch(/^Counted from controller logs\./);
    const back = select(target, (n) => n.properties.dataFootnoteBackref !== undefined)[0];
    expect(String(back.properties.href)).toBe(`#${ref.properties.id}`);
  });

  it('shows no footnote markup on a listing page of both cases', () => {
    const html = readFileSync(join(kb.dist, 'components/message-broker/index.html'), 'utf8');
    expect(html).toContain(F.flapping.id);
    expect(html).toContain(F.disk.id);
    expect(html).not.toContain('data-footnote');
  });
});
