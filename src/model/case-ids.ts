/**
 * Case IDs across files: unique across letter case and Unicode normalisation, and never reused
 * by an alias (an alias is an old ID that now redirects to the case holding it).
 */
import type { FactEntry } from './entry-facts.ts';

/** A key under which IDs that differ only in letter case or Unicode normalisation collide. */
export function identityKey(id: string): string {
  // Normalising is costly and only changes non-ASCII text.
  return (/[^\x00-\x7f]/.test(id) ? id.normalize('NFKC') : id).toLowerCase();
}

/**
 * The problems with the IDs and aliases of the valid cases, each reported through `at` (file,
 * field path, message, hint).
 */
export function checkCaseIds(
  cases: readonly FactEntry[],
  at: (file: string, path: PropertyKey[], message: string, hint?: string) => void,
): void {
  // IDs: unique across letter case and normalisation; aliases never reuse a live ID.
  const seen = new Map<string, FactEntry>();
  for (const e of cases) {
    if (e.facts.caseId === undefined) continue;
    const k = identityKey(e.facts.caseId);
    const prev = seen.get(k);
    if (prev)
      at(
        e.file,
        ['id'],
        `duplicate case ID "${e.facts.caseId}": ${prev.file} already uses it`,
        'take the next free ID (`npm run new:case` picks one)',
      );
    else seen.set(k, e);
  }
  // An alias is an old ID that now redirects here: never this case's own ID (the page would
  // redirect to itself), never another live case's, and held by one case only.
  const aliasHolder = new Map<string, { e: FactEntry; a: string }>();
  for (const e of cases) {
    (e.facts.aliases ?? []).forEach((a, i) => {
      const owner = seen.get(identityKey(a));
      const held = aliasHolder.get(identityKey(a));
      if (owner === e || identityKey(a) === identityKey(e.facts.caseId ?? ''))
        at(
          e.file,
          ['aliases', i],
          `alias "${a}" is this case's own ID: its page would redirect to itself`,
          'remove it: aliases are the old IDs of cases merged into this one',
        );
      else if (owner)
        at(
          e.file,
          ['aliases', i],
          `alias "${a}" is the ID of ${owner.facts.draft ? 'a draft case' : 'a live case'} (${owner.file}); IDs are never reused`,
          'remove the alias, or merge that case into this one first',
        );
      else if (held && held.e !== e)
        at(
          e.file,
          ['aliases', i],
          `alias "${a}" is also an alias of ${held.e.facts.caseId} (${held.e.file}): an old ID can redirect to one case only`,
          `keep it on the case ${a} was merged into, and remove it here or there`,
        );
      else if (!held) aliasHolder.set(identityKey(a), { e, a });
    });
  }
}
