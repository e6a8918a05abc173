// A team's library of its own postmortems: the starter (whose options say `sources: 'optional'`
// and name its wiki in `internalHosts`) with a case that cites no source and one that cites a
// public page without an archive_url, built as the team builds it. No page or data file may link
// the Wayback Machine, nor any archive the case did not name.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../helpers/build-site.ts';
import { builtFiles } from '../helpers/dist-files.ts';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';

/**
 * The starter's ACME-0002 as another case, its sources replaced by `sources` (YAML lines), and
 * its action items by `actionItems` (then without its mitigations, whose sentence was one).
 */
function caseLike(
  copy: LibraryCopy,
  id: string,
  title: string,
  sources: string,
  actionItems?: string,
): string {
  const text = readFileSync(join(copy.root, 'content/cases/ACME-0002.md'), 'utf8')
    .replace('id: ACME-0002', `id: ${id}`)
    .replace(/^title: .*$/m, `title: "${title}"`)
    .replace(/^sources:\n(?: {2}.*\n)+/m, sources);
  return actionItems === undefined
    ? text
    : text
        .replace(/^mitigations:\n(?: {2}.*\n)+/m, '')
        .replace(/(## Action items\n\n)(?:- .*\n)+/, `$1${actionItems}`);
}

describe('a library of internal postmortems', () => {
  let copy: LibraryCopy;
  let site: BuiltSite;
  let all: [string, string][];
  const page = (id: string) => readFileSync(join(site.dist, `cases/${id}/index.html`), 'utf8');
  beforeAll(() => {
    copy = copyLibrary('examples/starter');
    writeFileSync(
      join(copy.root, 'content/cases/ACME-0005.md'),
      caseLike(copy, 'ACME-0005', 'A case written from the team’s own notes, citing no source', ''),
    );
    writeFileSync(
      join(copy.root, 'content/cases/ACME-0006.md'),
      caseLike(
        copy,
        'ACME-0006',
        'A case citing a public page and a vendor report with its capture',
        [
          'sources:',
          '  - title: "Vendor status page"',
          '    url: "https://status.vendor.example.org/incidents/42"',
          '    publisher: "Vendor"',
          '    type: status-page',
          '    published: "2026-05-02"',
          '  - title: "Vendor report"',
          '    url: "https://vendor.example.org/report"',
          '    publisher: "Vendor"',
          '    type: third-party-analysis',
          '    archive_url: "https://archive.ph/vendor-report"',
          '',
        ].join('\n'),
        [
          '| Action | Owner | Ticket |',
          '| --- | --- | --- |',
          '| Release to one server first | Payments team | PAY-123 |',
          '| Alert on checkout latency | SRE | |',
          '',
        ].join('\n'),
      ),
    );
    site = copy.build({ SITE_URL: 'https://incidents.acme.example.com' });
    if (site.status !== 0)
      throw new Error(`the library did not build:\n${site.stdout}\n${site.stderr}`);
    all = builtFiles(site.dist, /\.(html|xml|json|csv|txt)$/);
  });
  afterAll(() => copy?.remove());

  it('validates a case with no source', () => {
    const r = copy.run(['validate']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^content is valid: 5 cases/m);
    expect(r.status).toBe(0);
  });

  it('builds the case with no source: its page says so, its data has an empty list', () => {
    const html = page('ACME-0005');
    expect(html).toContain('This case lists no sources: it is its own record.');
    expect(html).not.toContain('<ol class="sources"');
    const data = JSON.parse(readFileSync(join(site.dist, 'data/cases.json'), 'utf8')) as {
      cases: { id: string; sources: unknown[] }[];
    };
    expect(data.cases.find((c) => c.id === 'ACME-0005')?.sources).toEqual([]);
    const csv = readFileSync(join(site.dist, 'data/cases.csv'), 'utf8');
    expect(csv.split('\n').find((l) => l.startsWith('ACME-0005,'))).toContain(',[],');
  });

  it('marks a wiki source internal and links no copy of it', () => {
    const html = page('ACME-0002');
    expect(html).toContain(
      '<a href="https://wiki.acme.example.com/postmortems/2026-05-02-payments" rel="noopener noreferrer">',
    );
    expect(html).toContain('data-source="internal"');
    expect(html).not.toContain('class="archive-link"');
  });

  it('links an archived copy only where a source gives one, and never the Wayback Machine', () => {
    const html = page('ACME-0006');
    expect(html.split('class="archive-link"').length - 1).toBe(1);
    expect(html).toContain('<a class="archive-link" href="https://archive.ph/vendor-report"');
    expect(html).not.toContain('data-source="internal"');
    expect(all.some(([f]) => f === 'cases/ACME-0006/index.html')).toBe(true);
    const linking = all.filter(([, text]) => text.includes('web.archive.org')).map(([f]) => f);
    expect(linking).toEqual([]);
  });

  it('keeps the action items written as a table in the action-item data, a row an item', () => {
    const data = JSON.parse(readFileSync(join(site.dist, 'data/action-items.json'), 'utf8')) as {
      action_items: { case: string; text: string }[];
    };
    expect(data.action_items.filter((r) => r.case === 'ACME-0006').map((r) => r.text)).toEqual([
      'Release to one server first (Owner: Payments team; Ticket: PAY-123)',
      'Alert on checkout latency (Owner: SRE)',
    ]);
    const csv = readFileSync(join(site.dist, 'data/action-items.csv'), 'utf8');
    expect(csv).toContain('Release to one server first (Owner: Payments team; Ticket: PAY-123)');
  });
});
