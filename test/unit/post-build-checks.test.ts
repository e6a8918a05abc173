// The post-build checks' own pieces: which pages html-validate reads on a large site, and the
// element walk that finds active content however deep it sits.
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/postbuild/check-links.ts';
import { analysePage } from '../../src/postbuild/check-page.ts';
import { waybackUrl } from '../../src/site/archive.ts';
import { splitDataStoreModule } from '../../src/astro/data-store-split.ts';
import { HTML_VALIDATE_ALL_UP_TO, HTML_VALIDATE_PER_TEMPLATE, htmlSample, templateOf } from '../../src/postbuild/check-site.ts';

describe('templateOf', () => {
  it('replaces the last folder of a page path with *', () => {
    expect(templateOf('cases/IL-0190/index.html')).toBe('cases/*');
    expect(templateOf('cases/page/3/index.html')).toBe('cases/page/*');
    expect(templateOf('index.html')).toBe('');
    expect(templateOf('404.html')).toBe('');
  });
});

describe('htmlSample', () => {
  const cases = (n: number) => Array.from({ length: n }, (_, i) => `cases/IL-${String(i + 1).padStart(5, '0')}/index.html`);

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
});

describe('analysePage', () => {
  it('finds active content and ids at any depth, in document order', () => {
    const deep = '<div>'.repeat(200) + '<iframe src="/x"></iframe><p id="a" onclick="x()">t</p>' + '</div>'.repeat(200);
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

describe('splitDataStoreModule', () => {
  const moduleOf = (json: string) => `export default JSON.parse(${JSON.stringify(json)})`;
  const evaluate = (code: string) => new Function(code.replace('export default', 'return'))() as unknown;

  it('keeps the value, in pieces no longer than asked, whole surrogate pairs included', () => {
    const value = { text: 'a"b\\c\n'.repeat(50) + '😀'.repeat(40) + '\u2028</script>', n: [1, 2, 3] };
    const json = JSON.stringify(value);
    const split = splitDataStoreModule(moduleOf(json), 7)!;
    expect(evaluate(split)).toEqual(value);
    const pieces = JSON.parse(split.slice('export default JSON.parse('.length, -'.join(""))'.length)) as string[];
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
    const wayback = waybackUrl('https://example.org/pm?a=1&b=2', '2024-01-05');
    const html = `<!doctype html><html><head><title>t</title></head><body><a href="https://example.org/pm?a=1&amp;b=2" rel="noopener noreferrer">Source</a> <a href="${wayback.replace(/&/g, '&amp;')}" rel="noopener noreferrer">archived copy</a><img src="${wayback}" alt=""></body></html>`;
    const page = 'cases/IL-0001/index.html';
    const facts = analysePage(html, page, '/');
    expect(facts.refs.map((r) => r.url)).toEqual(['https://example.org/pm?a=1&b=2', wayback, wayback]);
    const findings = checkLinks(new Map([[page, facts]]), new Set([page]), { site: 'https://incident-library.example.org', base: '/' });
    expect(findings.map((f) => f.message)).toEqual([`<img> loads ${wayback} from another origin`]);
  });

  it('takes a full address on the same host outside the base for another site there, but refuses a path that leaves the base', () => {
    const html = '<!doctype html><html><head><title>t</title></head><body><a href="https://example.org/postmortem">Source</a> <a href="/elsewhere/">Out</a></body></html>';
    const page = 'cases/IL-0001/index.html';
    const findings = checkLinks(new Map([[page, analysePage(html, page, '/kb/')]]), new Set([page]), { site: 'https://example.org', base: '/kb/' });
    expect(findings.map((f) => f.message)).toEqual(["link /elsewhere/ leaves the site's base /kb/"]);
  });
});
