/**
 * The content rules of one library: how its case IDs are written, what it says of sources, and
 * the schemas built from that. Made once per run from the library's config (`contentRules`) and passed to every check,
 * so two libraries with different prefixes can be checked in one process.
 */
import {
  caseIdPattern,
  contentSchemas,
  exampleCaseId,
  type CaseIdRule,
  type ContentSchemas,
  type SourceRule,
  type CaseFieldSpec,
  type Vocabulary,
} from '../../schemas/index.ts';
import { vocabularyModel, type VocabularyModel } from './vocabularies.ts';

/** What the checks need to know of a library's config. */
export interface ContentRules {
  /** The case ID rule, e.g. `{ prefix: 'IL', digits: 4 }`. */
  ids: CaseIdRule;
  /** Whether a case must cite a source, and which source hosts are internal. */
  sources: SourceRule;
  /** The pattern every case ID and case file name (without `.md`) matches. */
  idPattern: RegExp;
  /** The schemas of the Markdown content types. */
  schemas: ContentSchemas;
  /** The kinds a component may have (slug to heading), in the order the components index shows them. */
  componentKinds: Readonly<Record<string, string>>;
  /** The library's vocabularies and what is derived from them. */
  vocabularies: VocabularyModel;
  /** The library's own case fields (`caseFields`). */
  caseFields: readonly CaseFieldSpec[];
  /**
   * Whether the library has mitigations (`features.mitigations`): off, files under
   * `mitigations/` are ignored, a case's `mitigations` list is read but not checked, and a body
   * link to a mitigation is refused, as there is no page to link.
   */
  mitigations: boolean;
  /** A short text that changes when the rules do: part of every cache key of check results. */
  key: string;
}

/**
 * The rules of a library whose case IDs follow `ids`, whose components have `componentKinds`,
 * whose cases' sources follow `sources` (`PUBLIC_SOURCES` for a public library's: at least one a
 * case), whose vocabularies are `vocabularies` (resolved: `vocabulariesOf(config)`), with its own
 * `caseFields`, and with mitigations unless `mitigations` is false (`features.mitigations`).
 */
export function contentRules(
  ids: CaseIdRule,
  componentKinds: Readonly<Record<string, string>> = {},
  sources: SourceRule,
  vocabularies: readonly Vocabulary[],
  caseFields: readonly CaseFieldSpec[] = [],
  mitigations = true,
): ContentRules {
  const rule: SourceRule = {
    sources: sources.sources,
    internalHosts: [...sources.internalHosts],
  };
  return {
    ids: { prefix: ids.prefix, digits: ids.digits },
    sources: rule,
    idPattern: caseIdPattern(ids),
    schemas: contentSchemas(ids, rule, vocabularies, caseFields),
    caseFields,
    mitigations,
    componentKinds,
    vocabularies: vocabularyModel(vocabularies),
    key: `${ids.prefix}-${ids.digits}:${Object.keys(componentKinds).join(',')}:${rule.sources}:${rule.internalHosts.join(',')}:${JSON.stringify(vocabularies)}:${JSON.stringify(caseFields)}:${mitigations ? 'm' : '-'}`,
  };
}

/** An example case ID of these rules, e.g. "ACME-0190". */
export const exampleId = (rules: ContentRules, n?: number) => exampleCaseId(rules.ids, n);
