// The post-build checks' own pieces: which pages html-validate reads on a large site, what the
// streaming read of a page sees (where parsers are known to differ), and the cache of page facts.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFactsCache } from '../../src/postbuild/check-facts-cache.ts';
import { checkLinks } from '../../src/postbuild/check-links.ts';
import { analysePage, type PageFacts } from '../../src/postbuild/check-page.ts';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { HTML_VALIDATE_CONFIG, validateHtml } from '../../src/postbuild/check-html.ts';
import { packResult } from '../../src/postbuild/check-pages.ts';
import {
  packFacts,
  packSentFacts,
  siteFacts,
  siteFactsOf,
  unpackFacts,
} from '../../src/postbuild/site-facts.ts';
import { templateOfPage } from '../../src/site/route-templates.ts';
import { splitDataStoreModule } from '../../src/astro/data-store-split.ts';
import { formatCheckResult } from '../../src/postbuild/check-report.ts';
import { CACHE_FILES, checkSite, type CheckResult } from '../../src/postbuild/check-site.ts';
import {
  HTML_VALIDATE_ALL_UP_TO,
  HTML_VALIDATE_BYTES_PER_TEMPLATE,
  HTML_VALIDATE_OUTSIZED,
  HTML_VALIDATE_PER_TEMPLATE,
  htmlSample,
  templateOf,
} from '../../src/postbuild/html-sample.ts';

describe('formatCheckResult: the source a finding names', () => {
  const result = (pages: string[]): CheckResult => ({
    pages: pages.length,
    htmlValidated: pages.length,
    parsed: pages.length,
    findings: pages.map((page) => ({ check: 'ids', page, line: 3, message: 'id "x" twice' })),
    counts: { links: 0, ids: pages.length, html: 0, scripts: 0 },
    seconds: { read: 0, pages: 0, cache: 0, links: 0, cpu: 0 },
  });
  // IL-0190 has a file; IL-0005 was merged into it, so its page is a redirect with no file of its own.
  const sources = { base: '/kb/', isContentFile: (f: string) => f === 'cases/IL-0190.md' };

  it('names the content file of a content page', () => {
    const [line] = formatCheckResult(result(['cases/IL-0190/index.html']), sources).split('\n');
    expect(line).toBe(
      'cases/IL-0190/index.html:3 ids: id "x" twice (page of content/cases/IL-0190.md)',
    );
  });

  it('names the URL and template of a listing page, not a content file that is not there', () => {
    const [line] = formatCheckResult(result(['cases/added/index.html']), sources).split('\n');
    expect(line).toBe(
      'cases/added/index.html:3 ids: id "x" twice (page /kb/cases/added/ of template src/routes/cases/added/[...page].astro)',
    );
    expect(line).not.toContain('content/');
  });

  it("names the URL and template of a merged ID's redirect page", () => {
    const [line] = formatCheckResult(result(['cases/IL-0005/index.html']), sources).split('\n');
    expect(line).toBe(
      'cases/IL-0005/index.html:3 ids: id "x" twice (page /kb/cases/IL-0005/ of template src/routes/cases/[id].astro)',
    );
  });

  it('names the URL alone of a page no template of ours renders', () => {
    const [line] = formatCheckResult(result(['handbook/on-call/rota/index.html']), sources).split(
      '\n',
    );
    expect(line).toBe(
      'handbook/on-call/rota/index.html:3 ids: id "x" twice (page /kb/handbook/on-call/rota/)',
    );
  });
});

describe('templateOfPage', () => {
  it('takes the template Astro would route a built page to', () => {
    expect(templateOfPage('index.html')).toBe('index.astro');
    expect(templateOfPage('404.html')).toBe('404.astro');
    expect(templateOfPage('cases/index.html')).toBe('cases/[...page].astro');
    expect(templateOfPage('cases/page/2/index.html')).toBe('cases/[...page].astro');
    expect(templateOfPage('cases/added/3/index.html')).toBe('cases/added/[...page].astro');
    expect(templateOfPage('stats/index.html')).toBe('stats.astro');
    expect(templateOfPage('components/dns/page/2/index.html')).toBe(
      '[taxonomy]/[term]/page/[page].astro',
    );
    expect(templateOfPage('cases.json')).toBeUndefined();
  });
});

