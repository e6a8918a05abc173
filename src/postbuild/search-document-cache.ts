/**
 * The documents the last build gave Pagefind (`searchDocument`), kept by the SHA-1 of the page
 * they were cut from, so a rebuild cuts only the pages whose bytes changed. In a rebuild at 5,000
 * cases nearly every page is the one published before (Astro restores it from its cache), and
 * cutting all 5,132 searchable pages again took 2.5 s of the build's own thread, on which
 * Pagefind's process then waited: sent the kept documents, Pagefind indexed the site in 4.4 s
 * against 7.5 s.
 *
 * A kept document is used only for a page whose bytes have the digest it was kept under (the
 * page is read and hashed in this build), only under the version of the code that cut it
 * (`search-document.ts` and htmlparser2 with its entity decoder), and only when its own bytes
 * still have the SHA-1 kept beside it; anything else is cut again. One file per Pagefind shard,
 * in the folder the shard's bundle is kept in, holding this build's documents only, so it never
 * grows past the site.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { filesDigest, readJsonCache, writeJsonCache } from '../node/json-cache.ts';

const FORMAT = 1;

/** The cache file's name in a shard's kept folder. */
export const SEARCH_DOCUMENTS = 'search-documents.json';

const sha1 = (text: string | Uint8Array) => createHash('sha1').update(text).digest('hex');

/** The digest of everything that decides a page's search document. */
function documentsVersion(): string {
  const files = [
    'src/postbuild/search-document.ts',
    'node_modules/htmlparser2/package.json',
    'node_modules/htmlparser2/node_modules/entities/package.json',
    'node_modules/entities/package.json',
  ];
  return filesDigest(String(FORMAT), files);
}

/**
 * A page's kept document: `[sha1 of the document, document]`, or 0 for a page that has none
 * (no `data-pagefind-body`).
 */
type Stored = Record<string, [string, string] | 0>;

/** The search documents of one shard: those kept by the last build, and this build's. */
export interface SearchDocuments {
  /**
   * The document of the page `html` (its bytes), from the kept ones when they hold it and it is
   * whole, else cut (`searchDocument`); undefined for a page Pagefind does not index. Remembered
   * for `save`.
   */
  of(html: Buffer): string | undefined;
  /** How many documents `of` took from the kept ones. */
  reused(): number;
  /** Keeps this build's documents (only those `of` gave) in `folder`; nothing without one. */
  save(folder: string | undefined): void;
}

/**
 * Opens the documents kept in `folder` (a shard's kept folder; none: nothing is kept). A missing,
 * damaged or stale file holds none. `cut` is `searchDocument`.
 */
export function openSearchDocuments(
  folder: string | undefined,
  cut: (html: string) => string | undefined,
): SearchDocuments {
  const version = documentsVersion();
  const stored = readJsonCache<Stored>(folder && join(folder, SEARCH_DOCUMENTS), version);
  const kept: Stored = stored && typeof stored === 'object' ? stored : {};
  const now: Stored = {};
  let reused = 0;
  return {
    of(html) {
      const digest = sha1(html);
      const entry = Object.hasOwn(kept, digest) ? kept[digest] : undefined;
      if (entry === 0) {
        now[digest] = 0;
        reused++;
        return undefined;
      }
      if (Array.isArray(entry) && typeof entry[1] === 'string' && entry[0] === sha1(entry[1])) {
        now[digest] = entry;
        reused++;
        return entry[1];
      }
      const doc = cut(html.toString('utf8'));
      now[digest] = doc === undefined ? 0 : [sha1(doc), doc];
      return doc;
    },
    reused: () => reused,
    save(to) {
      if (to) writeJsonCache(join(to, SEARCH_DOCUMENTS), version, now);
    },
  };
}
