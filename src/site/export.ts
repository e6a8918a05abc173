/**
 * The open data downloads: `/data/cases.json` and `/data/cases.csv`. Field names are the case
 * frontmatter's own (`root_causes`, `incident.start`...), the names the schema and the pages use,
 * plus `url`, the case page. Pure; the endpoints in `src/routes/data/` call these.
 *
 * CSV rules (written on the Open data page): nested objects become dotted columns
 * (`incident.start`); lists of slugs are joined with `;` (slugs never hold one); lists of objects
 * (`root_causes`, `sources`, `related`) are JSON text in their cell. A cell whose text begins with
 * `=`, `+`, `-`, `@`, tab, carriage return or `'` gets a leading `'`, so a spreadsheet shows it
 * as text instead of running it as a formula (OWASP "CSV injection"); `fromCsvRecord` removes it.
 */
import { stringify } from 'csv-stringify/sync';
import { CASE_FIELDS, type Case } from '../../schemas/index.ts';

/** A case as published: its frontmatter fields in schema order, then `url`. */
export type ExportedCase = Case & { url: string };

/** The case's fields in the schema's order, without what the loader adds (`headings`). */
export function exportCase(c: Case, url: string): ExportedCase {
  const out: Record<string, unknown> = {};
  for (const key of CASE_FIELDS)
    if ((c as Record<string, unknown>)[key] !== undefined)
      out[key] = (c as Record<string, unknown>)[key];
  out.url = url;
  return out as ExportedCase;
}

/**
 * A JSON document of `head`'s fields and then `records` under `key`, one record to a line: as
 * easy to read line by line (or with `grep`) as the indented form, at about half its size (the
 * indentation of nested lists was most of a record). Parses as any JSON does.
 */
export function recordsJson(
  head: Record<string, unknown>,
  key: string,
  records: readonly unknown[],
): string {
  const start = JSON.stringify({ ...head, [key]: [] }).slice(0, -3);
  return records.length
    ? `${start}[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`
    : `${start}[]}\n`;
}

/** The library a data file comes from: its name and the licence of its content. */
export interface DataPublisher {
  title: string;
  contentLicence: { id: string; url: string };
}

/** The JSON document: licence, count and the cases (newest first, as on the site), one case a line. */
export function casesJson(
  cases: readonly ExportedCase[],
  library: DataPublisher,
  meta: { schema?: string } = {},
): string {
  return recordsJson(
    {
      ...(meta.schema ? { $schema: meta.schema } : {}),
      title: `${library.title}: cases`,
      license: library.contentLicence.id,
      license_url: library.contentLicence.url,
      count: cases.length,
    },
    'cases',
    cases,
  );
}

/** How each CSV column reads from and writes to a case. */
type Kind = 'text' | 'slugs' | 'json';
export const CSV_COLUMNS: { name: string; kind: Kind }[] = [
  { name: 'id', kind: 'text' },
  { name: 'aliases', kind: 'slugs' },
  { name: 'title', kind: 'text' },
  { name: 'summary', kind: 'text' },
  { name: 'organisation', kind: 'text' },
  { name: 'service', kind: 'text' },
  { name: 'status', kind: 'text' },
  { name: 'incident.start', kind: 'text' },
  { name: 'incident.end', kind: 'text' },
  { name: 'incident.detected', kind: 'text' },
  { name: 'incident.resolved', kind: 'text' },
  { name: 'incident.precision', kind: 'text' },
  { name: 'incident.timezone_reported', kind: 'text' },
  { name: 'impact.description', kind: 'text' },
  { name: 'impact.categories', kind: 'slugs' },
  { name: 'timeline', kind: 'json' },
  { name: 'root_causes', kind: 'json' },
  { name: 'components', kind: 'slugs' },
  { name: 'contributing_factors', kind: 'slugs' },
  { name: 'sources', kind: 'json' },
  { name: 'related', kind: 'json' },
  { name: 'concepts', kind: 'slugs' },
  { name: 'added', kind: 'text' },
  { name: 'last_reviewed', kind: 'text' },
  { name: 'updated', kind: 'text' },
  { name: 'url', kind: 'text' },
];

const FORMULA_START = /^[=+\-@\t\r']/;

/** A cell a spreadsheet will not evaluate: `'` before a leading `= + - @ tab CR '`. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The inverse of `neutraliseCell`. */
export function restoreCell(text: string): string {
  return text.startsWith("'") ? text.slice(1) : text;
}

function get(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), obj);
}

/** One case as a CSV record (column name → cell text, not yet neutralised). */
export function toCsvRecord(c: ExportedCase): Record<string, string> {
  const rec: Record<string, string> = {};
  for (const col of CSV_COLUMNS) {
    const v = get(c, col.name);
    rec[col.name] =
      v === undefined
        ? ''
        : col.kind === 'slugs'
          ? (v as string[]).join(';')
          : col.kind === 'json'
            ? JSON.stringify(v)
            : String(v);
  }
  return rec;
}

/**
 * The CSV file: UTF-8 with a BOM (so spreadsheets detect the encoding), CRLF, a header row
 * (RFC 4180: a cell holding a comma, a quote or any line break is quoted).
 */
export function casesCsv(cases: readonly ExportedCase[]): string {
  return stringify(cases.map(toCsvRecord), {
    bom: true,
    header: true,
    columns: CSV_COLUMNS.map((c) => c.name),
    record_delimiter: 'windows',
    // With a record delimiter given, csv-stringify quotes only cells holding that exact CRLF; a
    // lone LF or CR would then end the row for every reader (Python, Excel), so quote those too.
    quote_record_delimiter: true,
    cast: { string: (s: string) => neutraliseCell(s) },
  });
}

/**
 * Rebuilds a case (as `ExportedCase`) from a parsed CSV record: the exact inverse of
 * `toCsvRecord` after `neutraliseCell`. Empty cells are absent fields, or empty lists.
 */
export function fromCsvRecord(rec: Record<string, string>): ExportedCase {
  const out: Record<string, unknown> = {};
  for (const col of CSV_COLUMNS) {
    const cell = restoreCell(rec[col.name] ?? '');
    const path = col.name.split('.');
    let value: unknown;
    if (col.kind === 'slugs') value = cell === '' ? [] : cell.split(';');
    else if (col.kind === 'json') value = cell === '' ? undefined : JSON.parse(cell);
    else value = cell === '' ? undefined : cell;
    if (value === undefined) continue;
    let o = out;
    for (const k of path.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
    o[path[path.length - 1]] = value;
  }
  return out as ExportedCase;
}
