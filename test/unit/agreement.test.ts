// Validate and render agree on every body construct: for each row, either the validator refuses
// the file with the expected message, or the entry renders (from the tree the validator checked,
// with the link index built from the same library) and every in-page link, cross-link, image and
// heading id in the HTML points at something that exists. Headings, fences and links in every
// shape the two used to disagree on.
import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { renderTree } from '../../src/markdown/index.ts';
import { pageOwnAnchors } from '../../src/model/anchors.ts';
import { formatIssue } from '../../src/model/errors.ts';
import { PAGE_ANCHORS, PAGE_KINDS, SITE_FILES, TERM_PAGE_ANCHORS } from '../../src/model/kinds.ts';
import {
  buildLibrary,
  type Entry,
  type Library,
  type SourceFile,
} from '../../src/model/library.ts';
import { buildLinkIndex } from '../../src/model/link-index.ts';
import { caseFile, conceptFile, VOCAB } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

const SECTIONS =
  '## Symptoms\n\nErrors.\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n';
const ASSETS = ['favicon.svg', 'icons/search.svg'];

const article = (body: string): SourceFile => ({
  file: 'content/articles/patterns.md',
  content: `---\ntitle: "Patterns across cases"\nsummary: "What they share."\nkind: analysis\npublished: "2026-11-30"\nauthors: ["Team"]\nreferences:\n  - key: CP1\n    title: "A reference"\n    url: "https://example.org/ref-1"\n---\n\n${body}`,
});
const transcript = (body: string): SourceFile => ({
  file: 'content/transcripts/episode.md',
  content: `---\ntitle: "An etcd episode"\nsummary: "A short episode."\nconcept: etcd\nduration: "0:20"\nspeakers:\n  - name: Host\n    role: "Asks"\nproduction: "Synthetic."\npublished: "2026-11-30"\n---\n\n${body}`,
});

/** The library every row lives in: a case to link to, a draft, a concept, the vocabularies. */
const FIXED: SourceFile[] = [
  ...VOCAB,
  caseFile('IL-0001', {}, `${SECTIONS}\n## Timeline\n\nFirst.\n`),
  caseFile('IL-0002', { status: 'status: draft' }),
  conceptFile('etcd', '', '## How it fails\n\nLeaders move.\n'),
];

interface Row {
  name: string;
  /** Markdown after the required sections of case IL-0003 (or the whole body of an article or transcript). */
  body: string;
  /** A message the validator must give; absent when the file must be accepted and render soundly. */
  refused?: RegExp;
  kind?: 'case' | 'article' | 'transcript';
  /** The whole case body instead of the sections plus `body`. */
  whole?: boolean;
  /** Element ids the page must have (accepted rows). */
  ids?: string[];
}

