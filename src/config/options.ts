/**
 * The options of `incidentLibrary(options)`: everything a team changes to run its own incident
 * library, in one zod schema. Every field carries a docstring (it is the reference a user reads
 * in their editor), defaults are the generator's, never the flagship library's: a library must
 * say its own name and ID prefix.
 *
 * Parsed once, by the integration in `astro.config.mjs` (and by the command-line tools, which
 * load the same file); `parseLibraryOptions` turns every problem into one line naming the option,
 * the bad value and what to do, with "did you mean" for a misspelt key.
 */
import { z } from 'zod';
import {
  caseSchema,
  codePointName,
  CONTENT_TYPE_NAMES,
  firstForbiddenChar,
  INTERNAL_HOST_RE,
  VocabularySpecSchema,
  CaseFieldSpecSchema,
  type VocabularyRole,
} from '../../schemas/index.ts';
import { PAGE_KINDS } from '../model/kinds.ts';
import { forbiddenKind } from '../model/text-rules.ts';
import { suggest } from '../model/suggest.ts';
import { contrastRatio, parseHexColour } from './colour.ts';
import { defaultFacets, defaultVocabularies } from './vocabularies.ts';
import {
  EN,
  PLURAL_CATEGORIES,
  placeholdersFor,
  placeholdersOf,
  STRING_KEYS,
  STRING_TABLES,
  tableFor,
  type StringEntry,
  type StringKey,
} from './strings/index.ts';

/**
 * URL segments the site's own pages use: a vocabulary named like one would put its term pages
 * over them (the content types' folders are refused too).
 */
export const RESERVED_SEGMENTS = [
  'search',
  'browse',
  'data',
  'stats',
  'matrix',
  'years',
  'icons',
  'pagefind',
  'taxonomies',
  'runbooks',
] as const;

/** The fields every case has whatever its vocabularies: an `after` may name one of them. */
const CASE_BASE_FIELDS: readonly string[] = Object.keys(
  caseSchema({ prefix: 'X', digits: 4 }).shape,
);

/** The page backgrounds the accent colours are checked against (light and dark theme). */
export const THEME_BACKGROUNDS = { light: '#ffffff', dark: '#14161a' } as const;

/** WCAG 2.2 AA contrast for normal text (success criterion 1.4.3): links are text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Tabs and line feeds, which content may hold in a body (`schemas/text.ts`) but no option holds. */
const LINE_CHARS = /[\t\n]/;

/** What a character no option may hold is, in words: "U+202E, a bidirectional control". */
function refusedCharInWords(c: string): string {
  const code = codePointName(c);
  if (/[\n\r\u0085\u2028\u2029]/.test(c)) return `${code}, a line break`;
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(c))
    return `${code}, a bidirectional control`;
  return `${code}, ${forbiddenKind(c)}`;
}

/**
 * One line of plain text, held to the rule content is held to (`schemas/text.ts`): no control
 * character (C0 and C1, U+0085 a line break among them), no tab or line break (these values end
 * up in `<title>`, feeds and one-line messages), and none of the characters that show nothing or
 * reorder what is shown: the bidirectional controls (embeddings, overrides, isolates, the marks
 * U+200E, U+200F and U+061C) would make the page, a feed reader or a terminal show other text than
 * the option says. The first such character is named.
 */
const plainText = (schema: z.ZodString) =>
  schema.superRefine((v, ctx) => {
    const c = LINE_CHARS.exec(v)?.[0] ?? firstForbiddenChar(v)?.char;
    if (c !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `must be one line of plain text, without ${refusedCharInWords(c)}`,
        params: { hint: 'delete it; an editor shows it when set to show invisible characters' },
      });
  });

/** Text of 1 to `max` characters, trimmed, on one line (`plainText`). */
const text = (max: number) =>
  plainText(
    z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(max, { error: `at most ${max} characters` }),
  );

/** The placeholders of the `tagline` option, each written `{name}`; each becomes a count. */
export const TAGLINE_PLACEHOLDERS = ['cases', 'organisations'] as const;

