import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASTRO_PAGE_KEYS,
  endPages,
  PAGE_DIGESTS,
  PAGES_IN_PROGRESS,
  recordPages,
  startPages,
  verifyPages,
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

describe('the case pages Astro keeps, checked before it restores one', () => {
  /** A cache folder whose keys name three pages, their copies, and the output they were published in. */
  const setUp = () => {
    const work = mkdtempSync(join(tmpdir(), 'il-copies-'));
    const [cache, out] = [join(work, 'cache'), join(work, 'dist')];
    const pages = [
      'cases/IL-0001/index.html',
      'cases/IL-0002/index.html',
      'cases/IL%C3%A9/index.html',
    ];
    const keys = {
      version: 1,
      routes: { 'src/pages/cases/[id].astro': { paths: {} as Record<string, object> } },
    };
    pages.forEach((p, i) => {
      keys.routes['src/pages/cases/[id].astro'].paths[`/${p}`] = {
        cacheKey: `k${i}`,
        outputFile: p,
      };
      for (const dir of [join(cache, 'dist'), out]) {
        const f = join(dir, decodeURI(p));
        mkdirSync(join(f, '..'), { recursive: true });
        writeFileSync(f, `<!doctype html><title>page ${i}</title><main>text ${i}</main>`);
      }
    });
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, ASTRO_PAGE_KEYS), JSON.stringify(keys));
    const copy = (i: number) => join(cache, 'dist', decodeURI(pages[i]));
    return { cache, out, keys, copy };
  };

  it('keeps every copy that is the page published under its key', () => {
    const { cache, out, copy } = setUp();
    recordPages(cache, out);
    expect(verifyPages(cache)).toBe(0);
    for (const i of [0, 1, 2]) expect(existsSync(copy(i))).toBe(true);
  });

  it('deletes an altered, a cut short and an emptied copy, so Astro renders those pages again', () => {
    const { cache, out, copy } = setUp();
    recordPages(cache, out);
    writeFileSync(copy(0), readFileSync(copy(0), 'utf8').replace('text', 'ALTERED text'));
    writeFileSync(copy(1), readFileSync(copy(1), 'utf8').slice(0, 20));
    writeFileSync(copy(2), '');
    expect(verifyPages(cache)).toBe(3);
    for (const i of [0, 1, 2]) expect(existsSync(copy(i))).toBe(false);
  });

  it('trusts no copy whose key changed since it was recorded, nor any when nothing was recorded', () => {
    const { cache, out, keys, copy } = setUp();
    recordPages(cache, out);
    // A build that rendered page 0 again under a new key, then failed its checks: not recorded.
    (
      keys.routes['src/pages/cases/[id].astro'].paths['/cases/IL-0001/index.html'] as {
        cacheKey: string;
      }
    ).cacheKey = 'k9';
    writeFileSync(join(cache, ASTRO_PAGE_KEYS), JSON.stringify(keys));
    expect(verifyPages(cache)).toBe(1);
    expect(existsSync(copy(0))).toBe(false);
    rmSync(join(cache, PAGE_DIGESTS));
    expect(verifyPages(cache)).toBe(2);
  });
});
