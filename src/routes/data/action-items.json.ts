// /data/action-items.json: one row per action item of every case, with its case and the link into
// the case section it comes from (the case's terms are in cases.json; src/site/export-action-items.ts).
import type { APIRoute } from 'astro';
import { libraryActionItemRows } from '../../astro/action-items.ts';
import { actionItemsJson } from '../../site/export-action-items.ts';
import { config } from 'virtual:incident-library/config';

export const GET: APIRoute = async (context) =>
  new Response(
    actionItemsJson(await libraryActionItemRows(import.meta.env.BASE_URL, context.site), config),
    {
      headers: { 'Content-Type': 'application/json' },
    },
  );
