/**
 * The cases a concept page lists: those naming the concept, or any component the concept is
 * about, in the order given (the site's: newest incident first). Pure.
 */
export function conceptCaseIds(
  concept: { id: string; components: readonly string[] },
  cases: readonly { id: string; components: readonly string[]; concepts: readonly string[] }[],
): string[] {
  const components = new Set(concept.components);
  return cases
    .filter((c) => c.concepts.includes(concept.id) || c.components.some((s) => components.has(s)))
    .map((c) => c.id);
}
