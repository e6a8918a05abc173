/**
 * Die deutschen Wörter für eine Fallseite und ihre Teile: `case.`, `facts.`, `course.`, `timeline.`, `durations.`,
 * `chart.`, `related.`, `cite.` und `meta.`. Teil der deutschen Tabelle (`de.ts`), Schlüssel für
 * Schlüssel wie die englischen (`en-case.ts`).
 */
import type { enCase } from './en-case.ts';
import type { PartTable } from './types.ts';

export const deCase: PartTable<typeof enCase> = {
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
};
