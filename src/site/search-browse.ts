/**
 * The ways to browse that a search which finds nothing offers (`src/scripts/search-hints.ts`):
 * the index pages of the vocabularies of what failed and why, as the `data-browse` attribute of
 * the search dialog's trigger and of the search page.
 */
import type { VocabularyModel } from '../model/vocabularies.ts';

/** JSON pairs of a path under the site's base and its text, e.g. `[["components/","component"]]`. */
export function searchBrowse(vocabularies: VocabularyModel): string {
  return JSON.stringify(
    (['component', 'root-cause'] as const)
      .map((role) => vocabularies.byRole[role])
      .filter((v) => v !== undefined)
      .map((v) => [`${v.name}/`, v.term]),
  );
}
