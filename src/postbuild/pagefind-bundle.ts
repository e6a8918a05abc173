/**
 * Reading back the files of a Pagefind 1.x bundle: each is gzip, then the signature
 * `pagefind_dcd`, then CBOR (the metadata and word index) or JSON (a page's fragment). The
 * structures are Pagefind's own (`MetaIndex`, `PageWordIndex`, `PageFragment` in its source,
 * `pagefind/src/index/`): CBOR arrays whose positions are the fields. Pure but for the decoders;
 * every function throws on a file of another shape, which callers take as "cannot be checked".
 */
import { gunzipSync } from 'node:zlib';
import { decode } from 'cborg';

const SIGNATURE = 'pagefind_dcd';

/** The payload of a bundle file (`pagefind_dcd` and the gzip taken off). Throws on another file. */
export function bundlePayload(file: Uint8Array): Buffer {
  const raw = gunzipSync(file);
  if (raw.subarray(0, SIGNATURE.length).toString('latin1') !== SIGNATURE)
    throw new Error('not a Pagefind bundle file');
  return raw.subarray(SIGNATURE.length);
}

/** What a language's metadata file (`pagefind.<hash>.pf_meta`) names, in Pagefind's order. */
export interface BundleMeta {
  /** Each page's fragment hash (`fragment/<hash>.pf_fragment`), in the order pages were added. */
  pages: string[];
  /**
   * Each word index chunk: its range, as the shortest prefixes of its first and last word that
   * tell it from its neighbours, and its hash (`index/<hash>.pf_index`).
   */
  chunks: { from: string; to: string; hash: string }[];
}

/** Decodes a `.pf_meta` file: `[version, pages, chunks, filters, sorts, meta fields]`. */
export function readMeta(file: Uint8Array): BundleMeta {
  const [version, pages, chunks] = decode(bundlePayload(file)) as [
    unknown,
    [string, ...unknown[]][],
    [string, string, string][],
  ];
  if (typeof version !== 'string' || !Array.isArray(pages) || !Array.isArray(chunks))
    throw new Error('unexpected Pagefind metadata');
  return {
    pages: pages.map((p) => String(p[0])),
    chunks: chunks.map(([from, to, hash]) => ({
      from: String(from),
      to: String(to),
      hash: String(hash),
    })),
  };
}

/** The URL a fragment file (`.pf_fragment`) is for. */
export function fragmentUrl(file: Uint8Array): string {
  const f = JSON.parse(bundlePayload(file).toString('utf8')) as { url?: unknown };
  if (typeof f.url !== 'string') throw new Error('unexpected Pagefind fragment');
  return f.url;
}

/** The first and last word of a word index chunk (`.pf_index`), whole. */
export function chunkWords(file: Uint8Array): { from: string; to: string } {
  const [words] = decode(bundlePayload(file)) as [[string, ...unknown[]][]];
  if (!Array.isArray(words) || !words.length) throw new Error('unexpected Pagefind index chunk');
  return { from: String(words[0][0]), to: String(words[words.length - 1][0]) };
}

/** `pagefind-entry.json`: each language's metadata hash (`pagefind.<hash>.pf_meta`). */
export function entryLanguages(json: string): Record<string, { hash: string }> {
  const entry = JSON.parse(json) as { languages?: Record<string, { hash: string }> };
  if (!entry.languages) throw new Error('unexpected pagefind-entry.json');
  return entry.languages;
}

/**
 * The URL Pagefind gives the page at `sourcePath` (relative to the site, `/`-separated):
 * `cases/IL-0190/index.html` is `/cases/IL-0190/`, `404.html` is `/404.html`.
 */
export function pageUrl(sourcePath: string): string {
  return `/${sourcePath.replace(/(^|\/)index\.html$/, '$1')}`;
}
