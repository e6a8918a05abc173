/** The validated options and the project's folders (`src/astro/virtual-config.ts`). */
declare module 'virtual:incident-library/config' {
  export const config: import('./config/options.ts').LibraryConfig;
  export const paths: import('./node/project.ts').ProjectPaths;
}

/** The library's `customCss` files, imported for their styles only (`src/astro/virtual-config.ts`). */
declare module 'virtual:incident-library/user-css' {}

/** The browser scripts' words in the library's language (`scriptWords` in `src/site/i18n.ts`). */
declare module 'virtual:incident-library/words' {
  export const locale: string;
  export const words: Record<string, import('./site/fill-words.ts').WordEntry>;
}
