// The case table's sort buttons and filters (CaseTable.astro). Without this script the table is a
// plain table in the page's order. Each column header gets a button; pressing it sorts the rows
// by that column, ascending then descending, and says so with `aria-sort`. The filter controls,
// hidden until now, hide the rows that do not match and say how many are shown. The rules are in
// src/site/case-table.ts.
import { compareCells, rowMatches, type TableFilter } from '../site/case-table.ts';
import { word } from './words.ts';

for (const block of document.querySelectorAll<HTMLElement>('[data-case-table-block]')) {
  const table = block.querySelector<HTMLTableElement>('[data-case-table]');
  const tools = block.querySelector<HTMLFormElement>('[data-case-table-tools]');
  const count = block.querySelector<HTMLElement>('[data-case-table-count]');
  const body = table?.tBodies[0];
  if (!table || !tools || !count || !body) continue;
  const rows = [...body.rows].map((tr) => ({
    tr,
    text: tr.textContent ?? '',
    causes: (tr.dataset.causes ?? '').split(' '),
    components: (tr.dataset.components ?? '').split(' '),
  }));
  const total = rows.length;

  // Sortable from here on: on a phone the headings show as a line of sort buttons (global.css).
  table.classList.add('sortable');
  const headers = [...table.tHead!.rows[0].cells];
  headers.forEach((th, column) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort-button';
    button.append(...th.childNodes);
    th.append(button);
    button.addEventListener('click', () => {
      const direction = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
      for (const h of headers) h.removeAttribute('aria-sort');
      th.setAttribute('aria-sort', direction);
      const byValue = th.dataset.sort === 'value';
      const key = (tr: HTMLTableRowElement) => {
        const cell = tr.cells[column];
        return (byValue ? cell.dataset.value : cell.textContent?.trim()) ?? '';
      };
      const sorted = [...body.rows].sort((a, b) => compareCells(key(a), key(b), direction));
      body.append(...sorted);
    });
  });

  const field = (name: string) =>
    tools.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-filter="${name}"]`)!;
  const apply = () => {
    const filter: TableFilter = {
      text: field('text').value,
      cause: field('causes').value,
      component: field('components').value,
    };
    let shown = 0;
    for (const row of rows) {
      const match = rowMatches(row, filter);
      row.tr.hidden = !match;
      if (match) shown++;
    }
    count.textContent =
      shown === total
        ? word('caseTable.count', { count: total })
        : word('caseTable.countOf', { count: shown, total });
  };
  tools.addEventListener('input', apply);
  tools.addEventListener('submit', (e) => e.preventDefault());
  // Filters given in the address (`?cause=config-ttl&component=etcd&q=dns`), e.g. from a link.
  const params = new URLSearchParams(location.search);
  field('text').value = params.get('q') ?? '';
  field('causes').value = params.get('cause') ?? '';
  field('components').value = params.get('component') ?? '';
  tools.hidden = false;
  apply();
}
