/**
 * Die deutschen Wörter für die Seiten nach Begriff und Jahr: die Matrix, die Statistikseite, die Jahre, die Seite eines
 * Begriffs, die Listenseiten und ihre Seitennavigation, und `notFound.`. Teil der deutschen Tabelle (`de.ts`), Schlüssel für
 * Schlüssel wie die englischen (`en-terms.ts`).
 */
import type { enTerms } from './en-terms.ts';
import type { PartTable } from './types.ts';

export const deTerms: PartTable<typeof enTerms> = {
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
};
