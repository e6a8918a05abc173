/**
 * The open data downloads: `/data/cases.json` and `/data/cases.csv`. Field names are the case
 * frontmatter's own (`root_causes`, `incident.start`...), the names the schema and the pages use,
 * plus `url`, the case page. Pure; the endpoints in `src/routes/data/` call these.
 *
 * CSV rules (written on the Open data page): nested objects become dotted columns
 * (`incident.start`); lists of slugs are joined with a space (`SLUG_SEPARATOR`); lists of objects
 * (`root_causes`, `sources`, `related`) are JSON text in their cell, but for `mitigations`, whose
 * cell holds the mitigations' slugs like a list of slugs (their relations and supporting sentences
 * are in `cases.json`); a time (`incident.start`) is
 * two columns, its date and then, under its name with `_time`, the time of day with its offset,
 * so that a date column holds nothing but dates. Formula-like text gets a `'`
 * wherever a spreadsheet could start a cell, so it shows it as text instead of running it (OWASP
 * "CSV injection"; `neutraliseCell`); cells are bounded (`boundCell`); `fromCsvRecord` undoes both.
 */
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  CalendarDateSchema,
  CaseMitigationsSchema,
  caseSchema,
  InstantSchema,
  PUBLIC_SOURCES,
  type Case,
} from '../../schemas/index.ts';
import { defaultVocabularyList } from '../config/vocabularies.ts';

/** A case as published: its frontmatter fields in schema order, then `url`. */
export type ExportedCase = Case & { url: string };

/**
 * How each CSV column reads from and writes to a case: `date` is `YYYY-MM-DD` (a calendar date,
 * or a time's date as the source wrote it), `time` the rest of the time its column `of` names,
 * `ids` the `id` of each object of a list, joined as slugs are (a case's mitigations).
 */
type Kind = 'text' | 'slugs' | 'json' | 'date' | 'time' | 'ids';

/** One CSV column: its name, its kind, and for a `time` column the field whose time it holds. */
export interface ExportColumn {
  name: string;
  kind: Kind;
  of?: string;
}

/** What the exports hold of a library's cases: the case fields in schema order, and the CSV columns. */
export interface ExportShape {
  fields: readonly string[];
  columns: readonly ExportColumn[];
}

/**
 * What separates the slugs of a list in a CSV cell: a space, which no slug holds and no reader
 * splits a line on (a `;` would split the row for a spreadsheet set to `;`, as many are).
 */
export const SLUG_SEPARATOR = ' ';

/** A schema without its `optional` and `default` wrappers. */
function bare(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
  return s;
}

/**
 * The export shape of a case schema (the library's, with its vocabularies' fields): objects
 * become dotted columns, lists of text become space-joined slugs, a case's mitigations the
 * space-joined slugs of the mitigations, other lists of objects JSON, the rest text.
 * @param options.mitigations whether the library has mitigations (`features.mitigations`); without
 *   them the exports hold no `mitigations` field or column, which the case schema still reads.
 */
export function exportShape(
  schema: z.ZodObject,
  options: { mitigations: boolean } = { mitigations: true },
): ExportShape {
  const columns: ExportColumn[] = [];
  const fields = Object.keys(schema.shape).filter(
    (key) => options.mitigations || schema.shape[key] !== CaseMitigationsSchema,
  );
  const walk = (shape: Record<string, z.ZodType>, prefix: string) => {
    for (const [key, field] of Object.entries(shape)) {
      const s = bare(field);
      if (field === CaseMitigationsSchema) {
        if (options.mitigations) columns.push({ name: `${prefix}${key}`, kind: 'ids' });
      } else if (s instanceof z.ZodObject)
        walk(s.shape as Record<string, z.ZodType>, `${prefix}${key}.`);
      else if (s instanceof z.ZodArray)
        columns.push({
          name: `${prefix}${key}`,
          kind: bare(s.element as z.ZodType) instanceof z.ZodString ? 'slugs' : 'json',
        });
      else if (s === InstantSchema)
        columns.push(
          { name: `${prefix}${key}`, kind: 'date' },
          { name: `${prefix}${key}_time`, kind: 'time', of: `${prefix}${key}` },
        );
      else if (s === CalendarDateSchema) columns.push({ name: `${prefix}${key}`, kind: 'date' });
      else columns.push({ name: `${prefix}${key}`, kind: 'text' });
    }
  };
  walk(schema.shape as Record<string, z.ZodType>, '');
  columns.push({ name: 'url', kind: 'text' });
  return { fields, columns };
}

/** The export shape of a library with the default vocabularies. */
export const DEFAULT_EXPORT_SHAPE: ExportShape = exportShape(
  caseSchema({ prefix: 'X', digits: 4 }, PUBLIC_SOURCES, defaultVocabularyList()),
);

