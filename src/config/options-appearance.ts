/**
 * How the library's pages look among the options of `incidentLibrary()`: the logo, the accent
 * colours (each checked for contrast on its theme's background), stylesheets of its own and the
 * components that replace the package's defaults. Spread into the options schema (`options.ts`).
 */
import { z } from 'zod';
import { contrastRatio, parseHexColour } from './colour.ts';
import { plainText, projectFile, publicFile } from './option-values.ts';

/** The page backgrounds the accent colours are checked against (light and dark theme). */
export const THEME_BACKGROUNDS = { light: '#ffffff', dark: '#14161a' } as const;

/** WCAG 2.2 AA contrast for normal text (success criterion 1.4.3): links are text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** A CSS file of the project (`projectFile`), e.g. `src/styles/acme.css`. */
const projectCssFile = projectFile('.css', 'src/styles/custom.css');

/**
 * The parts of every page a library can replace with an `.astro` component of its own (the
 * `components` option), each the name of the package's default in `src/components/`. The
 * package's templates import each through `virtual:incident-library/components/<name>`, which
 * is the library's file when it names one and the default otherwise.
 */
export const COMPONENT_SLOTS = [
  'SiteHeader',
  'SiteFooter',
  'HomeHero',
  'CaseCard',
  'FactsBox',
] as const;

/** One of `COMPONENT_SLOTS`. */
export type ComponentSlot = (typeof COMPONENT_SLOTS)[number];

/** An `.astro` component of the project replacing the default of `slot` (`projectFile`). */
const componentFile = (slot: ComponentSlot) =>
  projectFile('.astro', `src/components/${slot}.astro`);

/** An accent colour for one theme, `#rrggbb`, readable as link text on that theme's background. */
function accentColour(theme: keyof typeof THEME_BACKGROUNDS) {
  return z
    .string()
    .refine((v) => parseHexColour(v) !== undefined, {
      error: 'expected a colour as #rrggbb, e.g. "#0b57d0"',
    })
    .superRefine((v, ctx) => {
      const rgb = parseHexColour(v);
      if (!rgb) return;
      const ratio = contrastRatio(rgb, parseHexColour(THEME_BACKGROUNDS[theme])!);
      if (ratio < MIN_TEXT_CONTRAST)
        ctx.addIssue({
          code: 'custom',
          message: `${v} has a contrast of ${ratio.toFixed(2)}:1 on the ${theme} background ${THEME_BACKGROUNDS[theme]}; links need ${MIN_TEXT_CONTRAST}:1`,
          params: {
            hint: theme === 'light' ? 'choose a darker colour' : 'choose a lighter colour for dark',
          },
        });
    });
}

/** The options of how every page looks: logo, colours, stylesheets and components. */
export const appearanceOptions = {
  /** The logo beside the title: a file under `public/` and its text alternative. */
  logo: z
    .strictObject({
      /** Path under `public/`, e.g. "logo.svg" (or "/logo.svg"); the file must exist. */
      src: publicFile,
      /** Text alternative, one line of plain text; empty when the title beside it says the same. */
      alt: plainText(z.string().trim()).default(''),
    })
    .optional(),
  /**
   * Link and accent colours, `#rrggbb`, for the light and the dark theme; each must reach 4.5:1
   * against its theme's background (WCAG AA for text).
   */
  accent: z
    .strictObject({
      /** On the light background (#ffffff). */
      light: accentColour('light'),
      /** On the dark background (#14161a). */
      dark: accentColour('dark'),
    })
    .default({ light: '#0b57d0', dark: '#8ab4f8' }),
  /**
   * Stylesheets of the library's own, each a `.css` file as a path relative to the project root,
   * e.g. `['src/styles/acme.css']`: loaded on every page after the package's own stylesheet (and
   * in the order listed), so a rule of theirs overrides ours of the same specificity. Each file
   * must exist: a missing one stops every command, naming `customCss`. They are bundled by Astro
   * with the page's styles, so they pass the site's content security policy (`style-src 'self'`
   * and Astro's hashes); an `@import` or `url()` of another origin is refused by the browser
   * under that policy. Default: none.
   */
  customCss: z.array(projectCssFile).default([]),
  /**
   * Parts of the page the library replaces with `.astro` components of its own, each a path
   * relative to the project root, e.g. `{ SiteFooter: 'src/components/Footer.astro' }`; the
   * file must exist (a missing one stops every command, naming `components.<slot>`). A slot not
   * named keeps the package's default. An override gets the same props as the default, and can
   * render the default inside itself by importing it from the package, e.g.
   * the module `incident-library/components/SiteFooter.astro`. Default: none.
   */
  components: z
    .strictObject({
      /** The header of every page (no props): the library's name and logo, its sections, search and the theme toggle. */
      SiteHeader: componentFile('SiteHeader').optional(),
      /**
       * The footer of every page. Props: `title` (string, optional), the page's title, for the
       * problem report; `report` (boolean, default true), false where the page ends with its own
       * "Report a problem".
       */
      SiteFooter: componentFile('SiteFooter').optional(),
      /**
       * The top of the home page, a `<header class="layout-lead">` in the page's grid. Props:
       * `title` (string), the library's title, the page's `<h1>`; `tagline` (string), the
       * `tagline` option with its counts filled in, plain text; `placeholder` (string), the
       * search box's hint (`search.placeholder`, or the components with most cases).
       */
      HomeHero: componentFile('HomeHero').optional(),
      /**
       * One case in every list of cases (home, `/cases/`, term, year, concept and article pages),
       * inside the list's `<li>`. Props: `entry` (the case's content-collection entry: `entry.data`
       * is the case as its schema validated it), `level` (2, 3 or 4, default 3), the heading level
       * of the card's title; `note` (string, optional), a line saying why it is listed there.
       */
      CaseCard: componentFile('CaseCard').optional(),
      /**
       * The facts at a glance on a case's page, beside its text. Props: `c`, the case as its schema
       * validated it (the case's frontmatter, with `id`).
       */
      FactsBox: componentFile('FactsBox').optional(),
    } satisfies Record<ComponentSlot, z.ZodType>)
    .default({}),
};
