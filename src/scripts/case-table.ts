// The case table's sort buttons and filters (CaseTable.astro). Without this script the table is a
// plain table in the page's order. Each column header gets a button; pressing it sorts the rows
// by that column, ascending then descending, and says so with `aria-sort`. The filter controls,
// hidden until now, hide the rows that do not match and say how many are shown. The filters and
// the sort live in the address (`?cause=config-ttl&component=etcd&sort=-lasted`): read on load and
// rewritten in place as they change (`history.replaceState`, so a filtered view can be shared and
// Back leaves the page rather than stepping through every choice, and returns to the same view).
// The rules are in src/site/case-table.ts.
import {
  compareCells,
  rowMatches,
  slugsOfLinks,
  tableParams,
  tableStateFromParams,
  type TableFilter,
  type TableSort,
} from '../site/case-table.ts';
import { word } from './words.ts';

for (const block of document.querySelectorAll<HTMLElement>('[data-case-table-block]')) {
  const table = block.querySelector<HTMLTableElement>('[data-case-table]');
  const tools = block.querySelector<HTMLFormElement>('[data-case-table-tools]');
  const count = block.querySelector<HTMLElement>('[data-case-table-count]');
  const body = table?.tBodies[0];
  if (!table || !tools || !count || !body) continue;
  const headers = [...table.tHead!.rows[0].cells];
  const columns = headers.map((th) => th.dataset.key ?? '');
  // A row's root causes and components are the slugs its cells link to (the columns are named by
  // their heading's `data-key`).
  const termsIn = (tr: HTMLTableRowElement, key: string) => {
    const cell = tr.cells[columns.indexOf(key)] as HTMLTableCellElement | undefined;
    return cell ? slugsOfLinks([...cell.querySelectorAll('a')].map((a) => a.href)) : [];
  };
  const rows = [...body.rows].map((tr) => ({
    tr,
    text: tr.textContent ?? '',
    causes: termsIn(tr, 'cause'),
    components: termsIn(tr, 'component'),
  }));
  const total = rows.length;

  // Sortable from here on: on a phone the headings show as a line of sort buttons (lists.css).
  table.classList.add('sortable');
  let sort: TableSort | undefined;
  const sortBy = (column: number, direction: TableSort['direction']) => {
    for (const h of headers) h.removeAttribute('aria-sort');
    const th = headers[column];
    th.setAttribute('aria-sort', direction);
    sort = { column: columns[column], direction };
    const byValue = th.dataset.sort === 'value';
    const key = (tr: HTMLTableRowElement) => {
      const cell = tr.cells[column];
      return (byValue ? cell.dataset.value : cell.textContent?.trim()) ?? '';
    };
    const sorted = [...body.rows].sort((a, b) => compareCells(key(a), key(b), direction));
    body.append(...sorted);
  };
  headers.forEach((th, column) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort-button';
    button.append(...th.childNodes);
    th.append(button);
    button.addEventListener('click', () => {
      sortBy(column, th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending');
      remember();
    });
  });

  const field = (name: string) =>
    tools.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-filter="${name}"]`)!;
  const filter = (): TableFilter => ({
    text: field('text').value,
    cause: field('causes').value,
    component: field('components').value,
  });
  /** The address says what the table shows, without a history entry per choice. */
  const remember = () => {
    const params = tableParams({ filter: filter(), sort }, new URLSearchParams(location.search));
    const query = params.toString();
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    );
  };
  const apply = () => {
    const f = filter();
    let shown = 0;
    for (const row of rows) {
      const match = rowMatches(row, f);
      row.tr.hidden = !match;
      if (match) shown++;
    }
    count.textContent =
      shown === total
        ? word('caseTable.count', { count: total })
        : word('caseTable.countOf', { count: shown, total });
  };
  tools.addEventListener('input', () => {
    apply();
    remember();
  });
  tools.addEventListener('submit', (e) => e.preventDefault());
  // The view the address holds (`?cause=config-ttl&component=etcd&q=dns&sort=-lasted`), e.g. from
  // a shared link or on coming Back to the page.
  const state = tableStateFromParams(new URLSearchParams(location.search), columns);
  field('text').value = state.filter.text;
  field('causes').value = state.filter.cause;
  field('components').value = state.filter.component;
  if (state.sort) sortBy(columns.indexOf(state.sort.column), state.sort.direction);
  tools.classList.remove('is-pending');
  apply();
}
