/**
 * What a build's re-cut of Pagefind's word index made (`recutBundle`), kept in Astro's cache
 * folder for the next build: the memo (`memo.json`, which of Pagefind's chunks became which new
 * chunks) and the new chunks' files, hard links to the published ones where the file system
 * allows. The next build's re-cut takes a kept file only when its bytes are those its name says
 * (`reuseCut`), and the memo only under the same version of the re-cut: the code that cuts, the
 * chunk size, and the versions of Pagefind and of the CBOR codec.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesDigest, readJsonCache, writeJsonCache } from '../node/json-cache.ts';
import { bundlePayload } from './pagefind-bundle.ts';

const FORMAT = 1;

/**
 * What a re-cut made of each of Pagefind's chunks, by `chunkKey`: the ranges and names of the
 * chunks it was cut into, or none when it was left as Pagefind wrote it.
 */
export type RecutMemo = Record<string, [string, string, string][]>;

/** The last build's re-cut: its memo and the folder holding its chunk files (`<name>.pf_index`). */
export interface KeptRecut {
  memo: RecutMemo;
  folder: string;
}

/** One of Pagefind's chunks: its language, its name (a hash of its bytes) and its range. */
export const chunkKey = (language: string, hash: string, from: string, to: string) =>
  `${language}\0${hash}\0${from}\0${to}`;

/** True when the last build left Pagefind's chunk `key` as Pagefind wrote it (an empty list). */
export function leftWhole(kept: KeptRecut | undefined, key: string): boolean {
  const ranges: unknown = kept && Object.hasOwn(kept.memo, key) ? kept.memo[key] : undefined;
  return Array.isArray(ranges) && ranges.length === 0;
}

/**
 * The ranges of the chunks the last build cut Pagefind's chunk `key` (its language, first and
 * last word) into, their files copied into `index` (the bundle's index folder), when the memo's
 * entry is ranges of three strings that begin and end where Pagefind's chunk does, each kept
 * file holds the bytes its name says (the SHA-1 of its CBOR begins with the 7 hex digits of the
 * name) and no name is `taken`; else undefined and nothing copied. Never throws.
 */
export function reuseCut(
  kept: KeptRecut | undefined,
  key: string,
  [language, from, to]: [string, string, string],
  index: string,
  taken: Set<string>,
): [string, string, string][] | undefined {
  const ranges: unknown = kept && Object.hasOwn(kept.memo, key) ? kept.memo[key] : undefined;
  // Read from a file: every range three strings, the first starting and the last ending where
  // Pagefind's chunk does.
  if (
    !Array.isArray(ranges) ||
    ranges.length < 2 ||
    !ranges.every(
      (r): r is [string, string, string] =>
        Array.isArray(r) && r.length === 3 && r.every((x) => typeof x === 'string' && x !== ''),
    ) ||
    ranges[0][0] !== from ||
    ranges[ranges.length - 1][1] !== to
  )
    return undefined;
  const files: [string, Buffer][] = [];
  for (const range of ranges) {
    const name = range[2];
    const hex = name.startsWith(`${language}_`) ? name.slice(language.length + 1) : '';
    if (!/^[0-9a-f]{7}$/.test(hex) || taken.has(name)) return undefined;
    try {
      const file = join(kept!.folder, `${name}.pf_index`);
      const bytes = readFileSync(file);
      if (!createHash('sha1').update(bundlePayload(bytes)).digest('hex').startsWith(hex))
        return undefined;
      files.push([name, bytes]);
    } catch {
      return undefined;
    }
  }
  for (const [name, bytes] of files) {
    writeFileSync(join(index, `${name}.pf_index`), bytes);
    taken.add(name);
  }
  return ranges;
}

const MEMO = 'memo.json';

function recutVersion(minEntries: number): string {
  const files = [
    'src/postbuild/pagefind-chunks.ts',
    'src/postbuild/pagefind-recut-kept.ts',
    'node_modules/pagefind/package.json',
    'node_modules/cborg/package.json',
  ];
  return filesDigest(`${FORMAT}\0${minEntries}`, files);
}

/** The re-cut kept in `folder` for chunks of `minEntries`; an empty memo when none is usable. */
export function readKeptRecut(folder: string, minEntries: number): KeptRecut {
  const memo = readJsonCache<RecutMemo>(join(folder, MEMO), recutVersion(minEntries));
  return { memo: memo && typeof memo === 'object' ? memo : {}, folder };
}

/**
 * Keeps in `folder` (replacing what was kept) the re-cut `memo` and the files it names from
 * `bundle`'s index folder. Never throws: a cache that cannot be written only costs the next build
 * its speed, and what was written is removed.
 */
export function saveRecut(
  bundle: string,
  folder: string,
  memo: RecutMemo,
  minEntries: number,
): void {
  try {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const names = new Set(
      Object.values(memo)
        .filter((ranges) => ranges.length > 1)
        .flatMap((ranges) => ranges.map((r) => r[2])),
    );
    for (const name of names) {
      const from = join(bundle, 'index', `${name}.pf_index`);
      const to = join(folder, `${name}.pf_index`);
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
    }
    writeJsonCache(join(folder, MEMO), recutVersion(minEntries), memo);
  } catch {
    rmSync(folder, { recursive: true, force: true });
  }
}
