// The header's theme toggle: shown only when script runs (without it the page follows the
// system theme). Pressed = dark. A choice equal to the system's is forgotten (src/site/theme.ts).
import { nextThemeChoice, THEME_KEY } from '../site/theme.ts';

const root = document.documentElement;
const media = matchMedia('(prefers-color-scheme: dark)');
const system = (): 'light' | 'dark' => (media.matches ? 'dark' : 'light');
const current = (): 'light' | 'dark' =>
  root.dataset.theme === 'dark' || root.dataset.theme === 'light' ? root.dataset.theme : system();

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  const render = () => button.setAttribute('aria-pressed', String(current() === 'dark'));
  button.hidden = false;
  render();
  media.addEventListener('change', render);
  button.addEventListener('click', () => {
    const { store } = nextThemeChoice(current(), system());
    if (store) root.dataset.theme = store;
    else delete root.dataset.theme;
    try {
      if (store) localStorage.setItem(THEME_KEY, store);
      else localStorage.removeItem(THEME_KEY);
    } catch {
      // Storage may be off (private mode); the choice then lasts for this page only.
    }
    render();
  });
}
