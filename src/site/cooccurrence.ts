/**
 * Contributing factors that come together: for every pair of factors, the cases that name both.
 * A case with factors a, b, c adds one to each of the pairs ab, ac and bc; a factor named twice
 * in one case counts once. Pure.
 */

/** Two terms and the cases naming both, in the order the cases were given. */
export interface Pair {
  a: string;
  b: string;
  caseIds: string[];
}

/** One term seen with another: the other term and the shared cases. */
export interface SeenWith {
  slug: string;
  caseIds: string[];
}

/**
 * Every pair of terms named together by at least `min` cases (default 1), most shared cases
 * first, then by `a` and `b` in code-point order; within a pair `a < b`.
 */
export function termPairs(
  cases: readonly { id: string; terms: readonly string[] }[],
  min = 1,
): Pair[] {
  const by = new Map<string, Pair>();
  for (const c of cases) {
    const terms = [...new Set(c.terms)].sort();
    for (let i = 0; i < terms.length; i++) {
      for (let j = i + 1; j < terms.length; j++) {
        const key = `${terms[i]}\0${terms[j]}`;
        let p = by.get(key);
        if (!p) by.set(key, (p = { a: terms[i], b: terms[j], caseIds: [] }));
        p.caseIds.push(c.id);
      }
    }
  }
  return [...by.values()]
    .filter((p) => p.caseIds.length >= min)
    .sort((x, y) => y.caseIds.length - x.caseIds.length || cmp(x.a, y.a) || cmp(x.b, y.b));
}

/** The terms seen with `slug` in the given pairs, most shared cases first, then by slug. */
export function seenWith(pairs: readonly Pair[], slug: string): SeenWith[] {
  return pairs
    .filter((p) => p.a === slug || p.b === slug)
    .map((p) => ({ slug: p.a === slug ? p.b : p.a, caseIds: p.caseIds }))
    .sort((x, y) => y.caseIds.length - x.caseIds.length || cmp(x.slug, y.slug));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
