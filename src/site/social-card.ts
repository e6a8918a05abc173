/**
 * A case's social card: the picture a link to its page shows in a chat or a feed (`og:image`), as
 * an SVG of 1200 by 630 px (the size Facebook, LinkedIn, Slack and X all crop least): the case's
 * ID and organisation, its title in large type, and the library's name, on the light theme's
 * colours with the library's accent. The build turns it into a PNG (`src/node/social-image.ts`),
 * with the fonts of the machine and no network. Pure.
 */
import { FORBIDDEN_CHAR_RE } from '../../schemas/text.ts';

/** The card's size in CSS pixels, as `og:image:width` and `og:image:height` give it. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** What a card shows. */
export interface SocialCard {
  id: string;
  title: string;
  /** The organisation's name (several joined with commas), or empty. */
  organisation: string;
  /** The library's title. */
  library: string;
  /** The library's accent colour on the light theme, `#rrggbb` (validated by the options). */
  accent: string;
}

/** Characters per line of the title at 54 px bold: wide enough for most lines of DejaVu Sans Bold and Liberation Sans Bold within 1,040 px. */
const TITLE_CHARS = 30;
/** Lines of the title at most; a longer title ends in an ellipsis. */
const TITLE_LINES = 5;
/** Characters of the line of ID and organisation at 34 px. */
const KICKER_CHARS = 52;

/**
 * `text` in lines of at most `width` characters, broken between words (a word longer than a line
 * is cut), at most `lines` of them, the last ending in "…" when text was left out.
 */
export function wrapTitle(text: string, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (let w of words) {
    while (w.length > width) {
      if (line) out.push(line);
      out.push(w.slice(0, width));
      line = '';
      w = w.slice(width);
    }
    if (!line) line = w;
    else if (line.length + 1 + w.length <= width) line += ` ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  const last = kept[lines - 1];
  kept[lines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

/** Text for an SVG text node: the five XML specials escaped, and no character content may not hold. */
const xml = (s: string) =>
  s
    .replace(FORBIDDEN_CHAR_RE, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `s` cut to `n` characters, with an ellipsis when it was longer. */
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The card as an SVG document (UTF-8 text), `SOCIAL_CARD` in size. */
export function socialCardSvg(card: SocialCard): string {
  const { width, height } = SOCIAL_CARD;
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;
  const kicker = cut(
    card.organisation ? `${card.id} · ${card.organisation}` : card.id,
    KICKER_CHARS,
  );
  const lines = wrapTitle(card.title, TITLE_CHARS, TITLE_LINES);
  const title = lines
    .map((l, i) => `<tspan x="88" dy="${i === 0 ? 0 : 66}">${xml(l)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="24" height="${height}" fill="${card.accent}"/>`,
    `<text x="88" y="110" ${font} font-size="34" font-weight="700" fill="${card.accent}">${xml(kicker)}</text>`,
    `<text x="88" y="200" ${font} font-size="54" font-weight="700" fill="#1b1d21">${title}</text>`,
    `<rect x="88" y="528" width="1024" height="2" fill="#d4d9e2"/>`,
    `<text x="88" y="582" ${font} font-size="32" fill="#545b69">${xml(cut(card.library, 60))}</text>`,
    `</svg>`,
  ].join('');
}

/** What the card shows in words, for `og:image:alt`: `IL-0190: title (organisation), library`. */
export function socialCardAlt(
  card: Pick<SocialCard, 'id' | 'title' | 'organisation' | 'library'>,
): string {
  return `${card.id}: ${card.title}${card.organisation ? ` (${card.organisation})` : ''}, ${card.library}`;
}
