/**
 * Indexes a built site with Pagefind's Node API and writes the bundle to `<dir>/pagefind/`.
 * Only elements marked `data-pagefind-body` are indexed (case, concept, article, transcript and
 * term pages), so navigation and listing pages never appear as results.
 *
 * A site with more searchable pages than `shardPages` (8,000 by default)
 * is indexed in shards (src/postbuild/pagefind-shards.ts): shard 0 in `<dir>/pagefind/`,
 * shard i in `<dir>/pagefind/shards/<i>/`, each by its own Pagefind process that has exited
 * before the next starts, so indexing peaks at one shard's memory. Every build writes
 * `<dir>/pagefind/shards.json` (one entry for an unsharded site), from which the search UI
 * merges the other shards and languages (src/scripts/search-ui.ts).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { closePagefind } from './pagefind-process.ts';
import { pageUrl } from './pagefind-bundle.ts';
import { CHUNK_ENTRIES, recutBundle } from './pagefind-chunks.ts';
import { readKeptRecut, saveRecut } from './pagefind-recut-kept.ts';
import { checkBundle, saveBundle, seedBundle } from './pagefind-reuse.ts';
import { searchDocument } from './search-document.ts';
import { openSearchDocuments } from './search-document-cache.ts';
import {
  htmlPages,
  MANIFEST,
  searchablePages,
  shardPath,
  splitPages,
  type ShardManifest,
} from './pagefind-shards.ts';

/**
 * How many pages are sent to Pagefind before the first of them is answered. Pagefind takes them
 * in the order sent, so the bundle is the same byte for byte as one page at a time; the process
 * waits less between pages. Indexing a built 5,000-case site (5,132 searchable pages): 14.8 to
 * 17.4 s wall with 8 against 16.8 to 19.2 s with 1, three runs each alternating, the same CPU.
 */
const PAGES_IN_FLIGHT = 8;

/**
 * What `indexSite` did: pages indexed (all shards), languages (sorted), shard count, and how
 * many of the bundle's fragment and word index files came from the last build (`reused` of
 * `reusable`; 0 of n without a kept bundle or when its files failed the checks).
 */
export interface IndexStats {
  pages: number;
  languages: string[];
  shards: number;
  reused: number;
  reusable: number;
  /** Pages whose search document came from the last build (`openSearchDocuments`), of `read`. */
  documentsKept: number;
  /** Pages read (all shards), searchable or not. */
  read: number;
}

/** Where `indexSite` keeps a bundle's files for the next build: given, or none. */
export interface IndexOptions {
  /** A folder of the build's cache (src/postbuild/pagefind-reuse.ts); without it nothing is kept or reused. */
  keep?: string;
}

/**
 * Indexes `dir` (a built site; its `pagefind/` folder is overwritten); returns how many pages
 * went into the index, the languages it holds (one index per `<html lang>`, so Chinese and
 * Japanese pages are split into words their own way) and how many shards.
 * `shardPages` is the most pages one index holds (the library's `search.shardPages`). With `options.keep`, each shard's bundle starts from
 * the files the last build kept there that are still right (`seedBundle`, `checkBundle`), and
 * leaves its own for the next. Throws on any Pagefind error;
 * the Pagefind process is ended either way.
 */
