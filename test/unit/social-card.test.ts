// A case's social card (src/site/social-card.ts, src/node/social-image.ts): the SVG a build turns into the 1200x630 PNG of
// the page's og:image, with its title wrapped and escaped, and what the page says of it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CASE_TITLE_MAX } from '../../schemas/index.ts';
import { libraryRoutes } from '../../src/astro/routes.ts';
import { socialCardPng } from '../../src/node/social-image.ts';
import {
  SOCIAL_CARD,
  socialCardAlt,
  socialCardSvg,
  wrapTitle,
} from '../../src/site/social-card.ts';

const card = {
  id: 'IL-0190',
  title: 'Cortex clients kept a dead connection to etcd after a node died, <and> writes failed',
  organisation: 'Grafana Labs & friends',
  library: 'Incident Library',
  accent: '#0b57d0',
};

describe('social card', () => {
  it('wraps a title into lines of whole words, with an ellipsis when it runs over', () => {
    expect(wrapTitle('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapTitle('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    // A word longer than a line is cut, not left to run off the card.
    expect(wrapTitle('abcdefghijklmnop', 6, 2)).toEqual(['abcdef', 'ghijk…']);
    const longest = 'x'.repeat(8) + ' word'.repeat((CASE_TITLE_MAX - 8) / 5);
    expect(wrapTitle(longest, 30, 4).every((l) => l.length <= 30)).toBe(true);
  });

  it('escapes the title and the organisation, and is 1200 by 630', () => {
    const svg = socialCardSvg(card);
    expect(svg).toContain('&lt;and&gt;');
    expect(svg).toContain('Grafana Labs &amp; friends');
    expect(svg).not.toContain('<and>');
    expect(svg).toMatch(/width="1200" height="630"/);
    expect(svg).toContain('IL-0190');
    expect(svg).toContain('Incident Library');
  });

  it('makes a PNG of 1200x630 without the network, small enough for thousands of cases', async () => {
    const png = await socialCardPng(card);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      SOCIAL_CARD.width,
      SOCIAL_CARD.height,
    ]);
    expect(png.length).toBeLessThan(30_000);
  });

  it('says what the image shows, for og:image:alt', () => {
    expect(socialCardAlt(card)).toBe(
      'IL-0190: Cortex clients kept a dead connection to etcd after a node died, <and> writes failed (Grafana Labs & friends), Incident Library',
    );
    expect(socialCardAlt({ ...card, organisation: '' })).toBe(
      'IL-0190: Cortex clients kept a dead connection to etcd after a node died, <and> writes failed, Incident Library',
    );
  });
});

describe('the social images feature', () => {
  const features = {
    podcast: true,
    stats: true,
    matrix: true,
    data: true,
    feeds: true,
    mcp: true,
    socialImages: true,
    mitigations: true,
    termFeeds: true,
  };
  const cards = (socialImages: boolean) =>
    libraryRoutes(new URL('file:///routes/'), { ...features, socialImages })
      .map((r) => r.pattern)
      .filter((p) => p.includes('card'));
  it('draws a card per case unless the library turns them off', () => {
    expect(cards(true)).toEqual(['/cases/[id]/card.png']);
    expect(cards(false)).toEqual([]);
  });
});
