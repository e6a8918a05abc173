/**
 * What practitioners write for the same thing, for search: each group is a set of words or
 * phrases that find each other (`timeout` finds "timed out", `oom` finds "out of memory"). These
 * are not the library's vocabulary (that is its terms' `aliases`, content/taxonomies/*.yaml) but
 * the way incident write-ups phrase things in English whatever the library: a form of a verb
 * that shares no start with the noun (Pagefind matches word starts only), an abbreviation every
 * operator knows, an identifier written with or without its hyphen. Keep the list short: every
 * member of a group also searches every other, so a loose pair (`upgrade`/`update`) would widen
 * each query it is in.
 *
 * Merged into `/search-aliases.json` by `buildSearchAliases` (src/site/search-aliases.ts).
 */
export const PRACTITIONER_SYNONYMS: readonly (readonly string[])[] = [
  ['timeout', 'timed out'],
  ['patch', 'update'],
  ['oom', 'out of memory', 'oomkilled'],
  ['dst', 'daylight saving time', 'daylight saving'],
  ['allreduce', 'all-reduce'],
];
