// Search from every page: Ctrl+K / Cmd+K, `/` (when not typing) and the header's Search link
// open Pagefind's search dialog (Esc closes it; arrow keys and Enter move through results).
// Nothing loads until a reader asks: the header link works as a plain link to /search/ without
// script, and on the search page itself the shortcuts focus that page's search box instead.
// The search code itself loads on first use, so pages that are only read stay small.
const searchUi = () => import('./search-ui.ts');

const trigger = document.querySelector<HTMLAnchorElement>('[data-search-trigger]');
const bundle = trigger?.dataset.bundle ?? '/pagefind/';
const base = trigger?.dataset.base ?? '/';

interface ModalElement extends HTMLElement { open(): void; close(): void; isOpen: boolean }
let modal: ModalElement | undefined;

/** Builds the dialog: input, summary, results, a link to the full search page, keyboard hints. */
function buildDialog(useOurResults: (el: Element) => Promise<void>): ModalElement {
  const make = (tag: string, attrs: Record<string, string> = {}, ...children: Node[]) => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.append(...children);
    return el;
  };
  const results = make('pagefind-results', { 'hide-sub-results': '' });
  void useOurResults(results);
  const more = make('a', { class: 'il-search-more', href: `${base}search/` }, document.createTextNode('Filter by type, cause, component, organisation and year on the search page'));
  const dialog = make('pagefind-modal', { 'reset-on-close': 'false' },
    make('pagefind-modal-header', {}, make('pagefind-input', { placeholder: 'Search cases, concepts, articles' })),
    make('pagefind-modal-body', {}, make('pagefind-summary'), results, make('p', { class: 'il-search-more-line' }, more)),
    make('pagefind-modal-footer', {}, make('pagefind-keyboard-hints')),
  ) as ModalElement;
  document.body.append(make('pagefind-config', { 'bundle-path': bundle, 'base-url': base }), dialog);
  return dialog;
}

async function openSearch(): Promise<void> {
  const pageInput = document.querySelector<HTMLInputElement>('#search-page input');
  if (pageInput) {
    pageInput.focus();
    pageInput.select();
    return;
  }
  const { loadComponentUI, useOurResults } = await searchUi();
  const ui = await loadComponentUI(bundle);
  if (!modal) {
    modal = buildDialog(useOurResults);
    const instance = ui.getInstanceManager().getInstance('default');
    // Keep the "search page" link pointing at the same query, so filters are one step away.
    instance.on('search', (term) => {
      const more = modal?.querySelector<HTMLAnchorElement>('.il-search-more');
      if (more) more.href = `${base}search/${term ? `?q=${encodeURIComponent(term)}` : ''}`;
    });
    await customElements.whenDefined('pagefind-modal');
    // The dialog element exists once the modal has rendered; return focus to the trigger on close.
    await new Promise((r) => requestAnimationFrame(r));
    modal.querySelector('dialog')?.addEventListener('close', () => trigger?.focus());
  }
  modal.open();
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
