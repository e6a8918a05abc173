// /data/cases.csv: the same cases as cases.json, one row each, formula-like cells neutralised
// (src/site/export-csv.ts).
import type { APIRoute } from 'astro';
import { getSite } from '../../astro/content.ts';
import { casesCsv } from '../../site/export-csv.ts';
import { exportCase } from '../../site/export.ts';
import { pageUrl } from '../../model/urls.ts';

export const GET: APIRoute = async (context) => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const cases = site.cases.map((c) =>
    exportCase(c.data, new URL(pageUrl(base, 'case', c.id), context.site).href, site.exportShape),
  );
  return new Response(casesCsv(cases, site.exportShape), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
};
