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

/**
 * Splits an excerpt on `<mark>`/`</mark>` into text parts; nothing else is treated as markup.
 * Pagefind marks whole space-separated tokens (`<mark>expired,</mark>`, `<mark>(expiry</mark>`):
 * a mark keeps the word only, and punctuation before or after it is plain text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.mark === mark && !mark) last.text += text;
    else parts.push({ text, mark });
  };
  let mark = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece) {
      const text = decodeEntities(piece);
      const word = mark ? /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(text) : null;
      if (word && word[2]) {
        push(word[1], false);
        push(word[2], true);
        push(word[3], false);
      } else push(text, mark);
    }
  }
  return parts;
}

/** The part of a Pagefind fragment `sectionExcerpt` reads: the page's excerpt and its sections'. */
export interface ExcerptSource {
  excerpt?: string;
  sub_results?: { title?: string; excerpt?: string; locations?: number[] }[];
}

/**
 * The excerpt to show for a result: from the one section (Pagefind's `sub_results`, split at the
 * page's headings) that holds the most matched words, the first on a tie, without the heading
 * Pagefind puts at its start ("Trigger. A certificate expired" → "A certificate expired"), so an
 * excerpt never runs from one section into the next ("expired. Root cause. According to").
 * The page's own excerpt when it has no sections.
 */
export function sectionExcerpt(data: ExcerptSource): string {
  let best: { title?: string; excerpt?: string; locations?: number[] } | undefined;
  for (const sub of data.sub_results ?? [])
    if (sub.excerpt && (sub.locations?.length ?? 0) > (best?.locations?.length ?? 0)) best = sub;
  if (!best?.excerpt) return data.excerpt ?? '';
  const title = best.title?.trim();
  if (title && best.excerpt.startsWith(`${title}.`))
    return best.excerpt.slice(title.length + 1).trimStart();
  return best.excerpt;
}

/** The line above a result's title: `Case · Grafana Labs · 2020`, from Pagefind meta. */
export function resultKicker(meta: Record<string, string | undefined>): string {
  return [meta.type, meta.organisation, meta.year]
    .filter((v): v is string => Boolean(v && v.trim()))
    .join(' · ');
}

/** The line under a partial-match result: `Matches “etcd”, not “quorum”`; empty for a full match. */
export function resultNote(
  note: { matched?: string[]; missing?: string[] },
  say: (matched: string, missing: string) => string = (matched, missing) =>
    `Matches ${matched}, not ${missing}`,
): string {
  if (!note.matched?.length || !note.missing?.length) return '';
  const q = (words: string[]) => words.map((w) => `“${w}”`).join(', ');
  return say(q(note.matched), q(note.missing));
}
