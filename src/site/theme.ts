/**
 * The theme: light or dark, following the system (`prefers-color-scheme`) unless the reader
 * chose the other one with the header toggle; the choice is kept in localStorage under
 * `THEME_KEY`. `THEME_INIT_JS` runs as a blocking same-origin script in `<head>` (served at
 * `/theme-init.js`, no inline script, so a strict Content-Security-Policy allows it) and sets
 * `<html data-theme>` before the first paint, so a chosen theme never flashes the other one.
 */

/** localStorage key of the reader's choice: `light` or `dark`; absent = follow the system. */
export const THEME_KEY = 'il-theme';

/** The blocking head script: applies a stored choice, nothing else (a few hundred bytes). */
export const THEME_INIT_JS = `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}\n`;

/**
 * What to store after a toggle: the theme the reader switched to, or null (forget the choice)
 * when it equals the system's, so the page follows the system again from then on.
 */
export function nextThemeChoice(
  current: 'light' | 'dark',
  system: 'light' | 'dark',
): { theme: 'light' | 'dark'; store: 'light' | 'dark' | null } {
  const theme = current === 'dark' ? 'light' : 'dark';
  return { theme, store: theme === system ? null : theme };
}
