/**
 * The open data of what teams changed afterwards: `/data/action-items.json` and
 * `/data/action-items.csv`, one row per action item of every case, with its case, the link into
 * the case's section, the organisation, the year and the case's terms. The JSON rows leave out
 * what `cases.json` holds for their case (organisation, year, terms: join on `case`); the CSV
 * keeps them, since a spreadsheet filters on a column but cannot join. Same CSV rules as
 * `/data/cases.csv` (`export-csv.ts`): slugs joined with a space, formula-like cells neutralised, a BOM
 * and CRLF. Pure; the endpoints in `src/routes/data/` call these.
 */
import type { Case, Vocabulary } from '../../schemas/index.ts';
import { caseTerms } from '../model/vocabularies.ts';
import { instantYear } from '../model/dates.ts';
import type { LearningItem } from '../model/case-learnings.ts';
import { csvFile, recordsJson, SLUG_SEPARATOR, type DataPublisher } from './data-files.ts';

/** One action item as published: its own fields, then the case's year and term fields. */
export interface ActionItemRow {
  case: string;
  /** The item's position among its case's action items, from 1. */
  n: number;
  text: string;
  /** The case section it comes from: `https://…/cases/IL-0190/#user-content-action-items`. */
  url: string;
  year: number;
  /** The case's terms, by the vocabulary's case field: a slug for a one-term vocabulary, else a list. */
  [field: string]: string | number | string[];
}

/** A vocabulary as the action items name it: its case field and whether it holds one term. */
type TermColumn = Pick<Vocabulary, 'field' | 'many'>;

/**
 * The term columns of the action items: each vocabulary whose field is the case's own (a field
 * inside another, such as the impact's categories, describes that object and stays in `cases.json`).
 */
export function actionItemTermColumns(vocabularies: readonly Vocabulary[]): TermColumn[] {
  return vocabularies.filter((v) => !v.field.includes('.'));
}

/**
 * The CSV columns, in order: the item's own, the one-term vocabularies (the organisation), the
 * year, then the list vocabularies; list columns hold slugs joined by `;`.
 */
export function actionItemColumns(vocabularies: readonly Vocabulary[]): string[] {
  const terms = actionItemTermColumns(vocabularies);
  return [
    'case',
    'n',
    'text',
    'url',
    ...terms.filter((v) => !v.many).map((v) => v.field),
    'year',
    ...terms.filter((v) => v.many).map((v) => v.field),
  ];
}

/**
 * The rows of one case's action items.
 * @param caseUrl the case page's absolute URL (`https://…/cases/IL-0190/`); the item's anchor is appended.
 * @param vocabularies the library's (their terms are columns, `actionItemColumns`).
 */
export function actionItemRows(
  c: Case,
  items: readonly LearningItem[],
  caseUrl: string,
  vocabularies: readonly Vocabulary[],
): ActionItemRow[] {
  const terms = actionItemTermColumns(vocabularies).map((v) => {
    const slugs = caseTerms(v as Vocabulary, c);
    return [v.field, v.many ? slugs : (slugs[0] ?? '')] as const;
  });
  return items.map((item, i) => ({
    case: c.id,
    n: i + 1,
    text: item.text,
    url: `${caseUrl}#${item.anchor}`,
    year: instantYear(c.incident.start),
    ...Object.fromEntries(terms.map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])),
  }));
}

/** The fields of a row in `action-items.json`: the rest are the case's, in `cases.json`. */
export const ACTION_ITEM_JSON_FIELDS = ['case', 'n', 'text', 'url'] as const;

/** One row as `action-items.json` holds it. */
export type ActionItemJsonRow = Pick<ActionItemRow, (typeof ACTION_ITEM_JSON_FIELDS)[number]>;

/**
 * The JSON document: licence, count and the rows (cases newest first, items in case order), one
 * row a line, each with `ACTION_ITEM_JSON_FIELDS` only.
 */
export function actionItemsJson(rows: readonly ActionItemRow[], library: DataPublisher): string {
  const items: ActionItemJsonRow[] = rows.map((r) => ({
    case: r.case,
    n: r.n,
    text: r.text,
    url: r.url,
  }));
  return recordsJson(
    {
      title: `${library.title}: action items`,
      license: library.contentLicence.id,
      license_url: library.contentLicence.url,
      count: rows.length,
    },
    'action_items',
    items,
  );
}

/** The CSV file (`csvFile` in `data-files.ts`: BOM, CRLF, a header row, cells neutralised and bounded). */
export function actionItemsCsv(rows: readonly ActionItemRow[], columns: readonly string[]): string {
  const records = rows.map((r) =>
    Object.fromEntries(
      columns.map((k) => {
        const v = r[k];
        return [k, Array.isArray(v) ? v.join(SLUG_SEPARATOR) : String(v ?? '')];
      }),
    ),
  );
  return csvFile(records, columns, 'action-items.json');
}
