/**
 * Learning across incidents, computed once per build from the validated cases: each case's
 * durations, their distributions per root cause, per top component and over the library, the
 * contributing factors that come together, and each case's action items and lessons ready for
 * the term pages. Pure: cases and what the loader read from their bodies in, values out.
 */
import { caseTerms, type VocabularyModel } from '../model/vocabularies.ts';
import type { Case } from '../../schemas/index.ts';
import { instantYear } from '../model/dates.ts';
import type { CaseLearnings } from '../model/case-learnings.ts';
import { termPairs, type Pair } from './cooccurrence.ts';
import {
  distribution,
  distributionsByTerm,
  type Distribution,
  type TermDistribution,
} from './duration-stats.ts';
import { caseDurations, MEASURES, type CaseDurations, type Measure } from './durations.ts';
import type { LearningCase } from './learnings.ts';

/** How many components get their own duration chart on /stats/: those with the most cases. */
export const TOP_COMPONENTS = 10;

/** Everything the learning pages read. */
export interface Insights {
  /** Each case's two durations, by ID. */
  durations: Map<string, CaseDurations>;
  /** Over every case. */
  library: Record<Measure, Distribution>;
  /** Per root cause (every root cause a case names), largest first. */
  byRootCause: Record<Measure, TermDistribution[]>;
  /** Per component, the `TOP_COMPONENTS` with the most cases, largest first. */
  byComponent: Record<Measure, TermDistribution[]>;
  /** Contributing factors named together, most shared cases first. */
  factorPairs: Pair[];
  /** A case as the "What teams changed afterwards" sections read it. */
  learningCase(id: string): LearningCase | undefined;
}

/**
 * Builds the insights.
 * @param cases the cases in display order (newest first).
 * @param learningsOf what the loader stored of a case's action items and lessons.
 * @param organisationLabel an organisation slug's label.
 * @param vocabularies the library's: the distributions are by the vocabularies in the roles
 *   `root-cause` and `component`, the pairs of the one in `contributing-factor` (none without one).
 */
export function buildInsights(
  cases: readonly Case[],
  learningsOf: (id: string) => CaseLearnings,
  organisationLabel: (slug: string) => string,
  vocabularies: VocabularyModel,
): Insights {
  const { byRole } = vocabularies;
  const causesOf = (c: Case) => caseTerms(byRole['root-cause'], c);
  const componentsOf = (c: Case) => caseTerms(byRole.component, c);
  const factorsOf = (c: Case) => caseTerms(byRole['contributing-factor'], c);
  const durations = new Map(cases.map((c) => [c.id, caseDurations(c)]));
  const rows = (terms: (c: Case) => readonly string[]) =>
    cases.map((c) => ({ id: c.id, durations: durations.get(c.id)!, terms: terms(c) }));
  const causeRows = rows(causesOf);
  const componentRows = rows(componentsOf);
  const componentCounts = new Map<string, number>();
  for (const c of cases)
    for (const s of componentsOf(c)) componentCounts.set(s, (componentCounts.get(s) ?? 0) + 1);
  const top = new Set(
    [...componentCounts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, TOP_COMPONENTS)
      .map(([s]) => s),
  );
  const per = <T>(f: (m: Measure) => T) =>
    Object.fromEntries(MEASURES.map((m) => [m, f(m)])) as Record<Measure, T>;
  const byId = new Map(cases.map((c) => [c.id, c]));
  return {
    durations,
    library: per((m) => distribution(causeRows, m)),
    byRootCause: per((m) => distributionsByTerm(causeRows, m)),
    byComponent: per((m) => distributionsByTerm(componentRows, m, (slug) => top.has(slug))),
    factorPairs: termPairs(cases.map((c) => ({ id: c.id, terms: factorsOf(c) }))),
    learningCase(id) {
      const c = byId.get(id);
      return (
        c && {
          id,
          organisation: caseTerms(byRole.organisation, c).map(organisationLabel).join(', '),
          year: instantYear(c.incident.start),
          factors: factorsOf(c),
          learnings: learningsOf(id),
        }
      );
    },
  };
}
