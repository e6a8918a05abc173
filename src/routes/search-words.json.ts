// /search-words.json: the search UI's "did you mean" dictionary (src/site/search-words.ts): every
// word of the library's pages as text (case, concept, article and transcript titles and bodies,
// case summaries, vocabulary labels and descriptions, concept aliases) with how many hold it.
// Loaded only when a query's word finds nothing or only longer words.
import type { APIRoute } from 'astro';
import { bodyHtmlOf, getSite } from '../astro/content.ts';
import { decodeEntities } from '../site/search-result.ts';
import { buildSearchWords } from '../site/search-words.ts';

/** The text of an entry's rendered body: tags out, character references decoded ('' without one). */
function bodyText(e: Parameters<typeof bodyHtmlOf>[0]): string {
  try {
    return decodeEntities(bodyHtmlOf(e).replace(/<[^>]*>/g, ' '));
  } catch {
    return '';
  }
}

export const GET: APIRoute = async () => {
  const site = await getSite();
  const texts = [
    ...Object.values(site.vocab).flatMap((terms) =>
      Object.values(terms).map((t) => `${t.label} ${t.description} ${(t.aliases ?? []).join(' ')}`),
    ),
    // A case's data holds its summary, timeline and sources as well as its title.
    ...site.cases.map((c) => `${JSON.stringify(c.data)} ${bodyText(c)}`),
    ...site.concepts.map((c) => `${c.data.title} ${c.data.aliases.join(' ')} ${bodyText(c)}`),
    ...site.articles.map((a) => `${a.data.title} ${bodyText(a)}`),
    ...site.transcripts.map((t) => `${t.data.title} ${bodyText(t)}`),
  ];
  return new Response(JSON.stringify(buildSearchWords(texts)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
