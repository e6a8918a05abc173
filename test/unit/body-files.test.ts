import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyFile, hasBodyFile, isBodyFileOf, readBodyFile, removeBodyFile, writeBodyFile } from '../../src/node/body-files.ts';

describe('rendered body files', () => {
  const cache = mkdtempSync(join(tmpdir(), 'il-bodies-'));

  it('keeps one file per entry and digest, under its collection, with an id safe as a file name', () => {
    expect(bodyFile(cache, 'cases', 'IL-0190', 'd1')).toBe(join(cache, 'incident-library-bodies/cases/IL-0190.d1.html'));
    expect(bodyFile(cache, 'concepts', 'a/b c', 'x/y')).toBe(join(cache, 'incident-library-bodies/concepts/a%2Fb%20c.x%2Fy.html'));
  });

  it("never gives one path to two digests of an entry, so a store can only point at its own digest's body", () => {
    // A build stopped after writing a new body but before its store was written keeps the old
    // digest in the store: that digest must not lead to the new body.
    const older = bodyFile(cache, 'cases', 'IL-0002', 'old');
    const newer = bodyFile(cache, 'cases', 'IL-0002', 'new');
    writeBodyFile(older, '<p>old</p>');
    writeBodyFile(newer, '<p>new</p>');
    expect(newer).not.toBe(older);
    expect(readBodyFile(older)).toBe('<p>old</p>');
  });

  it("tells this cache folder's body files from any other path", () => {
    expect(isBodyFileOf(cache, 'cases', bodyFile(cache, 'cases', 'IL-0001', 'd'))).toBe(true);
    expect(isBodyFileOf(cache, 'concepts', bodyFile(cache, 'cases', 'IL-0001', 'd'))).toBe(false);
    expect(isBodyFileOf(join(cache, 'other'), 'cases', bodyFile(cache, 'cases', 'IL-0001', 'd'))).toBe(false);
    expect(isBodyFileOf(cache, 'cases', undefined)).toBe(false);
    expect(isBodyFileOf(cache, 'cases', join(cache, 'incident-library-bodies/cases/notes.txt'))).toBe(false);
  });

  it('writes, replaces, reads and removes a body', () => {
    const file = bodyFile(cache, 'cases', 'IL-0001', 'd');
    expect(hasBodyFile(file)).toBe(false);
    writeBodyFile(file, '<p>one</p>');
    writeBodyFile(file, '<p>two</p>');
    expect(readBodyFile(file)).toBe('<p>two</p>');
    removeBodyFile(file);
    removeBodyFile(file);
    expect(existsSync(file)).toBe(false);
  });

  it('names the missing file when a body is gone', () => {
    expect(() => readBodyFile(bodyFile(cache, 'cases', 'IL-9999', 'd'))).toThrow(/IL-9999\.d\.html is missing/);
  });
});
