// robots.txt: everything may be crawled; the sitemap is announced with the site's full URL.
import type { APIRoute } from 'astro';
import { withBase } from '../model/urls.ts';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(withBase(import.meta.env.BASE_URL, '/sitemap-index.xml'), site).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
