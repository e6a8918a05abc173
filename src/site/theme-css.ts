/**
 * The stylesheet of a library's own accent colours (`/theme.css`), written only when they differ
 * from the stylesheet's own: links, focus rings and highlights take the accent, and its strong
 * and soft shades are mixed from it.
 */
import type { LibraryConfig } from '../config/options.ts';

/** The accent colours of `src/styles/tokens.css`. */
export const DEFAULT_ACCENT = { light: '#0b57d0', dark: '#8ab4f8' } as const;

/** True when the library sets accent colours of its own. */
export function hasOwnAccent(config: Pick<LibraryConfig, 'accent'>): boolean {
  return (
    config.accent.light.toLowerCase() !== DEFAULT_ACCENT.light ||
    config.accent.dark.toLowerCase() !== DEFAULT_ACCENT.dark
  );
}

const shades = (accent: string, strong: string, soft: string) => {
  const deeper = `color-mix(in srgb, ${accent} 75%, ${strong})`;
  return `--accent: ${accent}; --accent-strong: ${deeper}; --accent-soft: color-mix(in srgb, ${accent} 12%, ${soft}); --focus: ${accent}; --bar: ${accent}; --bar-hover: ${deeper};`;
};

/** The stylesheet: the light theme's accent, then the dark theme's (chosen or by preference). */
export function themeCss(config: Pick<LibraryConfig, 'accent'>): string {
  const light = shades(config.accent.light, '#000000', '#ffffff');
  const dark = shades(config.accent.dark, '#ffffff', '#14161a');
  return [
    // `html:root` outranks the stylesheet's `:root`, wherever the two links come in the head.
    `html:root { ${light} }`,
    `html:root[data-theme="dark"] { ${dark} }`,
    `@media (prefers-color-scheme: dark) { html:root:not([data-theme="light"]) { ${dark} } }`,
    '',
  ].join('\n');
}
