/**
 * The English words of the page frame: `frame.` (head, skip link) and `feed.` titles, `nav.` the header, `footer.`,
 * `crumbs.` breadcrumbs, and `redirect.` a merged case's old address. Part of the English table (`en.ts`), which
 * assembles the parts in this order; keys as there.
 */
export const enFrame = {
  // The page frame.
  'frame.skipLink': 'Skip to content',
  'frame.siteFeed': '{title}: recently added cases',
  'frame.titleSeparator': '{page} · {site}',
  'feed.year': '{title}: incidents of {year}',
  'feed.term': '{title}: {vocabulary} {term}',

  // The header.
  'nav.label': 'Main',
  'nav.cases': 'Cases',
  'nav.browse': 'Browse',
  'nav.concepts': 'Concepts',
  'nav.articles': 'Articles',
  'nav.stats': 'Statistics',
  'nav.data': 'Open data',
  'nav.search': 'Search',
  'nav.darkTheme': 'Dark theme',

  // The footer.
  'footer.licences': 'Content: {content}. Code: {code}.',
  'footer.more': 'More',
  'footer.years': 'Years',
  'footer.podcast': 'Podcast',
  'footer.transcripts': 'Transcripts',
  'footer.search': 'Search',
  'footer.data': 'Open data',
  'footer.rss': 'Recently added (RSS)',
  'footer.repository': 'Source repository',
  'footer.reportProblem': 'Report a problem',
  'footer.thisPage': 'this page',

  // Breadcrumbs.
  'crumbs.label': 'Breadcrumb',
  'crumbs.home': 'Home',
  'crumbs.cases': 'Cases',
  'crumbs.byDateAdded': 'By date added',

  // A merged case's old address.
  'redirect.title': '{from} is now {to}',
  'redirect.description': 'Case {from} was merged into {to}.',
  'redirect.text':
    'Case {from} was merged into {link}. Case IDs are never reused, so this address keeps working.',
} as const;
