/**
 * Every mitigation as an export record (`ExportedMitigation`, src/site/export-mitigations.ts), by
 * title, with its page and its cases on `siteUrl`: the one reading behind /data/mitigations.json
 * and /data/mitigations.csv. None in a library without mitigations.
 */
import { getSite } from './content.ts';
import {
  exportMitigation,
  mitigationTermFields,
  type ExportedMitigation,
} from '../site/export-mitigations.ts';
import { pageUrl } from '../model/urls.ts';

/**
 * @param base the site's base path (`import.meta.env.BASE_URL`).
 * @param siteUrl the site's address (`Astro.site`), against which page URLs are made absolute.
 */
export async function libraryMitigations(
  base: string,
  siteUrl: URL | undefined,
): Promise<{ mitigations: ExportedMitigation[]; termFields: string[] }> {
  const site = await getSite();
  const termFields = mitigationTermFields(site.vocabularies.rows);
  return {
    termFields,
    mitigations: site.mitigations.map((m) =>
      exportMitigation(
        m,
        new URL(pageUrl(base, 'mitigation', m.id), siteUrl).href,
        site.casesOfMitigation(m.id),
        termFields,
      ),
    ),
  };
}
