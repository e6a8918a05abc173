/**
 * Related cases for a case page: the explicit `related` links first (in the author's order,
 * with their relation), then cases sharing components or root causes, scored by how much they
 * share (components count 2, root causes 1), ties broken by ID.
 */
import type { Case } from '../../schemas/index.ts';

/** One related case and why it is related. */
export interface RelatedCase { id: string; relation: string; shared: string[] }

/**
 * @param limit how many computed (non-explicit) cases to add at most.
 */
export function relatedCases(c: Case, all: readonly Case[], limit = 5): RelatedCase[] {
  const out: RelatedCase[] = c.related.map((r) => ({ id: r.id, relation: r.relation, shared: [] }));
  const taken = new Set([c.id, ...out.map((r) => r.id)]);
  const causes = new Set(c.root_causes.map((r) => r.term));
  const scored = all
    .filter((o) => !taken.has(o.id))
    .map((o) => {
      const comps = o.components.filter((x) => c.components.includes(x));
      const rc = [...new Set(o.root_causes.map((r) => r.term))].filter((x) => causes.has(x));
      return { o, comps, rc, score: comps.length * 2 + rc.length };
    })
    .filter((s) => s.comps.length > 0 || (s.rc.length > 0 && s.score >= 1))
    .sort((a, b) => b.score - a.score || (a.o.id < b.o.id ? -1 : 1))
    .slice(0, limit);
  for (const s of scored) {
    out.push({ id: s.o.id, relation: s.comps.length ? 'shares components' : 'shares root causes', shared: [...s.comps, ...s.rc] });
  }
  return out;
}