/** A tagline: text whose every `{word}` is one of `TAGLINE_PLACEHOLDERS`. */
const tagline = text(300).superRefine((v, ctx) => {
  const known: readonly string[] = TAGLINE_PLACEHOLDERS;
  const list = TAGLINE_PLACEHOLDERS.map((p) => `{${p}}`).join(' and ');
  for (const [, name] of v.matchAll(/\{(\w+)\}/g)) {
    if (known.includes(name)) continue;
    const near = suggest(name, known);
    ctx.addIssue({
      code: 'custom',
      message: `has an unknown placeholder {${name}}`,
      params: {
        hint: `${near ? `did you mean {${near}}? ` : ''}the placeholders are ${list}`,
      },
    });
  }
});

/**
 * What in an address a link cannot hold as written, or undefined: white space, control
 * characters, quotes and the characters URLs must escape (RFC 3986 excludes them: `<>\\^\`{|}`),
 * and the characters no option holds (bidirectional controls, invisible ones: `plainText`).
 * The URL parser would quietly drop or escape them, so the link would lead somewhere else.
 */
function uncleanPart(v: string): string | undefined {
  const hidden = firstForbiddenChar(v)?.char;
  const c = /[\s\u0000-\u001f\u007f"<>\\^`{|}]/.exec(v)?.[0];
  if (c === undefined) return hidden === undefined ? undefined : refusedCharInWords(hidden);
  if (c === ' ') return 'a space';
  if (c === '"') return 'a double quote';
  if (/[\n\r\u2028\u2029]/.test(c)) return 'a line break';
  if (/[\s\u0000-\u001f\u007f]/.test(c))
    return `the character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `the character "${c}"`;
}

/**
 * An absolute http(s) address, whole: nothing in it a link cannot hold as written, and no user
 * name or password (every page that links it would publish them).
 */
const httpUrl = z.string().superRefine((v, ctx) => {
  if (!(URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)))
    ctx.addIssue({
      code: 'custom',
      message: 'expected an absolute http(s) address, e.g. "https://github.com/acme/incidents"',
    });
  else if (new URL(v).username || new URL(v).password)
    ctx.addIssue({
      code: 'custom',
      message: 'contains a user name or password, which every page linking it would publish',
      params: { hint: 'leave them out: "https://host/path"' },
    });
  else if (uncleanPart(v))
    ctx.addIssue({
      code: 'custom',
      message: `contains ${uncleanPart(v)}, which a link cannot hold`,
      params: { hint: 'percent-encode it (a space is %20, a double quote %22) or leave it out' },
    });
});

/**
 * A git branch name that makes a working link: what `git check-ref-format --branch` accepts,
 * without the characters an address would have to escape (quotes, `#`, `%`, `<>{}|`).
 */
const gitBranch = z
  .string()
  .min(1, { error: 'must not be empty' })
  .superRefine((v, ctx) => {
    const unclean = /[~^:?*[\]#%]/.exec(v)?.[0];
    const problem =
      uncleanPart(v) ??
      (unclean
        ? `the character "${unclean}"`
        : /^[-/.]|[/.]$|\/\/|\/\.|\.\.|@\{|\.lock(\/|$)/.test(v)
          ? 'a form git does not allow in a branch name'
          : undefined);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: `contains ${problem}`,
        params: { hint: 'the branch name as `git branch` shows it, e.g. "main"' },
      });
  });

/**
 * A file under the project's public folder, as a path relative to it (`logo.svg`,
 * `images/logo.svg`); a leading slash is dropped, as `/logo.svg` names the same file. That the
 * file exists is checked where the project's folder is known (`src/node/option-files.ts`).
 */
const publicFile = z
  .string()
  .regex(/^[\w./-]+$/, { error: 'expected a path under public/, e.g. "logo.svg"' })
  .transform((v) => v.replace(/^\/+/, ''))
  .refine((v) => v.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
    error: 'expected a path under public/, e.g. "logo.svg", without "." or ".." parts',
  });

/**
 * A file of the project with the extension `ext` (`.css`, `.astro`), as a path relative to the
 * project root (`src/styles/acme.css`, or `./src/styles/acme.css`; the leading `./` is dropped).
 * It must stay inside the project: no absolute path, no `.` or `..` parts. `example` is a path
 * the error messages offer. That the file exists is checked where the project's folder is known
 * (`src/node/option-files.ts`).
 */
const projectFile = (ext: string, example: string) =>
  z
    .string()
    .regex(new RegExp(`^[\\w./-]+\\${ext}$`), {
      error: `expected a ${ext} file under the project root, e.g. "${example}"`,
    })
    .transform((v) => v.replace(/^(\.\/)+/, ''))
    .refine((v) => v.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
      error: `expected a path under the project root, e.g. "${example}", without "." or ".." parts`,
    });

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

