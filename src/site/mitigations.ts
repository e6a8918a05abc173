/**
 * The mitigations of a library as the pages read them, built once: each mitigation, the
 * mitigations each case names (with its relation and supporting sentence) and the cases of each
 * mitigation, grouped by relation. Pure: entries in, lookups out; the site model
 * (`src/astro/content.ts`) and the data exports share it.
 */
import {
  MITIGATION_RELATIONS,
  type Case,
  type CaseMitigation,
  type Mitigation,
  type MitigationRelation,
} from '../../schemas/index.ts';

/** A case as one mitigation's page lists it: the case, how it relates and its own sentence. */
export interface MitigationCase<C> {
  case: C;
  relation: MitigationRelation;
  support: string;
}

/** What the site model offers of mitigations (`Site` has these). */
export interface MitigationAccessors<M, C> {
  /** Every mitigation, by title A to Z (none in a library without them). */
  mitigations: M[];
  /** A mitigation by its slug. */
  mitigationBySlug: Map<string, M>;
  /** The mitigations a case names, in the order it names them (none in a library without them). */
  mitigationsOfCase(caseId: string): CaseMitigation[];
  /** The cases naming a mitigation, newest first (the order of the cases given). */
  casesOfMitigation(slug: string): MitigationCase<C>[];
}

/**
 * The mitigations' lookups.
 * @param mitigations every mitigation entry (the site builds them when `features.mitigations` is on).
 * @param cases every built case, in the order pages list them (newest first).
 * @param compare how titles sort (the locale's collator).
 */
export function mitigationAccessors<
  M extends { id: string; data: Mitigation },
  C extends { id: string; data: Case },
>(
  mitigations: readonly M[],
  cases: readonly C[],
  compare: (a: string, b: string) => number = (a, b) => a.localeCompare(b, 'en'),
): MitigationAccessors<M, C> {
  const bySlug = new Map(mitigations.map((m) => [m.id, m]));
  const byCase = new Map<string, CaseMitigation[]>();
  const ofMitigation = new Map<string, MitigationCase<C>[]>();
  // A library without mitigations has no entries: every case's list then names nothing shown.
  for (const c of cases) {
    const named = c.data.mitigations.filter((m) => bySlug.has(m.id));
    if (named.length) byCase.set(c.id, named);
    for (const m of named) {
      let list = ofMitigation.get(m.id);
      if (!list) ofMitigation.set(m.id, (list = []));
      list.push({ case: c, relation: m.relation, support: m.support });
    }
  }
  return {
    mitigations: [...mitigations].sort((a, b) => compare(a.data.title, b.data.title)),
    mitigationBySlug: bySlug,
    mitigationsOfCase: (id) => byCase.get(id) ?? [],
    casesOfMitigation: (slug) => ofMitigation.get(slug) ?? [],
  };
}

/** A mitigation's cases grouped by relation, in `MITIGATION_RELATIONS` order, empty groups left out. */
export function byRelation<C>(
  cases: readonly MitigationCase<C>[],
): { relation: MitigationRelation; cases: MitigationCase<C>[] }[] {
  return MITIGATION_RELATIONS.map((relation) => ({
    relation,
    cases: cases.filter((c) => c.relation === relation),
  })).filter((g) => g.cases.length > 0);
}

/** One group of the mitigations index: a term (none for those naming no term) and its mitigations. */
export interface MitigationGroup<M> {
  term?: { slug: string; label: string };
  items: M[];
}

/**
 * Mitigations grouped by the terms they address (their root causes on `/mitigations/`): a group
 * per term in the order of `terms`, each with the mitigations naming it in their order (one naming
 * two terms is in both), empty groups left out, then those naming none of `terms`.
 */
export function groupByTerm<M>(
  items: readonly M[],
  termsOf: (m: M) => readonly string[],
  terms: readonly { slug: string; label: string }[],
): MitigationGroup<M>[] {
  const groups: MitigationGroup<M>[] = terms
    .map((term) => ({ term, items: items.filter((m) => termsOf(m).includes(term.slug)) }))
    .filter((g) => g.items.length > 0);
  const known = new Set(terms.map((t) => t.slug));
  const none = items.filter((m) => !termsOf(m).some((s) => known.has(s)));
  return none.length ? [...groups, { items: none }] : groups;
}
