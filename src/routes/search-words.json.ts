// /search-words.json: the search UI's "did you mean" dictionary (src/site/search-words.ts), from
// the vocabulary labels, case titles and concept titles and aliases.
import type { APIRoute } from 'astro';
import { getSite } from '../astro/content.ts';
import { buildSearchWords } from '../site/search-words.ts';

export const GET: APIRoute = async () => {
  const site = await getSite();
  const texts = [
    ...Object.values(site.vocab).flatMap((terms) => Object.values(terms).map((t) => t.label)),
    ...site.cases.map((c) => c.data.title),
    ...site.concepts.flatMap((c) => [c.data.title, ...c.data.aliases]),
  ];
  return new Response(JSON.stringify(buildSearchWords(texts)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
