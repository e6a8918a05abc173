// /data/cases.json: every case with its frontmatter fields and its URL (src/site/export.ts).
import type { APIRoute } from 'astro';
import { getSite } from '../../astro/content.ts';
import { casesJson, exportCase } from '../../site/export.ts';
import { pageUrl } from '../../model/urls.ts';
import { config } from 'virtual:incident-library/config';

export const GET: APIRoute = async (context) => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const cases = site.cases.map((c) =>
    exportCase(c.data, new URL(pageUrl(base, 'case', c.id), context.site).href, site.exportShape),
  );
  return new Response(casesJson(cases, config), {
    headers: { 'Content-Type': 'application/json' },
  });
};
