/**
 * The English words of mitigations: the case page's section, `/mitigations/`, each mitigation's
 * page and feed, the view by root cause and the search type. Part of the English table (`en.ts`),
 * kept apart as one job; keys as there (`mitigation.` a mitigation's page and its relations,
 * `mitigations.` the index, `mitigationMatrix.` the view by root cause).
 */
export const enMitigations = {
  'nav.mitigations': 'Mitigations',
  'footer.mitigations': 'Mitigations',
  'search.type.mitigation': 'Mitigation',
  'feed.mitigation': '{title}: cases of the mitigation {mitigation}',
  // A case page's section.
  'case.mitigations': 'Mitigations',
  'case.mitigationsLede':
    'Practices that address this incident, and whether the organisation said so or it is our suggestion.',
  'case.mitigationsAll': 'All mitigations',
  // How a case stands to a mitigation, as a label and as a sentence.
  'mitigation.relation.adopted-after': 'Adopted afterwards',
  'mitigation.relation.would-have-caught': 'Would have caught it',
  'mitigation.relation.suggested': 'Our suggestion',
  'mitigation.relationNote.adopted-after':
    'The organisation said it adopted or committed to this after the incident.',
  'mitigation.relationNote.would-have-caught':
    'The organisation said this would have caught or prevented the incident.',
  'mitigation.relationNote.suggested':
    'Our own reading: the practice addresses the failure, but the organisation did not say so.',
  // A mitigation's page.
  'mitigation.kicker': 'Mitigation',
  'mitigation.aliases': 'Also known as: {aliases}',
  'mitigation.cost': 'Cost and trade-offs',
  'mitigation.cases': 'Cases it addresses',
  'mitigation.casesLede': {
    one: '{count} case names this practice, with the sentence of the case that says so.',
    other: '{count} cases name this practice, each with the sentence of the case that says so.',
  },
  'mitigation.noCases': 'No case names this mitigation yet.',
  'mitigation.covers': 'What it addresses',
  'mitigation.sources': 'Guidance',
  'mitigation.related': 'Related mitigations',
  'mitigation.quoteBy': 'From the case on {organisation}’s incident:',
  'mitigation.quote': 'From the case:',
  // /mitigations/.
  'mitigations.title': 'Mitigations',
  'mitigations.description':
    'Practices that would have prevented or shortened the incidents of the library, each with the cases it addresses.',
  'mitigations.lede': {
    one: '{count} practice that would have prevented or shortened incidents here, grouped by the {term} it addresses, each with its cases.',
    other:
      '{count} practices that would have prevented or shortened incidents here, grouped by the {term} they address, each with its cases.',
  },
  'mitigations.empty': 'The library has no mitigations yet.',
  'mitigations.noGroup': 'Addressing no single {term}',
  'mitigations.adopted': { one: '{count} adopted it', other: '{count} adopted it' },
  'mitigations.matrixLink': 'Mitigations by {term}',
  // The view of mitigations by root cause.
  'mitigationMatrix.title': 'Mitigations by {col}',
  'mitigationMatrix.description':
    'How many cases of each {col} name each mitigation: which practices answer which causes.',
  'mitigationMatrix.lede':
    'Each cell counts the cases that name the mitigation and have the {col}; a row leads to the mitigation, a column to the {col}.',
  'mitigationMatrix.caption': 'Cases by mitigation (rows) and {col} (columns)',
  'mitigationMatrix.cellLabel': '{cases}: {row}, {col}',
  'mitigationMatrix.rowLabel': 'Mitigation',
  'mitigationMatrix.empty': 'No case names a mitigation yet.',
} as const;
