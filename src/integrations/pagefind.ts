/**
 * Indexes a built site with Pagefind's Node API and writes the bundle to `<dir>/pagefind/`.
 * Only elements marked `data-pagefind-body` are indexed (case, concept, article, transcript and
 * term pages), so navigation and listing pages never appear as results.
 */
import { readFileSync } from 'node:fs';
import * as pagefind from 'pagefind';

/**
 * Indexes `dir`; returns how many pages went into the index and the languages it holds (one index
 * per `<html lang>`, so Chinese and Japanese pages are split into words their own way, field
 * case 13). Throws on any Pagefind error.
 */
export async function indexSite(dir: string): Promise<{ pages: number; languages: string[] }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: undefined });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: dir });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  const entry = JSON.parse(readFileSync(`${dir}/pagefind/pagefind-entry.json`, 'utf8')) as { languages: Record<string, unknown> };
  return { pages: added.page_count, languages: Object.keys(entry.languages).sort() };
}