/** The case's fields in the schema's order, without what the loader adds (`headings`). */
export function exportCase(
  c: Case,
  url: string,
  shape: ExportShape = DEFAULT_EXPORT_SHAPE,
): ExportedCase {
  const out: Record<string, unknown> = {};
  for (const key of shape.fields)
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
  // U+2028 and U+2029 are valid in JSON text, but a Unicode line reader breaks a line at them.
  const line = (r: unknown) =>
    JSON.stringify(r).replace(/[\u2028\u2029]/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
  return records.length ? `${start}[\n${records.map(line).join(',\n')}\n]}\n` : `${start}[]}\n`;
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

/** The CSV columns of a library with the default vocabularies. */
export const CSV_COLUMNS = DEFAULT_EXPORT_SHAPE.columns;

/**
 * What a reader may split a CSV line on: the comma we write, and the semicolon, tab and bar a
 * spreadsheet is set to in other locales or by the person opening the file, and line breaks,
 * which a reader that ignores quotes takes for the end of a row. A reader splitting on any of
 * them sees a cell start just after it, whatever our quotes say.
 */
const SEPARATORS = ',;\t|\r\n';
/**
 * What makes a spreadsheet read a cell as a formula: `= + - @`, tab and carriage return (OWASP),
 * their fullwidth forms, which Excel also takes for a formula, and `'`, so that the `'` we add
 * can always be told from one the text had.
 */
const FORMULA_CHARS = "=+\\-@\\t\\r'\uff1d\uff0b\uff0d\uff20";
/**
 * A place where a cell may start, before a formula character or before white space and then one:
 * a reader that trims cells (a spreadsheet's import option, most data tools) takes ` =1+1` for
 * `=1+1`, so the quote goes before the white space, where such a reader still sees it first.
 * White space here is what `\s` matches other than the separators, which start cells of their own.
 */
const FORMULA_START = new RegExp(
  `(^|[${SEPARATORS}])(?=[^\\S${SEPARATORS}]*[${FORMULA_CHARS}])`,
  'g',
);
/** A `'` that `neutraliseCell` added. */
const ADDED_QUOTE = new RegExp(`(^|[${SEPARATORS}])'`, 'g');

/**
 * A cell a spreadsheet will not evaluate, however it splits the line and whether or not it trims
 * white space: a `'` before every formula character that starts the text or follows a separator,
 * and before the white space when only white space comes between (`Outage;=cmd` becomes
 * `Outage;'=cmd`, ` =1+1` becomes `' =1+1`).
 */
export function neutraliseCell(text: string): string {
  return text.replace(FORMULA_START, "$1'");
}

/** The inverse of `neutraliseCell`. */
export function restoreCell(text: string): string {
  return text.replace(ADDED_QUOTE, '$1');
}

/**
 * The most characters a cell holds: Excel's limit (32,767), lower than any other reader's
 * (Python's csv module refuses a field over 131,072 by default).
 */
export const CSV_CELL_MAX = 32_767;

/** The end of a cut cell; the JSON file named has the whole value. */
const cutNote = (json: string) =>
  ` … (cut to ${CSV_CELL_MAX.toLocaleString('en')} characters: the whole value is in ${json})`;

/**
 * A cell of at most `CSV_CELL_MAX` characters: a longer one is cut (never inside a surrogate
 * pair) and ends with a note naming the JSON file that holds the whole value.
 */
export function boundCell(text: string, json: string): string {
  if (text.length <= CSV_CELL_MAX) return text;
  const note = cutNote(json);
  let end = CSV_CELL_MAX - note.length;
  if (/[\ud800-\udbff]/.test(text[end - 1])) end--;
  return `${text.slice(0, end)}${note}`;
}

/** True when `boundCell` cut the cell: its value is not in the CSV. */
export function isCutCell(cell: string, json: string): boolean {
  return cell.length <= CSV_CELL_MAX && cell.endsWith(cutNote(json));
}

/**
 * The one CSV writer of the open data: UTF-8 with a BOM (so spreadsheets detect the encoding),
 * CRLF, a header row, every cell neutralised and bounded. A cell is quoted when it holds any
 * separator a reader may split on or a quote (RFC 4180 asks it only for commas, quotes and line
 * breaks), so a reader set to `;` or tab still reads it whole.
 * @param json the JSON file with the same data, named in a cut cell.
 */
export function csvFile(
  records: readonly Record<string, string>[],
  columns: readonly string[],
  json: string,
): string {
  return stringify(records as Record<string, string>[], {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // With a record delimiter given, csv-stringify quotes only cells holding that exact CRLF; a
    // lone LF or CR would then end the row for every reader (Python, Excel), so quote those too.
    quote_record_delimiter: true,
    quoted_match: /[;\t|\r\n]/,
    cast: { string: (s: string) => boundCell(neutraliseCell(s), json) },
  });
}

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
