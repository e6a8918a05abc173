// /data/cases.json: every case with its frontmatter fields and its URL (src/site/export.ts), naming
// the published schema of the file as its `$schema`.
import type { APIRoute } from 'astro';
import { getSite } from '../../astro/content.ts';
import { schemaFiles } from '../../node/data-files.ts';
import { schemaLibraryOf } from '../../node/json-schemas.ts';
import { casesJson, exportCase } from '../../site/export.ts';
import { pageUrl, withBase } from '../../model/urls.ts';
import { config, paths } from 'virtual:incident-library/config';

export const GET: APIRoute = async (context) => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const cases = site.cases.map((c) =>
    exportCase(c.data, new URL(pageUrl(base, 'case', c.id), context.site).href, site.exportShape),
  );
  const schema = schemaFiles(
    paths.publicDir,
    schemaLibraryOf(config),
    paths.packageDir ?? paths.root,
  ).find((f) => f.name === 'cases-data.schema.json');
  const meta = schema ? { schema: new URL(withBase(base, schema.path), context.site).href } : {};
  return new Response(casesJson(cases, config, meta), {
    headers: { 'Content-Type': 'application/json' },
  });
};
