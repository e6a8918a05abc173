// A feed per mitigation: the cases naming it, newest added first, as a term's feed
// (src/routes/[taxonomy]/[term]/rss.xml.ts).
import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../../astro/content.ts';
import { byNewestAdded, caseItem, FEED_SIZE, xmlEscape } from '../../../site/feeds.ts';
import { config } from 'virtual:incident-library/config';
import { wordsOf } from '../../../site/i18n.ts';
import { pageUrl } from '../../../model/urls.ts';

export const getStaticPaths = (async () =>
  (await getSite()).mitigations.map((m) => ({
    params: { slug: m.id },
    props: { slug: m.id },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async (context) => {
  const { slug } = context.props as { slug: string };
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const abs = (path: string) => new URL(path, context.site).href;
  const m = site.mitigationBySlug.get(slug)!;
  const cases = byNewestAdded(site.casesOfMitigation(slug).map((c) => c.case));
  const label = (t: string, s: string) => site.vocab[t]?.[s]?.label ?? s;
  const page = abs(pageUrl(base, 'mitigation', slug));
  return rss({
    title: wordsOf(config).t('feed.mitigation', { title: config.title, mitigation: m.data.title }),
    description: m.data.summary,
    site: page,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${xmlEscape(config.locale)}</language><atom:link href="${xmlEscape(`${page}rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    items: cases
      .slice(0, FEED_SIZE)
      .map((c) => caseItem(c.data, abs(pageUrl(base, 'case', c.id)), label, site.vocabularies)),
  });
};
