/**
 * Who publishes the library among the options of `incidentLibrary()`: the author, the licences of
 * content and code, and the repository pages link to for edits, reports and history. Spread
 * into the options schema (`options.ts`).
 */
import { z } from 'zod';
import { httpUrl, text, uncleanPart } from './option-values.ts';

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

/** A licence: its SPDX identifier, its name and where to read it. */
export const LicenceSchema = z.strictObject({
  /** SPDX identifier, e.g. "CC-BY-4.0". */
  id: text(40),
  /** Its full name, e.g. "Creative Commons Attribution 4.0 International". */
  name: text(120),
  /** Where to read it. */
  url: httpUrl,
});

/** The options of who publishes the library, under which licences, from which repository. */
export const attributionOptions = {
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
};
