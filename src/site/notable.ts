/**
 * Which cases the home page shows as notable: those the rest of the library points to most (other
 * cases' `related`, articles, concepts and transcripts, as backlinks), then the longest-lasting,
 * then by ID, so the choice is made from the content alone and is the same on every build. Pure.
 */
import type { Case } from '../../schemas/index.ts';
import type { Backlinks } from './backlinks.ts';
import { incidentLength } from './incident.ts';

/** The `n` most referenced cases, in that order. */
export function notableCases<T extends { id: string; data: Case }>(
  cases: readonly T[],
  backlinks: Backlinks,
  n: number,
): T[] {
  const refs = (c: T) => new Set(backlinks.get(`case:${c.id}`) ?? []).size;
  const lasted = (c: T) => incidentLength(c.data)?.minutes ?? 0;
  return [...cases]
    .sort((a, b) => refs(b) - refs(a) || lasted(b) - lasted(a) || (a.id < b.id ? -1 : 1))
    .slice(0, n);
}
