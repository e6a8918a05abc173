// Search from every page: Ctrl+K / Cmd+K, `/` (when not typing) and the header's Search link
// open Pagefind's search dialog (Esc closes it; arrow keys and Enter move through results).
// Nothing loads until a reader asks: the header link works as a plain link to /search/ without
// script, and on the search page itself the shortcuts focus that page's search box instead.
// The search code itself loads on first use, so pages that are only read stay small.
const searchUi = () => import('./search-ui.ts');
const searchHints = () => import('./search-hints.ts');
type Hints = Awaited<ReturnType<typeof searchHints>>;
type Ui = Awaited<ReturnType<typeof searchUi>>;

const trigger = document.querySelector<HTMLAnchorElement>('[data-search-trigger]');
const bundle = trigger?.dataset.bundle ?? '/pagefind/';
const base = trigger?.dataset.base ?? '/';

interface ModalElement extends HTMLElement {
  open(): void;
  close(): void;
  isOpen: boolean;
}
let modal: ModalElement | undefined;

/**
 * Adds Pagefind's dialog with its own default structure (input, summary, results, keyboard hints)
 * and our result renderer, plus a "Cases only" switch, the hints line (did you mean, no results)
 * and a link to the search page and its filters. Pagefind builds that structure when the element
 * connects; giving it pre-built children rendered its header twice.
 */
async function buildDialog(
  useOurResults: Ui['useOurResults'],
  instance: ReturnType<ReturnType<Awaited<ReturnType<Ui['loadComponentUI']>>['getInstanceManager']>['getInstance']>,
  hints: HTMLElement,
): Promise<ModalElement> {
  const config = document.createElement('pagefind-config');
  config.setAttribute('bundle-path', bundle);
  config.setAttribute('base-url', base);
  const dialog = document.createElement('pagefind-modal') as ModalElement;
  document.body.append(config, dialog);
  await customElements.whenDefined('pagefind-modal');
  await new Promise((r) => requestAnimationFrame(r));
  const results = dialog.querySelector('pagefind-results');
  if (results) {
    results.setAttribute('hide-sub-results', '');
    await useOurResults(results);
    // Narrow to cases: the type filter, the only filter chunk the dialog ever loads. A toggle
    // button (aria-pressed), so the dialog's one input stays its search box.
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'il-cases-only';
    toggle.setAttribute('aria-pressed', 'false');
    toggle.textContent = 'Cases only';
    toggle.addEventListener('click', () => {
      const on = toggle.getAttribute('aria-pressed') !== 'true';
      toggle.setAttribute('aria-pressed', String(on));
      instance.triggerFilters(on ? { type: ['Case'] } : {});
    });
    results.before(toggle, hints);
  }
  const more = document.createElement('a');
  more.className = 'il-search-more';
  more.href = `${base}search/`;
  more.textContent = 'Filter by type, cause, component, organisation and year on the search page';
  const line = document.createElement('p');
  line.className = 'il-search-more-line';
  line.append(more);
  dialog.querySelector('pagefind-modal-body')?.append(line);
  dialog.querySelector('dialog')?.addEventListener('close', () => trigger?.focus());
  return dialog;
}

interface DialogHints {
  el: HTMLElement;
  onSearch: ReturnType<Hints['searchHints']>;
  instance?: { triggerSearch(term: string): void };
}
let hintState: DialogHints | undefined;

/** The dialog's hints line, made once; its searches go to the Component UI's instance once loaded. */
function dialogHints(hintsFor: Hints['searchHints']): DialogHints {
  if (hintState) return hintState;
  const el = document.createElement('div');
  el.className = 'il-search-hints';
  el.setAttribute('aria-live', 'polite');
  const state: DialogHints = {
    el,
    onSearch: hintsFor({
      el,
      base,
      search: (term) => {
        const input = modal?.querySelector<HTMLInputElement>('input');
        if (input) input.value = term;
        state.instance?.triggerSearch(term);
      },
      href: (term) => `${base}search/?q=${encodeURIComponent(term)}`,
    }),
  };
  return (hintState = state);
}

// Keys typed between the shortcut and the dialog's input taking focus (the search code loads in
// that time) are kept and put into the input, so a fast "Ctrl+K dns" searches for "dns".
let typedAhead: string | null = null;
document.addEventListener(
  'keydown',
  (e) => {
    if (typedAhead === null || e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    typedAhead += e.key;
    e.preventDefault();
  },
  true,
);

async function openSearch(): Promise<void> {
  const pageInput = document.querySelector<HTMLInputElement>('#search-page input');
  if (pageInput) {
    pageInput.focus();
    pageInput.select();
    return;
  }
  typedAhead ??= '';
  try {
    const [{ loadComponentUI, useOurResults }, { searchHints: hintsFor }] = await Promise.all([searchUi(), searchHints()]);
    const hints = dialogHints(hintsFor);
    // No filter pane here, so no filter counts to load (the search page has them).
    const ui = await loadComponentUI(bundle, { filters: false, onSearch: hints.onSearch });
    const instance = ui.getInstanceManager().getInstance('default');
    hints.instance = instance;
    if (!modal) {
      modal = await buildDialog(useOurResults, instance, hints.el);
      // Keep the "search page" link pointing at the same query, so filters are one step away.
      ui.getInstanceManager()
        .getInstance('default')
        .on('search', (term) => {
          const more = modal?.querySelector<HTMLAnchorElement>('.il-search-more');
          if (more) more.href = `${base}search/${term ? `?q=${encodeURIComponent(term)}` : ''}`;
        });
    }
    modal.open();
    await new Promise((r) => requestAnimationFrame(r));
    const input = modal.querySelector<HTMLInputElement>('input');
    if (input && typedAhead) {
      input.focus();
      input.value += typedAhead;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  } finally {
    typedAhead = null;
  }
}

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

document.addEventListener('keydown', (e) => {
  if (e.defaultPrevented || e.altKey) return;
  const modK = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
  const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !typingIn(e.target);
  if (!modK && !slash) return;
  e.preventDefault();
  if (!modal?.isOpen) void openSearch();
});

if (trigger) {
  trigger.setAttribute('role', 'button');
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.addEventListener('click', (e) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // let "open in new tab" work
    e.preventDefault();
    void openSearch();
  });
  // It acts as a button once script runs, so Space opens it as well as Enter.
  trigger.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    void openSearch();
  });
}
