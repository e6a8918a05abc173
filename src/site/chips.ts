/**
 * The class of a vocabulary's chips: its `chip` colour (`schemas/vocabulary.ts`) as the stylesheet
 * names it (`chip-impact` warm, `chip-cause` violet, `chip-component` teal).
 */
import type { Vocabulary } from '../../schemas/index.ts';

const CLASS_OF_COLOUR: Record<Vocabulary['chip'], string> = {
  plain: 'chip',
  teal: 'chip chip-component',
  violet: 'chip chip-cause',
  warm: 'chip chip-impact',
};

/** The `class` of a chip of vocabulary `v`. */
export function chipClass(v: Pick<Vocabulary, 'chip'>): string {
  return CLASS_OF_COLOUR[v.chip];
}
