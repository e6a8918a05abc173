/**
 * The English words of the library's writing besides cases: `concept.`/`concepts.`, `article.`/`articles.`, and the
 * transcripts and the podcast. Part of the English table (`en.ts`), which
 * assembles the parts in this order; keys as there.
 */
export const enWriting = {
  // Concepts.
  'concepts.description':
    'The technologies and ideas the cases share: what each is, how it fails, and the cases that show it.',
  'concepts.lede': {
    one: 'The technologies and ideas that the cases share: what each is, how it fails, and the cases that show it. {count} concept, A to Z.',
    other:
      'The technologies and ideas that the cases share: what each is, how it fails, and the cases that show it. {count} concepts, A to Z.',
  },
  'concepts.ledeNone': {
    one: 'The technologies and ideas that the cases share: what each is, how it fails, and the cases that show it. {count} concept, A to Z; {none} of them no case shows yet.',
    other:
      'The technologies and ideas that the cases share: what each is, how it fails, and the cases that show it. {count} concepts, A to Z; {none} of them no case shows yet.',
  },
  'concepts.byInitial': 'Concepts by initial',
  'concepts.noCase': 'no case yet',
  'concept.aliases': 'Also known as: {aliases}',
  'concept.inLibrary': 'In the library',
  'concept.cases': 'Cases that show it',
  'concept.transcript': 'Transcript:',
  'concept.related': 'Related',
  'concept.allRelated': { one: 'All {count} related page', other: 'All {count} related pages' },
  'concept.listingKicker': 'Concept: cases that show it',
  'concept.noCases': 'No case names this concept or its components yet.',

  // Articles.
  'articles.description': 'Analyses and field reports that draw on the cases.',
  'articles.lede': 'Analyses and field reports that draw on the cases, newest first.',
  'article.fieldReport': 'Field report',
  'article.analysis': 'Analysis',
  'article.references': 'References',
  'article.cases': 'Cases it draws on',
  'article.topics': 'Topics',
  'article.this': 'This article',
  'article.published': 'Published {date}',
  'count.references': { one: '{count} reference', other: '{count} references' },

  // Transcripts and the podcast.
  'podcast.title': '{title} podcast',
  'transcripts.description':
    'Conversations made from the concept pages of the library, each with its full transcript.',
  'transcripts.ledePodcast':
    'Short episodes made from the concept pages, each with its full transcript (also as WebVTT and Podcast Index JSON). Subscribe with the {feed}.',
  'transcripts.feedLink': 'podcast feed',
  'transcripts.lede':
    'Conversations written from the concept pages, each as a full transcript (also as WebVTT and Podcast Index JSON). No audio is published yet.',
  'transcripts.withAudio': 'Episode with audio',
  'transcript.kind': 'Transcript',
  'transcript.episode': 'Podcast episode',
  'transcript.madeFrom': 'Made from the concept page {link}.',
  'transcript.download': 'Download the audio',
  'transcript.speakers': 'Speakers',
  'transcript.chapters': 'Chapters',
  'transcript.playFrom': 'Play from {time}',
  'transcript.playFromSpeaker': 'Play from {time}, {speaker}',
  'transcript.estimated': 'Times are estimated from the length of each part.',
  'transcript.downloads': 'Downloads',
  'transcript.vtt': 'Transcript as WebVTT',
  'transcript.json': 'Transcript as Podcast Index JSON',
  'transcript.audio': 'Audio ({file})',
  'transcript.feed': 'Podcast feed (RSS)',
  'listen.title': 'Listen to this page',
  'listen.download': 'Download the episode (MP3, {duration})',
  'listen.note':
    'Two synthetic voices, not a recorded conversation; where they differ, the page is right.',
  'listen.transcript': 'Transcript',
  'listen.captions': 'Captions',
  'listen.more': 'The transcript on its own page, with WebVTT and JSON downloads: {link}',
} as const;
