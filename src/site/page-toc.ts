/**
 * When a page is long enough for "On this page": four or more sections in its body, or a body
 * over `LONG_BODY_CHARS` characters (a few screens), whatever the layout adds around it.
 */

/** Body length (Markdown characters) from which a page counts as long. */
export const LONG_BODY_CHARS = 6000;

/** The length of an entry's Markdown body: stored by the loader as `bodyChars`, else measured. */
export function bodyCharsOf(entry: {
  body?: string;
  rendered?: { metadata?: Record<string, unknown> };
}): number {
  return (entry.rendered?.metadata?.bodyChars as number | undefined) ?? entry.body?.length ?? 0;
}

/** @param headings the body's headings (depth 2 are its sections); @param bodyChars its length. */
export function isLongPage(headings: readonly { depth: number }[], bodyChars: number): boolean {
  return headings.filter((h) => h.depth === 2).length >= 4 || bodyChars > LONG_BODY_CHARS;
}
