import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyFile, hasBodyFile, readBodyFile, removeBodyFile, writeBodyFile } from '../../src/node/body-files.ts';

describe('rendered body files', () => {
  const cache = mkdtempSync(join(tmpdir(), 'il-bodies-'));

  it('keeps one file per entry, under its collection, with an id safe as a file name', () => {
    expect(bodyFile(cache, 'cases', 'IL-0190')).toBe(join(cache, 'incident-library-bodies/cases/IL-0190.html'));
    expect(bodyFile(cache, 'concepts', 'a/b c')).toBe(join(cache, 'incident-library-bodies/concepts/a%2Fb%20c.html'));
  });

  it('writes, replaces, reads and removes a body', () => {
    const file = bodyFile(cache, 'cases', 'IL-0001');
    expect(hasBodyFile(file)).toBe(false);
    writeBodyFile(file, '<p>one</p>');
    writeBodyFile(file, '<p>two</p>');
    expect(readBodyFile(file)).toBe('<p>two</p>');
    removeBodyFile(file);
    removeBodyFile(file);
    expect(existsSync(file)).toBe(false);
  });

  it('names the missing file when a body is gone', () => {
    expect(() => readBodyFile(bodyFile(cache, 'cases', 'IL-9999'))).toThrow(/IL-9999\.html is missing/);
  });
});
