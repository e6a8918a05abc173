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
 * Which cases name each component and root cause, built once per list of cases. Comparing a
 * case with every other case on every page made the build quadratic: about 90 s of a 470 s
 * build at 5,000 cases, and most of the build at 20,000 (`npm run bench`).
 */
interface RelatedIndex {
  all: readonly Case[];
  idRank: Int32Array;
  byComponent: Map<string, number[]>;
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

function indexOf(all: readonly Case[], through: Through): RelatedIndex {
  const hit = all.length ? INDEXES.get(all[0]) : undefined;
  if (hit && sameCases(hit.all, all)) return hit;
  const byComponent = new Map<string, number[]>();
  const byCause = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, i: number) => {
    const l = map.get(key);
    if (l) l.push(i);
    else map.set(key, [i]);
  };
  const causesOf = all.map((o) => caseTerms(through.cause, o));
  all.forEach((o, i) => {
    for (const x of caseTerms(through.component, o)) push(byComponent, x, i);
    for (const x of causesOf[i]) push(byCause, x, i);
  });
  // Each case's place in ID order, so ties compare integers, not strings.
  const idRank = new Int32Array(all.length);
  all
    .map((o, i) => [o.id, i] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .forEach(([, i], rank) => {
      idRank[i] = rank;
    });
  const index = {
    all: [...all],
    idRank,
    byComponent,
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
  const index = indexOf(all, through);
  const { mark, score, idRank } = index;
  const [viaComponent, viaCause] = [2 * ++index.generation, 2 * index.generation + 1];
  // The best `limit` candidates so far, by score (higher first), then ID (lower first).
  const best: number[] = [];
  const ahead = (i: number, j: number) =>
    score[i] > score[j] || (score[i] === score[j] && idRank[i] < idRank[j]);
  const consider = (i: number) => {
    if (best.length === limit && !ahead(i, best[limit - 1])) return;
    if (taken.has(all[i].id)) return;
    let at = best.length;
    while (at > 0 && ahead(i, best[at - 1])) at--;
    best.splice(at, 0, i);
    if (best.length > limit) best.pop();
  };
  const sharers: number[] = [];
  for (const x of mine) {
    for (const i of index.byComponent.get(x) ?? []) {
      if (mark[i] !== viaComponent) {
        mark[i] = viaComponent;
        score[i] = 0;
        sharers.push(i);
      }
      score[i] += 2;
    }
  }
  // A shared root cause adds 1 to a case already found through a component; cases sharing only
  // root causes are kept apart. Integer marks only: looking up each sharer's causes by name was
  // 30 s of a 20,000-case build.
  const causeOnly: number[] = [];
  for (const x of causes) {
    for (const i of index.byCause.get(x) ?? []) {
      if (mark[i] === viaComponent) score[i] += 1;
      else {
        if (mark[i] !== viaCause) {
          mark[i] = viaCause;
          score[i] = 0;
          causeOnly.push(i);
        }
        score[i] += 1;
      }
    }
  }
  for (const i of sharers) consider(i);
  // Cases sharing only root causes score at most `causes.size`: look at them only if they can
  // still enter the list (ties go to the lower ID).
  if (best.length < limit || score[best[limit - 1]] <= causes.size)
    for (const i of causeOnly) consider(i);
  for (const o of best.map((i) => all[i])) {
    const comps = caseTerms(through.component, o).filter((x) => mine.includes(x));
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
