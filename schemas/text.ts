/**
 * The one list of characters no content may hold, and the one Unicode normalisation rule. Every
 * text field, slug, key, vocabulary term and body is held to both: the frontmatter parser reads
 * every file as NFC (`src/model/frontmatter.ts`), the schemas refuse these characters in text
 * (`PlainTextSchema`), the checks refuse them in every value and body (`src/model/text-rules.ts`).
 *
 * Why each is refused:
 * - C0 and C1 controls (tab and line feed aside), DEL, unpaired surrogates and the
 *   noncharacters U+FDD0 to U+FDEF and U+xFFFE/U+xFFFF of every plane: XML 1.0 cannot hold them,
 *   so one of them in a title made every feed with that case unreadable.
 * - Characters that show nothing or reorder what is shown, which can make two values look the
 *   same, hide text that search results and feeds carry, or reverse code (Trojan Source): soft
 *   hyphen, combining grapheme joiner, Arabic letter mark, Hangul fillers, Khmer inherent vowels,
 *   Mongolian vowel separator, zero-width space, joiners and direction marks (U+200B to U+200F),
 *   the line and paragraph separators (U+2028, U+2029: a Unicode line reader, such as Python's
 *   `str.splitlines`, breaks a one-record-a-line JSON file at them),
 *   bidirectional embeddings, overrides and isolates, word joiner and invisible operators
 *   (U+2060 to U+206F), the byte order mark inside text, interlinear annotation characters,
 *   shorthand format controls, invisible musical formatting, and the tag characters U+E0000 to
 *   U+E007F (which can spell out a hidden message).
 */

/**
 * The forbidden characters of the Basic Multilingual Plane as the body of a regular-expression
 * character class that needs no flag (so JSON Schema readers of every kind accept it).
 */
export const FORBIDDEN_BMP_CLASS =
  '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e' +
  '\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\u3164\\ufdd0-\\ufdef\\ufeff\\uffa0\\ufff9-\\ufffb\\ufffe\\uffff';

/**
 * The rest, for a `u`-flag class: unpaired surrogates (with the `u` flag, `\uD800-\uDFFF`
 * matches only a surrogate that is not half of a pair) and the characters beyond U+FFFF.
 */
export const FORBIDDEN_ASTRAL_CLASS =
  '\\ud800-\\udfff\\u{1bca0}-\\u{1bca3}\\u{1d173}-\\u{1d17a}\\u{e0000}-\\u{e007f}' +
  Array.from(
    { length: 16 },
    (_, p) => `\\u{${(p + 1).toString(16)}fffe}\\u{${(p + 1).toString(16)}ffff}`,
  ).join('');

/** Matches one forbidden character (global, for replacing; `firstForbiddenChar` for a search). */
export const FORBIDDEN_CHAR_RE = new RegExp(
  `[${FORBIDDEN_BMP_CLASS}${FORBIDDEN_ASTRAL_CLASS}]`,
  'gu',
);

/** Text with none of the forbidden characters of the Basic Multilingual Plane (no flag needed). */
// The class lists joiners and combining marks one by one on purpose: each alone is refused.
// eslint-disable-next-line no-misleading-character-class
export const NO_FORBIDDEN_BMP_RE = new RegExp(`^[^${FORBIDDEN_BMP_CLASS}]*$`);

/** True when `text` holds none of the forbidden characters. */
export function hasNoForbiddenChars(text: string): boolean {
  return firstForbiddenChar(text) === undefined;
}

/** The first forbidden character of `text` and its index (UTF-16 units), if any. */
export function firstForbiddenChar(text: string): { char: string; index: number } | undefined {
  FORBIDDEN_CHAR_RE.lastIndex = 0;
  const m = FORBIDDEN_CHAR_RE.exec(text);
  FORBIDDEN_CHAR_RE.lastIndex = 0;
  return m ? { char: m[0], index: m.index } : undefined;
}

/** `U+200B`-style name of the first code point of `ch`. */
export function codePointName(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The normalisation rule: text is compared, stored and published in Unicode NFC, so a name
 * typed on one system (composed `é`) and pasted from another (`e` + combining accent) is one name.
 */
export function normalizeUnicode(text: string): string {
  // Normalising is costly and only changes non-ASCII text.
  return /[^\x00-\x7f]/.test(text) ? text.normalize('NFC') : text;
}
