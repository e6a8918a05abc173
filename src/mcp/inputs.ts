/**
 * What the MCP tools accept, checked before any work: the size limits of free text, facets named
 * by slug or label (any case), and a clear one-line error with a did-you-mean hint for anything
 * else. A tool's bad input is the caller's to fix, so it is a `ToolInputError`, which the server
 * answers as a tool error (`isError: true`), never as a crash.
 */
import type { TaxonomyName } from '../../schemas/index.ts';
import { didYouMean } from '../model/suggest.ts';
import type { Catalogue } from './catalogue.ts';

/** The longest `search_cases` query, in characters: a search is a few words, not a document. */
export const QUERY_MAX = 500;
/** The longest `similar_cases` description, in characters: a few paragraphs of symptoms and errors. */
export const DESCRIPTION_MAX = 4000;
/** The most results one answer lists. */
export const RESULTS_MAX = 50;

/** Bad input to a tool; its message is one line, says what was wrong and, where it can, a fix. */
export class ToolInputError extends Error {}

/** `text` on one line that no input can break: control characters and line breaks as spaces, at most 300 characters. */
export function oneLine(text: string): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
}

/** A short quote of user input for a message. */
const quote = (value: string) =>
  JSON.stringify(value.length > 60 ? `${value.slice(0, 59)}…` : value);

/**
 * Free text within `max` characters, trimmed; `what` names it in the message.
 * @throws ToolInputError when it is empty (with `emptyHint`) or longer than `max`.
 */
export function checkText(
  value: string | undefined,
  what: string,
  max: number,
  emptyHint: string,
): string {
  const text = (value ?? '').trim();
  if (!text) throw new ToolInputError(`${what} is empty: ${emptyHint}`);
  if (text.length > max)
    throw new ToolInputError(
      `${what} is ${text.length} characters, over the ${max}-character limit: shorten it to what matters most`,
    );
  return text;
}

/** The longest name of a term, vocabulary or case ID a tool looks up, in characters. */
export const NAME_MAX = 200;

/** Refuses a name too long to be one, before any did-you-mean compares it with every name. */
function checkName(value: string, what: string): void {
  if (value.length > NAME_MAX)
    throw new ToolInputError(
      `${what} is ${value.length} characters, over the ${NAME_MAX}-character limit of a name: give its slug or label`,
    );
}

/** What a bad `limit` gets told, whatever it is (the input schema and `checkLimit` say the same). */
export function limitMessage(value: unknown, max = RESULTS_MAX): string {
  const shown = typeof value === 'number' ? String(value) : quote(JSON.stringify(value) ?? '');
  return `limit ${shown} is not a whole number from 1 to ${max}`;
}

/** A result count between 1 and `RESULTS_MAX`; `fallback` when not given. */
export function checkLimit(value: number | undefined, fallback: number, max = RESULTS_MAX): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ToolInputError(limitMessage(value, max));
  return value;
}

/**
 * The slug of a term named by its slug or its label, in any case.
 * @throws ToolInputError naming the vocabulary and the closest term, and `list_terms` to see all.
 */
export function resolveTerm(cat: Catalogue, taxonomy: TaxonomyName, value: string): string {
  const singular = cat.vocabularies.byName.get(taxonomy)?.term ?? taxonomy;
  checkName(value, singular);
  const wanted = value.trim().toLowerCase();
  const terms = cat.terms[taxonomy];
  const hit = terms.find((t) => t.slug === wanted || t.label.toLowerCase() === wanted);
  if (hit) return hit.slug;
  const hint =
    didYouMean(value.trim(), [...terms.map((t) => t.slug), ...terms.map((t) => t.label)]) ??
    `list them with list_terms {"taxonomy": "${taxonomy}"}`;
  throw new ToolInputError(`unknown ${singular} ${quote(value)}: ${hint}`);
}

/** What `list_terms` lists: a vocabulary, or the years. */
export type Listing = TaxonomyName | 'years';

/**
 * A vocabulary named as written (`root causes`, `Root_Causes` and `root-causes` are one).
 * @throws ToolInputError with the closest name and the list of names.
 */
export function resolveListing(value: string, vocabularies: readonly TaxonomyName[]): Listing {
  const LISTINGS: readonly Listing[] = [...vocabularies, 'years'];
  checkName(value, 'taxonomy');
  const hit = LISTINGS.find((l) => l === listingName(value, LISTINGS));
  if (hit) return hit;
  throw new ToolInputError(listingMessage(value, LISTINGS));
}

/**
 * The listing `value` names, written in any case, with spaces or `_` for `-`, or singular
 * (`root cause`, `Root_Causes`, `year`); `value` as written when it names none.
 */
export function listingName(value: string, listings: readonly string[]): string {
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  // The singular names the vocabulary too: `root cause`, `impact category`, `year`.
  const plural = wanted.replace(/y$/, 'ie').replace(/([^s])$/, '$1s');
  return listings.find((l) => l === wanted || l === plural) ?? value;
}

/** What an unknown listing gets told: the closest name, or every name. */
export function listingMessage(value: unknown, listings: readonly string[]): string {
  if (typeof value !== 'string') return `taxonomy is not text: give one of ${listings.join(', ')}`;
  if (value.length > NAME_MAX)
    return `taxonomy is ${value.length} characters, over the ${NAME_MAX}-character limit of a name: give its slug or label`;
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const hint = didYouMean(wanted, listings) ?? `one of ${listings.join(', ')}`;
  return `unknown taxonomy ${quote(value)}: ${hint}`;
}

/**
 * A year some case started in.
 * @throws ToolInputError naming the nearest year that has cases.
 */
export function resolveYear(cat: Catalogue, year: number): number {
  if (cat.years.some((y) => y.year === year)) return year;
  const nearest = [...cat.years].sort(
    (a, b) => Math.abs(a.year - year) - Math.abs(b.year - year) || b.year - a.year,
  )[0];
  throw new ToolInputError(
    `no case started in ${year}${nearest ? `: did you mean ${nearest.year}?` : ': the library has no cases'}`,
  );
}

/**
 * The ID of a built case, written in any case and with or without leading zeros; an old ID
 * merged into another case gives the live one, and the old ID as `alias`.
 * @throws ToolInputError with the closest ID.
 */
export function resolveCaseId(cat: Catalogue, value: string): { id: string; alias?: string } {
  checkName(value, 'id');
  const id = value.trim().toUpperCase();
  if (!id)
    throw new ToolInputError('id is empty: give a case ID such as the ones search_cases lists');
  // Digits written without their leading zeros (`IL-190`) name the case all the same.
  const digits = cat.cases[0]?.id.match(/\d+$/)?.[0].length ?? 0;
  const padded = id.replace(
    /^([A-Z]+)-?(\d+)$/,
    (_, p: string, n: string) => `${p}-${n.padStart(digits, '0')}`,
  );
  for (const candidate of [id, padded]) {
    if (cat.byId.has(candidate)) return { id: candidate };
    const live = cat.aliasOf.get(candidate);
    if (live) return { id: live, alias: candidate };
  }
  const hint = didYouMean(id, [...cat.byId.keys()]) ?? 'find one with search_cases';
  throw new ToolInputError(`no case ${quote(value)}: ${hint}`);
}

/** The `search_cases` argument that filters by a vocabulary: one term in snake case (`root_cause`). */
export function facetArgument(v: { term: string }): string {
  return v.term.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}
