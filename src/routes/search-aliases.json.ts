// /search-aliases.json: the search UI's synonyms (src/site/search-aliases.ts), from the vocabulary
// terms' aliases and the abbreviations among concepts' and mitigations' aliases. Small (a few KiB); the search
// loads it beside Pagefind's own files, so the first query can use it.
import type { APIRoute } from 'astro';
import { getSite } from '../astro/content.ts';
import { buildSearchAliases, type AliasSource } from '../site/search-aliases.ts';

export const GET: APIRoute = async () => {
  const site = await getSite();
  const sources: AliasSource[] = [
    ...Object.values(site.vocab).flatMap((terms) =>
      Object.values(terms).map((t) => ({
        name: t.label,
        aliases: t.aliases,
        kind: 'term' as const,
      })),
    ),
    // A mitigation's aliases are read as a concept's: its abbreviations stand for its title.
    ...[...site.concepts, ...site.mitigations].map((c) => ({
      name: c.data.title,
      aliases: c.data.aliases,
      kind: 'concept' as const,
    })),
  ];
  return new Response(JSON.stringify(buildSearchAliases(sources)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
