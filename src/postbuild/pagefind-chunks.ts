/**
 * Pagefind's word index cut into smaller chunks, after Pagefind has written its bundle.
 *
 * A search loads, for each of its words, the index chunk whose range holds the word. Pagefind 1.6
 * closes a chunk once its words hold 20,000 entries (a page holding a word is one entry, each
 * position of the word on it one more), a constant of its source (`chunk_index` in
 * `pagefind/src/index/mod.rs`), not an option. A rare word therefore costs a search 20 to 50 KiB
 * of other words' entries, once per shard: at 20,000 cases in 3 shards, `etcd` loaded 3 chunks
 * for the 1,500 pages that hold it. Cut at `minEntries` entries instead, a rare word's chunk holds
 * little more than the word; a common word, which fills a chunk by itself, costs what it did. The
 * page list, which every search loads whole, grows by one range and name per chunk (about 12 bytes
 * gzip each).
 *
 * The new chunks are Pagefind's own structures, in the same order: the same words with the same
 * entries, cut where Pagefind would have cut at `minEntries`, each range the shortest prefixes of
 * its first and last word that tell it from its neighbours (`chunk_meta` and `get_prefixes`
 * there), written as Pagefind writes a bundle file (gzip at its best level of the signature
 * `pagefind_dcd` and the CBOR). A search therefore finds the same pages with the same scores and
 * excerpts. Chunk and metadata files are named `<language>_<hash>` by the SHA-1 of their CBOR, 7
 * hex digits and more on a collision (Pagefind hashes otherwise, so a name never matches one of
 * its own). The metadata's other fields (pages, filters, sorts) are written back as read.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import { bundlePayload } from './pagefind-bundle.ts';
import {
  chunkKey,
  leftWhole,
  reuseCut,
  type KeptRecut,
  type RecutMemo,
} from './pagefind-recut-kept.ts';

/** Entries per chunk: a chunk is closed once its words hold at least this many. */
export const CHUNK_ENTRIES = 3000;

/**
 * Pagefind's own: it closes a chunk once its words hold this many entries. Only chunks it closed
 * so are cut again; the last (or only) chunk of an index, smaller, is left as Pagefind wrote it,
 * so a small site's bundle is Pagefind's own.
 */
export const PAGEFIND_CHUNK_ENTRIES = 20_000;

const SIGNATURE = Buffer.from('pagefind_dcd', 'latin1');

/** A word of a chunk, as Pagefind's CBOR holds it: `[word, [[page, positions], ...]]`. */
type PackedWord = [string, [number, number[]][]];

/** `bundlePayload` of the file at `file`, an error naming the file when it is not a bundle file. */
function payload(file: string): Uint8Array {
  const bytes = readFileSync(file);
  try {
    return bundlePayload(bytes);
  } catch {
    throw new Error(`pagefind-chunks: ${file} is not a Pagefind bundle file`);
  }
}

function writeBundleFile(file: string, cbor: Uint8Array): void {
  writeFileSync(file, gzipSync(Buffer.concat([SIGNATURE, cbor]), { level: 9 }));
}

/** `<language>_` and the shortest prefix (7 hex digits or more) of the SHA-1 of `bytes` that `taken` does not hold. */
function nameOf(language: string, bytes: Uint8Array, taken: Set<string>): string {
  const hex = createHash('sha1').update(bytes).digest('hex');
  let n = 7;
  while (taken.has(`${language}_${hex.slice(0, n)}`) && n < hex.length) n++;
  const name = `${language}_${hex.slice(0, n)}`;
  taken.add(name);
  return name;
}

