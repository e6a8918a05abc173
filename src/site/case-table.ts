/**
 * The rules of the case table's sorting and filtering (`src/scripts/case-table.ts` applies them to
 * the rows of `CaseTable.astro`), kept apart from the page so they can be tested without one.
 */

/** A row as the filters and the sort see it. */
export interface TableRow {
  /** The row's text, for the word filter. */
  text: string;
  /** Root cause slugs. */
  causes: readonly string[];
  /** Component slugs. */
  components: readonly string[];
}

/**
 * The term slugs a row's cell names, from the hrefs of its links (`/root-causes/software-defect/`,
 * `https://…/components/caf%C3%A9/`): each link's last path segment, decoded. The table keeps them
 * in its links only, rather than again in an attribute of every row (the case index lists every
 * case twice).
 */
export function slugsOfLinks(hrefs: readonly string[]): string[] {
  return hrefs.map((href) => {
    const path = href.replace(/[?#].*$/, '').replace(/\/+$/, '');
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  });
}

/** The filters: words (all must appear, case and accents ignored), one root cause, one component. */
export interface TableFilter {
  text: string;
  cause: string;
  component: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when the row passes every filter that is set. */
export function rowMatches(row: TableRow, f: TableFilter): boolean {
  if (f.cause && !row.causes.includes(f.cause)) return false;
  if (f.component && !row.components.includes(f.component)) return false;
  const text = fold(row.text);
  return fold(f.text)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => text.includes(w));
}

/**
 * Compares two cells for an ascending sort: numbers as numbers, other text in English collation
 * with numbers inside it in order (IL-0009 before IL-0010). An empty value (a duration the case
 * does not give) sorts after every other in both directions, so the rows that have one lead.
 * @returns negative, zero or positive, as `Array.prototype.sort` wants.
 */
export function compareCells(a: string, b: string, direction: 'ascending' | 'descending'): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  const x = Number(a);
  const y = Number(b);
  const order =
    Number.isFinite(x) && Number.isFinite(y)
      ? x - y
      : a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
  return direction === 'ascending' ? order : -order;
}

/** The table's sort: a column's key (its heading's `data-key`) and a direction. */
export interface TableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

/** What the table shows, as its address holds it: the filters and the sort, if any. */
export interface TableState {
  filter: TableFilter;
  sort?: TableSort;
}

/**
 * The table's state read from its address: `q` (words), `cause`, `component` (slugs), and `sort`,
 * a column key ascending or `-` and the key descending (`sort=-lasted`). A sort naming no column
 * of `columns` is left out; filters are kept as given (a slug no row names matches nothing, and
 * the count says so).
 */
export function tableStateFromParams(
  params: URLSearchParams,
  columns: readonly string[],
): TableState {
  const filter = {
    text: params.get('q') ?? '',
    cause: params.get('cause') ?? '',
    component: params.get('component') ?? '',
  };
  const raw = params.get('sort') ?? '';
  const descending = raw.startsWith('-');
  const column = descending ? raw.slice(1) : raw;
  return columns.includes(column)
    ? { filter, sort: { column, direction: descending ? 'descending' : 'ascending' } }
    : { filter };
}

/**
 * `params` (the address's other parameters, kept in their order) with the table's state after
 * them, always in the order `q`, `cause`, `component`, `sort` (one view, one address); a filter not
 * set and no sort leave no parameter, so the unfiltered table in page order has the bare address.
 */
export function tableParams(state: TableState, params = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(params);
  const sort = state.sort
    ? `${state.sort.direction === 'descending' ? '-' : ''}${state.sort.column}`
    : '';
  const ours: [string, string][] = [
    ['q', state.filter.text.trim()],
    ['cause', state.filter.cause],
    ['component', state.filter.component],
    ['sort', sort],
  ];
  for (const [name] of ours) out.delete(name);
  for (const [name, value] of ours) if (value) out.append(name, value);
  return out;
}
