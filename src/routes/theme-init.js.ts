// The blocking theme script, served from our own origin (see src/site/theme.ts).
import type { APIRoute } from 'astro';
import { THEME_INIT_JS } from '../site/theme.ts';

export const GET: APIRoute = () =>
  new Response(THEME_INIT_JS, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
