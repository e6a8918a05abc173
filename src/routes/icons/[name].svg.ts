// The generator's own icons (src/assets/icons/), served at /icons/<name>.svg in every library.
// The route's pattern ends in `.svg`, as the file it writes does: the dev server then answers
// /icons/sprite.svg as it is, where a pattern without the extension would want a trailing slash.
import type { APIRoute, GetStaticPaths } from 'astro';

const ICONS = import.meta.glob<string>('../../assets/icons/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const getStaticPaths = (() =>
  Object.entries(ICONS).map(([path, svg]) => ({
    params: { name: path.slice(path.lastIndexOf('/') + 1, -'.svg'.length) },
    props: { svg },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { svg: string }).svg, { headers: { 'Content-Type': 'image/svg+xml' } });
