/**
 * Die deutschen Wörter für der Seitenrahmen: `frame.`, `feed.`, `nav.`, `footer.`, `crumbs.` und `redirect.`. Teil der deutschen Tabelle (`de.ts`), Schlüssel für
 * Schlüssel wie die englischen (`en-frame.ts`).
 */
import type { enFrame } from './en-frame.ts';
import type { PartTable } from './types.ts';

export const deFrame: PartTable<typeof enFrame> = {
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
};
