/**
 * The vocabulary fields of a case of the flagship's (and its fixtures'), typed: `Case` leaves the
 * vocabulary fields to a library's `vocabularies` option, and the flagship has the default five.
 * A test reads the raw fields through this to compare a page with what its case says.
 */
export interface FlagshipTerms {
  organisation: string;
  components: string[];
  root_causes: { term: string; evidence: 'stated' | 'inferred'; note?: string }[];
  contributing_factors: string[];
  impact: { description: string; categories: string[] };
}

/** A case's data (or a concept's, for `components`) with the flagship's vocabulary fields typed. */
export function flagshipTerms(data: unknown): FlagshipTerms {
  return data as FlagshipTerms;
}
