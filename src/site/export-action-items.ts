/**
 * The open data of what teams changed afterwards: `/data/action-items.json` and
 * `/data/action-items.csv`, one row per action item of every case, with its case, the link into
 * the case's section, the organisation, the year and the case's terms. The JSON rows leave out
 * what `cases.json` holds for their case (organisation, year, terms: join on `case`); the CSV
 * keeps them, since a spreadsheet filters on a column but cannot join. Same CSV rules as
 * `/data/cases.csv` (`export.ts`): slugs joined with `;`, formula-like cells neutralised, a BOM
 * and CRLF. Pure; the endpoints in `src/routes/data/` call these.
 */
import type { Case } from '../../schemas/index.ts';
import { instantYear } from '../model/dates.ts';
import type { LearningItem } from '../model/case-learnings.ts';
import { csvFile, recordsJson, type DataPublisher } from './export.ts';

/** One action item as published. */
export interface ActionItemRow {
  case: string;
  /** The item's position among its case's action items, from 1. */
  n: number;
  text: string;
  /** The case section it comes from: `https://…/cases/IL-0190/#user-content-action-items`. */
  url: string;
  organisation: string;
  year: number;
  components: string[];
  root_causes: string[];
  contributing_factors: string[];
}

/** The CSV columns, in order; list columns hold slugs joined by `;`. */
export const ACTION_ITEM_COLUMNS = [
  'case',
  'n',
  'text',
  'url',
  'organisation',
  'year',
  'components',
  'root_causes',
  'contributing_factors',
] as const;

/**
 * The rows of one case's action items.
 * @param caseUrl the case page's absolute URL (`https://…/cases/IL-0190/`); the item's anchor is appended.
 */
export function actionItemRows(
  c: Case,
  items: readonly LearningItem[],
  caseUrl: string,
): ActionItemRow[] {
  return items.map((item, i) => ({
    case: c.id,
    n: i + 1,
    text: item.text,
    url: `${caseUrl}#${item.anchor}`,
    organisation: c.organisation,
    year: instantYear(c.incident.start),
    components: [...c.components],
    root_causes: [...new Set(c.root_causes.map((r) => r.term))],
    contributing_factors: [...c.contributing_factors],
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

/** The CSV file (`csvFile` in `export.ts`: BOM, CRLF, a header row, cells neutralised and bounded). */
export function actionItemsCsv(rows: readonly ActionItemRow[]): string {
  const records = rows.map((r) =>
    Object.fromEntries(
      ACTION_ITEM_COLUMNS.map((k) => [k, Array.isArray(r[k]) ? r[k].join(';') : String(r[k])]),
    ),
  );
  return csvFile(records, ACTION_ITEM_COLUMNS, 'action-items.json');
}