/** The `internalHosts` option: host names and suffixes, each once (see its docstring). */
function uniqueHosts() {
  return z
    .array(
      z.string().regex(INTERNAL_HOST_RE, {
        error:
          'expected a host name such as "wiki.example.com" or a suffix such as ".corp.example.com" (lower case, no scheme, port or path)',
      }),
    )
    .refine((hosts) => new Set(hosts).size === hosts.length, {
      error: 'lists a host twice',
    })
    .default([]);
}

/** A licence: its SPDX identifier, its name and where to read it. */
export const LicenceSchema = z.strictObject({
  /** SPDX identifier, e.g. "CC-BY-4.0". */
  id: text(40),
  /** Its full name, e.g. "Creative Commons Attribution 4.0 International". */
  name: text(120),
  /** Where to read it. */
  url: httpUrl,
});

/**
 * A BCP 47 language tag that `Intl` knows ("de", "en-GB", "pt-BR"), written in its canonical form
 * ("EN-gb" becomes "en-GB").
 */
const localeTag = z.string().transform((v, ctx) => {
  try {
    const [canonical] = Intl.getCanonicalLocales(v);
    if (canonical) return canonical;
  } catch {
    // Refused below, in our words.
  }
  ctx.addIssue({
    code: 'custom',
    message: 'expected a BCP 47 language tag, e.g. "en", "de" or "en-GB"',
  });
  return z.NEVER;
});

/**
 * One override of the site's words: text for a text entry, text per plural category for a count
 * (`{ one: '{count} case', other: '{count} cases' }`), using only the placeholders the English
 * entry has, each also with a capital (`{Noun}` for the value of `{noun}` with a capital; a
 * misspelt one gets "did you mean").
 */
function stringEntry(key: StringKey) {
  const english = EN[key];
  const { named, allowed: known } = placeholdersFor(key);
  const line = plainText(z.string().max(1000, { error: 'at most 1000 characters' }));
  const form: z.ZodType<StringEntry> =
    typeof english === 'string'
      ? line
      : (z.strictObject({
          ...Object.fromEntries(PLURAL_CATEGORIES.map((c) => [c, line.optional()])),
          other: line,
        }) as unknown as z.ZodType<StringEntry>);
  return form
    .superRefine((v, ctx) => {
      for (const name of placeholdersOf(typeof v === 'string' ? v : Object.values(v).join(' '))) {
        if (known.includes(name)) continue;
        const near = suggest(name, known);
        ctx.addIssue({
          code: 'custom',
          message: `has an unknown placeholder {${name}}`,
          params: {
            hint: `${near ? `did you mean {${near}}? ` : ''}${
              named.length
                ? `the placeholders of ${key} are ${named.map((p) => `{${p}}`).join(', ')}`
                : `${key} has no placeholders`
            }`,
          },
        });
      }
    })
    .optional();
}

/** The `strings` option: any key of the English table, each with its own form and placeholders. */
const stringsOption = z
  .strictObject(
    Object.fromEntries(STRING_KEYS.map((key) => [key, stringEntry(key)])) as Record<
      StringKey,
      ReturnType<typeof stringEntry>
    >,
  )
  .default({});

/** The languages whose words ship with the package (`src/config/strings/`). */
export const SHIPPED_LANGUAGES = Object.keys(STRING_TABLES);