export async function indexSite(
  dir: string,
  shardPages: number,
  options: IndexOptions = {},
): Promise<IndexStats> {
  const limit = shardPages;
  // Below the limit every page is one shard, and which pages are searchable is seen as each is
  // read (`searchDocument` is undefined for the others), so no page is read twice.
  const pages = htmlPages(dir);
  const shards = pages.length > limit ? splitPages(searchablePages(dir), limit) : [pages];
  const manifest: ShardManifest = { shards: [] };
  let reused = 0;
  let reusable = 0;
  let documentsKept = 0;
  let read = 0;
  try {
    for (const [i, files] of shards.entries()) {
      const out = join(dir, 'pagefind', shardPath(i));
      const kept = options.keep && join(options.keep, `shard-${i}`);
      // The last build's re-cut of this shard's word index, in a folder of its own: `saveBundle`
      // replaces the shard's kept folder before the re-cut reads it.
      const keptRecut = options.keep && join(options.keep, `recut-${i}`);
      const seeded = kept ? seedBundle(kept, out) : new Set<string>();
      const documents = openSearchDocuments(kept, searchDocument);
      const urls: string[] = [];
      const index = await newIndex();
      // A few pages at a time: `addDirectory` reads and parses every page at once, which cost
      // about 15 % more memory (1,426 against 1,227 to 1,270 MiB at 5,000 cases) for the same
      // index. Each page is cut to what Pagefind reads (`searchDocument`), or its document taken
      // from the last build's when the page is unchanged, while Pagefind indexes the ones sent
      // before it (`PAGES_IN_FLIGHT`).
      const pending: Promise<void>[] = [];
      for (const sourcePath of files) {
        const content = documents.of(readFileSync(join(dir, sourcePath)));
        read++;
        if (content === undefined) continue;
        if (pending.length >= PAGES_IN_FLIGHT) await pending.shift();
        urls.push(pageUrl(sourcePath));
        const added = index.addHTMLFile({ sourcePath, content }).then((r) => {
          if (r.errors.length) throw new Error(`pagefind: ${sourcePath}: ${r.errors.join('; ')}`);
        });
        // Its error is thrown where it is awaited, in order; until then it is not unhandled.
        added.catch(() => {});
        pending.push(added);
      }
      await Promise.all(pending);
      await write(index, out, manifest);
      if (seeded.size && !checkBundle(out, seeded, urls)) {
        // A kept file Pagefind took for one of its own is not: write the shard from nothing.
        rmSync(out, { recursive: true, force: true });
        seeded.clear();
        manifest.shards.pop();
        await write(index, out, manifest);
      }
      reusable += filesIn(join(out, 'fragment')) + filesIn(join(out, 'index'));
      // The seeded files the new bundle names (the others were removed by the check).
      reused += [...seeded].filter((p) => existsSync(join(out, p))).length;
      if (kept) saveBundle(out, kept);
      documentsKept += documents.reused();
      try {
        documents.save(kept);
      } catch {
        // A cache that cannot be written only costs the next build its speed.
      }
      // After the bundle is kept: the next build seeds Pagefind's own chunks, not these.
      const recut = recutBundle(
        out,
        CHUNK_ENTRIES,
        keptRecut ? readKeptRecut(keptRecut, CHUNK_ENTRIES) : undefined,
      );
      if (keptRecut) saveRecut(out, keptRecut, recut.memo, CHUNK_ENTRIES);
      await closePagefind();
    }
  } finally {
    await closePagefind();
  }
  // The kept files of shards this build no longer has.
  if (options.keep) forgetShardsFrom(options.keep, shards.length);
  writeFileSync(join(dir, 'pagefind', MANIFEST), `${JSON.stringify(manifest)}\n`);
  const counts = manifest.shards.flatMap((s) => Object.entries(s.languages));
  return {
    pages: counts.reduce((n, [, c]) => n + c, 0),
    languages: [...new Set(counts.map(([l]) => l))].sort(),
    shards: manifest.shards.length,
    reused,
    reusable,
    documentsKept,
    read,
  };
}

/** Removes the kept folders `shard-<i>` and `recut-<i>` in `keep` for every i from `count` on. */
function forgetShardsFrom(keep: string, count: number): void {
  if (!existsSync(keep)) return;
  for (const name of readdirSync(keep)) {
    const m = /^(?:shard|recut)-(\d+)$/.exec(name);
    if (m && Number(m[1]) >= count) rmSync(join(keep, name), { recursive: true, force: true });
  }
}

function filesIn(folder: string): number {
  return existsSync(folder) ? readdirSync(folder).length : 0;
}

async function newIndex(): Promise<pagefind.PagefindIndex> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: undefined });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  return index;
}

/** Writes the next shard's bundle into `out` and records its languages and page counts in `manifest`. */
async function write(
  index: pagefind.PagefindIndex,
  out: string,
  manifest: ShardManifest,
): Promise<void> {
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  const entry = JSON.parse(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  const languages = Object.fromEntries(
    Object.entries(entry.languages)
      .map(([l, v]) => [l, v.page_count])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  manifest.shards.push({ path: shardPath(manifest.shards.length), languages });
}
