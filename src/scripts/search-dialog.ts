// Search from every page: Ctrl+K / Cmd+K, `/` (when not typing) and the header's Search link
// open the search dialog (Esc closes it; arrow keys and Enter move through results).
// Nothing loads until a reader asks: the header link works as a plain link to /search/ without
// script, and on the search page itself the shortcuts focus that page's search box instead.
// The search code itself loads on first use, so pages that are only read stay small.
const searchUi = () => import('./search-ui.ts');
const searchHints = () => import('./search-hints.ts');
type Hints = Awaited<ReturnType<typeof searchHints>>;
type Ui = Awaited<ReturnType<typeof searchUi>>;
// The dialog's words load with it (the search code needs them too), not with every page.
const words = () => import('./words.ts');
type Word = Awaited<ReturnType<typeof words>>['word'];

const trigger = document.querySelector<HTMLAnchorElement>('[data-search-trigger]');
const bundle = trigger?.dataset.bundle ?? '/pagefind/';
const base = trigger?.dataset.base ?? '/';

/** The dialog, once built: the `<dialog>`, its input, and a search function. */
interface Dialog {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  search(): void;
}
let modal: Dialog | undefined;

/** How long typing may pause before the query is searched, in milliseconds. */
const DEBOUNCE_MS = 200;

/**
 * Builds the search dialog: a native `<dialog>` (Esc closes it, focus is trapped in it) with a
 * search box, a "Cases only" switch, the hints line (did you mean, no results), the results and
 * a link to the search page and its filters. Arrow keys move between the box and the results.
 * It loads no filter counts: the type filter of "Cases only" is the one filter chunk it may load.
 */
function buildDialog(
  ui: Ui,
  hintsFor: Hints['searchHints'],
  engine: Awaited<ReturnType<Ui['searchEngine']>>,
  word: Word,
): Dialog {
  const dialog = document.createElement('dialog');
  dialog.className = 'il-search-dialog';
  dialog.setAttribute('aria-label', word('search.dialogLabel'));
  const form = document.createElement('form');
  form.className = 'il-search-dialog-bar';
  form.setAttribute('role', 'search');
  const label = document.createElement('label');
  label.className = 'visually-hidden';
  label.htmlFor = 'il-search-dialog-input';
  label.textContent = word('search.inputLabel');
  const input = document.createElement('input');
  input.type = 'search';
  input.id = 'il-search-dialog-input';
  input.className = 'il-search-input';
  input.placeholder = word('search.placeholder');
  input.autocomplete = 'off';
  input.spellcheck = false;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'il-search-close';
  close.textContent = word('search.close');
  close.addEventListener('click', () => dialog.close());
  form.append(label, input, close);
  // A toggle button (aria-pressed), so the dialog's one input stays its search box.
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'il-cases-only';
  toggle.setAttribute('aria-pressed', 'false');
  toggle.textContent = word('search.casesOnly');
  const hintsEl = document.createElement('div');
  hintsEl.className = 'il-search-hints';
  hintsEl.setAttribute('aria-live', 'polite');
  const body = document.createElement('div');
  body.className = 'il-search-dialog-body';
  const list = ui.resultList(body, 'Results');
  const more = document.createElement('a');
  more.className = 'il-search-more';
  more.href = `${base}search/`;
  more.textContent = word('search.moreFilters');
  const line = document.createElement('p');
  line.className = 'il-search-more-line';
  line.append(more);
  dialog.append(form, toggle, hintsEl, body, line);
  document.body.append(dialog);

  const filters = (): Record<string, string[]> =>
    toggle.getAttribute('aria-pressed') === 'true' ? { type: [word('search.type.case')] } : {};
  const onSearch = hintsFor({
    el: hintsEl,
    base,
    browse: trigger?.dataset.browse,
    search: (term) => {
      input.value = term;
      void run();
    },
    count: (term) => engine.count(term, filters()),
    href: (term) => `${base}search/?q=${encodeURIComponent(term)}`,
  });
  const run = async () => {
    const term = input.value.trim();
    // Keep the "search page" link pointing at the same query, so filters are one step away.
    more.href = `${base}search/${term ? `?q=${encodeURIComponent(term)}` : ''}`;
    if (!term) {
      list.list.replaceChildren();
      list.summary.textContent = '';
      hintsEl.replaceChildren();
      return;
    }
    const answer = await engine.search(term, filters());
    if (!answer) return;
    onSearch(answer.term, answer.filters, answer.response);
    await list.show(answer.term, answer.response);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    clearTimeout(timer);
    void run();
  });
  toggle.addEventListener('click', () => {
    toggle.setAttribute('aria-pressed', String(toggle.getAttribute('aria-pressed') !== 'true'));
    void run();
  });
  // Arrow keys: from the box to the first result and on through the results, and back up.
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...list.list.querySelectorAll<HTMLAnchorElement>('.il-result-link')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1 && document.activeElement !== input) return;
    e.preventDefault();
    const next = e.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  });
  dialog.addEventListener('close', () => trigger?.focus());
  return { dialog, input, search: () => void run() };
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

/**
 * Starts fetching what the first query needs, all at once: our search code, Pagefind's script
 * and start (the same module search-ui.ts uses, so each is fetched once) and, once our code is
 * in, the synonyms. Runs when the dialog opens and when the header's search link
 * gets focus, so a reader who tabs to it has the search warm before pressing Enter.
 */
function warm(): void {
  // Pagefind's script by itself too, so it does not wait for ours (one module either way).
  void import(/* @vite-ignore */ `${bundle}pagefind.js`).catch(() => undefined);
  void import('./pagefind-start.ts')
    .then((p) => p.startPagefind(bundle, base))
    .catch(() => undefined);
  void searchUi()
    .then((ui) => ui.preloadSearch(bundle, base))
    .catch(() => undefined);
  void searchHints().catch(() => undefined);
}

async function openSearch(): Promise<void> {
  const pageInput = document.querySelector<HTMLInputElement>('#search-page input');
  if (pageInput) {
    pageInput.focus();
    pageInput.select();
    return;
  }
  typedAhead ??= '';
  try {
    warm();
    const [ui, { searchHints: hintsFor }, { word }] = await Promise.all([
      searchUi(),
      searchHints(),
      words(),
    ]);
    const engine = await ui.searchEngine(bundle, base);
    modal ??= buildDialog(ui, hintsFor, engine, word);
    if (!modal.dialog.open) modal.dialog.showModal();
    modal.input.focus();
    if (typedAhead) {
      modal.input.value += typedAhead;
      modal.search();
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
  if (!modal?.dialog.open) void openSearch();
});

if (trigger) {
  trigger.setAttribute('role', 'button');
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.addEventListener('click', (e) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // let "open in new tab" work
    e.preventDefault();
    void openSearch();
  });
  trigger.addEventListener('focus', warm, { once: true });
  // It acts as a button once script runs, so Space opens it as well as Enter.
  trigger.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    void openSearch();
  });
}