/** The options of `incidentLibrary()`, each on its own. */
const LibraryOptionsObject = z.strictObject({
  /** The library's name, in the header, `<title>`, feeds, citations and data files. */
  title: text(60),
  /** One sentence about the library: the default meta description and the feed description. */
  description: text(300),
  /**
   * What the home page says under the title; `{cases}` and `{organisations}` become the counts
   * (`TAGLINE_PLACEHOLDERS`), and in English a noun after a count of one becomes singular. Any
   * other word in braces (`{organizations}`, `{constructor}`) is refused, with the placeholders
   * named, rather than shown as written: a misspelt placeholder would otherwise reach the home page
   * unnoticed. Text in braces that is not one word (`{ x }`) is left as written.
   * Defaults to the `home.tagline` entry of the locale's words, filled in from the vocabularies
   * ("{cases} incidents from {organisations} organisations, cross-linked by component, root cause
   * and contributing factor." with the default vocabularies): the organisations only when a
   * vocabulary has the role "organisation", then the facets' terms (`completeConfig`).
   */
  tagline: tagline.optional(),
  /** One or two sentences about the library in every page's footer (defaults to `description`). */
  about: text(300).optional(),
  /**
   * The ID prefix of every case: upper-case letters and digits, starting with a letter
   * ("IL" gives IL-0001). Case files are named `<prefix>-<digits>.md`.
   */
  idPrefix: z.string().regex(/^[A-Z][A-Z0-9]{0,9}$/, {
    error: 'expected 1 to 10 upper-case letters or digits, starting with a letter, e.g. "ACME"',
  }),
  /** How many digits a case number has, zero-padded (4 gives ACME-0001); 3 to 6. */
  idDigits: z.number().int().min(3).max(6).default(4),
  /**
   * Whether every case must cite a source. "required" (the default) suits a public library,
   * whose readers check each case against its sources: a case without one is refused. "optional"
   * suits a team's own postmortems, which are the record themselves: a case may leave out
   * `sources` or give an empty list, and its page says it lists none.
   */
  sources: z.enum(['required', 'optional']).default('required'),
  /**
   * The hosts of internal pages (a wiki, a ticket tracker, chat), which readers outside the team
   * cannot open and which no public archive holds: a host name ("wiki.example.com", that host
   * only) or a suffix after a dot (".corp.example.com", every host under corp.example.com and
   * corp.example.com itself), lower case, no scheme, port or path. A case's source on one of them
   * is marked internal on its page and in MCP's `get_case`, and is never linked to an
   * archived copy: a source there that gives `archive_url` is refused. Every other source links
   * its archived copy only when it gives an `archive_url`; no address at an archive is ever made
   * up, so no internal address reaches an archive by a reader's click. Default: none.
   */
  internalHosts: uniqueHosts(),
  /** The content folder, relative to the project root. */
  contentDir: z.string().min(1).default('content'),
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
  /** Who citations, feeds and data files name as author. */
  author: text(120),
  /** The licence of the content and the data downloads. */
  contentLicence: LicenceSchema.default({
    id: 'CC-BY-4.0',
    name: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  }),
  /** The licence of the code. */
  codeLicence: LicenceSchema.default({
    id: 'MIT',
    name: 'MIT License',
    url: 'https://opensource.org/license/mit',
  }),
  /** The repository the content lives in, for "Edit this page", "Report a problem" and history. */
  repository: z
    .strictObject({
      /**
       * Its web address, e.g. "https://github.com/acme/incidents", without a query or fragment:
       * pages add `/edit/<branch>/<file>` to it.
       */
      url: httpUrl
        .refine((v) => !/[?#]/.test(v), {
          error: 'must not have a query (?) or fragment (#)',
          params: {
            hint: 'the address of the repository\'s home page, e.g. "https://github.com/acme/incidents"',
          },
        })
        .transform((v) => v.replace(/\/+$/, '')),
      /** The branch "Edit this page" opens, as git names it. */
      branch: gitBranch.default('main'),
      /** Where the project root is inside the repository ("" when it is the top). */
      path: z
        .string()
        .default('')
        .transform((v) => v.replace(/^\/+|\/+$/g, '')),
    })
    .optional(),
  /**
   * The kinds a component may have (`kind` in `components.yaml`), slug to heading, in the order
   * the components index groups them; a component without a kind is listed under "Other".
   */
  componentKinds: z
    .record(
      z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug, e.g. "networking"' }),
      text(80),
    )
    .default({
      compute: 'Compute and orchestration',
      networking: 'Networking, DNS and traffic',
      'data-stores': 'Databases, caches and messaging',
      storage: 'Storage and backups',
      'cloud-services': 'Managed cloud services',
      'delivery-and-operations': 'Delivery and operations tooling',
      'security-and-identity': 'Security and identity',
    }),
  /**
   * The library's controlled vocabularies, in the order the site lists them (`schemas/vocabulary.ts`
   * gives each field): each is a file `<contentDir>/taxonomies/<name>.yaml`, a set of term pages
   * under `/<name>/`, a field of every case, chips on case pages and, when listed in `facets`, a
   * search filter. Names, cross-link prefixes and case fields are each used once, and each role
   * by one vocabulary at most. Defaults to the five of `src/config/vocabularies.ts` (components,
   * root causes, contributing factors, impact and organisations); to change one, pass the list
   * with it changed (`defaultVocabularies` is exported by the package).
   */
  vocabularies: z
    .array(VocabularySpecSchema)
    .min(1)
    .prefault([...defaultVocabularies] as never),
  /**
   * Case fields of the library's own (`schemas/vocabulary.ts`, `CaseFieldSpecSchema`), e.g.
   * `[{ name: 'severity', label: 'Severity', values: ['sev1', 'sev2', 'sev3'] }]`: each is a
   * field of the case schema (validated, in the editor's JSON Schema), shown in the case's facts
   * box under its label, and a column of the open data. Names are used once, and by no fixed
   * field or vocabulary.
   */
  caseFields: z.array(CaseFieldSpecSchema).default([]),
  /**
   * The vocabularies that are search facets (filters beside the results on `/search/`, and the
   * filters Pagefind indexes on case pages), by name, in the order shown, each once; the page type
   * comes before them and the year after them in every library. Leave one out and it is neither a
   * filter nor in the index. Every vocabulary file is read and checked whether it is a facet or
   * not. Defaults to the default vocabularies the library has, but impact (`defaultFacets`).
   */
  facets: z
    .array(z.string())
    .refine((names) => new Set(names).size === names.length, {
      error: 'lists a vocabulary twice',
    })
    .optional(),
  /** How listing pages split their cases. */
  listing: z
    .strictObject({
      /** Cards on page 1 of a term or year page (a multiple of 2 fills the rows). */
      firstPage: z.number().int().min(1).default(12),
      /**
       * Rows on page 1 of the case index, a table that sorts and filters its own rows: the default
       * keeps a library of up to a thousand cases in one table.
       */
      caseIndexFirstPage: z.number().int().min(1).default(1000),
      /** Compact rows on each later page. */
      rowsPerPage: z.number().int().min(1).default(100),
    })
    .default({ firstPage: 12, caseIndexFirstPage: 1000, rowsPerPage: 100 }),
  /** The search index. */
  search: z
    .strictObject({
      /** Pages per Pagefind index before the index is split into shards loaded on demand. */
      shardPages: z.number().int().min(1).default(8000),
      /** The home page's search box hint (defaults to the three components with most cases). */
      placeholder: text(80).optional(),
    })
    .default({ shardPages: 8000 }),
  /**
   * The parts of the site a library can turn off, each on unless set to false. A part that is off
   * is neither written nor linked from any page (`src/site/features.ts` maps each to its paths).
   */
  features: z
    .strictObject({
      /** The podcast feed, `/podcast.xml` (transcript pages stay, without the feed). */
      podcast: z.boolean().default(true),
      /** The statistics page, `/stats/`. */
      stats: z.boolean().default(true),
      /**
       * The matrix of components by root cause, `/matrix/`; off, whatever this says, in a library
       * without a vocabulary in the role `component` or `root-cause`.
       */
      matrix: z.boolean().default(true),
      /** The open data: `/data/` with the JSON, CSV and citation exports, schemas and vocabularies. */
      data: z.boolean().default(true),
      /** The RSS feeds of new cases: the site's, each term's and each year's. */
      feeds: z.boolean().default(true),
      /**
       * Each term's and each year's feed (off with `feeds`): false keeps only the site's feed, a
       * file fewer per term and year for a host that caps the files of a deploy.
       */
      termFeeds: z.boolean().default(true),
      /** The MCP server (`incident-library mcp`). */
      mcp: z.boolean().default(true),
      /**
       * Mitigations, `content/mitigations/`: their pages (`/mitigations/`), each case's section
       * and search results. Off, the files there are ignored, a case's `mitigations` list is not
       * checked or shown, and a body link to a mitigation is refused.
       */
      mitigations: z.boolean().default(true),
      /**
       * A social image per case, `/cases/<id>/card.png` (1200x630, its `og:image`): its ID,
       * organisation, title and the library's name, drawn at build time without the network.
       * About 18 KB and 23 ms of build CPU a case; off, no card is drawn and pages name none.
       */
      socialImages: z.boolean().default(true),
    })
    .default({
      podcast: true,
      stats: true,
      matrix: true,
      data: true,
      feeds: true,
      termFeeds: true,
      mcp: true,
      mitigations: true,
      socialImages: true,
    }),
  /**
   * Whether search engines may index the site: 'noindex' (an internal library) puts
   * `<meta name="robots" content="noindex">` on every page, disallows everything in `robots.txt`
   * and writes no sitemap.
   */
  robots: z.enum(['index', 'noindex']).default('index'),
  /**
   * The site's language, a BCP 47 tag ("en", "de", "en-GB"): `<html lang>`, the words of every
   * page (the shipped table of its language, `SHIPPED_LANGUAGES`: English and German; any other
   * language reads English words, which `strings` can replace), how numbers and dates are
   * written (`Intl`), the plural form of a count (`Intl.PluralRules`) and the order of names in
   * lists of terms (`Intl.Collator`). A case's own `lang` still marks its text. Default "en".
   */
  locale: localeTag.default('en'),
  /**
   * The site's words, key by key, over the locale's table: headings, labels, buttons, screen-reader
   * labels, footer lines, feed titles and the search dialog's messages. Each key is one of the
   * English table's (`src/config/strings/en.ts`, which says where each is shown); a count is
   * given per plural category, e.g. `'count.cases': { one: '{count} case', other: '{count}
   * cases' }`. Placeholders in braces are filled in by the page; an override may use those of the
   * English entry only. A key that is not in the table is refused ("did you mean"). Default: none.
   */
  strings: stringsOption,
  /** The podcast feed's channel (`/podcast.xml`). */
  podcast: z
    .strictObject({
      /** The podcast's title (defaults to "<title> podcast"). */
      title: text(120).optional(),
      /** One or two sentences (defaults to `description`). */
      description: text(600).optional(),
      /** BCP 47 language of the episodes, e.g. "en" or "en-GB" (at most 35 characters, RFC 5646). */
      language: text(35)
        .refine(
          // A character no option holds is named by `text` alone.
          (v) =>
            LINE_CHARS.test(v) ||
            firstForbiddenChar(v) !== undefined ||
            /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(v),
          { error: 'expected a BCP 47 language tag (RFC 5646), e.g. "en" or "en-GB"' },
        )
        .default('en'),
      /** Apple Podcasts category, e.g. "Technology". */
      category: text(80).default('Technology'),
      /** Square cover image under `public/` (PNG, 1400 px), e.g. "podcast-cover.png"; it must exist. */
      image: publicFile.optional(),
      /**
       * Who podcast directories (Apple Podcasts, Podcast Index) contact about the feed: its
       * `<itunes:owner>`, a name and an e-mail address, and the owner of `podcast:locked`. Left
       * out of the feed when not given; no address is made up.
       */
      owner: z
        .strictObject({
          /** The owner's name, e.g. "Acme SRE". */
          name: text(120),
          /** The owner's e-mail address, e.g. "podcast@example.org". */
          email: z.email({ error: 'must be an e-mail address, e.g. "podcast@example.org"' }),
        })
        .optional(),
      /**
       * Whether the feed is locked against being imported to another podcast host
       * (`<podcast:locked>` yes, with the owner's address; Podcasting 2.0). Default: not locked.
       */
      locked: z.boolean().default(false),
    })
    .default({ language: 'en', category: 'Technology', locked: false }),
});

