/**
 * Die deutschen Wörter für die Texte der Bibliothek neben den Fällen: Konzepte, Artikel, Abschriften und der Podcast. Teil der deutschen Tabelle (`de.ts`), Schlüssel für
 * Schlüssel wie die englischen (`en-writing.ts`).
 */
import type { enWriting } from './en-writing.ts';
import type { PartTable } from './types.ts';

export const deWriting: PartTable<typeof enWriting> = {
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
};
