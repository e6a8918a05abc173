/**
 * Every source URL in the content, for the scheduled link check (`.github/workflows/link-check.yml`):
 * a case's and a concept's `sources[].url` and an article's `references[].url`. Archived copies
 * are left out: they are the fallback for a dead source, not sources. Read from frontmatter as
 * parsed, without the schema, so one invalid file does not hide the others' links. Pure.
 */

import { normalizeHttpUrl } from '../../schemas/urls.ts';

/** One URL and the content files that cite it (repository-relative, sorted). */
export interface SourceUrl {
  url: string;
  files: string[];
}

/** The fields that hold a source's URL, by content folder. */
const URL_LISTS: Record<string, string> = {
  cases: 'sources',
  concepts: 'sources',
  articles: 'references',
};

/** The http(s) URLs a file's frontmatter cites as sources, in the order written. */
export function urlsOfFile(file: string, data: unknown): string[] {
  // Paths name the content folder first: `content/cases/IL-0190.md`.
  const folder = /^[^/]+\/([^/]+)\/[^/]+\.md$/.exec(file)?.[1];
  const field = folder && URL_LISTS[folder];
  const list =
    field && data && typeof data === 'object'
      ? (data as Record<string, unknown>)[field]
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((s) => {
    const url = s && typeof s === 'object' ? (s as Record<string, unknown>).url : undefined;
    if (typeof url !== 'string' || !/^\s*https?:\/\//i.test(url)) return [];
    // The address the page and the open data publish (`normalizeHttpUrl`), never the written
    // text: a line break in it would print one address as two lines.
    const href = normalizeHttpUrl(url);
    return href === url && /[\s\p{Cc}]/u.test(url) ? [] : [href];
  });
}

/** Every cited URL once, sorted, with the files citing it. */
export function sourceUrls(files: readonly { file: string; data: unknown }[]): SourceUrl[] {
  const byUrl = new Map<string, Set<string>>();
  for (const { file, data } of files) {
    for (const url of urlsOfFile(file, data)) {
      let set = byUrl.get(url);
      if (!set) byUrl.set(url, (set = new Set()));
      set.add(file);
    }
  }
  return [...byUrl]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([url, set]) => ({ url, files: [...set].sort() }));
}
