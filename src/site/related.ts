/**
 * Related cases for a case page: the explicit `related` links first (in the author's order,
 * with their relation), then cases sharing components or root causes, scored by how much they
 * share (components count 2, root causes 1), ties broken by ID.
 */
import type { Case, Vocabulary } from '../../schemas/index.ts';
import { caseTerms, type VocabularyModel } from '../model/vocabularies.ts';
import type { CaseReference } from './backlinks.ts';
import { ENGLISH, relationWords, type Words } from './i18n.ts';

/** The vocabularies a computed related case can share terms of: the component and root-cause ones, by name. */
export type SharedVocabulary = string;

/** One related case and why it is related. */
export interface RelatedCase {
  id: string;
  /** The author's relation (`follow-up-of`), or `shares components` / `shares root causes`. */
  relation: string;
  /**
   * The terms it shares, per vocabulary (components first), each list non-empty; none for an
   * explicit relation. Apart, because a root cause and a component may have the same slug.
   */
  shared: { taxonomy: SharedVocabulary; slugs: string[] }[];
}

/**
 * Why a case is related, as the page says it: the author's relation in words, or "shares" and each
 * shared vocabulary by its own name, singular or plural by its count, with its terms' labels
 * (`shares component etcd; root cause Software defect`, `shares components etcd, CoreDNS`), each
 * label from its own vocabulary: a root cause is never called a component.
 */
export function relatedReason(
  r: RelatedCase,
  label: (taxonomy: SharedVocabulary, slug: string) => string,
  vocabularies: VocabularyModel,
  w: Words = ENGLISH,
): string {
  if (!r.shared.length) return relationWords(r.relation, w);
  const noun = (taxonomy: string, n: number) => {
    const v = vocabularies.byName.get(taxonomy);
    return (n === 1 ? v?.term : v?.plural) ?? taxonomy;
  };
  return w.t('related.shares', {
    list: r.shared
      .map(
        (g) =>
          `${noun(g.taxonomy, g.slugs.length)} ${g.slugs.map((s) => label(g.taxonomy, s)).join(', ')}`,
      )
      .join('; '),
  });
}

/**
 * Which cases name each component, each pair of components and each root cause, built once per
 * list of cases, every list in ID order. Comparing a case with every other case on every page made
 * the build quadratic: about 90 s of a 470 s build at 5,000 cases, and most of the build at 20,000
 * (`npm run bench`). Scoring every case that shares one component was still quadratic, with a
 * smaller constant: a quarter of the pages' CPU at 100,000 cases, where each of 40 components is
 * named by thousands of cases. Cases sharing two components or more are found through the pairs'
 * lists, and every list is walked only while a case on it can still enter the list of best: at
 * 100,000 synthetic cases, 0.5 ms a page against 1.06 when components are drawn at random, and
 * 0.05 against 5.3 when they come in pairs, as real ones do (Kubernetes with etcd), the same cases
 * in the same order.
 */
interface RelatedIndex {
  all: readonly Case[];
  idRank: Int32Array;
  /** Each case's components and root causes as numbers into `weight` (components first). */
  termsOf: Int32Array[];
  componentNumber: Map<string, number>;
  causeNumber: Map<string, number>;
  /** Per term number, what sharing it scores on the page being found (2, 1 or 0). */
  weight: Int8Array;
  byComponent: Map<string, number[]>;
  byPair: Map<string, number[]>;
  byCause: Map<string, number[]>;
  mark: Int32Array;
  score: Int32Array;
  generation: number;
}

// Pages pass a fresh array of the same case objects each time, so the index is keyed by the
// first case and checked at a few positions: checking every element on every page was itself
// quadratic (about 110 s at 20,000 cases).
const INDEXES = new WeakMap<Case, RelatedIndex>();

function sameCases(a: readonly Case[], b: readonly Case[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < 16; k++) {
    const i = Math.floor((k * (a.length - 1)) / 15);
    if (a[i] !== b[i]) return false;
  }
  return true;
}