describe('templateOf', () => {
  it('replaces the last folder of a page path with *', () => {
    expect(templateOf('cases/IL-0190/index.html')).toBe('cases/*');
    expect(templateOf('cases/page/3/index.html')).toBe('cases/page/*');
    expect(templateOf('index.html')).toBe('');
    expect(templateOf('404.html')).toBe('');
  });

  it('takes the index page of each top-level folder for a template of its own', () => {
    expect(templateOf('stats/index.html')).toBe('stats');
    expect(templateOf('search/index.html')).toBe('search');
  });

  it("takes the later pages of every term's listing for one template", () => {
    expect(templateOf('components/dns/page/2/index.html')).toBe('components/*/page/*');
    expect(templateOf('components/load-balancer/page/7/index.html')).toBe('components/*/page/*');
    expect(templateOf('components/dns/index.html')).toBe('components/*');
  });
});

describe('htmlSample', () => {
  const cases = (n: number) =>
    Array.from({ length: n }, (_, i) => `cases/IL-${String(i + 1).padStart(5, '0')}/index.html`);

  it('takes every page of a site up to the limit', () => {
    const pages = [...cases(HTML_VALIDATE_ALL_UP_TO - 1), 'index.html'];
    expect(htmlSample(pages).size).toBe(pages.length);
  });

  it('takes a fixed number per template above it, first and last included, the same every time', () => {
    const terms = Array.from({ length: 7 }, (_, i) => `components/c${i}/index.html`);
    const pages = [...cases(5000), ...terms, 'index.html', 'search/index.html'];
    const sample = htmlSample([...pages].reverse());
    const ofCases = [...sample].filter((p) => templateOf(p) === 'cases/*');
    expect(ofCases).toHaveLength(HTML_VALIDATE_PER_TEMPLATE);
    expect(sample).toContain('cases/IL-00001/index.html');
    expect(sample).toContain('cases/IL-05000/index.html');
    for (const p of [...terms, 'index.html', 'search/index.html']) expect(sample).toContain(p);
    expect([...htmlSample(pages)].sort()).toEqual([...sample].sort());
  });

  it('reads fewer pages of a template of large pages, at least one, and every page of a small template', () => {
    const terms = Array.from(
      { length: 40 },
      (_, i) => `components/c${String(i).padStart(2, '0')}/index.html`,
    );
    const pages = [...cases(2000), ...terms, 'stats/index.html'];
    const size = (p: string) =>
      p.startsWith('components/')
        ? Math.floor(HTML_VALIDATE_BYTES_PER_TEMPLATE / 3) - 1
        : p === 'stats/index.html'
          ? 10 * HTML_VALIDATE_BYTES_PER_TEMPLATE
          : 1000;
    const sample = [...htmlSample(pages, size)];
    expect(sample.filter((p) => p.startsWith('components/')).sort()).toEqual([
      'components/c00/index.html',
      'components/c20/index.html',
      'components/c39/index.html',
    ]);
    expect(sample.filter((p) => p.startsWith('cases/'))).toHaveLength(HTML_VALIDATE_PER_TEMPLATE);
    expect(sample).toContain('stats/index.html');
  });

  it('leaves a page far larger than the rest of its template to its smaller pages, but never a template unread', () => {
    const listing = Array.from({ length: 30 }, (_, i) => `cases/added/${i + 2}/index.html`);
    const pages = [...cases(2000), 'cases/added/index.html', ...listing, 'cases/index.html'];
    const size = (p: string) =>
      p === 'cases/added/index.html' || p === 'cases/index.html'
        ? (HTML_VALIDATE_OUTSIZED + 1) * 20_000
        : 20_000;
    const sample = htmlSample(pages, size);
    expect(sample).not.toContain('cases/added/index.html');
    // The only page of its template is read, however large.
    expect(sample).toContain('cases/index.html');
    expect([...sample].filter((p) => templateOf(p) === 'cases/*').length).toBeGreaterThan(1);
    // Without sizes nothing is left out.
    expect(htmlSample(pages)).toContain('cases/index.html');
  });
});

