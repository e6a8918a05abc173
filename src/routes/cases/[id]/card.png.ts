// A case's social card (`og:image`), 1200x630 PNG: its ID, organisation, title and the library's
// name (src/site/social-card.ts), drawn at build time by sharp (src/node/social-image.ts). Only
// cases have one; a merged ID's page redirects and names none. Off with `features.socialImages`.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../../astro/content.ts';
import { config } from 'virtual:incident-library/config';
import { socialCardPng } from '../../../node/social-image.ts';
import type { SocialCard } from '../../../site/social-card.ts';

export const getStaticPaths = (async () => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  return site.cases.map((entry) => ({
    params: { id: entry.id },
    props: {
      card: {
        id: entry.id,
        title: entry.data.title,
        organisation: site
          .roleLinks(entry.data, 'organisation', base)
          .map((t) => t.label)
          .join(', '),
        library: config.title,
        accent: config.accent.light,
      } satisfies SocialCard,
    },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { card } = props as { card: SocialCard };
  return new Response(new Uint8Array(await socialCardPng(card)), {
    headers: { 'Content-Type': 'image/png' },
  });
};
