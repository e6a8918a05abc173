/**
 * The words of a search query or a page's title as Pagefind splits them, the stop words that
 * never count as a match, and the keys of the library's search aliases.
 */

/**
 * Words that never count as a match: English function words, which nearly every page holds and
 * no reader means as the subject of a search, and the filler of a timeline retold from memory
 * ("failed after the deploy, then again later"), which every case's course holds.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by did do does for from had has have how i if in into is it ' +
    'its me my of on or our so than that the their them then there these they this those to was ' +
    'we were what when where which while who why will with you your ' +
    'after afterwards again before during later once soon until'
  ).split(' '),
);

/**
 * `/search-aliases.json`: each alias, as lower-case words without stop words joined by one space
 * (`k8s`, `lb`, `config push`), to the queries it also searches (`kubernetes`, `load balancer`).
 */
export type SearchAliases = Record<string, string[]>;

/** Lower-case words of a query or title as Pagefind splits them (letters and digits; `-` and `.` split). */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** `text`'s words as alias keys are written: lower case, as Pagefind splits them, stop words out. */
export function aliasKey(text: string): string {
  return queryWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .join(' ');
}
