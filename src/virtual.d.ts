/** The validated options and the project's folders (`src/astro/virtual-config.ts`). */
declare module 'virtual:incident-library/config' {
  export const config: import('./config/options.ts').LibraryConfig;
  export const paths: import('./node/project.ts').ProjectPaths;
}

/** The library's `customCss` files, imported for their styles only (`src/astro/virtual-config.ts`). */
declare module 'virtual:incident-library/user-css' {}