const ROWS: Row[] = [
  // Headings and their ids
  { name: 'a plain valid body', body: 'More text.\n' },
  {
    name: 'an in-page link to a heading',
    body: 'See [it](#trigger).\n',
    ids: ['user-content-trigger'],
  },
  {
    name: "an in-page link by the heading's element id",
    body: 'See [it](#user-content-trigger).\n',
  },
  {
    name: 'an in-page link to nothing',
    body: 'See [x](#nowhere).\n',
    refused: /broken link "#nowhere": no heading #nowhere on this page/,
  },
  {
    name: 'an in-page link to an anchor of the case layout',
    body: 'See [sources](#page-sources) and [top](#top).\n',
  },
  {
    name: 'an in-page link to an anchor only an article has',
    body: 'See [refs](#page-references).\n',
    refused: /broken link "#page-references"/,
  },
  {
    name: 'a heading with an entity, linked by its page id',
    body: '## Detection &amp; paging\n\nSee [it](#detection--paging).\n',
    ids: ['user-content-detection--paging'],
  },
  {
    name: 'a heading with an entity, linked by the raw text',
    body: '## Detection &amp; paging\n\nSee [it](#detection-amp-paging).\n',
    refused: /no heading #detection-amp-paging.*\n.*did you mean "detection--paging"/,
  },
  {
    name: 'a heading made of a reference link',
    body: '## Cause [etcd][e]\n\nSee [it](#cause-etcd).\n\n[e]: concept:etcd\n',
    ids: ['user-content-cause-etcd'],
  },
  {
    name: 'a heading with no letters or digits',
    body: '## 🔥\n\nSee [it](#section).\n',
    ids: ['user-content-section'],
  },
  {
    name: 'two headings with no letters',
    body: '## 🔥\n\n## 🚒\n\nSee [it](#section-1).\n',
    ids: ['user-content-section', 'user-content-section-1'],
  },
  {
    name: 'a heading with an image and code',
    body: '## ![i](../../favicon.svg) The *`etcd`* leader\n\nSee [it](#the-etcd-leader).\n',
    ids: ['user-content-the-etcd-leader'],
  },
  {
    name: 'repeated headings',
    body: '## Note\n\nOne.\n\n## Note\n\nSee [the first](#note) and [the second](#note-1).\n',
    ids: ['user-content-note', 'user-content-note-1'],
  },
  {
    name: 'a heading named like a page id',
    body: '## main\n\nSee [it](#main-1) and [the page](#main).\n',
    ids: ['user-content-main-1'],
  },
  {
    name: 'a heading inside a block quote',
    body: '> ## Quoted\n>\n> Text.\n\nSee [it](#quoted).\n',
    ids: ['user-content-quoted'],
  },
  {
    name: 'setext headings for the required sections',
    whole: true,
    body: 'Symptoms\n--------\n\nErrors.\n\nTrigger\n-------\n\nA node died.\n\nLessons\n-------\n\nUse keepalives.\n',
    ids: ['user-content-lessons'],
  },
  {
    name: 'a multi-line setext heading',
    body: 'Two\nlines\n---\n\nSee [it](#two-lines).\n',
    ids: ['user-content-two-lines'],
  },
  {
    name: 'a required section only inside a longer fence',
    whole: true,
    body: '## Symptoms\n\nErrors.\n\n## Trigger\n\nA node died.\n\n````md\n```\n## Lessons\n```\n````\n',
    refused: /missing the required section "## Lessons"/,
  },
  {
    name: 'a heading only inside a four-backtick fence around three',
    body: '````\n```\n## Not a heading\n```\n````\n\nSee [it](#not-a-heading).\n',
    refused: /broken link "#not-a-heading"/,
  },
  {
    name: 'a heading only inside a tilde fence',
    body: '~~~\n## Hidden\n~~~\n\nSee [it](#hidden).\n',
    refused: /broken link "#hidden"/,
  },
  {
    name: 'a link inside code is not a link',
    body: '`[x](#nowhere)` and\n\n```\n[y](case:IL-0009)\n```\n',
  },
  // Footnotes
  {
    name: 'in-page links to footnote ids',
    body: 'A claim[^1]. Back to [the note](#user-content-fn-1) and [the notes](#footnote-label).\n\n[^1]: The note.\n',
    ids: ['user-content-fn-1', 'user-content-fnref-1'],
  },
  // Cross-links
  { name: 'a cross-link to a heading of another case', body: 'See [it](case:IL-0001#timeline).\n' },
  {
    name: 'a cross-link to a heading that does not exist',
    body: 'See [it](case:IL-0001#nope).\n',
    refused: /broken link "case:IL-0001#nope": the page exists but has no heading #nope/,
  },
  {
    name: 'a cross-link to a page anchor of another case',
    body: 'See [it](case:IL-0001#page-sources).\n',
  },
  {
    name: 'a cross-link to a draft',
    body: 'See [it](case:IL-0002).\n',
    refused: /broken link "case:IL-0002": case "IL-0002" is a draft, and drafts are not built/,
  },
  {
    name: 'a relative .md link to a draft',
    body: 'See [it](../cases/IL-0002.md).\n',
    refused: /is a draft/,
  },
  {
    name: 'a cross-link to a missing case',
    body: 'See [it](case:IL-0009).\n',
    refused: /broken link "case:IL-0009": no case "IL-0009" exists/,
  },
  { name: 'a relative .md link with an anchor', body: 'See [it](../cases/IL-0001.md#lessons).\n' },
  { name: 'a cross-link with empty text', body: 'See [](case:IL-0001) and [](concept:etcd).\n' },
  {
    name: 'a cross-link with empty text in a heading',
    body: '## See [](case:IL-0001)\n',
    refused: /a cross-link in a heading needs its own text/,
  },
  {
    name: 'a term cross-link',
    body: 'On [etcd](component:etcd) and [a cause](root-cause:software-defect).\n',
  },
  {
    name: 'a term cross-link to a missing term',
    body: 'On [x](component:nope).\n',
    refused: /no component term "nope"/,
  },
  {
    name: 'a cross-link in a reference definition',
    body: 'See [the case][c].\n\n[c]: case:IL-0001#trigger\n',
  },
  {
    name: 'a broken cross-link in a reference definition',
    body: 'See [the case][c].\n\n[c]: case:IL-0009\n',
    refused: /broken link "case:IL-0009"/,
  },
  { name: 'a concept cross-link to its heading', body: 'See [it](concept:etcd#how-it-fails).\n' },
  {
    name: 'a site-absolute link',
    body: 'See [it](/cases/IL-0001/).\n',
    refused:
      /site-absolute link "\/cases\/IL-0001\/"[^\n]*\n.*write \[text\]\(case:IL-0001\) instead/,
  },
  // Images and relative links
  {
    name: 'an image published under public/',
    body: '![logo](../../favicon.svg) ![icon](../../icons/search.svg)\n',
  },
  {
    name: 'an image that does not exist',
    body: '![diagram](diagram.png)\n',
    refused:
      /image "diagram.png" does not exist: nothing is published at \/cases\/IL-0003\/diagram.png/,
  },
  {
    name: 'a relative link that leads nowhere',
    body: 'Read [the notes](notes.pdf).\n',
    refused: /relative link "notes.pdf" leads nowhere/,
  },
  { name: 'a relative link to a built page', body: 'See [the other case](../IL-0001/).\n' },
  {
    name: "relative links to the site's lists, search and feed",
    body: 'See [all cases](../), [a search](../../search/?q=etcd) and [the feed](../../rss.xml).\n',
  },
  {
    name: 'a relative link to a case that does not exist',
    body: 'See [it](../IL-0009/).\n',
    refused:
      /relative link "..\/IL-0009\/" leads nowhere[^\n]*\n.*write \[text\]\(case:IL-0009\) instead/,
  },
  {
    name: 'an image from another site',
    body: '![x](https://tracker.invalid/p.gif)\n',
    refused: /images from other sites are not shown/,
  },
  // Raw HTML, schemes, limits
  { name: 'raw HTML', body: 'A <b>bold</b> claim.\n', refused: /raw HTML is not accepted: <b>/ },
  {
    name: 'a script URL',
    body: '[x](javascript:alert(1))\n',
    refused: /the URL scheme "javascript:" is not allowed/,
  },
  { name: 'nesting over the limit', body: `${'>'.repeat(40)} deep\n`, refused: /nested 40 deep/ },
  // Tables
  {
    name: 'a table with an unescaped | inside backticks',
    body: '| flag | meaning |\n|---|---|\n| `a|b` | either |\n',
    refused: /this table row has 3 cells, the header has 2/,
  },
  {
    name: 'a table row with fewer cells',
    body: '| a | b | c |\n|---|---|---|\n| 1 | 2 |\n',
    refused: /this table row has 2 cells, the header has 3/,
  },
  {
    name: 'a table with an escaped | inside backticks',
    body: '| flag | meaning |\n|---|---|\n| `a\\|b` | either |\n',
  },
  // Bare URLs
  {
    name: 'a bare URL followed by )。',
    body: '（see https://example.org/x)。\n',
    refused: /the bare URL "https:\/\/example.org\/x\)。" ends in "。"/,
  },
  {
    name: 'a bare URL followed by ASCII punctuation',
    body: 'See https://example.org/x. And (www.example.org).\n',
  },
  { name: 'an angle-bracket URL followed by 。', body: 'See <https://example.org/x>。\n' },
  // Placeholders, citations, speakers
  {
    name: 'a placeholder line',
    body: 'TODO write the timeline\n',
    refused: /placeholder text from `npm run new:case` is still here/,
  },
  {
    name: 'an article citing a reference it has',
    kind: 'article',
    body: '## The pattern\n\nControl planes fail quietly [CP1]. See [the list](#ref-cp1).\n',
  },
  {
    name: 'an article citing a reference it lacks',
    kind: 'article',
    body: 'As shown [CP9].\n',
    refused: /citation \[CP9\] has no entry in references/,
  },
  {
    name: 'an article linking a reference anchor it lacks',
    kind: 'article',
    body: 'See [x](#ref-zz1).\n',
    refused: /broken link "#ref-zz1"/,
  },
  {
    name: 'a transcript with a listed speaker',
    kind: 'transcript',
    body: '## 1. Start\n\n**Host:** Hello.\n\nSee [it](#1-start).\n',
    ids: ['user-content-1-start'],
  },
  {
    name: 'a transcript with an unlisted speaker',
    kind: 'transcript',
    body: '## 1. Start\n\n**Guest:** Hello.\n',
    refused: /speaker "Guest" is not listed in speakers/,
  },
];

