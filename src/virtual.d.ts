/** The validated options and the project's folders (`src/astro/virtual-config.ts`). */
declare module 'virtual:incident-library/config' {
  export const config: import('./config/options.ts').LibraryConfig;
  export const paths: import('./node/project.ts').ProjectPaths;
}

/** The library's `customCss` files, imported for their styles only (`src/astro/virtual-config.ts`). */
declare module 'virtual:incident-library/user-css' {}

/**
 * The component of each slot of the `components` option: the library's own, or the package's
 * default, whose props it shares (`src/astro/virtual-config.ts`).
 */
declare module 'virtual:incident-library/components/SiteHeader' {
  const Component: typeof import('./components/SiteHeader.astro').default;
  export default Component;
}
declare module 'virtual:incident-library/components/SiteFooter' {
  const Component: typeof import('./components/SiteFooter.astro').default;
  export default Component;
}
declare module 'virtual:incident-library/components/HomeHero' {
  const Component: typeof import('./components/HomeHero.astro').default;
  export default Component;
}
declare module 'virtual:incident-library/components/CaseCard' {
  const Component: typeof import('./components/CaseCard.astro').default;
  export default Component;
}
declare module 'virtual:incident-library/components/FactsBox' {
  const Component: typeof import('./components/FactsBox.astro').default;
  export default Component;
}

/** The browser scripts' words in the library's language (`scriptWords` in `src/site/i18n.ts`). */
declare module 'virtual:incident-library/words' {
  export const locale: string;
  export const words: Record<string, import('./site/fill-words.ts').WordEntry>;
}
