/** Reads a built Pagefind bundle back: the page URLs its fragments hold, shard by shard. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ShardManifest } from '../../src/site/search-shards.ts';

/** The URL of every page in the bundle at `bundle` (one fragment per page), sorted. */
export function indexedUrls(bundle: string): string[] {
  return readdirSync(join(bundle, 'fragment'))
    .map((f) => {
      const text = gunzipSync(readFileSync(join(bundle, 'fragment', f))).toString('utf8');
      return (JSON.parse(text.replace(/^pagefind_dcd/, '')) as { url: string }).url;
    })
    .sort();
}

/** `<dist>/pagefind/shards.json` and, per shard in its order, the URLs its bundle holds. */
export function shardUrls(dist: string): { manifest: ShardManifest; urls: string[][] } {
  const manifest = JSON.parse(
    readFileSync(join(dist, 'pagefind/shards.json'), 'utf8'),
  ) as ShardManifest;
  return {
    manifest,
    urls: manifest.shards.map((s) => indexedUrls(join(dist, 'pagefind', s.path))),
  };
}
