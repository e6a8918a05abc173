/**
 * The default vocabularies: a library that sets no `vocabularies` option has these five, the ones
 * the case model describes (`research/case-model.md`), each in the role its name says. This file
 * and the flagship's content are the only places that name them; everything else reads a
 * library's vocabularies from its config.
 *
 * A library changes them by passing its own list, for example the defaults without one, plus one
 * of its own: `vocabularies: [...defaultVocabularies.filter((v) => v.role !== 'organisation'), { name: 'teams', ... }]`.
 */
import {
  resolveVocabulary,
  VocabularySpecSchema,
  type Vocabulary,
  type VocabularySpecInput,
} from '../../schemas/vocabulary.ts';

/** The five default vocabularies, in the order the site lists them. */
export const defaultVocabularies: readonly VocabularySpecInput[] = [
  {
    name: 'components',
    title: 'Components',
    singular: 'Component',
    link: 'component',
    field: 'components',
    required: true,
    after: 'root_causes',
    verb: 'involve',
    intro: 'The technologies and parts of systems that the cases involve.',
    role: 'component',
    pages: ['concepts', 'articles', 'mitigations'],
    chip: 'teal',
  },
  {
    name: 'root-causes',
    title: 'Root causes',
    singular: 'Root cause',
    link: 'root-cause',
    field: 'root_causes',
    graded: true,
    required: true,
    after: 'timeline',
    verb: 'have the root cause',
    intro: 'What made each incident happen. A case with several root causes counts under each.',
    role: 'root-cause',
    pages: ['mitigations'],
    chip: 'violet',
  },
  {
    name: 'contributing-factors',
    title: 'Contributing factors',
    singular: 'Contributing factor',
    link: 'factor',
    field: 'contributing_factors',
    after: 'software',
    verb: 'show',
    intro: 'Conditions that made incidents possible, larger or longer.',
    role: 'contributing-factor',
    pages: ['articles', 'mitigations'],
  },
  {
    name: 'impact-categories',
    title: 'Impact',
    singular: 'Impact category',
    plural: 'impact categories',
    link: 'impact',
    field: 'impact.categories',
    required: true,
    verb: 'had the impact',
    intro: 'What the incidents did to users.',
    role: 'impact',
    chip: 'warm',
  },
  {
    name: 'organisations',
    title: 'Organisations',
    singular: 'Organisation',
    link: 'organisation',
    field: 'organisation',
    many: false,
    required: true,
    after: 'summary',
    verb: 'come from',
    intro: 'Whose incidents the library holds.',
    role: 'organisation',
  },
];

/** The default search facets, in the order shown: the default vocabularies but impact. */
export const defaultFacets: readonly string[] = [
  'root-causes',
  'components',
  'contributing-factors',
  'organisations',
];

/** The default vocabularies with every default filled in. */
export function defaultVocabularyList(): Vocabulary[] {
  return defaultVocabularies.map((v) => resolveVocabulary(VocabularySpecSchema.parse(v)));
}

/** A validated config's vocabularies with every default filled in. */
export function vocabulariesOf(config: {
  vocabularies: readonly Parameters<typeof resolveVocabulary>[0][];
}): Vocabulary[] {
  return config.vocabularies.map(resolveVocabulary);
}
