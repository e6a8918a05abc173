/**
 * `/data/cases.csv`: the cases as CSV records in the columns of their export shape (`export.ts`),
 * and back. Pure; the endpoint in `src/routes/data/` calls it.
 *
 * CSV rules (written on the Open data page): nested objects become dotted columns
 * (`incident.start`); lists of slugs are joined with a space (`SLUG_SEPARATOR`); lists of objects
 * (`root_causes`, `sources`, `related`) are JSON text in their cell, but for `mitigations`, whose
 * cell holds the mitigations' slugs like a list of slugs (their relations and supporting sentences
 * are in `cases.json`); a time (`incident.start`) is
 * two columns, its date and then, under its name with `_time`, the time of day with its offset,
 * so that a date column holds nothing but dates. Cells are neutralised and bounded as every CSV
 * cell of the open data is (`data-files.ts`); `fromCsvRecord` undoes both.
 */
import { csvFile, isCutCell, restoreCell, SLUG_SEPARATOR } from './data-files.ts';
import {
  CSV_COLUMNS,
  DEFAULT_EXPORT_SHAPE,
  type ExportedCase,
  type ExportShape,
} from './export.ts';

function get(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), obj);
}

/** One case as a CSV record (column name → cell text, not yet neutralised). */
export function toCsvRecord(
  c: ExportedCase,
  columns: ExportShape['columns'] = CSV_COLUMNS,
): Record<string, string> {
  const rec: Record<string, string> = {};
  for (const col of columns) {
    const v = get(c, col.of ?? col.name);
    rec[col.name] =
      v === undefined
        ? ''
        : col.kind === 'slugs'
          ? (v as string[]).join(SLUG_SEPARATOR)
          : col.kind === 'ids'
            ? (v as { id: string }[]).map((o) => o.id).join(SLUG_SEPARATOR)
            : col.kind === 'json'
              ? JSON.stringify(v)
              : col.kind === 'date'
                ? String(v).slice(0, 10)
                : col.kind === 'time'
                  ? String(v).slice(11)
                  : String(v);
  }
  return rec;
}

/** The cases as CSV (`csvFile`). */
export function casesCsv(
  cases: readonly ExportedCase[],
  shape: ExportShape = DEFAULT_EXPORT_SHAPE,
): string {
  return csvFile(
    cases.map((c) => toCsvRecord(c, shape.columns)),
    shape.columns.map((c) => c.name),
    'cases.json',
  );
}

/**
 * Rebuilds a case (as `ExportedCase`) from a parsed CSV record: the exact inverse of
 * `toCsvRecord` after `neutraliseCell`, but for an `ids` column, whose objects come back with
 * their `id` only (the rest is in `cases.json`). Empty cells are absent fields, or empty lists;
 * so are cut cells (`boundCell`), whose value only `cases.json` has.
 */
export function fromCsvRecord(
  rec: Record<string, string>,
  columns: ExportShape['columns'] = CSV_COLUMNS,
): ExportedCase {
  const out: Record<string, unknown> = {};
  for (const col of columns) {
    if (isCutCell(rec[col.name] ?? '', 'cases.json')) continue;
    const cell = restoreCell(rec[col.name] ?? '');
    const path = col.name.split('.');
    if (col.kind === 'time') {
      // The time of day goes back after the date of its field, written in the column before.
      const at = (col.of ?? col.name).split('.');
      const o = at
        .slice(0, -1)
        .reduce<Record<string, unknown> | undefined>(
          (p, k) => p?.[k] as Record<string, unknown> | undefined,
          out,
        );
      const key = at[at.length - 1];
      if (cell !== '' && typeof o?.[key] === 'string') o[key] = `${o[key] as string}T${cell}`;
      continue;
    }
    let value: unknown;
    if (col.kind === 'slugs') value = cell === '' ? [] : cell.split(SLUG_SEPARATOR);
    else if (col.kind === 'ids')
      value = cell === '' ? [] : cell.split(SLUG_SEPARATOR).map((id) => ({ id }));
    else if (col.kind === 'json') value = cell === '' ? undefined : JSON.parse(cell);
    else value = cell === '' ? undefined : cell;
    if (value === undefined) continue;
    let o = out;
    for (const k of path.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
    o[path[path.length - 1]] = value;
  }
  return out as ExportedCase;
}
