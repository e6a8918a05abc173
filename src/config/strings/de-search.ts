/**
 * Die deutschen Wörter für `search.` die Suchseite und der Suchdialog. Teil der deutschen Tabelle (`de.ts`), Schlüssel für
 * Schlüssel wie die englischen (`en-search.ts`).
 */
import type { enSearch } from './en-search.ts';
import type { PartTable } from './types.ts';

export const deSearch: PartTable<typeof enSearch> = {
  // Der Suchdialog und die Suchseite.
  'search.type.case': 'Fall',
  'search.type.concept': 'Konzept',
  'search.type.article': 'Artikel',
  'search.type.fieldReport': 'Erfahrungsbericht',
  'search.type.transcript': 'Abschrift',
  'search.facetType': 'Typ',
  'search.facetYear': 'Jahr',
  'search.facetTypeWord': 'Typ',
  'search.facetYearWord': 'Jahr',
  'search.title': 'Suche',
  'search.description':
    'Alle Fälle, Konzepte, Artikel und Abschriften durchsuchen und nach {facets} filtern.',
  'search.intro': 'Alle Fälle, Konzepte, Artikel und Abschriften durchsuchen; Fälle zuerst.',
  'search.helpSummary': 'Wie Ergebnisse geordnet und gefiltert werden',
  'search.help':
    'Eine Seite, die Ihre Suche nennt, kann als bester Treffer über den Fällen stehen. Fälle, denen ein Wort Ihrer Suche fehlt, folgen denen, die alle Wörter enthalten, und nennen die fehlenden Wörter; Abkürzungen wie k8s oder LB finden auch, wofür sie stehen. Filtern Sie nach {facets}: Jede Zahl sagt, wie viele der aktuellen Ergebnisse diesen Wert haben. Mit leerer Suche führen die Filter jeden passenden Fall auf. Die Adresse dieser Seite enthält Suche und Filter, Sie können sie also teilen, und „Zurück“ macht eine Änderung rückgängig.',
  'search.filters': 'Filter',
  'search.filtersWait':
    'Die Filter erscheinen mit ihren Zahlen, sobald die ersten Ergebnisse da sind.',
  'search.resultsHeading': 'Ergebnisse',
  'search.noScript':
    'Die Suche braucht JavaScript. Stöbern Sie stattdessen nach {ways} oder in {cases}.',
  'search.and': '{list} und {last}',
  'search.dialogLabel': 'Suche',
  'search.inputLabel': 'Suche',
  'search.placeholder': 'Fälle, Konzepte, Artikel, Abschriften durchsuchen',
  'search.close': 'Schließen',
  'search.casesOnly': 'Nur Fälle',
  'search.moreFilters':
    'Nach Typ, Ursache, Komponente, Organisation und Jahr filtern auf der Suchseite',
  'search.results': { one: '{count} Ergebnis', other: '{count} Ergebnisse' },
  'search.resultsFor': {
    one: '{count} Ergebnis für „{term}“',
    other: '{count} Ergebnisse für „{term}“',
  },
  'search.bestMatch': 'Bester Treffer',
  'search.partial': 'Enthält {matched}, nicht {missing}',
  'search.showMore': 'Mehr Ergebnisse zeigen',
  'search.loadFailed': 'Dieses Ergebnis konnte nicht geladen werden; bitte erneut suchen.',
  'search.showingFor': 'Ergebnisse für {query}; stattdessen suchen nach {typed}.',
  'search.didYouMean': 'Meinten Sie {word}?',
  'search.nothing': 'Nichts passt zu „{query}“.',
  'search.nothingFiltered': 'Nichts passt zu „{query}“ mit diesen Filtern.',
  'search.clearFilters': 'Die Filter löschen',
  'search.clearFiltersAfter': ' und alles durchsuchen.',
  'search.fewerWords': 'Versuchen Sie weniger Wörter: {words}.',
  'search.browse': 'Stöbern Sie nach {ways}, oder sehen Sie {cases}.',
  'search.or': ' oder ',
  'search.browseYear': 'Jahr',
  'search.browseCases': 'alle Fälle',
  'search.listSeparator': ', ',
};
