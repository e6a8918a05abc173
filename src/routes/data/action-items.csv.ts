// /data/action-items.csv: the rows of action-items.json with the case's organisation, year and terms, formula-like cells neutralised.
import type { APIRoute } from 'astro';
import { libraryActionItemRows } from '../../astro/action-items.ts';
import { getSite } from '../../astro/content.ts';
import { actionItemColumns, actionItemsCsv } from '../../site/export-action-items.ts';

export const GET: APIRoute = async (context) =>
  new Response(
    actionItemsCsv(
      await libraryActionItemRows(import.meta.env.BASE_URL, context.site),
      actionItemColumns((await getSite()).vocabularies.rows),
    ),
    {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    },
  );
