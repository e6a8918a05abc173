// /data/mitigations.csv: the mitigations of mitigations.json, one row each, formula-like cells neutralised.
import type { APIRoute } from 'astro';
import { libraryMitigations } from '../../astro/export-mitigations.ts';
import { mitigationsCsv } from '../../site/export-mitigations.ts';

export const GET: APIRoute = async (context) => {
  const { mitigations, termFields } = await libraryMitigations(
    import.meta.env.BASE_URL,
    context.site,
  );
  return new Response(mitigationsCsv(mitigations, termFields), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
};
