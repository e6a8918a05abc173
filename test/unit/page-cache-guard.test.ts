import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASTRO_PAGE_KEYS,
  endPages,
  PAGES_IN_PROGRESS,
  startPages,
} from '../../src/node/page-cache-guard.ts';

describe("the guard of Astro's page cache", () => {
  it('keeps the page keys after a build that finished, and marks the cache only while Astro runs', () => {
    const cache = join(mkdtempSync(join(tmpdir(), 'il-guard-')), 'cache');
    expect(startPages(cache)).toBe(false);
    expect(existsSync(join(cache, PAGES_IN_PROGRESS))).toBe(true);
    writeFileSync(join(cache, ASTRO_PAGE_KEYS), '{}');
    endPages(cache);
    expect(existsSync(join(cache, PAGES_IN_PROGRESS))).toBe(false);
    expect(startPages(cache)).toBe(false);
    expect(existsSync(join(cache, ASTRO_PAGE_KEYS))).toBe(true);
  });

  it('drops the page keys when the last build stopped while Astro ran', () => {
    const cache = mkdtempSync(join(tmpdir(), 'il-guard-'));
    startPages(cache);
    writeFileSync(join(cache, ASTRO_PAGE_KEYS), '{}');
    // No endPages: that build stopped. The next one forgets the keys and marks the cache again.
    expect(startPages(cache)).toBe(true);
    expect(existsSync(join(cache, ASTRO_PAGE_KEYS))).toBe(false);
    expect(existsSync(join(cache, PAGES_IN_PROGRESS))).toBe(true);
  });
});
