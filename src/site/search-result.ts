/**
 * Pieces of a search result as text, for the result renderer in `src/scripts/search-ui.ts`.
 * Pagefind's excerpt is HTML: the page text with `&`, `<`, `>` as character references and the
 * matched words in `<mark>`. We never insert it as HTML: it is split into text runs and marks,
 * references decoded, and any other tag kept as the literal text it was, so markup in a title
 * or excerpt always shows as text.
 */

/** A run of excerpt text; `mark` when it is a matched word. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#39': "'",
};

/** Decodes the character references Pagefind writes (named basics, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (all, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : all;
    }
    return NAMED[ref.toLowerCase()] ?? all;
  });
}

/** Splits an excerpt on `<mark>`/`</mark>` into text parts; nothing else is treated as markup. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece) parts.push({ text: decodeEntities(piece), mark });
  }
  return parts;
}

/** The line above a result's title: `Case · Grafana Labs · 2020`, from Pagefind meta. */
export function resultKicker(meta: Record<string, string | undefined>): string {
  return [meta.type, meta.organisation, meta.year]
    .filter((v): v is string => Boolean(v && v.trim()))
    .join(' · ');
}

/** The line under a partial-match result: `Matches “etcd”, not “quorum”`; empty for a full match. */
export function resultNote(note: { matched?: string[]; missing?: string[] }): string {
  if (!note.matched?.length || !note.missing?.length) return '';
  const q = (words: string[]) => words.map((w) => `“${w}”`).join(', ');
  return `Matches ${q(note.matched)}, not ${q(note.missing)}`;
}