/** The vocabularies related cases are found through: what failed (weight 2) and why (weight 1). */
interface Through {
  component?: Vocabulary;
  cause?: Vocabulary;
}

/** The key of an unordered pair of distinct slugs. */
const pairKey = (x: string, y: string) => (x < y ? `${x}\0${y}` : `${y}\0${x}`);

function indexOf(all: readonly Case[], through: Through): RelatedIndex {
  const hit = all.length ? INDEXES.get(all[0]) : undefined;
  if (hit && sameCases(hit.all, all)) return hit;
  const byComponent = new Map<string, number[]>();
  const byPair = new Map<string, number[]>();
  const byCause = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, i: number) => {
    const l = map.get(key);
    if (l) l.push(i);
    else map.set(key, [i]);
  };
  const componentsOf = all.map((o) => caseTerms(through.component, o));
  const causesOf = all.map((o) => caseTerms(through.cause, o));
  // Terms as small integers, so that scoring a case adds array cells instead of looking up
  // strings: a component and a root cause of the same slug are different numbers.
  const componentNumber = new Map<string, number>();
  const causeNumber = new Map<string, number>();
  const numberOf = (map: Map<string, number>, x: string) => {
    let n = map.get(x);
    if (n === undefined) map.set(x, (n = componentNumber.size + causeNumber.size));
    return n;
  };
  const termsOf = all.map(
    (_, i) =>
      new Int32Array([
        ...componentsOf[i].map((x) => numberOf(componentNumber, x)),
        ...causesOf[i].map((x) => numberOf(causeNumber, x)),
      ]),
  );
  // Each case's place in ID order, so ties compare integers, not strings; the lists are filled
  // in that order, so a walk along one meets better-placed cases first and can stop early.
  const order = all
    .map((o, i) => [o.id, i] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([, i]) => i);
  const idRank = new Int32Array(all.length);
  order.forEach((i, rank) => {
    idRank[i] = rank;
    const comps = componentsOf[i];
    comps.forEach((x, k) => {
      push(byComponent, x, i);
      for (const y of comps.slice(k + 1)) push(byPair, pairKey(x, y), i);
    });
    for (const x of causesOf[i]) push(byCause, x, i);
  });
  const index = {
    all: [...all],
    idRank,
    termsOf,
    componentNumber,
    causeNumber,
    weight: new Int8Array(componentNumber.size + causeNumber.size),
    byComponent,
    byPair,
    byCause,
    mark: new Int32Array(all.length),
    score: new Int32Array(all.length),
    generation: 0,
  };
  if (all.length) INDEXES.set(all[0], index);
  return index;
}

/**
 * @param limit how many computed (non-explicit) cases to add at most.
 * @param vocabularies the library's: cases are related through the vocabularies in the roles
 *   `component` and `root-cause`; without either, through the other alone (or only explicitly).
 * @returns the explicit links, then at most `limit` cases by score (2 a shared component, 1 a
 *   shared root cause; only cases sharing something), higher first, ties by lower ID.
 */
