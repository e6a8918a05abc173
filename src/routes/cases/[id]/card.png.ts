// A case's social card (`og:image`), 1200x630 PNG: its ID, organisation, title and the library's
// name (src/site/social-card.ts), drawn at build time by sharp (src/node/social-image.ts). Only
// cases have one; a merged ID's page redirects and names none. Off with `features.socialImages`.
// A card is restored from the last build when what it shows is unchanged (`cacheKey`, Astro's
// incremental build, which also compares the code it is drawn by): drawing one costs about 21 ms
// of CPU, 105 s at 5,000 cases, which a rebuild after a one-case edit would otherwise pay whole.
import { hash } from 'node:crypto';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../../astro/content.ts';
import { config } from 'virtual:incident-library/config';
import { socialCardPng } from '../../../node/social-image.ts';
import type { SocialCard } from '../../../site/social-card.ts';

export const getStaticPaths = (async () => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  return site.cases.map((entry) => {
    const card: SocialCard = {
      id: entry.id,
      title: entry.data.title,
      organisation: site
        .roleLinks(entry.data, 'organisation', base)
        .map((t) => t.label)
        .join(', '),
      library: config.title,
      accent: config.accent.light,
    };
    return {
      params: { id: entry.id },
      props: { card },
      cacheKey: hash('sha256', JSON.stringify(card)),
    };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { card } = props as { card: SocialCard };
  return new Response(new Uint8Array(await socialCardPng(card)), {
    headers: { 'Content-Type': 'image/png' },
  });
};
