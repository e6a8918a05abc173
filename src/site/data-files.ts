/**
 * The two writers of the open data files, shared by the cases', mitigations' and action items'
 * downloads: `recordsJson`, a JSON document one record a line, and `csvFile`, the one CSV writer.
 *
 * CSV cells are safe to open: formula-like text gets a `'` wherever a spreadsheet could start a
 * cell, so it shows it as text instead of running it (OWASP "CSV injection"; `neutraliseCell`),
 * and cells are bounded (`boundCell`); `restoreCell` and `isCutCell` let a reader undo both.
 */
import { stringify } from 'csv-stringify/sync';

/**
 * What separates the slugs of a list in a CSV cell: a space, which no slug holds and no reader
 * splits a line on (a `;` would split the row for a spreadsheet set to `;`, as many are).
 */
export const SLUG_SEPARATOR = ' ';

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