/** The options of `incidentLibrary()`, with the checks across options. */
export const LibraryOptionsSchema = LibraryOptionsObject.superRefine((o, ctx) =>
  vocabularyProblems(o, ctx),
);

/**
 * The defaults that depend on other options, filled in after validation: the facets (the default
 * facets the library's vocabularies include) and the tagline (naming the organisations only when
 * a vocabulary counts them, and the vocabularies searched by).
 */
export function completeConfig(o: z.output<typeof LibraryOptionsSchema>) {
  const facets = o.facets ?? defaultFacets.filter((f) => o.vocabularies.some((v) => v.name === f));
  const tagline = o.tagline ?? defaultTagline(o, facets);
  // The matrix is components by root cause: without a vocabulary in either role it has no axis.
  const roles = new Set(o.vocabularies.map((v) => v.role));
  const matrix = o.features.matrix && roles.has('component') && roles.has('root-cause');
  const termFeeds = o.features.feeds && o.features.termFeeds;
  return { ...o, facets, tagline, features: { ...o.features, matrix, termFeeds } };
}

/**
 * The tagline a library gets without the option: the `home.tagline` entry of its words (or the
 * one without organisations, without facets, or without both), its `{organisationNouns}` the
 * organisation vocabulary's plural and its `{terms}` the terms of the facets but organisations,
 * joined by the `list.and` entry. `{cases}` and `{organisations}` stay, for the home page's counts.
 */
