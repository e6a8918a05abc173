/**
 * The site's words in German (`locale: 'de'`, also `de-AT`, `de-CH`): every key of the English
 * table (`en.ts`, which says where each is shown), in the same form, with the same placeholders.
 * A placeholder with a capital (`{Noun}`) is the value of `{noun}` with a capital, as German
 * writes nouns. The names of the vocabularies and their terms come from the library's own files.
 */
import { deMitigations } from './de-mitigations.ts';
import type { StringTable } from './types.ts';

export const de: StringTable = {
  // Der Seitenrahmen.
  'frame.skipLink': 'Zum Inhalt springen',
  'frame.siteFeed': '{title}: zuletzt aufgenommene Fälle',
  'frame.titleSeparator': '{page} · {site}',
  'feed.year': '{title}: Vorfälle aus {year}',
  'feed.term': '{title}: {vocabulary} {term}',

  // Die Kopfzeile.
  'nav.label': 'Hauptnavigation',
  'nav.cases': 'Fälle',
  'nav.browse': 'Stöbern',
  'nav.concepts': 'Konzepte',
  'nav.articles': 'Artikel',
  'nav.stats': 'Statistik',
  'nav.data': 'Offene Daten',
  'nav.search': 'Suche',
  'nav.darkTheme': 'Dunkles Design',

  // Die Fußzeile.
  'footer.licences': 'Inhalte: {content}. Code: {code}.',
  'footer.more': 'Mehr',
  'footer.years': 'Jahre',
  'footer.podcast': 'Podcast',
  'footer.transcripts': 'Abschriften',
  'footer.search': 'Suche',
  'footer.data': 'Offene Daten',
  'footer.rss': 'Neu aufgenommen (RSS)',
  'footer.repository': 'Quell-Repository',
  'footer.reportProblem': 'Fehler melden',
  'footer.thisPage': 'diese Seite',

  // Brotkrumen.
  'crumbs.label': 'Brotkrumen',
  'crumbs.home': 'Startseite',
  'crumbs.cases': 'Fälle',
  'crumbs.byDateAdded': 'Nach Aufnahmedatum',

  // Die alte Adresse eines zusammengeführten Falls.
  'redirect.title': '{from} ist jetzt {to}',
  'redirect.description': 'Fall {from} wurde mit {to} zusammengeführt.',
  'redirect.text':
    'Fall {from} wurde mit {link} zusammengeführt. Fallnummern werden nie neu vergeben, deshalb funktioniert diese Adresse weiter.',

  // Eine Fallseite.
  'case.lasted': 'Dauer {length}',
  'case.brief': 'Auswirkung und Ursachen',
  'case.statedBySource': 'von der Quelle genannt',
  'case.inferredFromSource': 'aus der Quelle erschlossen',
  'case.software': 'Software:',
  'case.concepts': 'Konzepte:',
  'case.timeline': 'Zeitleiste',
  'case.durations': 'Wie lange es dauerte',
  'case.sources': 'Quellen',
  'case.noSources': 'Dieser Fall nennt keine Quellen: Er ist selbst die Aufzeichnung.',
  'case.oneSource':
    'Dieser Fall stützt sich auf eine einzige Quelle, von der keine archivierte Kopie bekannt ist: Wird diese Seite verschoben oder geändert, lässt sich das Gesagte nicht mehr an ihr prüfen.',
  'case.internalSource': 'intern',
  'case.archivedCopy': 'archivierte Kopie',
  'case.archivedCopyOf': ' von „{title}“',
  'case.related': 'Verwandte Fälle',
  'case.referencedBy': 'Verwiesen von',
  'case.cite': 'Diesen Fall zitieren',
  'case.sourceType.official-postmortem': 'offizielle Nachbetrachtung',
  'case.sourceType.status-page': 'Statusseite',
  'case.sourceType.talk': 'Vortrag',
  'case.sourceType.third-party-analysis': 'Analyse Dritter',
  'case.sourceType.news': 'Nachrichten',
  'case.sourceType.documentation': 'Dokumentation',

  // Der Faktenkasten.
  'facts.title': 'Auf einen Blick',
  'facts.started': 'Beginn',
  'facts.reportedAs': 'gemeldet als {time}',
  'facts.lasted': 'Dauer',
  'facts.notReported': 'nicht angegeben',
  'facts.ended': 'Ende {time}',
  'facts.software': 'Software',
  'software.fixedIn': 'behoben in {version}',

  // Der Verlauf und die Zeitleiste.
  'course.title': 'Der Verlauf des Vorfalls',
  'course.atStart': 'zu Beginn',
  'course.started': 'Beginn {time}',
  'course.ticks': '(die dünnen Striche)',
  'course.afterStart': ', {since} nach Beginn',
  'course.mark.start': 'Beginn',
  'course.mark.detected': 'Erkannt',
  'course.mark.mitigated': 'Eingedämmt',
  'course.mark.ended': 'Beendet',
  'course.mark.resolved': 'Behoben',
  'timeline.note':
    'Zeiten in UTC, mit der Zeit seit Beginn des Vorfalls; wo die Quelle eine andere Zeitzone nutzte, folgt ihre eigene Zeit.',
  'timeline.reportedAs': '(gemeldet als {time})',
  'timeline.kind.trigger': 'Auslöser',
  'timeline.kind.detection': 'Erkennung',
  'timeline.kind.escalation': 'Eskalation',
  'timeline.kind.mitigation': 'Eindämmung',
  'timeline.kind.resolution': 'Behebung',
  'timeline.kind.other': 'Sonstiges',
  'time.about': 'etwa {time}',
  'time.withinADay': 'innerhalb eines Tages',
  'time.aboutDays': 'etwa {days} d',
  'time.aboutLength': 'etwa {length}',
  'time.sameDay': 'am selben Tag',
  'time.asTheStart': 'wie der Beginn',
  'time.withinTheHour': 'innerhalb der Stunde',
  'time.ofTheStart': 'nach Beginn',
  'time.start': 'Beginn',
  'time.ofTheIncident': 'des Vorfalls',
  'time.beforeTheStart': 'vor Beginn',
  'time.afterTheStart': 'nach Beginn',
  'time.underMinute': 'unter 1 min',
  'time.underHour': 'unter 1 h',

  // „Wie lange es dauerte“ auf einer Fallseite.
  'durations.detect': 'Zeit bis zur Erkennung',
  'durations.resolve': 'Zeit bis zur Behebung',
  'durations.detectVerb': 'bis zur Erkennung',
  'durations.resolveVerb': 'bis zur Behebung',
  'durations.detectEnd': 'erkannt wurde',
  'durations.resolveEnd': 'endete',
  'durations.measured':
    '{duration}, vom Beginn ({start}) bis er {end} ({endTime}{source}), auf die {precision} genau.',
  'durations.precision.minute': 'Minute',
  'durations.precision.hour': 'Stunde',
  'durations.among':
    'Unter den {count} Fällen mit {term}, auf die {precision} genau{orBetter}: {shorter} brauchten weniger Zeit {verb}, {longer} mehr{same}; ihr Median ist {median}, die mittlere Hälfte {q1} bis {q3}.',
  'durations.orBetter': ' oder genauer',
  'durations.same': ', {same} gleich lang',
  'durations.notMeasured': 'Nicht gemessen: {reason}.',
  'durations.missing.detect.no-time':
    'der Fall nennt keine Zeit der Erkennung, weder in seinen Fakten noch in seiner Zeitleiste',
  'durations.missing.detect.day-precision':
    'Beginn oder Erkennung sind nur auf den Tag oder Monat bekannt',
  'durations.missing.detect.before-start': 'vor dem erfassten Beginn erkannt',
  'durations.missing.resolve.no-time':
    'der Fall nennt keine Zeit, zu der der Vorfall endete oder behoben war, weder in seinen Fakten noch in seiner Zeitleiste',
  'durations.missing.resolve.day-precision':
    'Beginn oder Ende sind nur auf den Tag oder Monat bekannt',
  'durations.missing.resolve.before-start': 'endet vor dem erfassten Beginn',
  'durations.from.incident.start': 'der Beginn des Vorfalls',
  'durations.from.incident.detected': 'der Zeitpunkt der Erkennung',
  'durations.from.incident.end': 'das Ende des Vorfalls',
  'durations.from.incident.resolved': 'der Zeitpunkt der Behebung',
  'durations.from.event': 'das {number}. Ereignis der Zeitleiste',
  'durations.chartTitle': {
    one: '{measure}: {id} unter den Fällen seiner Grundursache',
    other: '{measure}: {id} unter den Fällen seiner Grundursachen',
  },
  'durations.chartUnit': 'Zeit seit Beginn des Vorfalls',
  'durations.chartCaption':
    'Der rote Punkt ist {id}; jeder Kasten umfasst die mittlere Hälfte der minutengenauen Fälle einer Grundursache, seine Linie ihren Median. Die Achse dehnt kurze Dauern.',

  // Diagramme.
  'chart.range': '{from} bis {to}',
  'chart.leftOutTable':
    ' Das Diagramm lässt die {count} ohne verwendbare Zeit aus; die Tabelle führt sie auf.',
  'chart.leftOutList':
    ' Das Diagramm lässt die {count} ohne verwendbare Zeit aus; die Liste oben nennt ihre Zahlen.',
  'chart.tableFold': 'Die Zahlen als Tabelle',
  'chart.largest':
    ' Das Diagramm zeigt die {shown} größten von {total}; die Tabelle führt alle auf.',
  'chart.dataCaption': '{title}: Daten',
  'chart.newCases': 'Neue Fälle',
  'chart.total': 'Gesamt',
  'chart.knownToHour': ' (auf die Stunde genau)',
  'chart.dots':
    'Jeder Punkt ist ein Fall (hohl: nur auf die Stunde genau){sampled}; der Kasten umfasst die mittlere Hälfte der minutengenauen Fälle, die Linie darin ihren Median. Die Zeitachse dehnt kurze Dauern und staucht lange.',
  'chart.sampled':
    '; eine Zeile mit mehr als {max} Fällen zeigt {max} davon, gleichmäßig verteilt von der kürzesten bis zur längsten',
  'chart.measured': {
    one: '{label}: {count} Fall gemessen',
    other: '{label}: {count} Fälle gemessen',
  },
  'chart.knownToMinute': 'Auf die Minute genau',
  'chart.knownToHourOrBetter': 'Auf die Stunde oder genauer',
  'chart.noUsableTime': 'Ohne verwendbare Zeit',
  'chart.minuteCaption': '{title}: minutengenaue Fälle',
  'chart.cases': 'Fälle',
  'chart.median': 'Median',
  'chart.middleHalf': 'Mittlere Hälfte',

  // „Verwiesen von“ und „Verwandte Fälle“.
  'refs.article': 'Artikel',
  'refs.concept': 'Konzept',
  'refs.transcript': 'Folge',
  'refs.and': '{list} und {last}',
  'refs.namesRelated': 'nennt ihn als verwandt',
  'refs.linksTo': 'verlinkt ihn',
  'refs.cites': 'zitiert ihn',
  'related.refersBack': 'verweist zurück: {reasons}',
  'refs.inRelated': {
    one: 'Ein Fall, der auf diesen verweist, steht unter „Verwandte Fälle“, mit der Art des Verweises.',
    other:
      '{count} Fälle, die auf diesen verweisen, stehen unter „Verwandte Fälle“, mit der Art des Verweises.',
  },
  'relation.same-component': 'gleiche Komponente',
  'relation.same-root-cause': 'gleiche Grundursache',
  'relation.same-organisation': 'gleiche Organisation',
  'relation.follow-up-of': 'Folge von',
  'relation.contrasts-with': 'Gegensatz zu',
  'relation.similar-failure': 'ähnlicher Ausfall',
  'related.shares': 'teilt {list}',

  // „Diesen Fall zitieren“.
  'cite.citation': '{author}. „{id}: {title}.“ {library}, zuletzt aktualisiert {date}. {url}',
  'cite.stable':
    'Die URL ist dauerhaft: Fallnummern werden nie neu vergeben, und ein zusammengeführter Fall leitet auf den anderen weiter.',
  'cite.csl': 'CSL-JSON (Zotero, Pandoc) aller Fälle: {link}.',
  'cite.bibtex': 'BibTeX',
  'cite.bibtexNote': 'Fall {id} in der {library}',

  // Das Ende einer Seite.
  'meta.lastUpdated': 'Zuletzt aktualisiert {date}{source}.',
  'meta.fromGit': ' (aus der Git-Historie)',
  'meta.fromEditors': ' (von der Redaktion gesetzt)',
  'meta.reviewed':
    'In die Bibliothek aufgenommen {added}; zuletzt mit den Quellen abgeglichen {reviewed}.',
  'meta.edit': 'Diese Seite bearbeiten',
  'meta.history': 'Verlauf',
  'meta.report': 'Fehler melden',
  'meta.problemTitle': 'Fehler auf: {title}',
  'prevNext.label': 'Neuere und ältere Vorfälle',
  'prevNext.newer': 'Neuerer Vorfall',
  'prevNext.older': 'Älterer Vorfall',
  'toc.title': 'Auf dieser Seite',

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

  // Konzepte.
  'concepts.description':
    'Die Technologien und Ideen, die die Fälle teilen: was sie sind, wie sie ausfallen, und die Fälle, die es zeigen.',
  'concepts.lede': {
    one: 'Die Technologien und Ideen, die die Fälle teilen: was sie sind, wie sie ausfallen, und die Fälle, die es zeigen. {count} Konzept, von A bis Z.',
    other:
      'Die Technologien und Ideen, die die Fälle teilen: was sie sind, wie sie ausfallen, und die Fälle, die es zeigen. {count} Konzepte, von A bis Z.',
  },
  'concepts.ledeNone': {
    one: 'Die Technologien und Ideen, die die Fälle teilen: was sie sind, wie sie ausfallen, und die Fälle, die es zeigen. {count} Konzept, von A bis Z; {none} davon zeigt noch kein Fall.',
    other:
      'Die Technologien und Ideen, die die Fälle teilen: was sie sind, wie sie ausfallen, und die Fälle, die es zeigen. {count} Konzepte, von A bis Z; {none} davon zeigt noch kein Fall.',
  },
  'concepts.byInitial': 'Konzepte nach Anfangsbuchstabe',
  'concepts.noCase': 'noch kein Fall',
  'concept.aliases': 'Auch bekannt als: {aliases}',
  'concept.inLibrary': 'In der Bibliothek',
  'concept.cases': 'Fälle, die es zeigen',
  'concept.transcript': 'Abschrift:',
  'concept.related': 'Verwandt',
  'concept.allRelated': {
    one: 'Die eine verwandte Seite',
    other: 'Alle {count} verwandten Seiten',
  },
  'concept.listingKicker': 'Konzept: Fälle, die es zeigen',
  'concept.noCases': 'Noch kein Fall nennt dieses Konzept oder seine Komponenten.',

  // Artikel.
  'articles.description': 'Analysen und Erfahrungsberichte, die auf den Fällen aufbauen.',
  'articles.lede': 'Analysen und Erfahrungsberichte, die auf den Fällen aufbauen, neueste zuerst.',
  'article.fieldReport': 'Erfahrungsbericht',
  'article.analysis': 'Analyse',
  'article.references': 'Literatur',
  'article.cases': 'Fälle, auf denen er aufbaut',
  'article.topics': 'Themen',
  'article.this': 'Dieser Artikel',
  'article.published': 'Veröffentlicht {date}',
  'count.references': { one: '{count} Quelle', other: '{count} Quellen' },

  // Abschriften und der Podcast.
  'podcast.title': '{title} – Podcast',
  'transcripts.description':
    'Gespräche aus den Konzeptseiten der Bibliothek, jedes mit seiner vollständigen Abschrift.',
  'transcripts.ledePodcast':
    'Kurze Folgen aus den Konzeptseiten, jede mit ihrer vollständigen Abschrift (auch als WebVTT und Podcast-Index-JSON). Abonnieren Sie den {feed}.',
  'transcripts.feedLink': 'Podcast-Feed',
  'transcripts.lede':
    'Gespräche, geschrieben aus den Konzeptseiten, jedes als vollständige Abschrift (auch als WebVTT und Podcast-Index-JSON). Noch ist kein Ton veröffentlicht.',
  'transcripts.withAudio': 'Folge mit Ton',
  'transcript.kind': 'Abschrift',
  'transcript.episode': 'Podcast-Folge',
  'transcript.madeFrom': 'Gemacht aus der Konzeptseite {link}.',
  'transcript.download': 'Den Ton herunterladen',
  'transcript.speakers': 'Sprecher',
  'transcript.chapters': 'Kapitel',
  'transcript.playFrom': 'Abspielen ab {time}',
  'transcript.playFromSpeaker': 'Abspielen ab {time}, {speaker}',
  'transcript.estimated': 'Die Zeiten sind aus der Länge der Teile geschätzt.',
  'transcript.downloads': 'Downloads',
  'transcript.vtt': 'Abschrift als WebVTT',
  'transcript.json': 'Abschrift als Podcast-Index-JSON',
  'transcript.audio': 'Ton ({file})',
  'transcript.feed': 'Podcast-Feed (RSS)',
  'listen.title': 'Diese Seite anhören',
  'listen.download': 'Die Folge herunterladen (MP3, {duration})',
  'listen.note':
    'Zwei synthetische Stimmen, kein aufgezeichnetes Gespräch; wo sie abweichen, hat die Seite recht.',
  'listen.transcript': 'Abschrift',
  'listen.captions': 'Untertitel',
  'listen.more': 'Die Abschrift auf ihrer eigenen Seite, mit WebVTT- und JSON-Downloads: {link}',

  // Die Matrix.
  'matrix.title': '{rows} nach {Col}',
  'matrix.description':
    'Eine Matrix der Fälle der Bibliothek: jede {Row} nach jeder {Col}, jede Zelle die Zahl der Fälle, die beide nennen.',
  'matrix.kicker': 'Matrix',
  'matrix.lede':
    'Jede Zelle ist die Zahl der Fälle, die sowohl die {Row} als auch die {Col} nennen; sie verlinkt diese Fälle in der Falltabelle. Die Tönung einer Zelle ist ihr Anteil an den Fällen der {Row}; eine gestrichelte Zelle enthält Fälle, deren {Col} wir erschließen, statt dass die Organisation sie nennt. {rowCount} in {groups}, {colCount}, {cells}. Ein Fall mit zwei {colsPlural} zählt unter beiden.',
  'matrix.note':
    'Die Tabelle scrollt in ihrem eigenen Rahmen; ihre Überschriften und die Spalte {Row} bleiben im Blick.',
  'matrix.caption': 'Fälle nach {Row} (Zeilen, nach Art gruppiert) und {Col} (Spalten)',
  'matrix.cellLabel': '{cases} ({split}; {share} % der Zeile): {row}, {col}',
  'matrix.split': '{stated} genannt, {inferred} erschlossen',
  'matrix.colCount': '{count} ({stated} genannt)',
  'count.groups': { one: '{count} Gruppe', other: '{count} Gruppen' },
  'count.filledCells': { one: '{count} gefüllte Zelle', other: '{count} gefüllte Zellen' },

  // Die Statistikseite.
  'stats.description':
    'Fälle pro Jahr, Grundursache, Komponente und Organisation; wie lange Erkennung und Behebung dauerten; Faktoren, die zusammen auftreten. Diagramme und Tabellen.',
  'stats.lede':
    'Ein Fall zählt einmal unter jedem Begriff, den er nennt: Ein Fall mit zwei Grundursachen zählt unter beiden, daher können die Balken eines Diagramms zusammen mehr ergeben als die Zahl der Fälle. Jeder Balken verlinkt seine Seite; jede Tabelle enthält dieselben Zahlen.',
  'stats.perTerm': 'Pro {Term}',
  'stats.casesPer': 'Fälle pro {Term}',
  'stats.chartCaption.root-cause': '{title}, von der Quelle genannt oder aus ihr erschlossen.',
  'stats.chartCaption.component':
    'Die Technologien und Teile von Systemen, die die Fälle betreffen.',
  'stats.chartCaption.organisation': 'Wessen Vorfälle die Bibliothek enthält.',
  'stats.chartCaption.contributing-factor':
    'Umstände, die Vorfälle möglich, größer oder länger machten.',
  'stats.measureBy': '{measure} nach {Term}',
  'stats.everyTermCaption':
    '{Term}: jeder Begriff, den ein Fall nennt; ein Fall mit zweien zählt unter beiden.',
  'stats.topTermsCaption': 'Die {count} {Plural} mit den meisten Fällen.',
  'stats.perYear': 'Pro Jahr',
  'stats.perYearHeading': 'Fälle pro Jahr',
  'stats.unitCases': 'Zahl der Fälle',
  'stats.yearsTitle': 'Fälle pro Jahr des Beginns',
  'stats.yearsCaption': 'Fälle nach dem Jahr, in dem der Vorfall begann, wie die Quelle es meldet.',
  'stats.totalTitle': 'Fälle in der Bibliothek, laufende Summe nach Jahr',
  'stats.totalCaption': 'Wie viele Fälle der Bibliothek bis zum Ende jedes Jahres begonnen hatten.',
  'stats.durations': 'Wie lange Vorfälle dauerten',
  'stats.detectWords': 'Zeit bis zur Erkennung',
  'stats.resolveWords': 'Zeit bis zur Behebung',
  'stats.durationsText':
    'Die {detect} reicht vom Beginn des Vorfalls bis die Organisation ihn bemerkte (die Zeit, die der Fall für seine Erkennung nennt, sonst das erste Erkennungsereignis seiner Zeitleiste); die {resolve} vom Beginn bis die Auswirkung endete (das Ende des Vorfalls, sonst seine Behebung, sonst das letzte Behebungsereignis der Zeitleiste). Eine Dauer ist nur so genau wie ihre gröbere Zeit: Sind beide auf die Minute bekannt, zählt sie in der Minutenstatistik; ist eine nur auf die Stunde bekannt, in der Stundenstatistik (in ganzen Stunden, mit jeder minutengenauen Dauer); eine nur auf den Tag bekannte Zeit zählt in keiner. Die Dauern von Vorfällen sind langschwänzig, wenige dauern Tage, wo die meisten eine Stunde dauern, daher nennt diese Seite Mediane und die mittlere Hälfte der Fälle (erstes bis drittes Quartil), nie einen Mittelwert.',
  'stats.summaryCaption': 'Dauern über die ganze Bibliothek',
  'stats.measure': 'Maß',
  'stats.noTimeHeading': 'Fälle ohne verwendbare Zeit, und warum',
  'stats.missingCaption': 'Fälle ohne verwendbare Dauer, nach Grund',
  'stats.reason': 'Grund',
  'stats.allMissing': 'Alle ohne verwendbare Zeit',
  'stats.noTimeText':
    '„Keine Zeit angegeben“: Für die Erkennung nennt der Fall weder eine Zeit der Erkennung noch ein Erkennungsereignis in seiner Zeitleiste; für das Ende weder, wann der Vorfall endete oder behoben war, noch ein Behebungsereignis. Viele Quellen nennen Beginn und Ende eines Vorfalls, aber nicht, wann er bemerkt wurde.',
  'stats.durationUnit': 'Zeit seit Beginn des Vorfalls, ein Punkt pro Fall',
  'stats.pairs': 'Faktoren, die zusammen auftreten',
  'stats.pairsText':
    'Begünstigende Faktoren, die in denselben Fällen genannt werden, Paare aus zwei oder mehr Fällen, die häufigsten zuerst{singles}. Die Seite jedes Faktors nennt, womit er oft zusammen auftritt.',
  'stats.pairsSingles': {
    one: '; {count} weiteres Paar teilt je einen Fall',
    other: '; {count} weitere Paare teilen je einen Fall',
  },
  'stats.pairsCaption': 'Gemeinsam genannte begünstigende Faktoren',
  'stats.factor': 'Faktor',
  'stats.seenWith': 'Zusammen mit',
  'stats.which': 'Welche',
  'stats.noPairs': 'Noch teilen keine zwei begünstigenden Faktoren mehr als einen Fall.',
  'durations.reason.no-time': 'Keine Zeit angegeben',
  'durations.reason.day-precision': 'Eine Zeit nur auf den Tag oder Monat genau',
  'durations.reason.before-start': 'Vor dem erfassten Beginn',

  // Die Jahre.
  'years.title': 'Jahre',
  'years.description': 'Die Fälle der Bibliothek nach dem Jahr, in dem der Vorfall begann.',
  'years.lede': {
    one: 'Fälle nach dem Jahr, in dem der Vorfall begann, wie die Quelle es meldet: {count} Jahr, neuestes zuerst.',
    other:
      'Fälle nach dem Jahr, in dem der Vorfall begann, wie die Quelle es meldet: {count} Jahre, neueste zuerst.',
  },
  'year.title': 'Vorfälle aus {year}',
  'year.kicker': 'Jahr',
  'year.description': {
    one: 'Der eine Fall der Bibliothek, der {year} begann.',
    other: 'Die {count} Fälle der Bibliothek, die {year} begannen.',
  },
  'year.feedTitle': 'Vorfälle aus {year}: neue Fälle',
  'year.lede': {
    one: '{count} Fall begann {year}.',
    other: '{count} Fälle begannen {year}, neueste zuerst.',
  },
  'year.feedLink': 'RSS-Feed der Fälle aus {year}',
  'year.others': 'Andere Jahre',

  // Die Seite eines Begriffs.
  'term.title': '{term} ({Vocabulary})',
  'term.feedTitle': '{vocabulary} {term}: neue Fälle',
  'term.conceptPage': 'Konzeptseite: {link}',
  'term.feedLink': 'RSS-Feed der Fälle mit {term}',
  'term.cases': {
    one: '{count} Fall: {label}.',
    other: '{count} Fälle {verb} {label}.',
  },
  'term.casesNone': 'Keine Fälle: {label}.',

  // „Was Teams danach änderten“ auf der Seite eines Begriffs.
  'changed.title': 'Was Teams danach änderten',
  'changed.checklistTitle': 'Was Teams nach Vorfällen mit {label} änderten',
  'changed.otherCases': 'Andere Fälle',
  'changed.summary':
    '{actionItems} und {lessons} aus {cases}, in den eigenen Abschnitten der Fälle{grouped}. Jeder Eintrag verlinkt den Abschnitt des Falls, aus dem er stammt.',
  'changed.grouped': ', gruppiert nach {factorTitle}, die zwei oder mehr von ihnen teilen',
  'changed.newest':
    ' Dies sind die {shown} neuesten der {total} Fälle mit Maßnahmen oder Lehren; jede Maßnahme der Bibliothek steht in {csv} und {json}.',
  'changed.whatChanged': 'Was sie änderten',
  'changed.whatLearned': 'Was sie lernten',
  'changed.actionItems': 'Maßnahmen',
  'changed.lessons': 'Lehren',
  'changed.checklist': 'Die Maßnahmen als Markdown-Checkliste',
  'changed.checklistNote':
    'Markieren Sie den Text, um ihn in ein Ticket, ein Runbook oder einen Pull-Request zu kopieren.',
  'count.actionItems': { one: '{count} Maßnahme', other: '{count} Maßnahmen' },
  'count.lessons': { one: '{count} Lehre', other: '{count} Lehren' },

  // Listenseiten und ihre Seitennavigation.
  'listing.description': 'Fälle {from} bis {to} der {total} zu {title}, neueste zuerst.',
  'listing.page': 'Seite {page}',
  'listing.lede': 'Fälle {from} bis {to} von {total}, neueste zuerst; Seite {page} von {last}.',
  'listing.pagesOf': 'Seiten zu {title}',
  'listing.more':
    'Die {shown} neuesten von {total}; {others}, neueste zuerst, in kurzen Zeilen {pages}.',
  'listing.others': 'die übrigen {count}',
  'listing.onPage2': 'auf Seite 2',
  'listing.onPages': 'auf den Seiten 2 bis {last}',
  'pager.label': 'Seiten',
  'pager.previous': 'Zurück',
  'pager.next': 'Weiter',
  'pager.pageAfter': ' Seite',
  'pager.pageBefore': 'Seite ',
  'aside.browse': { one: '{count} Fall durchsuchen nach', other: '{count} Fälle durchsuchen nach' },
  'aside.podcastFeed': 'Podcast-Feed',
  'aside.data': 'Offene Daten: JSON, CSV, Schemas',
  'seenWith.title': 'Oft zusammen mit',
  'seenWith.often':
    '{Factors}, die in zwei oder mehr Fällen zusammen mit {label} genannt werden, die häufigsten zuerst.',
  'seenWith.once':
    '{Factors}, die zusammen mit {label} genannt werden; keiner teilt mehr als einen Fall mit ihm, die häufigsten zuerst.',
  'seenWith.andMore': ' und {count} weitere',
  'seenWith.more': {
    one: '{count} weiterer Faktor tritt nur in einem Fall mit ihm auf.',
    other: '{count} weitere Faktoren treten nur in einem Fall mit ihm auf.',
  },
  'table.scrolls': {
    one: '{count} Zeile; die Tabelle scrollt.',
    other: '{count} Zeilen; die Tabelle scrollt.',
  },

  // Die Seite für eine Adresse, die keine hat.
  'notFound.kicker': 'Fehler 404',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.text':
    'Unter dieser Adresse gibt es keine Seite. Fallnummern ändern sich nie; ein Fall kann mit einem anderen zusammengeführt worden sein, dann führt seine alte Adresse dorthin.',
  'notFound.home': 'Startseite',
  'notFound.allCases': 'Alle Fälle',
  'notFound.browse': 'Stöbern',

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

  // Maßnahmen (`de-mitigations.ts`).
  ...deMitigations,

  // Der MCP-Server (seine Anweisungen an ein Sprachmodell).
  'mcp.instructions':
    '{title}: Vorfälle, jeder aus seiner Nachbetrachtung nacherzählt. Nutze similar_cases mit der Beschreibung eines laufenden Vorfalls, um zu finden, was früher geschah; search_cases für Wörter und Facetten; get_case für Zeitleiste und Quellen eines Falls; list_terms für die Vokabulare; list_mitigations, wo die Bibliothek sie hat, für Maßnahmen, die Vorfälle verhindert hätten (similar_cases und get_case nennen sie auch). Jeder Fall kommt mit der URL seiner Seite.',
};