describe('analysePage', () => {
  it('finds active content and ids at any depth, in document order', () => {
    const deep =
      '<div>'.repeat(200) +
      '<iframe src="/x"></iframe><p id="a" onclick="x()">t</p>' +
      '</div>'.repeat(200);
    const html = `<!doctype html><html><head><title>t</title></head><body><p id="a">first</p>${deep}<script>alert(1)</script></body></html>`;
    const facts = analysePage(html, 'p/index.html', '/');
    expect(facts.ids).toEqual(['a', 'a']);
    expect(facts.findings.map((f) => `${f.check}: ${f.message.split(' (')[0]}`)).toEqual([
      'scripts: <iframe> is not allowed on our pages',
      'ids: id "a" is used again',
      'scripts: event handler attribute onclick on <p>',
      'scripts: inline script not listed in the page\'s Content-Security-Policy: "alert(1)"',
    ]);
  });
});

describe('analysePage where HTML parsers differ', () => {
  const doc = (body: string) =>
    `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
  const read = (body: string) => analysePage(doc(body), 'p/index.html', '/');
  const messages = (f: PageFacts) =>
    f.findings.map((x) => `${x.line} ${x.check}: ${x.message.split(' (')[0]}`);
  const urls = (f: PageFacts) => f.refs.map((r) => `${r.tag}.${r.attr}=${r.url}`);

  it('sees the ids of elements left open at the end of the page', () => {
    const f = read('<p id="a">x<div id="b"><span id="c"><p id="a">');
    expect(f.ids).toEqual(['a', 'b', 'c', 'a']);
    expect(messages(f)).toEqual(['1 ids: id "a" is used again']);
  });

  it('reads attributes without quotes, after a slash and without space between them', () => {
    const f = read(
      '<a href=/x/ onclick=go()>x</a><a/href="javascript:x">y</a><a href="/p/"title=x>z</a>',
    );
    expect(urls(f)).toEqual(['a.href=/x/', 'a.href=/p/']);
    expect(messages(f)).toEqual([
      '1 scripts: event handler attribute onclick on <a>',
      '1 scripts: javascript: URL in href of <a>',
    ]);
  });

  it("checks an SVG script's href and xlink:href against the allowlist", () => {
    const f = read(
      '<svg><script href="https://else.example/a.js"></script><script xlink:href="/not-ours.js"></script></svg>',
    );
    expect(messages(f)).toEqual([
      '1 scripts: script https://else.example/a.js is not on the allowlist',
      '1 scripts: script /not-ours.js is not on the allowlist',
    ]);
    expect(urls(f)).toEqual([
      'script.href=https://else.example/a.js',
      'script.xlink:href=/not-ours.js',
    ]);
  });

  it('reads an unknown element named like an Object property (constructor, toString) as any other', () => {
    const facts = analysePage(
      '<!doctype html><constructor href="javascript:x" id="c"></constructor><tostring onclick="f()"></tostring>',
      'p.html',
      '/',
    );
    expect([facts.ids, facts.refs, facts.findings.map((f) => f.message)]).toEqual([
      ['c'],
      [],
      ['event handler attribute onclick on <tostring>'],
    ]);
  });

  it('reads upper-case tags and attributes as lower case', () => {
    const f = read(
      '<A HREF="/x/" ONCLICK="y">x</A><SCRIPT>alert(1)</SCRIPT><IFRAME SRC="/y"></IFRAME><IMG SRC="https://else.example/i.png">',
    );
    expect(f.refs.map((r) => `${r.tag}.${r.attr}=${r.url}${r.loads ? ' loads' : ''}`)).toEqual([
      'a.href=/x/',
      'img.src=https://else.example/i.png loads',
    ]);
    expect(messages(f)).toEqual([
      '1 scripts: event handler attribute onclick on <a>',
      '1 scripts: <iframe> is not allowed on our pages',
      '1 scripts: inline script not listed in the page\'s Content-Security-Policy: "alert(1)"',
    ]);
  });

  it('decodes entities in URLs as a browser does in an attribute value', () => {
    const f = read(
      [
        '/x/?a=1&amp;b=2',
        'jav&#x61;script:alert(1)',
        'javascript&colon;alert(1)',
        '/x/?a=1&copy=2',
        '/x/?a=1&amp',
        '/x/?a&copyb',
        '/x/?&lt;b&gt;',
      ]
        .map((u) => `<a href="${u}">l</a>`)
        .join(''),
    );
    // A named reference without its semicolon is left alone before `=` or a letter (`&copy=`), decoded at the value's end (`&amp`).
    expect(f.refs.map((r) => r.url)).toEqual([
      '/x/?a=1&b=2',
      '/x/?a=1&copy=2',
      '/x/?a=1&',
      '/x/?a&copyb',
      '/x/?<b>',
    ]);
    expect(messages(f)).toEqual([
      '1 scripts: javascript: URL in href of <a>',
      '1 scripts: javascript: URL in href of <a>',
    ]);
  });

  it("checks the content of a <template>, whose ids are not the page's", () => {
    const f = read(
      '<p id="t"><template><p id="t">x</p><a href="javascript:alert(1)">y</a><script>alert(2)</script></template><p id="u">',
    );
    expect(f.ids).toEqual(['t', 'u']);
    expect(messages(f)).toEqual([
      '1 scripts: javascript: URL in href of <a>',
      '1 scripts: inline script not listed in the page\'s Content-Security-Policy: "alert(2)"',
    ]);
  });

  it('reads a <script> as text up to its end tag, "</" in JSON included', () => {
    const f = read(
      '<script type="application/ld+json">{"a":"</p><b id=x>"}</script><script type="application/json">{"a":"</script><script>alert(1)</script>"}</script>',
    );
    expect(f.ids).toEqual([]);
    expect(messages(f)).toEqual([
      '1 scripts: <script type="application/json"> does not hold valid JSON',
      '1 scripts: inline script not listed in the page\'s Content-Security-Policy: "alert(1)"',
    ]);
  });

  it('takes CDATA in SVG for text, and refuses it outside SVG, where a browser ends it at the first ">"', () => {
    expect(read('<svg><![CDATA[ <a id="no"> ]]><a href="/y/" id="yes"></a></svg>').ids).toEqual([
      'yes',
    ]);
    expect(messages(read('<p><![CDATA[ x > <script>alert(1)</script> ]]></p>'))).toEqual([
      '1 scripts: a CDATA section outside SVG or MathML holds ">", where a browser ends it',
    ]);
  });

  it('ends comments where a browser does (<!-->, <!--->, --!>)', () => {
    expect(
      read('<!--> <a id="x"></a> --><!-- a --!> <p id="y"></p><!---> <p id="z"></p>').ids,
    ).toEqual(['x', 'y', 'z']);
  });

  it('reads no markup in raw text and RCDATA elements', () => {
    const f = read(
      '<textarea><a href="javascript:x"></textarea><title><a onclick=x></title><xmp><iframe></xmp><style>a{}</style><iframe><p id="i"></iframe>',
    );
    expect(f.ids).toEqual([]);
    expect(messages(f)).toEqual(['1 scripts: <iframe> is not allowed on our pages']);
  });

  it('sees HTML that breaks out of SVG, and SVG links and scripts', () => {
    const f = read(
      '<svg><a href="javascript:alert(1)">x</a><script>alert(1)</script><style><img src=x onerror=alert(1)></style></svg>',
    );
    expect(messages(f)).toEqual([
      '1 scripts: javascript: URL in href of <a>',
      '1 scripts: event handler attribute onerror on <img>',
      '1 scripts: inline script not listed in the page\'s Content-Security-Policy: "alert(1)"',
    ]);
  });

  it('keeps line numbers with \\n, \\r\\n and a lone \\r', () => {
    const f = read('<p>\r\n<a id="a" onclick="x">\r<b style="s">\n<script>x</script>');
    expect(messages(f)).toEqual([
      '2 scripts: event handler attribute onclick on <a>',
      '3 scripts: style attribute on <b>',
      '4 scripts: inline script not listed in the page\'s Content-Security-Policy: "x"',
    ]);
  });

  it('accepts an inline script the CSP lists, wherever the CSP <meta> is', () => {
    const code = 'console.log(1)';
    const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
    const html = `<!doctype html><html><head><title>t</title><script>${code}</script><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' '${hash}'"></head><body><script>${code} </script></body></html>`;
    expect(messages(analysePage(html, 'p/index.html', '/'))).toEqual([
      `1 scripts: inline script not listed in the page's Content-Security-Policy: "${code} "`,
    ]);
  });
});

