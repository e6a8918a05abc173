/**
 * The library's identity among the options of `incidentLibrary()`: its name, description and
 * tagline, its cases' IDs, whether they must cite sources and which hosts are internal, and its
 * content folder. Spread into the options schema (`options.ts`) in this order.
 */
import { z } from 'zod';
import { INTERNAL_HOST_RE } from '../../schemas/index.ts';
import { tagline } from './option-tagline.ts';
import { text } from './option-values.ts';

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

/** The options that say what the library is and how its cases are named and sourced. */
export const identityOptions = {
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
};
