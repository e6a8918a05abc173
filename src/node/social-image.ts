/**
 * A case's social card as a PNG (`og:image`), drawn from its SVG (`src/site/social-card.ts`) by
 * sharp, which Astro already depends on; text is set with the machine's fonts (fontconfig), so no
 * font and nothing else is fetched. Measured over 100 cards: drawing takes about 9 ms of CPU a
 * card; a full-colour PNG adds 3 ms and weighs 45 KB, a palette of 8 colours (the text's
 * anti-aliasing needs no more) adds 14 ms and weighs 16 to 24 KB. Small files win, since every
 * card is published; at about 23 ms a case (2.3 s of CPU per 100 cases) a library can turn the
 * cards off (`features.socialImages`).
 */
import sharp from 'sharp';
import { socialCardSvg, type SocialCard } from '../site/social-card.ts';

/** The PNG of `card`, 1200 by 630 px. Rejects when sharp cannot draw the SVG. */
export function socialCardPng(card: SocialCard): Promise<Buffer> {
  return sharp(Buffer.from(socialCardSvg(card)))
    .png({ palette: true, colours: 8, effort: 1, dither: 0 })
    .toBuffer();
}
