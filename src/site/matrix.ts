/**
 * The matrix of two vocabularies, as ATT&CK shows techniques by tactic: for every pair of a row
 * term and a column term (here a component and a root cause), the cases that name both. A case
 * naming a term twice counts once. Pure.
 */

/** A case as the matrix reads it: its ID and the terms of each axis. */
export interface MatrixCase {
  id: string;
  rows: readonly string[];
  cols: readonly string[];
}

/** The cases of every non-empty cell, by row term then column term, in the order the cases were given. */
export type Matrix = Map<string, Map<string, string[]>>;

/** Every cell of the matrix that at least one case fills. */
export function termMatrix(cases: readonly MatrixCase[]): Matrix {
  const m: Matrix = new Map();
  for (const c of cases)
    for (const r of new Set(c.rows)) {
      const row = m.get(r) ?? new Map<string, string[]>();
      m.set(r, row);
      for (const k of new Set(c.cols)) row.set(k, [...(row.get(k) ?? []), c.id]);
    }
  return m;
}

/** The cases of one cell, none when it is empty. */
export function cellOf(m: Matrix, row: string, col: string): readonly string[] {
  return m.get(row)?.get(col) ?? [];
}

/**
 * How strongly a cell is shaded, 0 (empty) to 4, by its share of the largest cell: the steps
 * are the quarters, so one lone case in a large library still shows.
 */
export function heatLevel(n: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (n <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((n / max) * 4))) as 1 | 2 | 3 | 4;
}

/**
 * A cell's share of its row's cases, 0 to 1: how much of a component's record one root cause
 * explains. Shading by this share, not by the raw count, keeps the cell from repeating what the
 * row and column totals already say.
 * @param n the cell's cases; @param rowTotal the cases naming the row's term (0 gives 0).
 */
export function rowShare(n: number, rowTotal: number): number {
  return rowTotal > 0 ? Math.min(1, n / rowTotal) : 0;
}

/**
 * The cells of the cases whose column term is graded `stated` (the organisation said it in
 * words): the same matrix built from each case's stated column terms only, so a cell's count
 * splits into stated and inferred.
 */
export function statedMatrix(
  cases: readonly (MatrixCase & { statedCols: readonly string[] })[],
): Matrix {
  return termMatrix(cases.map((c) => ({ id: c.id, rows: c.rows, cols: c.statedCols })));
}