describe('the cache of page facts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-check-facts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back what was saved, on the page asked for; nothing for another base or a damaged file', () => {
    const file = join(dir, 'facts.json');
    const facts = analysePage(
      '<!doctype html><p id="a"><a href="/x/#a" onclick="f()">x</a><link rel="stylesheet" href="/s.css">',
      'a/index.html',
      '/',
    );
    openFactsCache(file, '/').save(
      siteFactsOf([['a/index.html', facts]]),
      new Map([['a/index.html', 'd1']]),
    );
    const cache = openFactsCache(file, '/');
    expect(cache.has('d1')).toBe(true);
    // Loaded into a run's strings that already hold others: the indexes are the run's.
    const site = siteFactsOf([
      ['z/index.html', analysePage('<p id="q"><a href="/z/">z</a>', 'z/index.html', '/')],
    ]);
    expect(unpackFacts(site, cache.load('d1', 'a/index.html', site)!)).toEqual(facts);
    expect(cache.load('d1', 'b/index.html', site)!.findings.map((f) => f.page)).toEqual([
      'b/index.html',
    ]);
    expect(cache.load('d2', 'a/index.html', site)).toBeUndefined();
    // Loaded again into another run's strings: the indexes are that run's.
    const other = siteFacts();
    expect(unpackFacts(other, cache.load('d1', 'a/index.html', other)!)).toEqual(facts);
    expect(openFactsCache(file, '/kb/').has('d1')).toBe(false);
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 40));
    expect(openFactsCache(file, '/').has('d1')).toBe(false);
  });

  it('takes a page whose cached facts are not of the shape it writes for not cached', () => {
    const file = join(dir, 'shapes.json');
    const facts = analysePage('<p id="a"><a href="/x/">x</a>', 'a/index.html', '/');
    openFactsCache(file, '/').save(
      siteFactsOf([['a/index.html', facts]]),
      new Map([['a/index.html', 'ok']]),
    );
    const whole = JSON.parse(readFileSync(file, 'utf8')) as {
      value: { pages: Record<string, unknown> };
    };
    const [ids, refs, findings] = whole.value.pages.ok as [number[], number[], unknown[]];
    const bad: Record<string, unknown> = {
      lineNegative: [ids, [refs[0], refs[1], -1], findings],
      lineFraction: [ids, [refs[0], refs[1], 2.5], findings],
      lineNull: [ids, [refs[0], refs[1], null], findings],
      cutRef: [ids, refs.slice(0, 2), findings],
      urlOutOfRange: [ids, [999, refs[1], refs[2]], findings],
      idNotIndex: [['a'], refs, findings],
      unknownCheck: [ids, refs, [['nope', 1, 0]]],
      notAList: { ids, refs },
    };
    Object.assign(whole.value.pages, bad);
    writeFileSync(file, JSON.stringify(whole));
    const cache = openFactsCache(file, '/');
    expect(cache.has('ok')).toBe(true);
    for (const digest of Object.keys(bad)) expect(cache.has(digest), digest).toBe(false);
  });

  it("resolves fragments against a page loaded from the cache, whose strings the run's table holds in another order", () => {
    const file = join(dir, 'fragments.json');
    const target = analysePage(
      '<!doctype html><h2 id="x">X</h2><h2 id="z">Z</h2>',
      'b/index.html',
      '/',
    );
    openFactsCache(file, '/').save(
      siteFactsOf([['b/index.html', target]]),
      new Map([['b/index.html', 'db']]),
    );
    // The run's table starts with strings the cached page does not hold, so its indexes differ.
    const site = siteFactsOf([
      [
        'a/index.html',
        analysePage(
          '<!doctype html><p id="y"><a href="/b/#x">x</a><a href="/b/#y">y</a><a href="/b/#z">z</a></p>',
          'a/index.html',
          '/',
        ),
      ],
    ]);
    site.pages.set('b/index.html', openFactsCache(file, '/').load('db', 'b/index.html', site)!);
    const findings = checkLinks(site, new Set(['a/index.html', 'b/index.html']), {
      site: 'https://example.org',
      base: '/',
    });
    // "y" is an id of a page, but not of b's.
    expect(findings.map((f) => f.message)).toEqual([
      'broken fragment /b/#y: b/index.html has no id "y"',
    ]);
  });

  it('lets checkSite parse only the pages whose bytes changed, with the same findings', async () => {
    const site = join(dir, 'site');
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><title>t</title><link rel="canonical" href="https://example.org/"></head><body>${body}</body></html>`;
    mkdirSync(join(site, 'a'), { recursive: true });
    writeFileSync(join(site, 'index.html'), page('<a href="/a/#x">a</a>'));
    writeFileSync(join(site, 'a/index.html'), page('<p id="x">x</p>'));
    const where = { site: 'https://example.org', base: '/' };
    const cacheDir = join(dir, 'cache');
    const first = await checkSite(site, where, { cacheDir });
    expect([first.parsed, first.findings.length]).toEqual([2, 0]);
    expect(readFileSync(join(cacheDir, CACHE_FILES.facts), 'utf8')).toContain('/a/#x');
    const again = await checkSite(site, where, { cacheDir });
    expect([again.parsed, again.htmlValidated, again.findings.length]).toEqual([0, 2, 0]);
    writeFileSync(join(site, 'a/index.html'), page('<p id="y">x</p>'));
    const changed = await checkSite(site, where, { cacheDir });
    expect(changed.parsed).toBe(1);
    expect(changed.findings.map((f) => `${f.page}: ${f.message}`)).toEqual([
      'index.html: broken fragment /a/#x: a/index.html has no id "x"',
    ]);
  });

  it('resolves links against the search index written while the pages were read (`indexed`)', async () => {
    const site = join(dir, 'site-indexed');
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><title>t</title><link rel="canonical" href="https://example.org/"></head><body>${body}</body></html>`;
    mkdirSync(join(site, 'pagefind'), { recursive: true });
    writeFileSync(join(site, 'index.html'), page('<a href="/pagefind/pagefind.js">search</a>'));
    const where = { site: 'https://example.org', base: '/' };
    // Without waiting, the index's file is missing.
    expect((await checkSite(site, where)).findings.map((f) => f.message)).toEqual([
      'broken link /pagefind/pagefind.js: no pagefind/pagefind.js in the output',
    ]);
    let done = () => {};
    const indexed = new Promise<void>((resolve) => (done = resolve));
    const checking = checkSite(site, where, { indexed });
    // Written after the checks listed the pages, before the index is said to be written.
    writeFileSync(join(site, 'pagefind/pagefind.js'), '');
    done();
    expect((await checking).findings).toEqual([]);
    // A failed index is the build's to report: the checks still finish.
    const failed = Promise.reject(new Error('pagefind failed'));
    failed.catch(() => undefined);
    expect((await checkSite(site, where, { indexed: failed })).findings).toEqual([]);
  });
});

