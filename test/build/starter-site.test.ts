// The starter (examples/starter), built as a team builds its own library: its own astro.config.mjs,
// its own content, this package as a dependency. Nothing of the flagship library may reach it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type BuiltSite } from '../helpers/build-site.ts';
import { builtFiles } from '../helpers/dist-files.ts';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';

describe('the starter, built with its own config', () => {
  let copy: LibraryCopy;
  let site: BuiltSite;
  let all: [string, string][];
  beforeAll(() => {
    copy = copyLibrary('examples/starter');
    site = copy.build({ SITE_URL: 'https://incidents.acme.example.com' });
    if (site.status !== 0)
      throw new Error(`the starter did not build:\n${site.stdout}\n${site.stderr}`);
    all = builtFiles(site.dist, /\.(html|xml|json|csv|txt|css|js|svg)$|_redirects$/);
  });
  afterAll(() => copy?.remove());

  it('validates with its own rules, as its npm test does', () => {
    const r = copy.run(['validate']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^content is valid: 3 cases, 1 concepts/m);
    expect(r.status).toBe(0);
  });

  it('uses its own case IDs for every case page and record', () => {
    // ACME-0004 was merged into ACME-0003: its old address is a redirect page.
    expect(readdirSync(join(site.dist, 'cases')).filter((f) => /-\d+$/.test(f))).toEqual([
      'ACME-0001',
      'ACME-0002',
      'ACME-0003',
      'ACME-0004',
    ]);
    const data = JSON.parse(readFileSync(join(site.dist, 'data/cases.json'), 'utf8')) as {
      title: string;
      cases: { id: string; url: string }[];
    };
    expect(data.title).toBe('Acme Incident Library: cases');
    expect(data.cases.map((c) => c.id).sort()).toEqual(['ACME-0001', 'ACME-0002', 'ACME-0003']);
    for (const c of data.cases) expect(c.url).toMatch(/\/cases\/ACME-000\d\/$/);
  });

  it('publishes its two mitigations in the open data, and each case its own', () => {
    const file = (f: string) => readFileSync(join(site.dist, 'data', f), 'utf8');
    const data = JSON.parse(file('mitigations.json')) as {
      title: string;
      count: number;
      mitigations: { slug: string; url: string; root_causes: string[]; cases: object }[];
    };
    expect(data.title).toBe('Acme Incident Library: mitigations');
    expect(data.mitigations.map((m) => [m.slug, m.root_causes, m.cases])).toEqual([
      [
        'automate-certificate-renewal',
        ['expired-credential'],
        { adopted_after: ['ACME-0001'], would_have_caught: [], suggested: [] },
      ],
      [
        'canary-releases',
        ['bad-deploy'],
        { adopted_after: ['ACME-0002'], would_have_caught: [], suggested: [] },
      ],
    ]);
    expect(data.mitigations[0].url).toBe(
      'https://incidents.acme.example.com/mitigations/automate-certificate-renewal/',
    );
    const cases = JSON.parse(file('cases.json')) as {
      cases: { id: string; mitigations: { id: string; relation: string }[] }[];
    };
    expect(cases.cases.find((c) => c.id === 'ACME-0002')?.mitigations).toEqual([
      expect.objectContaining({ id: 'canary-releases', relation: 'adopted-after' }),
    ]);
    const [head, ...rows] = file('cases.csv')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    const col = head.split(',').indexOf('mitigations');
    expect(col).toBeGreaterThan(0);
    expect(file('mitigations.csv')).toMatch(/^\ufeffslug,title,summary,/);
    expect(rows.some((r) => r.includes(',canary-releases,'))).toBe(true);
    const page = readFileSync(join(site.dist, 'data/index.html'), 'utf8');
    expect(page).toContain('href="/data/mitigations.json"');
    expect(page).toContain('href="/data/mitigations.csv"');
  });

  it('shows its name, its accent colour, its logo and its repository', () => {
    const home = readFileSync(join(site.dist, 'index.html'), 'utf8');
    expect(home).toContain('<title>Acme Incident Library</title>');
    expect(home).toMatch(/<link rel="stylesheet" href="\/theme\.css"/);
    expect(home).toContain('src="/logo.svg"');
    const css = readFileSync(join(site.dist, 'theme.css'), 'utf8');
    expect(css).toContain('--accent: #8a3ffc');
    expect(css).toContain('--accent: #c6a6ff');
    const page = readFileSync(join(site.dist, 'cases/ACME-0002/index.html'), 'utf8');
    expect(page).toContain(
      'href="https://github.com/acme/incidents/edit/main/content/cases/ACME-0002.md"',
    );
    // Its software versions, in the facts box and in the brief that search indexes.
    expect(page.split('Payments API 4.12, fixed in 4.12.1').length - 1).toBe(2);
  });

  it('holds nothing of the flagship library: its name, IDs, vocabularies or placeholder domain', () => {
    const flagshipComponents = parseYaml(
      readFileSync(join(ROOT, 'content/taxonomies/components.yaml'), 'utf8'),
    ) as Record<string, { label: string }>;
    const own = new Set(
      Object.keys(
        parseYaml(
          readFileSync(join(ROOT, 'examples/starter/content/taxonomies/components.yaml'), 'utf8'),
        ),
      ),
    );
    const leaks: string[] = [];
    for (const [file, text] of all) {
      if (/(?<!Acme )Incident Library/.test(text)) leaks.push(`${file}: the flagship's name`);
      if (/\bIL-\d{4}/.test(text)) leaks.push(`${file}: an IL- case ID`);
      if (text.includes('incident-library.example.org'))
        leaks.push(`${file}: the placeholder domain`);
      if (/\betcd\b|\bKubernetes\b/i.test(text)) leaks.push(`${file}: a flagship component`);
      for (const slug of Object.keys(flagshipComponents))
        if (!own.has(slug) && text.includes(`/components/${slug}/`))
          leaks.push(`${file}: the flagship component page ${slug}`);
    }
    expect(leaks).toEqual([]);
  });

  it('has its two mitigations, each linked from the case that adopted it', () => {
    const page = (path: string) => readFileSync(join(site.dist, path, 'index.html'), 'utf8');
    expect(readdirSync(join(site.dist, 'mitigations')).sort()).toEqual([
      'automate-certificate-renewal',
      'canary-releases',
      'index.html',
    ]);
    expect(page('cases/ACME-0002')).toMatch(
      /id="page-mitigations"[\s\S]*href="\/mitigations\/canary-releases\/">Canary releases<\/a> <span class="relation">– Adopted afterwards/,
    );
    expect(page('mitigations/automate-certificate-renewal')).toMatch(
      /ACME-0001[\s\S]*Renew the shop(?:'|&#39;)s certificates automatically, with an alert 21 days before any expiry\./,
    );
    expect(page('mitigations')).toContain('href="/mitigations/canary-releases/"');
  });

  it('writes its merged IDs as 301 redirects for hosts that read _redirects, and keeps them out of the sitemap', () => {
    expect(readFileSync(join(site.dist, '_redirects'), 'utf8')).toBe(
      '/cases/ACME-0004/ /cases/ACME-0003/ 301\n',
    );
    expect(readFileSync(join(site.dist, 'cases/ACME-0004/index.html'), 'utf8')).toContain(
      'http-equiv="refresh"',
    );
    const sitemap = all
      .filter(([f]) => f.startsWith('sitemap-') && f !== 'sitemap-index.xml')
      .map(([, t]) => t)
      .join('');
    expect(sitemap).toContain('https://incidents.acme.example.com/cases/ACME-0003/');
    expect(sitemap).not.toContain('/cases/ACME-0004/');
  });
});
