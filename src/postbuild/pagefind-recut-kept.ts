/**
 * What a build's re-cut of Pagefind's word index made (`recutBundle`), kept in Astro's cache
 * folder for the next build: the memo (`memo.json`, which of Pagefind's chunks became which new
 * chunks) and the new chunks' files, hard links to the published ones where the file system
 * allows. The next build's re-cut takes a kept file only when its bytes are those its name says
 * (`reuseCut`), and the memo only under the same version of the re-cut: the code that cuts, the
 * chunk size, and the versions of Pagefind and of the CBOR codec.
 */
import { copyFileSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { filesDigest, readJsonCache, writeJsonCache } from '../node/json-cache.ts';
import type { KeptRecut, RecutMemo } from './pagefind-chunks.ts';

const FORMAT = 1;
const MEMO = 'memo.json';

function recutVersion(minEntries: number): string {
  const files = [
    'src/postbuild/pagefind-chunks.ts',
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
