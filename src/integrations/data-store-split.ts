/**
 * A Vite plugin that splits the content data store's one string literal into pieces of 1 MiB.
 *
 * Astro compiles the whole content data store into one module, `export default
 * JSON.parse("<the store as one JSON string>")`. V8 compiles a module holding one very large
 * string literal in time that grows much faster than the literal: measured on this project's
 * stores, 1.6 s for 33 MB (5,000 cases) and 63 s for 132 MB (20,000 cases), which was 187 s of a
 * 20,000-case build under load. The same data as an array of 1 MiB literals joined at load time
 * compiles and parses in 4.7 s at 132 MB. Astro's own `experimental.collectionStorage: 'chunked'`
 * would avoid the one literal too, but its writer measures every character with a TextEncoder
 * (49 s of CPU at 5,000 cases). The module's value is unchanged: the same string reaches
 * `JSON.parse`.
 */
import type { Plugin } from 'vite';

/** The id Astro gives the resolved data store module (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE_ID = '\0astro:data-layer-content';

const PREFIX = 'export default JSON.parse(';
const SUFFIX = ')';

/** Literal size in UTF-16 code units (characters of the JSON text). */
export const PIECE_CHARS = 1 << 20;

/**
 * Rewrites `export default JSON.parse("<json>")` into
 * `export default JSON.parse(["<piece>", ...].join(""))`. Returns undefined for any other code
 * (an empty store, or a form a later Astro writes), which is then left as it is.
 */
export function splitDataStoreModule(code: string, pieceChars = PIECE_CHARS): string | undefined {
  if (!code.startsWith(PREFIX) || !code.endsWith(SUFFIX)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(code.slice(PREFIX.length, -SUFFIX.length));
  } catch {
    return undefined;
  }
  if (typeof json !== 'string' || json.length <= pieceChars) return undefined;
  const pieces: string[] = [];
  let start = 0;
  while (start < json.length) {
    let end = Math.min(start + pieceChars, json.length);
    // Never split a surrogate pair: each piece must be a well-formed string.
    if (end < json.length && /[\uD800-\uDBFF]/.test(json[end - 1])) end--;
    pieces.push(JSON.stringify(json.slice(start, end)));
    start = end;
  }
  return `${PREFIX}[\n${pieces.join(',\n')}\n].join(""))`;
}

/** The plugin, for `vite.plugins` in astro.config.mjs. */
export function dataStoreSplit(): Plugin {
  return {
    name: 'incident-library:data-store-split',
    enforce: 'post',
    transform(code, id) {
      if (id !== DATA_STORE_MODULE_ID) return undefined;
      const split = splitDataStoreModule(code);
      return split === undefined ? undefined : { code: split, map: { mappings: '' } };
    },
  };
}