function defaultTagline(
  o: Pick<z.output<typeof LibraryOptionsSchema>, 'vocabularies' | 'locale' | 'strings'>,
  facets: readonly string[],
): string {
  const table = tableFor(o.locale);
  const word = (key: StringKey) => {
    const entry = o.strings[key] ?? table[key] ?? EN[key];
    return typeof entry === 'string' ? entry : entry.other;
  };
  const fill = (text: string, vars: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const lower = name[0].toLowerCase() + name.slice(1);
      if (Object.hasOwn(vars, name)) return vars[name];
      if (lower !== name && Object.hasOwn(vars, lower))
        return vars[lower].charAt(0).toUpperCase() + vars[lower].slice(1);
      return whole;
    });
  const organisation = o.vocabularies.find((v) => v.role === 'organisation');
  const by = o.vocabularies
    .filter((v) => facets.includes(v.name) && v.role !== 'organisation')
    .map((v) => v.term ?? v.singular.toLowerCase());
  const terms =
    by.length <= 1
      ? (by[0] ?? '')
      : fill(word('list.and'), { list: by.slice(0, -1).join(', '), last: by.at(-1) ?? '' });
  const key: StringKey = organisation
    ? by.length
      ? 'home.tagline'
      : 'home.taglineNoFacets'
    : by.length
      ? 'home.taglineNoOrganisations'
      : 'home.taglineBare';
  return fill(word(key), {
    terms,
    organisationNouns: organisation
      ? (organisation.plural ?? organisation.title.toLowerCase())
      : '',
  });
}

