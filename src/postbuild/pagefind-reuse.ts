/**
 * A rebuild's Pagefind bundle written from the last build's files where they are unchanged.
 *
 * Pagefind names each page's fragment and each word index chunk by a hash of its content, and when
 * it writes a bundle it skips every file whose name already exists in the output folder, without
 * reading it (Pagefind 1.6.0: a file of the right name holding other bytes is left as it is).
 * Compressing and writing those files is most of its time: at 5,000 cases writing the bundle into
 * an empty folder took 6.6 s, into one holding the last build's fragments and chunks 2.5 s.
 *
 * So a build keeps the fragments and chunks it wrote in Astro's cache folder with the SHA-1 of
 * each (`saveBundle`), the next build copies those whose bytes still match into its new output
 * folder before Pagefind writes (`seedBundle`), and after Pagefind has written, `checkBundle`
 * proves the result: every file the new metadata names must be the one this index needs. The
 * names are 7 hex digits (28 bits), so a new file could share the name of a kept file of other
 * content, and Pagefind would keep the wrong one: every page the metadata names must be a
 * fragment of a page this build indexed, each once, and every kept chunk must begin and end
 * with the words its metadata says. What this cannot see is a new file taking the name of the
 * previous version of the same page's fragment, or of a chunk over the same words: about 2^-28
 * per changed file. Kept files the metadata does not name are removed. When any check fails
 * (or a file cannot be read), the caller writes the bundle again into an empty folder. The
 * result is byte for byte the bundle of a build without the cache (a build test compares them).
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { chunkWords, entryLanguages, fragmentUrl, readMeta } from './pagefind-bundle.ts';

/** The folders of a bundle whose files may come from the last build. */
const REUSABLE = ['fragment', 'index'] as const;

/** The digests file of a kept bundle: bundle-relative path → SHA-1 (hex) of the file. */
const DIGESTS = 'digests.json';

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

function reusableFiles(bundle: string): string[] {
  return REUSABLE.flatMap((d) => {
    try {
      return readdirSync(join(bundle, d)).map((f) => `${d}/${f}`);
    } catch {
      return [];
    }
  });
}

/**
 * Copies into `bundle` (a new, empty output folder), as hard links where it can, every fragment
 * and chunk kept in `kept` whose bytes match their digest. Returns the paths copied
 * (bundle-relative); none when nothing was kept. Never throws: a damaged or missing file is
 * simply not copied.
 */
export function seedBundle(kept: string, bundle: string): Set<string> {
  const seeded = new Set<string>();
  let digests: Record<string, string>;
  try {
    digests = JSON.parse(readFileSync(join(kept, DIGESTS), 'utf8')) as Record<string, string>;
  } catch {
    return seeded;
  }
  for (const d of REUSABLE) mkdirSync(join(bundle, d), { recursive: true });
  for (const [path, digest] of Object.entries(digests)) {
    if (!REUSABLE.some((d) => path.startsWith(`${d}/`)) || path.includes('..')) continue;
    try {
      const from = join(kept, path);
      const bytes = readFileSync(from);
      if (sha1(bytes) !== digest) continue;
      // A link to the kept file where the file system allows: nothing writes a bundle file again.
      try {
        linkSync(from, join(bundle, path));
      } catch {
        writeFileSync(join(bundle, path), bytes);
      }
      seeded.add(path);
    } catch {
      // not kept after all
    }
  }
  return seeded;
}

/**
 * After Pagefind wrote into a seeded `bundle`: true when every fragment and chunk its metadata
 * names is right for this index (`urls`: the URL of every page added, in any order), having
 * removed the seeded files it does not name. False when a check fails or a file cannot be read;
 * the bundle must then be written again from nothing.
 */
export function checkBundle(
  bundle: string,
  seeded: ReadonlySet<string>,
  urls: readonly string[],
): boolean {
  try {
    const named = new Set<string>();
    const seen = new Set<string>();
    for (const { hash } of Object.values(
      entryLanguages(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8')),
    )) {
      const meta = readMeta(readFileSync(join(bundle, `pagefind.${hash}.pf_meta`)));
      for (const page of meta.pages) {
        const path = `fragment/${page}.pf_fragment`;
        // Two pages under one name: one of them holds the other's fragment.
        if (named.has(path)) return false;
        named.add(path);
        const url = fragmentUrl(readFileSync(join(bundle, path)));
        if (seen.has(url)) return false;
        seen.add(url);
      }
      for (const chunk of meta.chunks) {
        const path = `index/${chunk.hash}.pf_index`;
        named.add(path);
        if (!seeded.has(path)) continue;
        // The metadata names a chunk's range by the shortest prefixes that tell it apart.
        const words = chunkWords(readFileSync(join(bundle, path)));
        if (!words.from.startsWith(chunk.from) || !words.to.startsWith(chunk.to)) return false;
      }
    }
    if (seen.size !== urls.length || urls.some((u) => !seen.has(u))) return false;
    for (const path of seeded) if (!named.has(path)) rmSync(join(bundle, path), { force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps `bundle`'s fragments and chunks in `kept` (replacing what was kept) with their digests,
 * as hard links where the file system allows (the files are never written again: a later build
 * copies them, and Pagefind skips them), else as copies. Never throws: a cache that cannot be
 * written only costs the next build its speed.
 */
export function saveBundle(bundle: string, kept: string): void {
  try {
    rmSync(kept, { recursive: true, force: true });
    const digests: Record<string, string> = {};
    for (const d of REUSABLE) mkdirSync(join(kept, d), { recursive: true });
    for (const path of reusableFiles(bundle)) {
      const from = join(bundle, path);
      const to = join(kept, path);
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
      digests[path] = sha1(readFileSync(to));
    }
    writeFileSync(join(kept, DIGESTS), JSON.stringify(digests));
  } catch {
    rmSync(kept, { recursive: true, force: true });
  }
}
