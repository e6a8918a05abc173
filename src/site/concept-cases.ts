/**
 * The cases a concept page lists: those naming the concept, or any term the concept is about (of
 * the vocabulary in the role `component`), in the order given (the site's: newest incident
 * first). Pure.
 */
export function conceptCaseIds(
  concept: { id: string; terms: readonly string[] },
  cases: readonly { id: string; terms: readonly string[]; concepts: readonly string[] }[],
): string[] {
  const terms = new Set(concept.terms);
  return cases
    .filter((c) => c.concepts.includes(concept.id) || c.terms.some((s) => terms.has(s)))
    .map((c) => c.id);
}