/**
 * True for a name every JavaScript object answers to (`constructor`, `toString`, `__proto__`,
 * and `then`, which makes an object look like a promise): a case field so named would be read
 * from the prototype where a case lacks it, and a library's data would say "function Object()".
 * Compared in lower case, as field names are written.
 */
function isObjectMember(name: string): boolean {
  return OBJECT_MEMBERS.has(name.toLowerCase());
}

/** The names of `isObjectMember`, in lower case, listed once. */
const OBJECT_MEMBERS: ReadonlySet<string> = new Set(
  [...Object.getOwnPropertyNames(Object.prototype), 'then', 'prototype'].map((m) =>
    m.toLowerCase(),
  ),
);

/** The problems of the vocabularies taken together, and of the options that name them. */
function vocabularyProblems(
  o: {
    vocabularies: readonly z.output<typeof VocabularySpecSchema>[];
    caseFields: readonly z.output<typeof CaseFieldSpecSchema>[];
    facets?: readonly string[];
    tagline?: string;
  },
  ctx: z.RefinementCtx,
) {
  const add = (path: (string | number)[], message: string, hint?: string) =>
    ctx.addIssue({ code: 'custom', path, message, ...(hint && { params: { hint } }) });
  const seen = {
    name: new Map<string, number>(),
    link: new Map<string, number>(),
    field: new Map<string, number>(),
  };
  const roles = new Map<VocabularyRole, number>();
  const pageLinks: readonly string[] = PAGE_KINDS.map((k) => k.link);
  const fields = new Set([
    ...CASE_BASE_FIELDS,
    ...o.vocabularies.map((v) => v.field ?? v.name.replaceAll('-', '_')),
  ]);
  o.vocabularies.forEach((v, i) => {
    const values = {
      name: v.name,
      link: v.link ?? v.name,
      field: v.field ?? v.name.replaceAll('-', '_'),
    };
    for (const key of ['name', 'link', 'field'] as const) {
      const before = seen[key].get(values[key]);
      if (before !== undefined)
        add(
          ['vocabularies', i, key],
          `"${values[key]}" is the ${key} of vocabulary ${before + 1} too`,
          `give each vocabulary its own ${key}`,
        );
      else seen[key].set(values[key], i);
    }
    if (
      (CONTENT_TYPE_NAMES as readonly string[]).includes(v.name) ||
      (RESERVED_SEGMENTS as readonly string[]).includes(v.name)
    )
      add(
        ['vocabularies', i, 'name'],
        `"${v.name}" is a URL segment of the site's own pages`,
        'name the vocabulary otherwise, e.g. by the plural of what its terms are',
      );
    if (pageLinks.includes(values.link))
      add(
        ['vocabularies', i, 'link'],
        `"${values.link}" is the cross-link prefix of a content type`,
        `set \`link\` to another word, e.g. "${v.name}"`,
      );
    if (CASE_BASE_FIELDS.includes(values.field))
      add(
        ['vocabularies', i, 'field'],
        `"${values.field}" is a field every case has already`,
        'name the field after the vocabulary',
      );
    for (const part of values.field.split('.'))
      if (isObjectMember(part))
        add(
          ['vocabularies', i, 'field'],
          `"${part}" is the name of a member every JavaScript object has`,
          'name the field after the vocabulary, e.g. its name',
        );
    const [parent, child] = values.field.split('.');
    if (child !== undefined && !['impact', 'incident'].includes(parent))
      add(
        ['vocabularies', i, 'field'],
        `"${values.field}" is inside "${parent}", which is not one of the case's objects`,
        'use a field of its own, or one inside "impact"',
      );
    if (v.graded && !v.many)
      add(
        ['vocabularies', i, 'graded'],
        'a graded vocabulary names several terms',
        'remove `many: false`',
      );
    if (v.after !== undefined && !fields.has(v.after)) {
      const hint = suggest(v.after, [...fields]);
      add(
        ['vocabularies', i, 'after'],
        `"${v.after}" is not a case field`,
        hint ? `did you mean "${hint}"?` : undefined,
      );
    }
    if (v.role) {
      const before = roles.get(v.role);
      if (before !== undefined)
        add(
          ['vocabularies', i, 'role'],
          `vocabulary ${before + 1} has the role "${v.role}" already`,
          'a role is played by one vocabulary',
        );
      else roles.set(v.role, i);
    }
  });
  const taken = new Set(fields);
  o.caseFields.forEach((f, i) => {
    if (isObjectMember(f.name))
      add(
        ['caseFields', i, 'name'],
        `"${f.name}" is the name of a member every JavaScript object has`,
        'give the field another name',
      );
    if (taken.has(f.name))
      add(
        ['caseFields', i, 'name'],
        `"${f.name}" is a case field already (a fixed one, a vocabulary's or another of caseFields)`,
        'give the field a name of its own',
      );
    taken.add(f.name);
    if (f.after !== undefined && !taken.has(f.after) && !fields.has(f.after)) {
      const hint = suggest(f.after, [...taken]);
      add(
        ['caseFields', i, 'after'],
        `"${f.after}" is not a case field`,
        hint ? `did you mean "${hint}"?` : undefined,
      );
    }
  });
  const names = o.vocabularies.map((v) => v.name);
  o.facets?.forEach((f, i) => {
    if (names.includes(f)) return;
    const hint = suggest(f, names);
    add(
      ['facets', i],
      `"${f}" is not one of the library's vocabularies (${names.join(', ')})`,
      hint ? `did you mean "${hint}"?` : undefined,
    );
  });
  if (o.tagline?.includes('{organisations}') && !roles.has('organisation'))
    add(
      ['tagline'],
      'counts {organisations}, but no vocabulary has the role "organisation"',
      'write a tagline without {organisations}',
    );
}

/** The options as a user writes them. */
export type LibraryOptions = z.input<typeof LibraryOptionsSchema>;
/** The validated options, defaults filled in (`completeConfig`). */
export type LibraryConfig = ReturnType<typeof completeConfig>;
