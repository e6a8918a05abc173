/**
 * The site's words in English: the default of every library, and the table that defines the keys
 * (`StringKey`). Keys are `<where>.<what>`: `frame.` the page frame (head, skip link), `nav.` the
 * header, `footer.`, `crumbs.`, `case.` a case page and its parts, `course.`, `timeline.`,
 * `durations.`, `cite.`, `meta.` (the end of a page), `card.` a case card, `home.`, `cases.` the
 * case index, `search.` the search page and dialog (the browser scripts read these), `count.`
 * counts of things, `notFound.`, `redirect.`, `mcp.` the MCP server.
 *
 * A text's placeholders in braces are filled in by the page; a count has one text per plural
 * category of `Intl.PluralRules` (`one`, `other`, ...). The library's own sentences (its name,
 * description, tagline, about) are options, not entries here; the names of the vocabularies and
 * their terms come from the library's vocabularies.
 *
 * The table is assembled here from one part per group of pages, in this order (the order of
 * `STRING_KEYS`): `en-frame.ts` the page frame, `en-case.ts` a case page and its parts,
 * `en-listings.ts` the pages that list cases, `en-writing.ts` concepts, articles and transcripts,
 * `en-terms.ts` the pages by term and year, `en-search.ts` the search, `en-mitigations.ts`
 * mitigations; the MCP server's one entry is here.
 */
import { enCase } from './en-case.ts';
import { enFrame } from './en-frame.ts';
import { enListings } from './en-listings.ts';
import { enMitigations } from './en-mitigations.ts';
import { enSearch } from './en-search.ts';
import { enTerms } from './en-terms.ts';
import { enWriting } from './en-writing.ts';

export const en = {
  ...enFrame,
  ...enCase,
  ...enListings,
  ...enWriting,
  ...enTerms,
  ...enSearch,
  ...enMitigations,

  // The MCP server.
  'mcp.instructions':
    "{title}: incidents, each retold from its postmortem. Use similar_cases with a description of an ongoing incident to find what happened before; search_cases for words and facets; get_case for one case's timeline and sources; list_terms for the vocabularies; list_mitigations, where the library has them, for practices that would have prevented incidents (similar_cases and get_case name them too). Every case comes with its page's URL.",
} as const;
