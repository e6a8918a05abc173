// A large site is indexed by Pagefind in shards. The project test/fixtures/basic-shards (the
// basic fixture with `search.shardPages: 4`) forces shards on the small fixture: every searchable page is in exactly one shard, the shards together hold what one
// index holds, no shard is over the limit, and indexing the same pages again gives the same bytes.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite } from '../helpers/build-site.ts';
import { builtFixture } from '../helpers/shared-builds.ts';
import { shardUrls } from '../helpers/pagefind-index.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';
import { searchablePages } from '../../src/postbuild/pagefind-shards.ts';
import { indexSite } from '../../src/postbuild/pagefind.ts';

const LIMIT = 4; // the shard size of test/fixtures/basic-shards
let whole: BuiltSite;
let sharded: BuiltSite;
let again: string;

beforeAll(async () => {
  whole = builtFixture('test/fixtures/basic');
  sharded = builtFixture('test/fixtures/basic-shards');
  // The same pages indexed again, in a copy without its bundle: the shards must come out the
  // same. That the pages themselves come out the same from two builds is reproducible.test.ts's.
  again = join(mkdtempSync(join(tmpdir(), 'il-shards-')), 'dist');
  cpSync(sharded.dist, again, { recursive: true });
  rmSync(join(again, 'pagefind'), { recursive: true });
  await indexSite(again, LIMIT);
});

const pagefindHashes = (dist: string) =>
  Object.fromEntries(
    filesOf(join(dist, 'pagefind')).map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dist, 'pagefind', f)))
        .digest('hex'),
    ]),
  );

describe('Pagefind in shards', () => {
  it('builds', () => {
    for (const site of [whole, sharded]) expect(site.status, site.stderr).toBe(0);
  });

  it('keeps one index for a site under the limit', () => {
    const { manifest, urls } = shardUrls(whole.dist);
    // 2 cases, 1 concept, 2 mitigations and 8 term pages.
    expect(manifest.shards).toEqual([{ path: '', languages: { en: 13 } }]);
    expect(urls[0]).toHaveLength(13);
    expect(existsSync(join(whole.dist, 'pagefind/shards'))).toBe(false);
  });

  it('puts every searchable page in exactly one shard of at most the limit', () => {
    const { manifest, urls } = shardUrls(sharded.dist);
    expect(manifest.shards.map((s) => s.path)).toEqual(['', 'shards/1/', 'shards/2/', 'shards/3/']);
    for (const [i, shard] of manifest.shards.entries()) {
      expect(urls[i].length).toBeLessThanOrEqual(LIMIT);
      expect(shard.languages).toEqual({ en: urls[i].length });
    }
    const all = urls.flat().sort();
    expect(new Set(all).size).toBe(all.length);
    // The same pages one index holds, and exactly the pages marked data-pagefind-body.
    expect(all).toEqual(shardUrls(whole.dist).urls[0]);
    expect(all).toEqual(
      searchablePages(sharded.dist)
        .map((p) => `/${p.replace(/index\.html$/, '')}`)
        .sort(),
    );
    expect(sharded.stdout).toContain('pagefind: indexed 13 pages');
  });

  it('gives byte-identical shards when the same pages are indexed again', () => {
    const a = pagefindHashes(sharded.dist);
    expect(Object.keys(a).some((f) => f.startsWith('shards/2/fragment/'))).toBe(true);
    expect(pagefindHashes(again)).toEqual(a);
  });
});
