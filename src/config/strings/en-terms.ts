/**
 * The English words of the pages by term and year: the matrix, the statistics page, the years, a term's page and
 * "What teams changed afterwards", the listing pages past the first and their pager, and
 * `notFound.` the page for an address that has none. Part of the English table (`en.ts`), which
 * assembles the parts in this order; keys as there.
 */
export const enTerms = {
  // The matrix (the names of its two vocabularies come from them).
  'matrix.title': '{rows} by {col}',
  'matrix.description':
    "A matrix of the library's cases: every {row} by every {col}, each cell the number of cases naming both.",
  'matrix.kicker': 'Matrix',
  'matrix.lede':
    "Each cell is the number of cases that name both the {row} and the {col}; it links to those cases in the case table. A cell's shade is its share of the {row}'s cases, and a dashed cell holds cases whose {col} is our inference, not the organisation's words. {rowCount} in {groups}, {colCount}, {cells}. A case with two {colsPlural} counts under both.",
  'matrix.note':
    'The table scrolls in its own box; its headings and the {row} column stay in view.',
  'matrix.caption': 'Cases by {row} (rows, grouped by kind) and {col} (columns)',
  'matrix.cellLabel': '{cases} ({split}; {share} % of the row): {row}, {col}',
  'matrix.split': '{stated} stated, {inferred} inferred',
  'matrix.colCount': '{count} ({stated} stated)',
  'count.groups': { one: '{count} group', other: '{count} groups' },
  'count.filledCells': { one: '{count} filled cell', other: '{count} filled cells' },

  // The statistics page (the vocabularies' own charts are named after them).
  'stats.description':
    'Cases per year, root cause, component and organisation; how long incidents took to detect and to resolve; factors that come together. Charts and tables.',
  'stats.lede':
    'A case counts once under each term it names: a case with two root causes counts under both, so the bars of a chart can add up to more than the number of cases. Each bar links to its page; each table holds the same numbers.',
  'stats.perTerm': 'Per {term}',
  'stats.casesPer': 'Cases per {term}',
  'stats.chartCaption.root-cause': '{title}, stated by the source or inferred from it.',
  'stats.chartCaption.component': 'The technologies and parts of systems the cases involve.',
  'stats.chartCaption.organisation': 'Whose incidents the library holds.',
  'stats.chartCaption.contributing-factor':
    'Conditions that made incidents possible, larger or longer.',
  'stats.measureBy': '{measure} by {term}',
  'stats.everyTermCaption': 'Every {term} a case names; a case with two counts under both.',
  'stats.topTermsCaption': 'The {count} {plural} with the most cases.',
  'stats.perYear': 'Per year',
  'stats.perYearHeading': 'Cases per year',
  'stats.unitCases': 'number of cases',
  'stats.yearsTitle': 'Cases per year the incident started',
  'stats.yearsCaption': 'Cases by the year the incident started, as the source reported it.',
  'stats.totalTitle': 'Cases in the library, running total by year',
  'stats.totalCaption': "How many of the library's cases had started by the end of each year.",
  'stats.durations': 'How long incidents took',
  'stats.detectWords': 'Time to detect',
  'stats.resolveWords': 'time to resolve',
  'stats.durationsText':
    '{detect} runs from the incident’s start to when the organisation noticed (the time the case gives for its detection, else the first detection event of its timeline); {resolve} from the start to when the impact ended (the end of the incident, else when it was resolved, else the last resolution event of the timeline). A duration is only as precise as its coarser time: when both are known to the minute it counts in the minute statistics; when either is known only to the hour it counts in the hour statistics (in whole hours, with every minute-precise duration); a time known only to the day counts in neither. Durations of incidents are long-tailed, a few taking days where most take an hour, so this page gives medians and the middle half of the cases (first to third quartile), never a mean.',
  'stats.summaryCaption': 'Durations over the whole library',
  'stats.measure': 'Measure',
  'stats.noTimeHeading': 'Cases without a usable time, and why',
  'stats.missingCaption': 'Cases without a usable duration, by reason',
  'stats.reason': 'Reason',
  'stats.allMissing': 'All without a usable time',
  'stats.noTimeText':
    '“No time given”: for detection, the case gives neither a time it was detected nor a detection event in its timeline; for the end, neither when the incident ended or was resolved nor a resolution event. Many sources say when an incident started and ended but not when it was noticed.',
  'stats.durationUnit': "time from the incident's start, one dot per case",
  'stats.pairs': 'Factors that come together',
  'stats.pairsText':
    'Contributing factors named in the same cases, pairs shared by two or more cases, most shared first{singles}. Each factor’s page lists what it is often seen with.',
  'stats.pairsSingles': {
    one: '; {count} more pair shares one case each',
    other: '; {count} more pairs share one case each',
  },
  'stats.pairsCaption': 'Contributing factors named together',
  'stats.factor': 'Factor',
  'stats.seenWith': 'Seen with',
  'stats.which': 'Which',
  'stats.noPairs': 'No two contributing factors share more than one case yet.',
  'durations.reason.no-time': 'No time given',
  'durations.reason.day-precision': 'A time known only to the day or month',
  'durations.reason.before-start': 'Before the recorded start',

  // The years.
  'years.title': 'Years',
  'years.description': "The library's cases by the year the incident started.",
  'years.lede': {
    one: 'Cases by the year the incident started, as the source reported it: {count} year, newest first.',
    other:
      'Cases by the year the incident started, as the source reported it: {count} years, newest first.',
  },
  'year.title': 'Incidents of {year}',
  'year.kicker': 'Year',
  'year.description': {
    one: 'The one case of the library that started in {year}.',
    other: 'The {count} cases of the library that started in {year}.',
  },
  'year.feedTitle': 'Incidents of {year}: new cases',
  'year.lede': {
    one: '{count} case started in {year}.',
    other: '{count} cases started in {year}, newest first.',
  },
  'year.feedLink': 'RSS feed of the cases of {year}',
  'year.others': 'Other years',

  // A term's page.
  'term.title': '{term} ({vocabulary})',
  'term.feedTitle': '{vocabulary} {term}: new cases',
  'term.conceptPage': 'Concept page: {link}',
  'term.feedLink': 'RSS feed of the cases naming {term}',
  'term.cases': {
    one: '{count} case {verbs} {label}.',
    other: '{count} cases {verb} {label}.',
  },
  'term.casesNone': 'No cases {verb} {label}.',

  // "What teams changed afterwards" on a term page.
  'changed.title': 'What teams changed afterwards',
  'changed.checklistTitle': 'What teams changed after incidents with {label}',
  'changed.otherCases': 'Other cases',
  'changed.summary':
    '{actionItems} and {lessons} from {cases}, in the cases’ own sections{grouped}. Each links to the section of the case it comes from.',
  'changed.grouped': ', grouped by a {factor} two or more of them share',
  'changed.newest':
    ' These are the {shown} newest of the {total} cases with action items or lessons; every action item of the library is in {csv} and {json}.',
  'changed.whatChanged': 'What they changed',
  'changed.whatLearned': 'What they learned',
  'changed.actionItems': 'action items',
  'changed.lessons': 'lessons',
  'changed.checklist': 'The action items as a Markdown checklist',
  'changed.checklistNote': 'Select the text to copy it into an issue, a runbook or a pull request.',
  'count.actionItems': { one: '{count} action item', other: '{count} action items' },
  'count.lessons': { one: '{count} lesson', other: '{count} lessons' },

  // Listing pages (term, year and concept pages past the first) and their pager.
  'listing.description': 'Cases {from} to {to} of the {total} of {title}, newest first.',
  'listing.page': 'Page {page}',
  'listing.lede': 'Cases {from} to {to} of {total}, newest first; page {page} of {last}.',
  'listing.pagesOf': 'Pages of {title}',
  'listing.more': 'The {shown} newest of {total}; {others}, newest first, in short rows {pages}.',
  'listing.others': 'the other {count}',
  'listing.onPage2': 'on page 2',
  'listing.onPages': 'on pages 2 to {last}',
  'pager.label': 'Pages',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.pageAfter': ' page',
  'pager.pageBefore': 'Page ',
  'aside.browse': { one: 'Browse {count} case by', other: 'Browse {count} cases by' },
  'aside.podcastFeed': 'Podcast feed',
  'aside.data': 'Open data: JSON, CSV, schemas',
  'seenWith.title': 'Often seen with',
  'seenWith.often':
    '{factors} named together with {label} in two or more cases, most shared cases first.',
  'seenWith.once':
    '{factors} named together with {label}; none shares more than one case with it, most shared cases first.',
  'seenWith.andMore': ' and {count} more',
  'seenWith.more': {
    one: '{count} more factor appears with it in one case only.',
    other: '{count} more factors appear with it in one case only.',
  },
  'table.scrolls': {
    one: '{count} row; the table scrolls.',
    other: '{count} rows; the table scrolls.',
  },

  // The page for an address that has none.
  'notFound.kicker': 'Error 404',
  'notFound.title': 'Page not found',
  'notFound.text':
    'There is no page at this address. Case IDs never change; a case may have been merged into another, and its old address then leads to it.',
  'notFound.home': 'Home',
  'notFound.allCases': 'All cases',
  'notFound.browse': 'Browse',
} as const;
