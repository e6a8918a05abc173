/**
 * Synonyms from the library itself, for search: `/search-aliases.json`
 * (src/routes/search-aliases.json.ts), built from the vocabularies' term `aliases`
 * (content/taxonomies/*.yaml) and the abbreviations among concepts' `aliases`. A query word or
 * phrase that is an alias also searches what it stands for (src/site/search-units.ts,
 * `queryUnits`): `k8s` → `kubernetes`, `LB` → `load balancer`, `config push` → `configuration
 * change`, `config rollout`, `configuration deploy`...
 *
 * What an alias stands for:
 * - a term's alias: the term's name (its label without a closing parenthesis and cut before
 *   " and " or a comma: "Load balancer and request routing" → "Load balancer") and the term's other
 *   aliases that are words rather than abbreviations (`isAbbreviation`), so a term's aliases
 *   together name every way its cases say it;
 * - a concept's alias, only when it is an abbreviation (`ASG`, `EBS`, `k8s`): the concept's
 *   name. A concept's longer aliases are related topics ("rollback" on the deployment pipeline),
 *   not synonyms, and widening a query with them would bury its answer;
 * - a member of a group of `synonyms` (by default the practitioner words of
 *   src/site/search-synonyms.ts: `timeout`, "timed out"): every other member of its group.
 *
 * Pure.
 */
import { aliasKey, queryWords, type SearchAliases } from './search-query.ts';
import { PRACTITIONER_SYNONYMS } from './search-synonyms.ts';

/**
 * A short name of a term or concept to search for: `label` without a closing parenthesis, cut
 * before " and " or a comma ("TLS certificates and PKI" → "TLS certificates").
 */
export function searchName(label: string): string {
  return label
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(/,| and | & /)[0]
    .trim();
}

/**
 * Whether `alias` is an abbreviation rather than a word: one token that is in capitals (`LB`,
 * `EBS`), holds a digit (`k8s`, `S3`), or has at most four letters (`kube`, `cert`).
 */
export function isAbbreviation(alias: string): boolean {
  const a = alias.trim();
  if (/\s/.test(a)) return false;
  return /\d/.test(a) || (/\p{Lu}/u.test(a) && a === a.toUpperCase()) || a.length <= 4;
}

/** A vocabulary term or concept as the builder reads it. */
export interface AliasSource {
  /** The term's label or the concept's title. */
  name: string;
  aliases?: readonly string[];
  /** `term`: every alias counts, its word aliases are synonyms too; `concept`: only abbreviations. */
  kind: 'term' | 'concept';
}

/**
 * The alias map: each alias key (`aliasKey`: lower-case words without stop words) to the queries
 * it also searches, sorted, duplicates once, keys in code-unit order (the file is the same on
 * every machine). An alias whose key is the name itself, or empty, is left out.
 */
export function buildSearchAliases(
  sources: Iterable<AliasSource>,
  synonyms: readonly (readonly string[])[] = PRACTITIONER_SYNONYMS,
): SearchAliases {
  const out = new Map<string, Set<string>>();
  // A synonym is searched as written, stop words kept: "out of memory" is a phrase.
  for (const group of synonyms) {
    const members = group.map((m) => ({ key: aliasKey(m), query: queryWords(m).join(' ') }));
    for (const { key } of members) {
      if (!key) continue;
      const set = out.get(key) ?? new Set<string>();
      for (const other of members) if (other.key !== key) set.add(other.query);
      out.set(key, set);
    }
  }
  for (const s of sources) {
    const name = aliasKey(searchName(s.name));
    const aliases = (s.aliases ?? []).filter((a) => s.kind === 'term' || isAbbreviation(a));
    const synonyms = s.kind === 'term' ? aliases.filter((a) => !isAbbreviation(a)) : [];
    for (const alias of aliases) {
      const key = aliasKey(alias);
      if (!key || key === name) continue;
      const also = [name, ...synonyms.map(aliasKey)].filter((x) => x && x !== key);
      if (!also.length) continue;
      const set = out.get(key) ?? new Set<string>();
      for (const x of also) set.add(x);
      out.set(key, set);
    }
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return Object.fromEntries(
    [...out].sort((a, b) => cmp(a[0], b[0])).map(([k, v]) => [k, [...v].sort(cmp)]),
  );
}
