/**
 * The site's words in English: the default of every library, and the table that defines the keys
 * (`StringKey`). Keys are `<where>.<what>`: `frame.` the page frame (head, skip link), `nav.` the
 * header, `footer.`, `crumbs.`, `case.` a case page and its parts, `course.`, `timeline.`,
 * `durations.`, `cite.`, `meta.` (the end of a page), `card.` a case card, `home.`, `cases.` the
 * case index, `search.` the search page and dialog (the browser scripts read these), `count.`
 * counts of things, `notFound.`, `redirect.`, `mcp.` the MCP server.
 *
 * A text's placeholders in braces are filled in by the page; a count has one text per plural
 * category of `Intl.PluralRules` (`one`, `other`, ...). The library's own sentences (its name,
 * description, tagline, about) are options, not entries here; the names of the vocabularies and
 * their terms come from the library's vocabularies.
 */
import { enMitigations } from './en-mitigations.ts';

export const en = {
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

  // A case page.
  'case.lasted': 'lasted {length}',
  'case.brief': 'Impact and causes',
  'case.statedBySource': 'stated by the source',
  'case.inferredFromSource': 'inferred from the source',
  'case.software': 'Software:',
  'case.concepts': 'Concepts:',
  'case.timeline': 'Timeline',
  'case.durations': 'How long it took',
  'case.sources': 'Sources',
  'case.noSources': 'This case lists no sources: it is its own record.',
  'case.oneSource':
    'This case rests on one source and no archived copy of it is known: if that page moves or changes, what the case says can no longer be checked against it.',
  'case.internalSource': 'internal',
  'case.archivedCopy': 'archived copy',
  'case.archivedCopyOf': ' of “{title}”',
  'case.related': 'Related cases',
  'case.referencedBy': 'Referenced by',
  'case.cite': 'Cite this case',
  'case.sourceType.official-postmortem': 'official postmortem',
  'case.sourceType.status-page': 'status page',
  'case.sourceType.talk': 'talk',
  'case.sourceType.third-party-analysis': 'third party analysis',
  'case.sourceType.news': 'news',
  'case.sourceType.documentation': 'documentation',

  // The facts box.
  'facts.title': 'At a glance',
  'facts.started': 'Started',
  'facts.reportedAs': 'reported as {time}',
  'facts.lasted': 'Lasted',
  'facts.notReported': 'not reported',
  'facts.ended': 'ended {time}',
  'facts.software': 'Software',
  'software.fixedIn': 'fixed in {version}',

  // The incident's course (the strip above the body) and the timeline.
  'course.title': "The incident's course",
  'course.atStart': 'at the start',
  'course.started': 'Started {time}',
  'course.ticks': '(the thin ticks)',
  'course.afterStart': ', {since} after the start',
  'course.mark.start': 'Started',
  'course.mark.detected': 'Detected',
  'course.mark.mitigated': 'Mitigated',
  'course.mark.ended': 'Ended',
  'course.mark.resolved': 'Resolved',
  'timeline.note':
    'Times in UTC, with the time since the incident started; where the source used another time zone, its own time follows.',
  'timeline.reportedAs': '(reported as {time})',
  'timeline.kind.trigger': 'Trigger',
  'timeline.kind.detection': 'Detection',
  'timeline.kind.escalation': 'Escalation',
  'timeline.kind.mitigation': 'Mitigation',
  'timeline.kind.resolution': 'Resolution',
  'timeline.kind.other': 'Other',
  'time.about': 'about {time}',
  'time.withinADay': 'within a day',
  'time.aboutDays': 'about {days} d',
  'time.aboutLength': 'about {length}',
  'time.sameDay': 'same day',
  'time.asTheStart': 'as the start',
  'time.withinTheHour': 'within the hour',
  'time.ofTheStart': 'of the start',
  'time.start': 'start',
  'time.ofTheIncident': 'of the incident',
  'time.beforeTheStart': 'before the start',
  'time.afterTheStart': 'after the start',
  'time.underMinute': 'under 1 min',
  'time.underHour': 'under 1 h',

  // "How long it took" on a case page.
  'durations.detect': 'Time to detect',
  'durations.resolve': 'Time to resolve',
  'durations.detectVerb': 'to detect',
  'durations.resolveVerb': 'to resolve',
  'durations.detectEnd': 'was detected',
  'durations.resolveEnd': 'ended',
  'durations.measured':
    '{duration}, from the start ({start}) to when it {end} ({endTime}{source}), known to the {precision}.',
  'durations.precision.minute': 'minute',
  'durations.precision.hour': 'hour',
  'durations.among':
    'Among the {count} {term} cases known to the {precision}{orBetter}: {shorter} took less time {verb}, {longer} more{same}; their median is {median}, the middle half {q1} to {q3}.',
  'durations.orBetter': ' or better',
  'durations.same': ', {same} the same',
  'durations.notMeasured': 'Not measured: {reason}.',
  'durations.missing.detect.no-time':
    'the case gives no time it was detected, neither in its facts nor in its timeline',
  'durations.missing.detect.day-precision':
    'the start or the detection is known only to the day or month',
  'durations.missing.detect.before-start': 'detected before the recorded start',
  'durations.missing.resolve.no-time':
    'the case gives no time the incident ended or was resolved, neither in its facts nor in its timeline',
  'durations.missing.resolve.day-precision':
    'the start or the end is known only to the day or month',
  'durations.missing.resolve.before-start': 'ends before the recorded start',
  'durations.from.incident.start': 'the start of the incident',
  'durations.from.incident.detected': 'when it was detected',
  'durations.from.incident.end': 'the end of the incident',
  'durations.from.incident.resolved': 'when it was resolved',
  'durations.from.event': 'the {ordinal} timeline event',
  'durations.chartTitle': {
    one: '{measure}: {id} among the cases of its root cause',
    other: '{measure}: {id} among the cases of its root causes',
  },
  'durations.chartUnit': "time from the incident's start",
  'durations.chartCaption':
    "The red dot is {id}; each box spans the middle half of a root cause's cases known to the minute, its line their median. The axis stretches short durations.",

  // Charts.
  'chart.range': '{from} to {to}',
  'chart.leftOutTable':
    ' The chart leaves out the {count} without a usable time; the table lists them.',
  'chart.leftOutList':
    ' The chart leaves out the {count} without a usable time; the list above gives their numbers.',
  'chart.tableFold': 'The numbers as a table',
  'chart.largest': ' The chart shows the {shown} largest of {total}; the table lists them all.',
  'chart.dataCaption': '{title}: data',
  'chart.newCases': 'New cases',
  'chart.total': 'Total',
  'chart.knownToHour': ' (known to the hour)',
  'chart.dots':
    'Each dot is a case (hollow: known only to the hour){sampled}; the box spans the middle half of the cases known to the minute, the line in it is their median. The time axis stretches short durations and compresses long ones.',
  'chart.sampled':
    '; a row of more than {max} cases shows {max} of them, spread evenly from the shortest to the longest',
  'chart.measured': {
    one: '{label}: {count} case measured',
    other: '{label}: {count} cases measured',
  },
  'chart.knownToMinute': 'Known to the minute',
  'chart.knownToHourOrBetter': 'Known to the hour or better',
  'chart.noUsableTime': 'No usable time',
  'chart.minuteCaption': '{title}: cases known to the minute',
  'chart.cases': 'Cases',
  'chart.median': 'Median',
  'chart.middleHalf': 'Middle half',

  // "Referenced by" and "Related cases".
  'refs.article': 'Article',
  'refs.concept': 'Concept',
  'refs.transcript': 'Episode',
  'refs.and': '{list} and {last}',
  'refs.namesRelated': 'names it as related',
  'refs.linksTo': 'links to it',
  'refs.cites': 'cites it',
  'related.refersBack': 'refers back: {reasons}',
  'refs.inRelated': {
    one: 'One case that refers to this one is listed under Related cases, with how it does.',
    other: '{count} cases that refer to this one are listed under Related cases, with how they do.',
  },
  'relation.same-component': 'same component',
  'relation.same-root-cause': 'same root cause',
  'relation.same-organisation': 'same organisation',
  'relation.follow-up-of': 'follow up of',
  'relation.contrasts-with': 'contrasts with',
  'relation.similar-failure': 'similar failure',
  'related.shares': 'shares {list}',

  // "Cite this case".
  'cite.citation': '{author}. “{id}: {title}.” {library}, last updated {date}. {url}',
  'cite.stable':
    'The URL is stable: case IDs are never reused, and a case merged into another redirects to it.',
  'cite.csl': 'CSL-JSON (Zotero, Pandoc) of every case: {link}.',
  'cite.bibtex': 'BibTeX',
  'cite.bibtexNote': 'Case {id} of the {library}',

  // The end of a page.
  'meta.lastUpdated': 'Last updated {date}{source}.',
  'meta.fromGit': ' (from the Git history)',
  'meta.fromEditors': ' (set by the editors)',
  'meta.reviewed': 'Added to the library {added}; last checked against its sources {reviewed}.',
  'meta.edit': 'Edit this page',
  'meta.history': 'History',
  'meta.report': 'Report a problem',
  'meta.problemTitle': 'Problem with: {title}',
  'prevNext.label': 'Newer and older incidents',
  'prevNext.newer': 'Newer incident',
  'prevNext.older': 'Older incident',
  'toc.title': 'On this page',

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

  // Mitigations (`en-mitigations.ts`).
  ...enMitigations,

  // The MCP server.
  'mcp.instructions':
    "{title}: incidents, each retold from its postmortem. Use similar_cases with a description of an ongoing incident to find what happened before; search_cases for words and facets; get_case for one case's timeline and sources; list_terms for the vocabularies; list_mitigations, where the library has them, for practices that would have prevented incidents (similar_cases and get_case name them too). Every case comes with its page's URL.",
} as const;
