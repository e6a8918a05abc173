// How pages are dealt into Pagefind shards and which indexes the search UI merges.
import { describe, expect, it } from 'vitest';
import { LibraryOptionsError, parseLibraryOptions } from '../../src/config/parse-options.ts';
import { DEFAULT_SHARD_PAGES, shardPath, splitPages } from '../../src/postbuild/pagefind-shards.ts';
import { mergeTargets, primaryLanguage, type ShardManifest } from '../../src/site/search-shards.ts';

describe('splitPages', () => {
  it('keeps one shard up to the limit and deals pages in turn past it', () => {
    const pages = ['a', 'b', 'c', 'd', 'e'];
    expect(splitPages(pages, 5)).toEqual([pages]);
    expect(splitPages(pages, 2)).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
    expect(splitPages([], 2)).toEqual([[]]);
  });

  it('never puts more than the limit in a shard', () => {
    const pages = Array.from({ length: 20_001 }, (_, i) => `p${i}`);
    const shards = splitPages(pages, DEFAULT_SHARD_PAGES);
    expect(shards).toHaveLength(Math.ceil(20_001 / DEFAULT_SHARD_PAGES));
    expect(Math.max(...shards.map((s) => s.length))).toBeLessThanOrEqual(DEFAULT_SHARD_PAGES);
    expect(shards.flat().sort()).toEqual([...pages].sort());
  });
});

describe('the shard limit (search.shardPages)', () => {
  const options = (search?: unknown) => ({
    title: 'Acme Incident Library',
    description: 'What went wrong at Acme.',
    idPrefix: 'ACME',
    author: 'Acme SRE',
    ...(search === undefined ? {} : { search }),
  });

  it('is the default without the option, else the library’s, and refuses nonsense naming the option', () => {
    expect(parseLibraryOptions(options()).search.shardPages).toBe(DEFAULT_SHARD_PAGES);
    expect(parseLibraryOptions(options({})).search.shardPages).toBe(DEFAULT_SHARD_PAGES);
    expect(parseLibraryOptions(options({ shardPages: 4 })).search.shardPages).toBe(4);
    // `Number(env.PAGEFIND_SHARD_PAGES)` in a library's astro.config.mjs gives NaN for a word.
    for (const bad of [0, -1, 2.5, Number('many'), '4']) {
      let error: unknown;
      try {
        parseLibraryOptions(options({ shardPages: bad }));
      } catch (e) {
        error = e;
      }
      expect(error, String(bad)).toBeInstanceOf(LibraryOptionsError);
      expect((error as LibraryOptionsError).problems.map((p) => p.option)).toEqual([
        'search.shardPages',
      ]);
    }
  });
});

describe('mergeTargets', () => {
  const bundle = 'https://example.org/kb/pagefind/';
  it('merges nothing for one index in one language', () => {
    expect(
      mergeTargets(
        { shards: [{ path: shardPath(0), languages: { en: 9 } }] },
        'en',
        bundle,
        '/kb/',
      ),
    ).toEqual([]);
  });

  it('merges every other shard and language, by absolute URL', () => {
    const manifest: ShardManifest = {
      shards: [
        { path: '', languages: { en: 5, zh: 1 } },
        { path: shardPath(1), languages: { en: 5 } },
      ],
    };
    expect(mergeTargets(manifest, 'en-GB', bundle, '/kb/')).toEqual([
      { bundlePath: bundle, language: 'zh', baseUrl: '/kb/' },
      { bundlePath: `${bundle}shards/1/`, language: 'en', baseUrl: '/kb/' },
    ]);
  });

  it('picks the primary language as Pagefind does', () => {
    expect(primaryLanguage({ en: 5, zh: 1 }, 'zh')).toBe('zh');
    expect(primaryLanguage({ en: 5, pt: 1 }, 'pt-BR')).toBe('pt');
    expect(primaryLanguage({ en: 5, zh: 1 }, 'fr')).toBe('en');
  });
});
