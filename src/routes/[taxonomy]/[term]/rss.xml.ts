// A feed per term of every vocabulary (component, root cause, contributing factor, organisation,
// impact category): the cases naming the term, newest added first. Years have theirs in
// src/routes/years/[year]/rss.xml.ts.
import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../../astro/content.ts';
import { byNewestAdded, caseItem, FEED_SIZE, xmlEscape } from '../../../site/feeds.ts';
import { config } from 'virtual:incident-library/config';
import { wordsOf } from '../../../site/i18n.ts';
import { pageUrl, termUrl } from '../../../model/urls.ts';
import type { TaxonomyName } from '../../../../schemas/index.ts';

export const getStaticPaths = (async () => {
  const site = await getSite();
  return config.vocabularies
    .map((v) => v.name)
    .flatMap((taxonomy) =>
      site.termIndex[taxonomy].map((t) => ({
        params: { taxonomy, term: t.slug },
        props: { taxonomy, slug: t.slug },
        cacheKey: site.listingKey,
      })),
    );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async (context) => {
  const { taxonomy, slug } = context.props as { taxonomy: TaxonomyName; slug: string };
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const abs = (path: string) => new URL(path, context.site).href;
  const entry = site.termIndex[taxonomy].find((t) => t.slug === slug)!;
  const cases = byNewestAdded(entry.caseIds.map((id) => site.caseById.get(id)!));
  const label = (t: string, s: string) => site.vocab[t]?.[s]?.label ?? s;
  const selfUrl = abs(`${termUrl(base, taxonomy, slug)}rss.xml`);
  return rss({
    title: wordsOf(config).t('feed.term', {
      title: config.title,
      vocabulary: site.vocabularies.byName.get(taxonomy)!.term,
      term: entry.term.label,
    }),
    description: entry.term.description,
    site: abs(termUrl(base, taxonomy, slug)),
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${xmlEscape(config.locale)}</language><atom:link href="${xmlEscape(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    items: cases
      .slice(0, FEED_SIZE)
      .map((c) => caseItem(c.data, abs(pageUrl(base, 'case', c.id)), label, site.vocabularies)),
  });
};
