/**
 * The site's words in German (`locale: 'de'`, also `de-AT`, `de-CH`): every key of the English
 * table (`en.ts`, which says where each is shown), in the same form, with the same placeholders.
 * A placeholder with a capital (`{Noun}`) is the value of `{noun}` with a capital, as German
 * writes nouns. The names of the vocabularies and their terms come from the library's own files.
 * Assembled from the same parts as the English table, in the same order (`de-frame.ts`, ...).
 */
import { deCase } from './de-case.ts';
import { deFrame } from './de-frame.ts';
import { deListings } from './de-listings.ts';
import { deMitigations } from './de-mitigations.ts';
import { deSearch } from './de-search.ts';
import { deTerms } from './de-terms.ts';
import { deWriting } from './de-writing.ts';
import type { StringTable } from './types.ts';

export const de: StringTable = {
  ...deFrame,
  ...deCase,
  ...deListings,
  ...deWriting,
  ...deTerms,
  ...deSearch,
  ...deMitigations,

  // Der MCP-Server (seine Anweisungen an ein Sprachmodell).
  'mcp.instructions':
    '{title}: Vorfälle, jeder aus seiner Nachbetrachtung nacherzählt. Nutze similar_cases mit der Beschreibung eines laufenden Vorfalls, um zu finden, was früher geschah; search_cases für Wörter und Facetten; get_case für Zeitleiste und Quellen eines Falls; list_terms für die Vokabulare; list_mitigations, wo die Bibliothek sie hat, für Maßnahmen, die Vorfälle verhindert hätten (similar_cases und get_case nennen sie auch). Jeder Fall kommt mit der URL seiner Seite.',
};