export function relatedCases(
  c: Case,
  all: readonly Case[],
  limit: number,
  vocabularies: VocabularyModel,
): RelatedCase[] {
  const out: RelatedCase[] = c.related.map((r) => ({ id: r.id, relation: r.relation, shared: [] }));
  if (limit <= 0) return out;
  const through: Through = {
    component: vocabularies.byRole.component,
    cause: vocabularies.byRole['root-cause'],
  };
  const taken = new Set([c.id, ...out.map((r) => r.id)]);
  const causes = new Set(caseTerms(through.cause, c));
  const mine = caseTerms(through.component, c);
  const mineSet = new Set(mine);
  const index = indexOf(all, through);
  const { mark, score, idRank, weight } = index;
  const seen = ++index.generation;
  // A term none of the cases holds has no number, and no case can share it.
  const numbered = (map: Map<string, number>, xs: Iterable<string>) =>
    [...xs].map((x) => map.get(x)).filter((n) => n !== undefined);
  const weighted = [
    ...numbered(index.componentNumber, mine).map((n) => [n, 2] as const),
    ...numbered(index.causeNumber, causes).map((n) => [n, 1] as const),
  ];
  for (const [n, w] of weighted) weight[n] = w;
  // The best `limit` candidates so far, by score (higher first), then ID (lower first).
  const best: number[] = [];
  const ahead = (i: number, j: number) =>
    score[i] > score[j] || (score[i] === score[j] && idRank[i] < idRank[j]);
  /** Scores case `i` once: 2 for each component it shares with `c`, 1 for each root cause. */
  const consider = (i: number) => {
    if (mark[i] === seen) return;
    mark[i] = seen;
    let s = 0;
    for (const t of index.termsOf[i]) s += weight[t];
    score[i] = s;
    if (s === 0 || (best.length === limit && !ahead(i, best[limit - 1]))) return;
    if (taken.has(all[i].id)) return;
    let at = best.length;
    while (at > 0 && ahead(i, best[at - 1])) at--;
    best.splice(at, 0, i);
    if (best.length > limit) best.pop();
  };
  /**
   * Walks lists in ID order while a case scoring at most `most` can still enter: once the list
   * is full and its last case scores more, or as much with a lower ID, no later case can.
   */
  const walk = (lists: (number[] | undefined)[], most: number) => {
    for (const list of lists)
      for (const i of list ?? []) {
        const last = best.length === limit ? best[limit - 1] : -1;
        if (last >= 0 && (score[last] > most || (score[last] === most && idRank[last] < idRank[i])))
          break;
        consider(i);
      }
  };
  // Cases sharing two components or more, each found through a pair's list; then those sharing
  // one (scoring at most 2 plus the root causes), then those sharing only root causes.
  const pairs = mine.flatMap((x, k) =>
    mine.slice(k + 1).map((y) => index.byPair.get(pairKey(x, y))),
  );
  try {
    walk(pairs, 2 * mine.length + causes.size);
    walk(
      mine.map((x) => index.byComponent.get(x)),
      2 + causes.size,
    );
    walk(
      [...causes].map((x) => index.byCause.get(x)),
      causes.size,
    );
  } finally {
    for (const [n] of weighted) weight[n] = 0;
  }
  for (const o of best.map((i) => all[i])) {
    const comps = caseTerms(through.component, o).filter((x) => mineSet.has(x));
    const rc = caseTerms(through.cause, o).filter((x) => causes.has(x));
    const shared: RelatedCase['shared'] = [];
    if (comps.length) shared.push({ taxonomy: through.component!.name, slugs: comps });
    if (rc.length) shared.push({ taxonomy: through.cause!.name, slugs: rc });
    out.push({
      id: o.id,
      relation: `shares ${comps.length ? through.component!.plural : through.cause!.plural}`,
      shared,
    });
  }
  return out;
}

/** A related case, with how it refers to this one when it also does (it is then not repeated under "Referenced by"). */
export type MergedRelated = RelatedCase & { reference?: CaseReference };

/**
 * A case page's "Related cases" and "Referenced by" with each case once: a case in both is listed
 * under Related, with the reasons it refers to this one beside its relation, and left out of the
 * references (articles, concepts and episodes stay there, whatever their ID).
 * @returns the related cases in their order, the references left, and how many were merged.
 */
export function mergeReferences(
  related: readonly RelatedCase[],
  refs: readonly CaseReference[],
): { related: MergedRelated[]; refs: CaseReference[]; merged: number } {
  const byCase = new Map(refs.filter((r) => r.kind === 'case').map((r) => [r.id, r]));
  const listed = new Set(related.map((r) => r.id));
  return {
    related: related.map((r) => {
      const reference = byCase.get(r.id);
      return reference ? { ...r, reference } : { ...r };
    }),
    refs: refs.filter((r) => r.kind !== 'case' || !listed.has(r.id)),
    merged: related.filter((r) => byCase.has(r.id)).length,
  };
}
