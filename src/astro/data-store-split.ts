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
 *
 * This is the one place we reach into an Astro internal (the resolved id of the data store
 * module). It stays while a measurement needs it: without it, a 20,000-case build spends about a
 * minute compiling one literal. Upstream, Astro emits the store as one `JSON.parse("...")` string
 * (https://github.com/withastro/astro/pull/17430), and large stores are an open problem
 * (https://github.com/withastro/astro/issues/13360, https://github.com/withastro/astro/issues/16297);
 * when Astro splits the literal itself, this plugin finds no single literal and leaves the module
 * as it is (`splitDataStoreModule` returns undefined), so it can then be deleted.
 */
import type { Plugin } from 'vite';

/** The id Astro gives the resolved data store module (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE_ID = '\0astro:data-layer-content';

const PREFIX = 'export default JSON.parse(';
const SUFFIX = ')';

/** Literal size in UTF-16 code units (characters of the JSON text). */
export const PIECE_CHARS = 1 << 20;

/**
 * Where the piece of the string literal `text` (its contents, between the quotes) that starts at
 * `start` may end, at most `pieceChars` code units on: never inside an escape (`\n`, `\u0001`)
 * nor between the halves of a surrogate pair, so each piece is a valid literal of its own.
 */
function pieceEnd(text: string, start: number, pieceChars: number): number {
  const target = Math.min(start + pieceChars, text.length);
  if (target === text.length) return target;
  let pos = start;
  for (;;) {
    const b = text.indexOf('\\', pos);
    if (b === -1 || b >= target) break;
    const next = b + (text[b + 1] === 'u' ? 6 : 2);
    if (next > target) return b > start ? b : next;
    pos = next;
  }
  const code = text.charCodeAt(target - 1);
  return code >= 0xd800 && code <= 0xdbff && target - 1 > start ? target - 1 : target;
}

/**
 * Rewrites `export default JSON.parse("<json>")` into
 * `export default JSON.parse(["<piece>", ...].join(""))`, cutting the literal's own text (no
 * parsing, no second copy of the store but the output). Returns undefined for any other code
 * (an empty store, or a form a later Astro writes), which is then left as it is.
 */
export function splitDataStoreModule(code: string, pieceChars = PIECE_CHARS): string | undefined {
  const open = PREFIX.length;
  const close = code.length - SUFFIX.length - 1;
  if (
    !code.startsWith(PREFIX) ||
    !code.endsWith(SUFFIX) ||
    code[open] !== '"' ||
    code[close] !== '"'
  )
    return undefined;
  const text = code.slice(open + 1, close);
  if (text.length <= pieceChars) return undefined;
  const pieces: string[] = [];
  for (let start = 0; start < text.length;) {
    const end = pieceEnd(text, start, pieceChars);
    pieces.push(`"${text.slice(start, end)}"`);
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
