// The library's own accent colours (src/site/theme-css.ts); injected only when it sets them.
import type { APIRoute } from 'astro';
import { config } from 'virtual:incident-library/config';
import { themeCss } from '../site/theme-css.ts';

export const GET: APIRoute = () =>
  new Response(themeCss(config), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