/** The length of the longest common prefix of `a` and `b`, in code points. */
function commonPrefix(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Where a chunk may end between the neighbouring words `a` and `b` (a search term loads only the
 * one chunk whose range holds it, and finds the words it begins in that chunk alone): only where
 * `a` and `b` share fewer than `SHARED_PREFIX` leading characters, so every term of that length or
 * longer finds all the words it begins in one chunk, and where `b` begins no word of the chunk
 * (`words`), so a whole word finds all of its longer forms (`io` and `iops`).
 */
function mayCut(a: string, b: string, words: Set<string>): boolean {
  const bc = [...b];
  if (commonPrefix([...a], bc) >= SHARED_PREFIX) return false;
  for (let n = 1; n < bc.length; n++) if (words.has(bc.slice(0, n).join(''))) return false;
  return true;
}

/** Characters two neighbouring words at a new cut may share at most, less one (see `mayCut`). */
export const SHARED_PREFIX = 3;

/**
 * Cuts one of Pagefind's chunks (`words`, sorted) into chunks that each hold at least
 * `minEntries` entries (but the last), ending only where `mayCut` allows.
 */
export function cutWords(words: PackedWord[], minEntries: number): PackedWord[][] {
  const chunks: PackedWord[][] = [];
  let chunk: PackedWord[] = [];
  let held = new Set<string>();
  let size = 0;
  for (const [i, w] of words.entries()) {
    size += w[1].reduce((n, page) => n + page[1].length + 1, 0);
    chunk.push(w);
    held.add(w[0]);
    const next = words[i + 1];
    if (next && size >= minEntries && mayCut(w[0], next[0], held)) {
      chunks.push(chunk);
      chunk = [];
      held = new Set();
      size = 0;
    }
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/**
 * The ranges of `chunks`, cut from one Pagefind chunk whose range was `from`..`to`: the first
 * starts at `from`, the last ends at `to`, and between neighbours the earlier ends at its last word
 * and the later starts at the shortest prefix of its first word that sorts after that word, so a
 * term between the two words (which begins no word of either) loads the later chunk, as it loaded
 * Pagefind's.
 */
export function chunkRanges(chunks: PackedWord[][], from: string, to: string): [string, string][] {
  return chunks.map((c, i) => {
    const first = c[0][0];
    const last = c[c.length - 1][0];
    if (i === 0) return [from, i === chunks.length - 1 ? to : last];
    const before = [...chunks[i - 1][chunks[i - 1].length - 1][0]];
    const fc = [...first];
    const start = fc.slice(0, commonPrefix(before, fc) + 1).join('');
    return [start, i === chunks.length - 1 ? to : last];
  });
}

/**
 * Re-cuts the word index of every language of the Pagefind bundle in `bundle` (a folder holding
 * `pagefind-entry.json`) into chunks of at least `minEntries` entries, in place: the old chunk
 * files and metadata are removed, the new ones written and `pagefind-entry.json` names the new
 * metadata; a language none of whose chunks is cut keeps Pagefind's files untouched. Returns the
 * chunk count before and after, over all languages, the memo of this re-cut, and how many of
 * Pagefind's chunks were taken as `kept` says (left, or replaced by kept files).
 *
 * With `kept` (the last build's memo and files, `pagefind-recut-kept.ts`), a chunk of Pagefind's
 * that the last build left as it was is left again without being read, and one it cut is
 * replaced by the kept files of its cut (`reuseCut`): in a rebuild most chunks are unchanged, and
 * reading, cutting and compressing them all took 2.2 s at 5,000 cases. The bundle is the one a
 * re-cut without `kept` writes, unless a new chunk's 7-digit name meets a kept one's, about 2^-28
 * per pair: both are then right, one named a digit longer than it would have been.
 *
 * Throws on a bundle of another shape (a Pagefind version other than 1.x); the bundle may then
 * be half rewritten.
 */
export function recutBundle(
  bundle: string,
  minEntries = CHUNK_ENTRIES,
  kept?: KeptRecut,
): { before: number; after: number; memo: RecutMemo; kept: number } {
  const entryFile = join(bundle, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {
    languages?: Record<string, { hash: string }>;
  };
  if (!entry.languages) throw new Error(`pagefind-chunks: ${entryFile} names no languages`);
  let before = 0;
  let after = 0;
  let rewritten = false;
  const memo: RecutMemo = {};
  let fromKept = 0;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = join(bundle, `pagefind.${info.hash}.pf_meta`);
    const meta = decode(payload(metaFile), { useMaps: false }) as unknown[];
    const oldChunks = meta[2] as [string, string, string][];
    if (typeof meta[0] !== 'string' || !Array.isArray(oldChunks))
      throw new Error(`pagefind-chunks: ${metaFile} is not Pagefind 1.x metadata`);
    // Each new chunk, and its range and name; an empty chunk is one of Pagefind's, kept.
    const chunks: PackedWord[][] = [];
    const ranges: [string, string, string][] = [];
    const taken = new Set<string>();
    // Pagefind's chunks cut in this build: each one's key and where its ranges begin and end.
    const cutHere: [string, number, number][] = [];
    let changed = false;
    for (const [from, to, hash] of oldChunks) {
      const file = join(bundle, 'index', `${hash}.pf_index`);
      const key = chunkKey(language, hash, from, to);
      const leftBefore = leftWhole(kept, key);
      const reused = leftBefore
        ? undefined
        : reuseCut(kept, key, [language, from, to], join(bundle, 'index'), taken);
      if (leftBefore || reused) fromKept++;
      if (reused) {
        changed = true;
        memo[key] = reused;
        ranges.push(...reused);
        chunks.push(...reused.map(() => []));
        rmSync(file);
        continue;
      }
      const words = leftBefore
        ? []
        : (decode(payload(file), { useMaps: false }) as [PackedWord[]])[0];
      const entries = words.reduce((n, w) => n + w[1].reduce((m, p) => m + p[1].length + 1, 0), 0);
      const cut = entries >= PAGEFIND_CHUNK_ENTRIES ? cutWords(words, minEntries) : [words];
      if (cut.length === 1) {
        // Not cut: Pagefind's own file stays.
        memo[key] = [];
        ranges.push([from, to, hash]);
        chunks.push([]);
        taken.add(hash);
        continue;
      }
      changed = true;
      cutHere.push([key, ranges.length, ranges.length + cut.length]);
      chunks.push(...cut);
      ranges.push(
        ...chunkRanges(cut, from, to).map(([f, t]): [string, string, string] => [f, t, '']),
      );
      rmSync(file);
    }
    before += oldChunks.length;
    after += chunks.length;
    // Nothing cut: the language's metadata stays Pagefind's own, name and bytes.
    if (!changed) continue;
    rewritten = true;
    chunks.forEach((c, i) => {
      if (!c.length) return;
      const cbor = encode([c]);
      ranges[i][2] = nameOf(language, cbor, taken);
      writeBundleFile(join(bundle, 'index', `${ranges[i][2]}.pf_index`), cbor);
    });
    for (const [key, start, end] of cutHere) memo[key] = ranges.slice(start, end);
    meta[2] = ranges;
    const metaCbor = encode(meta);
    const metaName = nameOf(language, metaCbor, taken);
    rmSync(metaFile);
    writeBundleFile(join(bundle, `pagefind.${metaName}.pf_meta`), metaCbor);
    info.hash = metaName;
  }
  if (rewritten) writeFileSync(entryFile, JSON.stringify(entry));
  return { before, after, memo, kept: fromKept };
}
