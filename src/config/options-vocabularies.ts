/**
 * The vocabularies among the options of `incidentLibrary()`: the kinds of component, the
 * vocabularies themselves, the library's own case fields and the search facets. How they fit
 * together is checked across options (`option-checks.ts`). Spread into the options schema
 * (`options.ts`).
 */
import { z } from 'zod';
import { CaseFieldSpecSchema, VocabularySpecSchema } from '../../schemas/index.ts';
import { text } from './option-values.ts';
import { defaultVocabularies } from './vocabularies.ts';

/** The options of the vocabularies, the library's own case fields and the search facets. */
export const vocabularyOptions = {
  /**
   * The kinds a component may have (`kind` in `components.yaml`), slug to heading, in the order
   * the components index groups them; a component without a kind is listed under "Other".
   */
  componentKinds: z
    .record(
      z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug, e.g. "networking"' }),
      text(80),
    )
    .default({
      compute: 'Compute and orchestration',
      networking: 'Networking, DNS and traffic',
      'data-stores': 'Databases, caches and messaging',
      storage: 'Storage and backups',
      'cloud-services': 'Managed cloud services',
      'delivery-and-operations': 'Delivery and operations tooling',
      'security-and-identity': 'Security and identity',
    }),
  /**
   * The library's controlled vocabularies, in the order the site lists them (`schemas/vocabulary.ts`
   * gives each field): each is a file `<contentDir>/taxonomies/<name>.yaml`, a set of term pages
   * under `/<name>/`, a field of every case, chips on case pages and, when listed in `facets`, a
   * search filter. Names, cross-link prefixes and case fields are each used once, and each role
   * by one vocabulary at most. Defaults to the five of `src/config/vocabularies.ts` (components,
   * root causes, contributing factors, impact and organisations); to change one, pass the list
   * with it changed (`defaultVocabularies` is exported by the package).
   */
  vocabularies: z
    .array(VocabularySpecSchema)
    .min(1)
    .prefault([...defaultVocabularies] as never),
  /**
   * Case fields of the library's own (`schemas/vocabulary.ts`, `CaseFieldSpecSchema`), e.g.
   * `[{ name: 'severity', label: 'Severity', values: ['sev1', 'sev2', 'sev3'] }]`: each is a
   * field of the case schema (validated, in the editor's JSON Schema), shown in the case's facts
   * box under its label, and a column of the open data. Names are used once, and by no fixed
   * field or vocabulary.
   */
  caseFields: z.array(CaseFieldSpecSchema).default([]),
  /**
   * The vocabularies that are search facets (filters beside the results on `/search/`, and the
   * filters Pagefind indexes on case pages), by name, in the order shown, each once; the page type
   * comes before them and the year after them in every library. Leave one out and it is neither a
   * filter nor in the index. Every vocabulary file is read and checked whether it is a facet or
   * not. Defaults to the default vocabularies the library has, but impact (`defaultFacets`).
   */
  facets: z
    .array(z.string())
    .refine((names) => new Set(names).size === names.length, {
      error: 'lists a vocabulary twice',
    })
    .optional(),
};