function fileOf(row: Row): SourceFile {
  if (row.kind === 'article') return article(row.body);
  if (row.kind === 'transcript') return transcript(row.body);
  return caseFile('IL-0003', {}, row.whole ? row.body : `${SECTIONS}\n${row.body}`);
}

/** Element ids of a page of `kind:id` in this library (its body headings and its layout's). */
function pageIds(lib: Library, kind: string, id: string): Set<string> | undefined {
  const page = PAGE_KINDS.find((k) => k.link === kind);
  if (page) {
    const e = (lib[page.type] as Entry<{ status?: string }>[]).find(
      (x) => x.id === id && x.data.status !== 'draft',
    );
    return (
      e && new Set([...e.headings.map((h) => h.id), ...PAGE_ANCHORS[page.type], 'top', 'main'])
    );
  }
  const taxonomy = IL_RULES.vocabularies.linkKinds[kind];
  return (lib.taxonomies as Record<string, Record<string, unknown>>)[taxonomy]?.[id]
    ? new Set([...TERM_PAGE_ANCHORS, 'top', 'main'])
    : undefined;
}

/** Everything in a rendered page body that points nowhere. */
function dangling(html: string, entry: Entry<unknown>, lib: Library): string[] {
  const tree = fromHtml(html, { fragment: true }) as HastRoot;
  const ids = new Set<string>();
  const refs: { attr: string; url: string }[] = [];
  visit(tree, 'element', (el: Element) => {
    if (typeof el.properties.id === 'string') ids.add(el.properties.id);
    if (el.tagName === 'a' && typeof el.properties.href === 'string')
      refs.push({ attr: 'href', url: el.properties.href });
    if (el.tagName === 'img' && typeof el.properties.src === 'string')
      refs.push({ attr: 'src', url: el.properties.src });
  });
  const keys = ((entry.data as { references?: { key: string }[] }).references ?? []).map(
    (r) => r.key,
  );
  const own = pageOwnAnchors(entry.type, keys);
  const from = `https://site.invalid/${entry.type}/${entry.id}/`;
  const out: string[] = [];
  for (const { attr, url } of refs) {
    if (/^(https?|mailto):/.test(url) && !url.startsWith('https://site.invalid')) continue;
    const u = new URL(url, from);
    const fragment = decodeURIComponent(u.hash.slice(1));
    if (u.pathname === new URL(from).pathname) {
      if (fragment && !ids.has(fragment) && !own.has(fragment))
        out.push(`${attr}="${url}": no id "${fragment}" on the page`);
      continue;
    }
    const path = decodeURIComponent(u.pathname).slice(1);
    if (attr === 'src') {
      if (!ASSETS.includes(path)) out.push(`src="${url}": no published file /${path}`);
      continue;
    }
    // The site's own lists, search page and feeds (one folder deep, or a built file) exist.
    if (path === '' || /^[^/]+\/$/.test(path) || SITE_FILES.includes(path)) continue;
    const m = /^([^/]+)\/([^/]+)\/$/.exec(path);
    const kind =
      m &&
      Object.entries(IL_RULES.vocabularies.linkKinds).find(([, folder]) => folder === m[1])?.[0];
    const target = kind && pageIds(lib, kind, m[2]);
    if (!target) out.push(`href="${url}": no page /${path}`);
    else if (fragment && !target.has(fragment))
      out.push(`href="${url}": /${path} has no id "${fragment}"`);
  }
  return out;
}

