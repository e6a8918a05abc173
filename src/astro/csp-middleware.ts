/**
 * Astro middleware, run on every page as it is rendered (built or served by `astro dev`): an HTML
 * page's Content-Security-Policy keeps only the hashes of the inline scripts and styles that page
 * holds (`pageCspHashes`); Astro lists those of every file it bundled on every page, which
 * `'self'` allows already. Other responses (feeds, data, images) pass as they are.
 */
import { defineMiddleware } from 'astro:middleware';
import { pageCspHashes } from '../site/csp-hashes.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(pageCspHashes(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
