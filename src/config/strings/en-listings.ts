/**
 * The English words of the pages that list cases: `card.` a case card, `home.`, `count.` counts of things, `cases.` the
 * case index and its table, `vocabulary.` a vocabulary's index page, `browse.`. Part of the English table (`en.ts`), which
 * assembles the parts in this order; keys as there.
 */
export const enListings = {
  // A case card.
  'card.glance': 'At a glance',
  'card.lasted': 'Lasted ',

  // The home page.
  'home.tagline':
    '{cases} incidents from {organisations} {organisationNouns}, cross-linked by {terms}.',
  'home.taglineNoOrganisations': '{cases} incidents, cross-linked by {terms}.',
  'home.taglineNoFacets': '{cases} incidents from {organisations} {organisationNouns}.',
  'home.taglineBare': '{cases} incidents.',
  'list.and': '{list} and {last}',
  'home.searchLabel': 'Search the library',
  'home.searchButton': 'Search',
  'home.latest': 'Latest incidents',
  'home.latestNote': 'By when they happened.',
  'home.recentlyAdded': 'Recently added',
  'home.allCases': { one: 'The one case', other: 'All {count} cases' },
  'home.notable': 'Most referenced',
  'home.notableNote': 'The cases other cases, concepts and articles point to most.',
  'home.browse': 'Browse',
  'home.everyWayIn': 'Every way in',
  'home.browseBy': 'By {noun}',
  'home.allTerms': { one: 'The one {noun}', other: 'All {count} {nouns}' },
  'home.byYear': 'By year',
  'home.allYears': { one: 'The one year', other: 'All {count} years' },
  'home.glance': 'The library at a glance',
  'home.tileCases': { one: 'case', other: 'cases' },
  'home.tileTerms': '{nouns}',
  'home.tileConcepts': { one: 'concept', other: 'concepts' },
  'home.follow': 'Follow and reuse',
  'home.rss': 'Recently added cases (RSS)',
  'home.rssNote': '{link}; every term and year page has its own feed.',
  'home.podcast': 'Podcast',
  'home.podcastNote': '{link}: episodes made from the concept pages.',
  'home.data': 'Open data',
  'home.dataNote': '{link}: every case as JSON and CSV under {licence}.',
  'home.articles': 'Articles',
  'home.articlesNote': '{link} that draw on the cases.',
  'spark.caption': 'Cases per year, {first} to {last}; most in {peak} ({count}).',
  'spark.allStats': ' All statistics',

  // Counts.
  'count.cases': { one: '{count} case', other: '{count} cases' },
  'count.timelineEvents': { one: '{count} timeline event', other: '{count} timeline events' },

  // The case index (/cases/, /cases/added/) and its table.
  'cases.title': 'Cases',
  'cases.titleAdded': 'Cases by date added',
  'cases.byIncidentDate': 'By incident date',
  'cases.newestFirst': 'newest incident first',
  'cases.addedFirst': 'most recently added first',
  'cases.description': 'Every case in the library, {order}.',
  'cases.lede':
    'Every incident in the library, with its impact, how long it lasted and its root causes.',
  'cases.matrixNote': ' The {matrix} shows them by component and root cause.',
  'cases.matrixLink': 'matrix',
  'cases.order': 'Order',
  'cases.statusPaged':
    '{from} to {to} of {total}, {order}; page {page} of {last}. Sorting and filtering apply to this page.',
  'cases.status': {
    one: '{count} case, {order}. Sort by any column with its heading; filter by words, root cause or component.',
    other:
      '{count} cases, {order}. Sort by any column with its heading; filter by words, root cause or component.',
  },
  'cases.caption': 'Cases {from} to {to} of {total}, {order}',
  'cases.pagerLabel': 'Pages of the cases, {order}',
  'listing.pageTitle': '{title}, page {page}',
  'caseTable.filter': 'Filter',
  'caseTable.words': 'Words in the row',
  'caseTable.any': 'Any',
  'caseTable.count': { one: '{count} case', other: '{count} cases' },
  'caseTable.countOf': { one: '{count} case of {total}', other: '{count} cases of {total}' },
  'caseTable.title': 'Title',
  'caseTable.started': 'Started',
  'caseTable.lasted': 'Lasted',
  'caseTable.added': 'Added',
  'caseTable.notGiven': 'not given',

  // A vocabulary's index page.
  'vocabulary.kicker': 'Vocabulary',
  'vocabulary.description': '{intro} {terms} with cases.',
  'vocabulary.lede': {
    one: '{count} term names at least one case.',
    other: '{count} terms name at least one case.',
  },
  'vocabulary.ledeGroups': {
    one: '{count} term names at least one case, in {groups} groups.',
    other: '{count} terms name at least one case, in {groups} groups.',
  },
  'vocabulary.casesWord': { one: 'case', other: 'cases' },
  'vocabulary.unused': 'No case names these yet:',
  'vocabulary.groups': 'Groups',
  'vocabulary.other': 'Other',
  'count.terms': { one: '{count} term', other: '{count} terms' },

  // The browse page.
  'browse.description':
    "Browse the library's cases by component, root cause, contributing factor, organisation, impact and year.",
  'browse.lede':
    "Every case is tagged with terms from shared vocabularies, so cases can be compared across organisations. Pick a way in; each term's page lists its cases.",
  'browse.withMatrix':
    'The {matrix} shows them all at once, and the {table} sorts and filters them.',
  'browse.withoutMatrix': 'The {table} sorts and filters them.',
  'browse.matrixLink': 'matrix of components by root cause',
  'browse.tableLink': 'case table',
  'browse.allTerms': 'All {count} {vocabulary}',
  'browse.yearsNote': 'Cases by the year the incident started.',
} as const;