describe('validateHtml', () => {
  it("gives each page html-validate's own errors, whatever pages came before", () => {
    const reference = new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG));
    const pages = [
      '<!doctype html><html lang="en"><head><title>t</title></head><body><span><div>x</div></span><p id="a"></p><p id="a"></p></body></html>',
      '<!doctype html><html lang="en"><head><title>t</title></head><body><p>fine</p></body></html>',
      '<!doctype html><html><head></head><body><ul><p>x</p></ul><font>old</font><img src="x.png"></body></html>',
    ];
    const expected = (html: string) =>
      reference
        .validateStringSync(html, 'p.html')
        .results.flatMap((r) =>
          r.messages
            .filter((m) => m.severity === 2)
            .map((m) => `${m.line} ${m.message} (${m.ruleId})`),
        );
    for (const html of [...pages, ...pages.reverse()])
      expect(validateHtml(html, 'p.html').map((f) => `${f.line} ${f.message}`)).toEqual(
        expected(html),
      );
    expect(validateHtml(pages[0], 'p.html').length).toBeGreaterThan(2);
    expect(validateHtml(pages[1], 'p.html')).toEqual([]);
  });
});

describe('a page result as a worker sends it', () => {
  it('packs to what was found: refs that load and that do not, ids, findings, html-validate findings', () => {
    const facts = analysePage(
      '<!doctype html><p id="a" onclick="f()"><a href="/x/#a">x</a><img src="i.png"><link rel="stylesheet" href="/s.css"></p>',
      'a/index.html',
      '/',
    );
    expect(facts.refs.map((r) => r.loads)).toEqual([false, true, true]);
    const result = { facts, fresh: [[1, 'm (rule)']] as [number, string][] };
    const sent = structuredClone(packResult(result));
    expect(sent.fresh).toEqual(result.fresh);
    expect(packResult({ fresh: [] })).toEqual({ fresh: [] });
    // Packed into one site's strings, as the checks hold them: two pages' copies of the same URL
    // and id are one string, and each page's facts come back as they were found.
    const site = siteFacts();
    const [a, b] = [0, 1].map(() =>
      packSentFacts(site, structuredClone(packResult(result)).facts!),
    );
    expect(unpackFacts(site, a)).toEqual(facts);
    expect(unpackFacts(site, b)).toEqual(facts);
    expect(unpackFacts(site, packFacts(site, facts))).toEqual(facts);
    expect([...b.refs]).toEqual([...a.refs]);
    expect(site.strings).toEqual(expect.arrayContaining([...facts.ids, '/x/#a', 'i.png']));
    expect(new Set(site.strings).size).toBe(site.strings.length);
    // Three numbers a ref, one an id: no string is held twice however many pages hold it.
    expect(a.refs).toHaveLength(facts.refs.length * 3);
    expect(a.ids).toHaveLength(facts.ids.length);
  });
});

