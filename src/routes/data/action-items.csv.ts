// /data/action-items.csv: the rows of action-items.json with the case's organisation, year and terms, formula-like cells neutralised.
import type { APIRoute } from 'astro';
import { getSite, learningsOf } from '../../astro/content.ts';
import { actionItemRows, actionItemsCsv } from '../../site/export-action-items.ts';
import { pageUrl } from '../../model/urls.ts';

export const GET: APIRoute = async (context) => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const rows = site.cases.flatMap((c) =>
    actionItemRows(
      c.data,
      learningsOf(c).actionItems,
      new URL(pageUrl(base, 'case', c.id), context.site).href,
    ),
  );
  return new Response(actionItemsCsv(rows), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
};
