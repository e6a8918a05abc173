/**
 * The English words of `search.` the search page and dialog (the browser scripts read these). Part of the English table (`en.ts`), which
 * assembles the parts in this order; keys as there.
 */
export const enSearch = {
  // The search dialog and page (read by the browser scripts).
  'search.type.case': 'Case',
  'search.type.concept': 'Concept',
  'search.type.article': 'Article',
  'search.type.fieldReport': 'Field report',
  'search.type.transcript': 'Transcript',
  'search.facetType': 'Type',
  'search.facetYear': 'Year',
  'search.facetTypeWord': 'type',
  'search.facetYearWord': 'year',
  'search.title': 'Search',
  'search.description':
    'Search every case, concept, article and transcript, and filter by {facets}.',
  'search.intro': 'Search every case, concept, article and transcript; cases come first.',
  'search.helpSummary': 'How results are ordered and filtered',
  'search.help':
    'A page named by your query may sit above the cases as the best match. Cases that miss a word of your query follow those that hold every word, each saying which words it missed; abbreviations such as k8s or LB also find what they stand for. Filter by {facets}: each count is how many of the current results have that value. With an empty query, the filters list every matching case. The address of this page holds the query and filters, so you can share it, and Back undoes a change.',
  'search.filters': 'Filters',
  'search.filtersWait': 'The filters appear with their counts once the first results show.',
  'search.resultsHeading': 'Results',
  'search.noScript': 'Search needs JavaScript. Browse by {ways} or {cases} instead.',
  'search.and': '{list} and {last}',
  'search.dialogLabel': 'Search',
  'search.inputLabel': 'Search',
  'search.placeholder': 'Search cases, concepts, articles, transcripts',
  'search.close': 'Close',
  'search.casesOnly': 'Cases only',
  'search.moreFilters':
    'Filter by type, cause, component, organisation and year on the search page',
  'search.results': { one: '{count} result', other: '{count} results' },
  'search.resultsFor': {
    one: '{count} result for “{term}”',
    other: '{count} results for “{term}”',
  },
  'search.bestMatch': 'Best match',
  'search.partial': 'Matches {matched}, not {missing}',
  'search.showMore': 'Show more results',
  'search.loadFailed': 'This result could not be loaded; search again.',
  'search.showingFor': 'Showing results for {query}; search instead for {typed}.',
  'search.didYouMean': 'Did you mean {word}?',
  'search.nothing': 'Nothing matches “{query}”.',
  'search.nothingFiltered': 'Nothing matches “{query}” with these filters.',
  'search.clearFilters': 'Clear the filters',
  'search.clearFiltersAfter': ' and search everything.',
  'search.fewerWords': 'Try fewer words: {words}.',
  'search.browse': 'Browse by {ways}, or see {cases}.',
  'search.or': ' or ',
  'search.browseYear': 'year',
  'search.browseCases': 'all cases',
  'search.listSeparator': ', ',
} as const;