describe('checkSite on a sampled site, on worker threads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-check-sample-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports html-validate's findings on the sampled pages and the other checks' on every page", async () => {
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><title>t</title><link rel="canonical" href="https://example.org/"></head><body>${body}</body></html>`;
    const n = HTML_VALIDATE_ALL_UP_TO + 60;
    writeFileSync(join(dir, 'index.html'), page('<p>home</p>'));
    for (let i = 1; i <= n; i++) {
      const id = `IL-${String(i).padStart(5, '0')}`;
      mkdirSync(join(dir, 'cases', id), { recursive: true });
      // The first case page is in the sample and has an html-validate error (a <div> in a <span>);
      // one in the middle, not sampled, has a duplicate id and a broken link.
      const body =
        i === 1
          ? '<span><div>x</div></span>'
          : i === 500
            ? '<p id="a">a</p><p id="a"><a href="/cases/none/">b</a></p>'
            : '<p>x</p>';
      writeFileSync(join(dir, 'cases', id, 'index.html'), page(body));
    }
    const where = { site: 'https://example.org', base: '/' };
    const pages = [
      'index.html',
      ...Array.from(
        { length: n },
        (_, i) => `cases/IL-${String(i + 1).padStart(5, '0')}/index.html`,
      ),
    ];
    const r = await checkSite(dir, where, { html: 'sample' });
    expect(r.pages).toBe(n + 1);
    expect(r.parsed).toBe(n + 1);
    expect(r.htmlValidated).toBe(htmlSample(pages).size);
    expect(r.findings.map((f) => `${f.page} ${f.check}`)).toEqual([
      'cases/IL-00001/index.html html',
      'cases/IL-00500/index.html links',
      'cases/IL-00500/index.html ids',
    ]);
    const all = await checkSite(dir, where, { html: 'all' });
    expect(all.htmlValidated).toBe(n + 1);
    // Every page read by html-validate: its duplicate-id error on the page the sample left out too.
    expect(all.findings.map((f) => `${f.page} ${f.check}`)).toEqual([
      ...r.findings.map((f) => `${f.page} ${f.check}`),
      'cases/IL-00500/index.html html',
    ]);
  });
});

describe('splitDataStoreModule', () => {
  const moduleOf = (json: string) => `export default JSON.parse(${JSON.stringify(json)})`;
  const evaluate = (code: string) =>
    new Function(code.replace('export default', 'return'))() as unknown;

  it('keeps the value, in pieces no longer than asked, whole surrogate pairs included', () => {
    const value = {
      text: 'a"b\\c\n'.repeat(50) + '😀'.repeat(40) + '\u2028</script>',
      n: [1, 2, 3],
    };
    const json = JSON.stringify(value);
    const split = splitDataStoreModule(moduleOf(json), 7)!;
    expect(evaluate(split)).toEqual(value);
    const pieces = JSON.parse(
      split.slice('export default JSON.parse('.length, -'.join(""))'.length),
    ) as string[];
    expect(pieces.length).toBeGreaterThan(json.length / 7 - 1);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(7);
    expect(pieces.join('')).toBe(json);
  });

  it('leaves small stores and other code alone', () => {
    expect(splitDataStoreModule(moduleOf('[1]'), 7)).toBeUndefined();
    expect(splitDataStoreModule('export default new Map()', 7)).toBeUndefined();
  });
});

describe('checkLinks and links to other origins', () => {
  it('accepts links to a source and its archived copy (followed only when clicked), but not a load from there', () => {
    const wayback = 'https://web.archive.org/web/20240105/https://example.org/pm?a=1&b=2';
    const html = `<!doctype html><html><head><title>t</title></head><body><a href="https://example.org/pm?a=1&amp;b=2" rel="noopener noreferrer">Source</a> <a href="${wayback.replace(/&/g, '&amp;')}" rel="noopener noreferrer">archived copy</a><img src="${wayback}" alt=""></body></html>`;
    const page = 'cases/IL-0001/index.html';
    const facts = analysePage(html, page, '/');
    expect(facts.refs.map((r) => r.url)).toEqual([
      'https://example.org/pm?a=1&b=2',
      wayback,
      wayback,
    ]);
    const findings = checkLinks(siteFactsOf([[page, facts]]), new Set([page]), {
      site: 'https://incident-library.example.org',
      base: '/',
    });
    expect(findings.map((f) => f.message)).toEqual([`<img> loads ${wayback} from another origin`]);
  });

  it('takes a full address on the same host outside the base for another site there, but refuses a path that leaves the base', () => {
    const html =
      '<!doctype html><html><head><title>t</title></head><body><a href="https://example.org/postmortem">Source</a> <a href="/elsewhere/">Out</a></body></html>';
    const page = 'cases/IL-0001/index.html';
    const findings = checkLinks(
      siteFactsOf([[page, analysePage(html, page, '/kb/')]]),
      new Set([page]),
      { site: 'https://example.org', base: '/kb/' },
    );
    expect(findings.map((f) => f.message)).toEqual([
      "link /elsewhere/ leaves the site's base /kb/",
    ]);
  });
});
