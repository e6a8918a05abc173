// /data/schemas/<name>.schema.json: JSON Schemas generated here only when public/schemas/ has none
// (src/node/data-files.ts). The route's pattern ends in `.schema.json`, as its files do, so the dev
// server answers the address the data page links (a pattern without it wants a trailing slash).
import type { APIRoute, GetStaticPaths } from 'astro';
import { schemaFiles } from '../../../node/data-files.ts';
import { schemaLibraryOf } from '../../../node/json-schemas.ts';
import { config, paths } from 'virtual:incident-library/config';

export const getStaticPaths = (() =>
  schemaFiles(paths.publicDir, schemaLibraryOf(config), paths.packageDir ?? paths.root)
    .filter((f) => f.json)
    .map((f) => ({
      params: { name: f.name.slice(0, -'.schema.json'.length) },
      props: { json: f.json },
    }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { json: string }).json, {
    headers: { 'Content-Type': 'application/schema+json' },
  });
