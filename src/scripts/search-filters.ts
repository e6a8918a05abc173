// The search page's filter pane: one group per facet (a `<details>` with a checkbox per value and
// its count), in the order of the counts it is given (src/site/search-facets.ts orders them).
// Counts are the current results' (honest counts); a value with no current result is hidden
// unless it is ticked. Elements are made once per value and updated in place, so a ticked box
// keeps focus while the counts change. Built with textContent only.
import { facetLabel } from '../site/search-facets.ts';
import type { FilterCounts } from '../site/search-facets.ts';
import { word } from './words.ts';

/** The groups that start open. */
const OPEN = new Set(['type', 'root cause', 'component']);

export interface FilterPane {
  /** Shows `counts` with the values of `selected` ticked. */
  update(counts: FilterCounts, selected: Record<string, string[]>): void;
}

/** A pane in `root` (emptied when the first counts arrive) that calls `onChange` with every ticked value whenever a box changes. */
export function filterPane(
  root: HTMLElement,
  onChange: (selected: Record<string, string[]>) => void,
): FilterPane {
  const groups = new Map<
    string,
    {
      details: HTMLDetailsElement;
      values: Map<string, { label: HTMLLabelElement; input: HTMLInputElement; count: HTMLElement }>;
    }
  >();
  let first = true;
  const selected = (): Record<string, string[]> => {
    const out: Record<string, string[]> = {};
    for (const [key, g] of groups) {
      const on = [...g.values].filter(([, v]) => v.input.checked).map(([value]) => value);
      if (on.length) out[key] = on;
    }
    return out;
  };
  const group = (key: string) => {
    let g = groups.get(key);
    if (g) return g;
    const details = document.createElement('details');
    details.className = 'il-filter-group';
    details.dataset.filterName = key;
    details.open = OPEN.has(key);
    const summary = document.createElement('summary');
    // The page type and the year are the generator's own facets, named in the site's words; a
    // vocabulary's facet is named as the vocabulary names itself.
    summary.textContent =
      key === 'type'
        ? word('search.facetType')
        : key === 'year'
          ? word('search.facetYear')
          : facetLabel(key);
    const fieldset = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.className = 'visually-hidden';
    legend.textContent = summary.textContent;
    fieldset.append(legend);
    details.append(summary, fieldset);
    root.append(details);
    g = { details, values: new Map() };
    groups.set(key, g);
    return g;
  };
  return {
    update(counts, sel) {
      // The pane's placeholder ("the counts load after the first results") goes with the first counts.
      if (first) root.replaceChildren();
      first = false;
      // Groups in the order given, values by count when first shown; nothing already shown moves
      // (moving a focused checkbox would take its focus away).
      for (const [key, values] of Object.entries(counts)) {
        const g = group(key);
        const fieldset = g.details.querySelector('fieldset')!;
        const order = Object.keys(values).sort(
          (a, b) => values[b] - values[a] || (a < b ? -1 : a > b ? 1 : 0),
        );
        for (const value of order) {
          let v = g.values.get(value);
          if (!v) {
            const label = document.createElement('label');
            label.className = 'il-filter-value';
            const input = document.createElement('input');
            input.type = 'checkbox';
            input.name = key;
            input.value = value;
            input.addEventListener('change', () => onChange(selected()));
            const name = document.createElement('span');
            name.className = 'il-filter-label';
            name.textContent = value;
            const count = document.createElement('span');
            count.className = 'il-filter-count';
            label.append(input, name, ' ', count);
            v = { label, input, count };
            g.values.set(value, v);
            fieldset.append(label);
          }
          const on = (sel[key] ?? []).includes(value);
          v.input.checked = on;
          v.count.textContent = String(values[value]);
          v.label.hidden = values[value] === 0 && !on;
        }
        g.details.hidden = [...g.values.values()].every((v) => v.label.hidden);
      }
    },
  };
}
