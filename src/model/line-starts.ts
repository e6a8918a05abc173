/**
 * Offsets to lines: the index of the line holding a UTF-16 offset, by binary search over the
 * offsets where lines start. Pure; shared by the body checks (lines of Markdown, ending at `\n`)
 * and the post-build checks (lines of HTML, ending at `\n`, `\r\n` or a lone `\r`).
 */

/** The 0-based index of the line of `offset`, given the sorted start offsets of the lines (`starts[0]` is 0). */
export function lineIndexAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
