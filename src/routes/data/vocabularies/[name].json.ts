// /data/vocabularies/<name>.json: each controlled vocabulary, slug → term, as in content/taxonomies/.
import { config } from 'virtual:incident-library/config';
import type { APIRoute, GetStaticPaths } from 'astro';
import type { TaxonomyName } from '../../../../schemas/index.ts';
import { getSite } from '../../../astro/content.ts';

export const getStaticPaths = (() =>
  config.vocabularies
    .map((v) => v.name)
    .map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const site = await getSite();
  const vocab = site.vocab[params.name as TaxonomyName];
  const sorted = Object.fromEntries(
    Object.keys(vocab)
      .sort()
      .map((slug) => [slug, vocab[slug]]),
  );
  return new Response(`${JSON.stringify(sorted, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json' },
  });
};
