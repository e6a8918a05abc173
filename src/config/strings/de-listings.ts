/**
 * Die deutschen Wörter für die Seiten, die Fälle auflisten: `card.`, `home.`, `count.`, `cases.`, `vocabulary.`, `browse.`. Teil der deutschen Tabelle (`de.ts`), Schlüssel für
 * Schlüssel wie die englischen (`en-listings.ts`).
 */
import type { enListings } from './en-listings.ts';
import type { PartTable } from './types.ts';

export const deListings: PartTable<typeof enListings> = {
  // Eine Fallkarte.
  'card.glance': 'Auf einen Blick',
  'card.lasted': 'Dauer ',

  // Die Startseite.
  'home.tagline': 'Fälle: {cases} · {OrganisationNouns}: {organisations} · verknüpft nach {terms}.',
  'home.taglineNoOrganisations': 'Fälle: {cases} · verknüpft nach {terms}.',
  'home.taglineNoFacets': 'Fälle: {cases} · {OrganisationNouns}: {organisations}.',
  'home.taglineBare': 'Fälle: {cases}.',
  'list.and': '{list} und {last}',
  'home.searchLabel': 'Die Bibliothek durchsuchen',
  'home.searchButton': 'Suchen',
  'home.latest': 'Neueste Vorfälle',
  'home.latestNote': 'Nach dem Zeitpunkt des Vorfalls.',
  'home.recentlyAdded': 'Zuletzt aufgenommen',
  'home.allCases': { one: 'Der eine Fall', other: 'Alle {count} Fälle' },
  'home.notable': 'Am meisten verwiesen',
  'home.notableNote':
    'Die Fälle, auf die andere Fälle, Konzepte und Artikel am häufigsten verweisen.',
  'home.browse': 'Stöbern',
  'home.everyWayIn': 'Alle Zugänge',
  'home.browseBy': 'Nach {Noun}',
  'home.allTerms': { one: '{count} {Noun}', other: 'Alle {count} {Nouns}' },
  'home.byYear': 'Nach Jahr',
  'home.allYears': { one: 'Das eine Jahr', other: 'Alle {count} Jahre' },
  'home.glance': 'Die Bibliothek auf einen Blick',
  'home.tileCases': { one: 'Fall', other: 'Fälle' },
  'home.tileTerms': '{Nouns}',
  'home.tileConcepts': { one: 'Konzept', other: 'Konzepte' },
  'home.follow': 'Folgen und weiterverwenden',
  'home.rss': 'Zuletzt aufgenommene Fälle (RSS)',
  'home.rssNote': '{link}; jede Begriffs- und Jahresseite hat einen eigenen Feed.',
  'home.podcast': 'Podcast',
  'home.podcastNote': '{link}: Folgen, gemacht aus den Konzeptseiten.',
  'home.data': 'Offene Daten',
  'home.dataNote': '{link}: alle Fälle als JSON und CSV unter {licence}.',
  'home.articles': 'Artikel',
  'home.articlesNote': '{link}, die auf den Fällen aufbauen.',
  'spark.caption': 'Fälle pro Jahr, {first} bis {last}; die meisten {peak} ({count}).',
  'spark.allStats': ' Alle Statistiken',

  // Zählungen.
  'count.cases': { one: '{count} Fall', other: '{count} Fälle' },
  'count.timelineEvents': {
    one: '{count} Ereignis der Zeitleiste',
    other: '{count} Ereignisse der Zeitleiste',
  },

  // Das Fallverzeichnis und seine Tabelle.
  'cases.title': 'Fälle',
  'cases.titleAdded': 'Fälle nach Aufnahmedatum',
  'cases.byIncidentDate': 'Nach Datum des Vorfalls',
  'cases.newestFirst': 'neueste Vorfälle zuerst',
  'cases.addedFirst': 'zuletzt aufgenommene zuerst',
  'cases.description': 'Alle Fälle der Bibliothek, {order}.',
  'cases.lede':
    'Alle Vorfälle der Bibliothek, mit ihrer Auswirkung, ihrer Dauer und ihren Grundursachen.',
  'cases.matrixNote': ' Die {matrix} zeigt sie nach Komponente und Grundursache.',
  'cases.matrixLink': 'Matrix',
  'cases.order': 'Reihenfolge',
  'cases.statusPaged':
    '{from} bis {to} von {total}, {order}; Seite {page} von {last}. Sortieren und Filtern gelten für diese Seite.',
  'cases.status': {
    one: '{count} Fall, {order}. Sortieren Sie nach jeder Spalte über ihre Überschrift; filtern Sie nach Wörtern, Grundursache oder Komponente.',
    other:
      '{count} Fälle, {order}. Sortieren Sie nach jeder Spalte über ihre Überschrift; filtern Sie nach Wörtern, Grundursache oder Komponente.',
  },
  'cases.caption': 'Fälle {from} bis {to} von {total}, {order}',
  'cases.pagerLabel': 'Seiten der Fälle, {order}',
  'listing.pageTitle': '{title}, Seite {page}',
  'caseTable.filter': 'Filter',
  'caseTable.words': 'Wörter in der Zeile',
  'caseTable.any': 'Alle',
  'caseTable.count': { one: '{count} Fall', other: '{count} Fälle' },
  'caseTable.countOf': { one: '{count} Fall von {total}', other: '{count} Fälle von {total}' },
  'caseTable.title': 'Titel',
  'caseTable.started': 'Beginn',
  'caseTable.lasted': 'Dauer',
  'caseTable.added': 'Aufgenommen',
  'caseTable.notGiven': 'nicht angegeben',

  // Die Übersicht eines Vokabulars.
  'vocabulary.kicker': 'Vokabular',
  'vocabulary.description': '{intro} {terms} mit Fällen.',
  'vocabulary.lede': {
    one: '{count} Begriff nennt mindestens einen Fall.',
    other: '{count} Begriffe nennen mindestens einen Fall.',
  },
  'vocabulary.ledeGroups': {
    one: '{count} Begriff nennt mindestens einen Fall, in {groups} Gruppen.',
    other: '{count} Begriffe nennen mindestens einen Fall, in {groups} Gruppen.',
  },
  'vocabulary.casesWord': { one: 'Fall', other: 'Fälle' },
  'vocabulary.unused': 'Noch kein Fall nennt diese:',
  'vocabulary.groups': 'Gruppen',
  'vocabulary.other': 'Sonstige',
  'count.terms': { one: '{count} Begriff', other: '{count} Begriffe' },

  // Die Seite „Stöbern“.
  'browse.description':
    'Die Fälle der Bibliothek nach Komponente, Grundursache, begünstigendem Faktor, Organisation, Auswirkung und Jahr.',
  'browse.lede':
    'Jeder Fall ist mit Begriffen aus gemeinsamen Vokabularen versehen, damit sich Fälle über Organisationen hinweg vergleichen lassen. Wählen Sie einen Zugang; die Seite jedes Begriffs führt seine Fälle auf.',
  'browse.withMatrix':
    'Die {matrix} zeigt alle auf einmal, und die {table} sortiert und filtert sie.',
  'browse.withoutMatrix': 'Die {table} sortiert und filtert sie.',
  'browse.matrixLink': 'Matrix der Komponenten nach Grundursache',
  'browse.tableLink': 'Falltabelle',
  'browse.allTerms': 'Alle {count} {Plural}',
  'browse.yearsNote': 'Fälle nach dem Jahr, in dem der Vorfall begann.',
};
