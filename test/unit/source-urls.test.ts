// `npm run source-urls` (src/cli/source-urls.ts, src/site/source-urls.ts): every source URL of the
// content, once, for the scheduled link check; no network.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSourceUrls } from '../../src/cli/source-urls.ts';
import { sourceUrls, urlsOfFile } from '../../src/site/source-urls.ts';
import { caseFile } from '../helpers/memory.ts';

/** A repository with a content folder holding these files. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'il-urls-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** A project's root and its content folder, as the command is given them. */
const at = (root: string): [string, string] => [root, join(root, 'content')];

const source = (url: string, extra = '') =>
  `  - title: "S"\n    url: "${url}"\n    publisher: P\n    type: news${extra}`;
const FILES = {
  'content/cases/IL-0001.md': String(
    caseFile('IL-0001', {
      sources: `sources:\n${source('https://b.example.org/pm', '\n    archive_url: "https://web.archive.org/web/2020/https://b.example.org/pm"')}\n${source('https://a.example.org/x?y=1')}`,
    }).content,
  ),
  // Invalid (no title), yet its URL is still checked.
  'content/cases/IL-0002.md': String(
    caseFile('IL-0002', { title: '', sources: `sources:\n${source('https://b.example.org/pm')}` })
      .content,
  ),
  'content/articles/an-article.md':
    '---\ntitle: A\nreferences:\n  - key: R1\n    title: "Ref"\n    url: "https://c.example.org/ref"\n---\n\nText [R1].\n',
  'content/concepts/etcd.md':
    '---\ntitle: etcd\nsummary: "S."\nsources:\n  - title: "Docs"\n    url: "https://etcd.io/docs"\n    publisher: etcd\n    type: documentation\n---\n\nText.\n',
  'content/taxonomies/organisations.yaml':
    'acme:\n  label: Acme\n  description: Fictional.\n  url: "https://acme.example.org/"\n',
};

describe('source URLs', () => {
  it('takes sources of cases and concepts and references of articles, never archive copies or term URLs', () => {
    expect(
      urlsOfFile('content/cases/IL-0001.md', {
        sources: [{ url: 'https://x.org/' }, { url: 'mailto:a@b' }, { title: 'no url' }],
        archive_url: 'https://y.org',
      }),
    ).toEqual(['https://x.org/']);
    // As the page publishes it (`normalizeHttpUrl`).
    expect(urlsOfFile('content/articles/a.md', { references: [{ url: 'http://r.org' }] })).toEqual([
      'http://r.org/',
    ]);
    expect(
      urlsOfFile('content/transcripts/t.md', { sources: [{ url: 'https://x.org/' }] }),
    ).toEqual([]);
    expect(
      sourceUrls([
        {
          file: 'content/cases/IL-0002.md',
          data: { sources: [{ url: 'https://b.org' }, { url: 'https://a.org' }] },
        },
        { file: 'content/cases/IL-0001.md', data: { sources: [{ url: 'https://b.org' }] } },
      ]),
    ).toEqual([
      { url: 'https://a.org/', files: ['content/cases/IL-0002.md'] },
      { url: 'https://b.org/', files: ['content/cases/IL-0001.md', 'content/cases/IL-0002.md'] },
    ]);
  });

  it('prints every URL once, sorted, one a line', () => {
    const lines: string[] = [];
    expect(runSourceUrls(...at(repo(FILES)), [], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      'https://a.example.org/x?y=1',
      'https://b.example.org/pm',
      'https://c.example.org/ref',
      'https://etcd.io/docs',
    ]);
  });

  it('writes one list per citing file with --by-file, into a new folder only', () => {
    const root = repo(FILES);
    expect(runSourceUrls(...at(root), ['--by-file', '.link-check'], () => {})).toBe(0);
    const dir = join(root, '.link-check');
    expect(readdirSync(dir, { recursive: true }).map(String).sort()).toEqual([
      'articles',
      'articles/an-article.txt',
      'cases',
      'cases/IL-0001.txt',
      'cases/IL-0002.txt',
      'concepts',
      'concepts/etcd.txt',
    ]);
    expect(readFileSync(join(dir, 'cases/IL-0001.txt'), 'utf8')).toBe(
      'https://b.example.org/pm\nhttps://a.example.org/x?y=1\n',
    );
    expect(runSourceUrls(...at(root), ['--by-file', '.link-check'], () => {})).toBe(2);
    expect(runSourceUrls(...at(root), ['--by-file'], () => {})).toBe(2);
  });

  it('fails when the content cites nothing', () => {
    expect(
      runSourceUrls(
        ...at(repo({ 'content/concepts/x.md': '---\ntitle: x\n---\n\nText.\n' })),
        [],
        () => {},
      ),
    ).toBe(1);
  });
});
