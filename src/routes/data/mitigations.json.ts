// /data/mitigations.json: every mitigation with its fields, its page and the IDs of its cases by
// relation (src/site/export-mitigations.ts); each case's supporting sentence is in cases.json.
import type { APIRoute } from 'astro';
import { libraryMitigations } from '../../astro/export-mitigations.ts';
import { mitigationsJson } from '../../site/export-mitigations.ts';
import { config } from 'virtual:incident-library/config';

export const GET: APIRoute = async (context) =>
  new Response(
    mitigationsJson(
      (await libraryMitigations(import.meta.env.BASE_URL, context.site)).mitigations,
      config,
    ),
    { headers: { 'Content-Type': 'application/json' } },
  );
