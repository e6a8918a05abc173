// A feed per year: the cases that started in the year, newest added first (as the term feeds).
import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../../astro/content.ts';
import { byNewestAdded, caseItem, FEED_SIZE, xmlEscape } from '../../../site/feeds.ts';
import { config } from 'virtual:incident-library/config';
import { wordsOf } from '../../../site/i18n.ts';
import { pageUrl, withBase } from '../../../model/urls.ts';

export const getStaticPaths = (async () => {
  const site = await getSite();
  return site.years.map((y) => ({
    params: { year: String(y.year) },
    props: y,
    cacheKey: site.listingKey,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async (context) => {
  const { year, caseIds } = context.props as { year: number; caseIds: string[] };
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const abs = (path: string) => new URL(path, context.site).href;
  const cases = byNewestAdded(caseIds.map((id) => site.caseById.get(id)!));
  const label = (t: string, s: string) => site.vocab[t]?.[s]?.label ?? s;
  const selfUrl = abs(withBase(base, `/years/${year}/rss.xml`));
  return rss({
    title: wordsOf(config).t('feed.year', { title: config.title, year: String(year) }),
    description: `The cases of the library that started in ${year}, newest added first.`,
    site: abs(withBase(base, `/years/${year}/`)),
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${xmlEscape(config.locale)}</language><atom:link href="${xmlEscape(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    items: cases
      .slice(0, FEED_SIZE)
      .map((c) => caseItem(c.data, abs(pageUrl(base, 'case', c.id)), label, site.vocabularies)),
  });
};
