// /_redirects: each merged case ID's old address as a permanent (301) redirect to the case that
// absorbed it, in the format Netlify and Cloudflare Pages read. Other hosts ignore the file and
// serve the HTML redirect page at the old address instead.
import type { APIRoute } from 'astro';
import { getSite } from '../astro/content.ts';
import { pageUrl } from '../model/urls.ts';
import { redirectsFile } from '../site/redirects.ts';

export const GET: APIRoute = async () => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const rules = [...site.aliasOf].map(([from, to]) => ({
    from: pageUrl(base, 'case', from),
    to: pageUrl(base, 'case', to),
  }));
  return new Response(redirectsFile(rules), { headers: { 'Content-Type': 'text/plain' } });
};
