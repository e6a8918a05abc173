/**
 * Indexes a built site with Pagefind's Node API and writes the bundle to `<dir>/pagefind/`.
 * Only elements marked `data-pagefind-body` are indexed (case, concept, article, transcript and
 * term pages), so navigation and listing pages never appear as results.
 *
 * A site with more searchable pages than `shardPageLimit()` (8,000, or `PAGEFIND_SHARD_PAGES`)
 * is indexed in shards (src/postbuild/pagefind-shards.ts): shard 0 in `<dir>/pagefind/`,
 * shard i in `<dir>/pagefind/shards/<i>/`, each by its own Pagefind process that has exited
 * before the next starts, so indexing peaks at one shard's memory. Every build writes
 * `<dir>/pagefind/shards.json` (one entry for an unsharded site), from which the search UI
 * merges the other shards and languages (src/scripts/search-ui.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { closePagefind } from './pagefind-process.ts';
import { searchDocument } from './search-document.ts';
import { htmlPages, MANIFEST, searchablePages, shardPageLimit, shardPath, splitPages, type ShardManifest } from './pagefind-shards.ts';

/** What `indexSite` did: pages indexed (all shards), languages (sorted) and shard count. */
export interface IndexStats {
  pages: number;
  languages: string[];
  shards: number;
}

/**
 * Indexes `dir` (a built site; its `pagefind/` folder is overwritten); returns how many pages
 * went into the index, the languages it holds (one index per `<html lang>`, so Chinese and
 * Japanese pages are split into words their own way) and how many shards.
 * `env` is read for `PAGEFIND_SHARD_PAGES`. Throws on any Pagefind error or a bad
 * `PAGEFIND_SHARD_PAGES`; the Pagefind process is ended either way.
 */
export async function indexSite(dir: string, env: Record<string, string | undefined> = process.env): Promise<IndexStats> {
  const limit = shardPageLimit(env);
  // Below the limit every page is one shard, and which pages are searchable is seen as each is
  // read (`searchDocument` is undefined for the others), so no page is read twice.
  const pages = htmlPages(dir);
  const shards = pages.length > limit ? splitPages(searchablePages(dir), limit) : [pages];
  const manifest: ShardManifest = { shards: [] };
  try {
    for (const [i, files] of shards.entries()) {
      const index = await newIndex();
      // One page at a time: `addDirectory` reads and parses every page at once, which cost about
      // 15 % more memory (1,426 against 1,227 to 1,270 MiB at 5,000 cases) for the same index.
      // Each page is cut to what Pagefind reads (`searchDocument`) while Pagefind indexes the
      // last, and sent when Pagefind has taken the last.
      let pending: Promise<void> | undefined;
      for (const sourcePath of files) {
        const content = searchDocument(readFileSync(join(dir, sourcePath), 'utf8'));
        if (content === undefined) continue;
        await pending;
        pending = index.addHTMLFile({ sourcePath, content }).then((added) => {
          if (added.errors.length) throw new Error(`pagefind: ${sourcePath}: ${added.errors.join('; ')}`);
        });
      }
      await pending;
      await write(index, dir, i, manifest);
      await closePagefind();
    }
  } finally {
    await closePagefind();
  }
  writeFileSync(join(dir, 'pagefind', MANIFEST), `${JSON.stringify(manifest)}\n`);
  const counts = manifest.shards.flatMap((s) => Object.entries(s.languages));
  return {
    pages: counts.reduce((n, [, c]) => n + c, 0),
    languages: [...new Set(counts.map(([l]) => l))].sort(),
    shards: manifest.shards.length,
  };
}

async function newIndex(): Promise<pagefind.PagefindIndex> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: undefined });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  return index;
}

/** Writes shard `i`'s bundle and records its languages and page counts in `manifest`. */
async function write(index: pagefind.PagefindIndex, dir: string, i: number, manifest: ShardManifest): Promise<void> {
  const out = join(dir, 'pagefind', shardPath(i));
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  const entry = JSON.parse(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  const languages = Object.fromEntries(
    Object.entries(entry.languages)
      .map(([l, v]) => [l, v.page_count])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  manifest.shards.push({ path: shardPath(i), languages });
}
