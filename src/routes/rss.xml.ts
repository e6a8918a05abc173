// The site feed: the cases most recently added to the library (by `added`, not by incident date).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getSite } from '../astro/content.ts';
import { byNewestAdded, caseItem, FEED_SIZE } from '../site/feeds.ts';
import { wordsOf } from '../site/i18n.ts';
import { config } from 'virtual:incident-library/config';
import { pageUrl, withBase } from '../model/urls.ts';

export const GET: APIRoute = async (context) => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const abs = (path: string) => new URL(path, context.site).href;
  const label = (t: string, s: string) => site.vocab[t]?.[s]?.label ?? s;
  return rss({
    title: wordsOf(config).t('frame.siteFeed', { title: config.title }),
    description: config.description,
    site: abs(withBase(base, '/')),
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${config.locale}</language><atom:link href="${abs(withBase(base, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    items: byNewestAdded(site.cases)
      .slice(0, FEED_SIZE)
      .map((c) => caseItem(c.data, abs(pageUrl(base, 'case', c.id)), label, site.vocabularies)),
  });
};
