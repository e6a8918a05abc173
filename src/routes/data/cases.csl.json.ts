// /data/cases.csl.json: every case as a CSL-JSON item (Zotero, Pandoc), the citation each case
// page's "Cite this case" gives as BibTeX (src/site/citation.ts).
import type { APIRoute } from 'astro';
import { getSite } from '../../astro/content.ts';
import { citableCase, cslJsonFile } from '../../site/citation.ts';
import { pageUrl } from '../../model/urls.ts';
import { config } from 'virtual:incident-library/config';

export const GET: APIRoute = async (context) => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const label = (t: string, s: string) => site.vocab[t]?.[s]?.label ?? s;
  const items = site.cases.map((e) => {
    const c = e.data;
    const updated = site.updatedOf(
      e.filePath ?? `content/cases/${c.id}.md`,
      c.updated,
      c.last_reviewed,
    );
    return citableCase(
      c,
      new URL(pageUrl(base, 'case', c.id), context.site).href,
      updated?.date ?? c.added,
      label,
      config,
      site.vocabularies,
    );
  });
  return new Response(cslJsonFile(items), { headers: { 'Content-Type': 'application/json' } });
};
