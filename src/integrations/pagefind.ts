/**
 * Indexes a built site with Pagefind's Node API and writes the bundle to `<dir>/pagefind/`.
 * Only elements marked `data-pagefind-body` are indexed (case, concept, article, transcript and
 * term pages), so navigation and listing pages never appear as results.
 */
import * as pagefind from 'pagefind';

/** Indexes `dir`; returns how many pages went into the index. Throws on any Pagefind error. */
export async function indexSite(dir: string): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: undefined });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: dir });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return { pages: added.page_count };
}
