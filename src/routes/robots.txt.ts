// robots.txt: everything may be crawled, and the sitemap is announced with the site's full URL;
// in a library whose `robots` option is 'noindex', nothing may be crawled and there is no sitemap.
import type { APIRoute } from 'astro';
import { config } from 'virtual:incident-library/config';
import { withBase } from '../model/urls.ts';

export const GET: APIRoute = ({ site }) => {
  if (config.robots === 'noindex')
    return new Response('User-agent: *\nDisallow: /\n', {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const sitemap = new URL(withBase(import.meta.env.BASE_URL, '/sitemap-index.xml'), site).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
