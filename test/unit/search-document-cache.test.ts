// The search documents a build keeps for the next: a page whose bytes are unchanged gets the
// document cut from it before, without cutting; any other page, or a kept document whose bytes
// changed, is cut again.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchDocument } from '../../src/postbuild/search-document.ts';
import {
  openSearchDocuments,
  SEARCH_DOCUMENTS,
} from '../../src/postbuild/search-document-cache.ts';

const work = mkdtempSync(join(tmpdir(), 'il-search-documents-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const page = (text: string) =>
  Buffer.from(
    `<!DOCTYPE html><html lang="en"><body><nav>Menu</nav><main data-pagefind-body><h1>${text}</h1><aside data-pagefind-ignore>Related</aside></main></body></html>`,
  );
const listing = Buffer.from('<!DOCTYPE html><html lang="en"><body><h1>Cases</h1></body></html>');

/** `searchDocument`, counting its calls. */
function counting() {
  const calls: string[] = [];
  return {
    calls,
    cut: (html: string) => {
      calls.push(html);
      return searchDocument(html);
    },
  };
}

describe('openSearchDocuments', () => {
  it('gives the documents a fresh cut gives, and cuts only the pages that changed', () => {
    const folder = join(work, 'kept');
    const first = counting();
    const a = openSearchDocuments(folder, first.cut);
    const docA = a.of(page('etcd quorum loss'));
    expect(docA).toBe(searchDocument(page('etcd quorum loss').toString()));
    expect(docA).not.toContain('Related');
    expect(a.of(listing)).toBeUndefined();
    expect(first.calls).toHaveLength(2);
    expect(a.reused()).toBe(0);
    a.save(folder);

    const second = counting();
    const b = openSearchDocuments(folder, second.cut);
    expect(b.of(page('etcd quorum loss'))).toBe(docA);
    expect(b.of(listing)).toBeUndefined();
    expect(b.of(page('GPU node drained'))).toBe(
      searchDocument(page('GPU node drained').toString()),
    );
    expect(second.calls).toHaveLength(1);
    expect(b.reused()).toBe(2);
  });

  it('keeps only the last build’s documents', () => {
    const folder = join(work, 'only-last');
    const a = openSearchDocuments(folder, searchDocument);
    a.of(page('one'));
    a.save(folder);
    const b = openSearchDocuments(folder, searchDocument);
    b.of(page('two'));
    b.save(folder);
    const c = counting();
    const read = openSearchDocuments(folder, c.cut);
    read.of(page('one'));
    expect(c.calls).toHaveLength(1);
  });

  it('cuts again a page whose kept document was altered, and ignores a damaged file', () => {
    const folder = join(work, 'altered');
    const a = openSearchDocuments(folder, searchDocument);
    a.of(page('kept'));
    a.save(folder);
    const file = join(folder, SEARCH_DOCUMENTS);
    writeFileSync(file, readFileSync(file, 'utf8').replace('<h1>kept', '<h1>injected'));
    const c = counting();
    const doc = openSearchDocuments(folder, c.cut).of(page('kept'));
    expect(doc).toContain('<h1>kept');
    expect(c.calls).toHaveLength(1);

    writeFileSync(file, '{"version":');
    const d = counting();
    expect(openSearchDocuments(folder, d.cut).of(page('kept'))).toContain('<h1>kept');
    expect(d.calls).toHaveLength(1);
  });
});
