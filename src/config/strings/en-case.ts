/**
 * The English words of a case page and its parts: `case.`, `facts.` the facts box, `course.` and `timeline.`,
 * `durations.` "How long it took", `chart.` the charts (also on the statistics page), `related.`,
 * `cite.`, and `meta.` the end of a page. Part of the English table (`en.ts`), which
 * assembles the parts in this order; keys as there.
 */
export const enCase = {
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
} as const;