describe('validate and render agree', () => {
  it('has a row for every construct', () => expect(ROWS.length).toBeGreaterThanOrEqual(25));

  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    const file = fileOf(row);
    const result = buildLibrary([...FIXED, file], { rules: IL_RULES, assets: ASSETS });
    const mine = result.issues.filter((i) => i.file === file.file).map(formatIssue);
    expect(result.issues.filter((i) => i.file !== file.file)).toEqual([]);
    if (row.refused) {
      expect(
        mine.some((m) => row.refused!.test(m)),
        `${mine.join('\n')}\nexpected ${row.refused}`,
      ).toBe(true);
      return;
    }
    expect(mine).toEqual([]);
    const lib = result.library;
    const entry = [...lib.cases, ...lib.articles, ...lib.transcripts].find(
      (e) => e.file === file.file,
    )!;
    const links = buildLinkIndex(lib, '/', IL_RULES.vocabularies);
    const { html, headings } = renderTree(entry.tree, {
      file: entry.file,
      frontmatter: entry.data as Record<string, unknown>,
      bodyLine: entry.bodyLine,
      links,
    });
    expect(dangling(html, entry, lib)).toEqual([]);
    // The headings the validator saw are the page's, with the page's ids.
    const rendered = [...html.matchAll(/<h([1-6]) id="([^"]*)"/g)]
      .map((m) => m[2])
      .filter((id) => id !== 'user-content-footnote-label');
    expect(rendered).toEqual(entry.headings.map((h) => h.id));
    expect(headings.map((h) => h.slug)).toEqual(entry.headings.map((h) => h.id));
    for (const id of rendered) expect(id).toMatch(/^user-content-[^\s]+$/);
    for (const id of row.ids ?? []) expect(html).toContain(`id="${id}"`);
  });
});
