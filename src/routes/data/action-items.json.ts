// /data/action-items.json: one row per action item of every case, with its case and the link into
// the case section it comes from (the case's terms are in cases.json; src/site/export-action-items.ts).
import type { APIRoute } from 'astro';
import { getSite, learningsOf } from '../../astro/content.ts';
import { actionItemRows, actionItemsJson } from '../../site/export-action-items.ts';
import { pageUrl } from '../../model/urls.ts';
import { config } from 'virtual:incident-library/config';

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
  return new Response(actionItemsJson(rows, config), {
    headers: { 'Content-Type': 'application/json' },
  });
};
