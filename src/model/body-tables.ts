/**
 * A table row with more or fewer cells than its header: GFM shows no cell past the header's and
 * fills a missing one with nothing, so the row says less than was written.
 */
import type { Table } from 'mdast';
import type { BodyReport } from './body-report.ts';

/** Checks that every row of a table has as many cells as its header. */
export function checkTableRows(table: Table, r: BodyReport): void {
  const width = table.children[0]?.children.length ?? 0;
  for (const row of table.children.slice(1)) {
    const n = row.children.length;
    if (n === width) continue;
    r.at(
      row,
      `this table row has ${n} cell${n === 1 ? '' : 's'}, the header has ${width}`,
      n > width
        ? `a "|" ends a cell even inside \`code\`: write it as \\|, or add the column to the header; cells past the header's are not shown`
        : `add the missing cell${width - n === 1 ? '' : 's'} (an empty one is "| |") so every row has ${width}`,
    );
  }
}
