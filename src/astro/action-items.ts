/**
 * Every built case's action items as export rows (`ActionItemRow`, src/site/export-action-items.ts),
 * newest case first, each linking into its case's page on `siteUrl`: the one reading behind
 * /data/action-items.json and /data/action-items.csv.
 */
import { getSite, learningsOf } from './content.ts';
import { actionItemRows, type ActionItemRow } from '../site/export-action-items.ts';
import { pageUrl } from '../model/urls.ts';

/**
 * @param base the site's base path (`import.meta.env.BASE_URL`).
 * @param siteUrl the site's address (`Astro.site`), against which case URLs are made absolute.
 */
export async function libraryActionItemRows(
  base: string,
  siteUrl: URL | undefined,
): Promise<ActionItemRow[]> {
  const site = await getSite();
  return site.cases.flatMap((c) =>
    actionItemRows(
      c.data,
      learningsOf(c).actionItems,
      new URL(pageUrl(base, 'case', c.id), siteUrl).href,
      site.vocabularies.rows,
    ),
  );
}
