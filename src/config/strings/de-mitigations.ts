/**
 * Die Wörter der Maßnahmen auf Deutsch: Teil der deutschen Tabelle (`de.ts`), Schlüssel für
 * Schlüssel wie die englischen (`en-mitigations.ts`).
 */
import type { enMitigations } from './en-mitigations.ts';
import type { PartTable } from './types.ts';

export const deMitigations: PartTable<typeof enMitigations> = {
  'nav.mitigations': 'Maßnahmen',
  'footer.mitigations': 'Maßnahmen',
  'search.type.mitigation': 'Maßnahme',
  'feed.mitigation': '{title}: Fälle der Maßnahme {mitigation}',
  'case.mitigations': 'Maßnahmen',
  'case.mitigationsLede':
    'Praktiken, die diesen Vorfall angehen, und ob die Organisation das sagt oder es unser Vorschlag ist.',
  'case.mitigationsAll': 'Alle Maßnahmen',
  'mitigation.relation.adopted-after': 'Danach eingeführt',
  'mitigation.relation.would-have-caught': 'Hätte es abgefangen',
  'mitigation.relation.suggested': 'Unser Vorschlag',
  'mitigation.relationNote.adopted-after':
    'Die Organisation sagt, sie habe dies nach dem Vorfall eingeführt oder zugesagt.',
  'mitigation.relationNote.would-have-caught':
    'Die Organisation sagt, dies hätte den Vorfall abgefangen oder verhindert.',
  'mitigation.relationNote.suggested':
    'Unsere eigene Lesart: Die Praxis geht den Fehler an, aber die Organisation sagt das nicht.',
  'mitigation.kicker': 'Maßnahme',
  'mitigation.aliases': 'Auch bekannt als: {aliases}',
  'mitigation.cost': 'Kosten und Abwägungen',
  'mitigation.cases': 'Fälle, die sie angeht',
  'mitigation.casesLede': {
    one: '{count} Fall nennt diese Praxis, mit dem Satz des Falls, der es sagt.',
    other: '{count} Fälle nennen diese Praxis, jeder mit dem Satz des Falls, der es sagt.',
  },
  'mitigation.noCases': 'Noch kein Fall nennt diese Maßnahme.',
  'mitigation.covers': 'Was sie angeht',
  'mitigation.sources': 'Leitfäden',
  'mitigation.related': 'Verwandte Maßnahmen',
  'mitigation.quoteBy': 'Aus dem Fall zum Vorfall bei {organisation}:',
  'mitigation.quote': 'Aus dem Fall:',
  'mitigations.title': 'Maßnahmen',
  'mitigations.description':
    'Praktiken, die die Vorfälle der Bibliothek verhindert oder verkürzt hätten, jede mit den Fällen, die sie angeht.',
  'mitigations.lede': {
    one: '{count} Praxis, die Vorfälle hier verhindert oder verkürzt hätte, geordnet nach der {Term}, die sie angeht, mit ihren Fällen.',
    other:
      '{count} Praktiken, die Vorfälle hier verhindert oder verkürzt hätten, geordnet nach der {Term}, die sie angehen, jede mit ihren Fällen.',
  },
  'mitigations.empty': 'Die Bibliothek hat noch keine Maßnahmen.',
  'mitigations.noGroup': 'Keiner einzelnen {Term} zugeordnet',
  'mitigations.adopted': {
    one: '{count} hat sie eingeführt',
    other: '{count} haben sie eingeführt',
  },
  'mitigations.matrixLink': 'Maßnahmen nach {Term}',
  'mitigationMatrix.title': 'Maßnahmen nach {Col}',
  'mitigationMatrix.description':
    'Wie viele Fälle jeder {Col} jede Maßnahme nennen: welche Praktiken welche Ursachen angehen.',
  'mitigationMatrix.lede':
    'Jede Zelle zählt die Fälle, die die Maßnahme nennen und die {Col} haben; eine Zeile führt zur Maßnahme, eine Spalte zur {Col}.',
  'mitigationMatrix.caption': 'Fälle nach Maßnahme (Zeilen) und {Col} (Spalten)',
  'mitigationMatrix.cellLabel': '{cases}: {row}, {col}',
  'mitigationMatrix.rowLabel': 'Maßnahme',
  'mitigationMatrix.empty': 'Noch kein Fall nennt eine Maßnahme.',
};
