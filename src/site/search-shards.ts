/**
 * Which Pagefind indexes the search UI merges into its instance (`mergeIndex`), from the bundle's
 * `shards.json` (written by src/postbuild/pagefind.ts). Pagefind searches one index: the first
 * bundle's, in the language of the page it runs on. Every other (bundle, language) pair must be
 * merged, or a search misses the pages of the other shards (a sharded large site) and of
 * the other languages (an English page would never find a Chinese case).
 * Pure, so the browser script and the unit tests share it.
 */

/** `<bundle>shards.json`: each shard's bundle relative to the first, and its pages per language. */
export interface ShardManifest {
  shards: { path: string; languages: Record<string, number> }[];
}

/** One index to merge with Pagefind's `mergeIndex(bundlePath, { language, baseUrl })`. */
export interface MergeTarget {
  bundlePath: string;
  language: string;
  baseUrl: string;
}

/**
 * The language whose index Pagefind itself loads from `languages` (pages per language) on a page
 * whose `<html lang>` is `pageLang`: the same language, else its base language (`pt-br` → `pt`),
 * else the language with the most pages. Undefined when there are none.
 */
export function primaryLanguage(
  languages: Record<string, number>,
  pageLang: string,
): string | undefined {
  const lang = pageLang.toLowerCase();
  const names = Object.keys(languages);
  return (
    names.find((l) => l === lang) ??
    names.find((l) => l === lang.split('-')[0]) ??
    [...names].sort((a, b) => languages[b] - languages[a])[0]
  );
}

/**
 * Every index to merge: each language of each shard except the first shard's primary language.
 * `bundleUrl` is the first bundle's absolute URL (`https://host/kb/pagefind/`): Pagefind skips a
 * merged bundle whose path starts the primary's, so even the first bundle's other languages are
 * named by absolute URL. `baseUrl` is the site's base (`/kb/`), prefixed to result URLs.
 */
export function mergeTargets(
  manifest: ShardManifest,
  pageLang: string,
  bundleUrl: string,
  baseUrl: string,
): MergeTarget[] {
  const first = manifest.shards[0];
  if (!first) return [];
  const own = primaryLanguage(first.languages, pageLang);
  return manifest.shards.flatMap((shard, i) =>
    Object.keys(shard.languages)
      .filter((language) => i > 0 || language !== own)
      .map((language) => ({ bundlePath: new URL(shard.path, bundleUrl).href, language, baseUrl })),
  );
}
