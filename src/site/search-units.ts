/**
 * A query's **units** (`search-rank.ts`, stage 0): each pasted identifier searched whole, each
 * other word but stop words, and each run of words that is an alias of the library's vocabulary
 * as one unit that also searches what it stands for; and which units a page's text really holds.
 */
import type { PagefindResult } from './search-pagefind.ts';
import { queryWords, STOP_WORDS, type SearchAliases } from './search-query.ts';

/** One part of a query: the words a reader typed (`k8s`, `config push`) and every query that counts as it. */
export interface QueryUnit {
  text: string;
  /** Pagefind queries, the unit's own text first; a page holding any of them matches the unit. */
  alternatives: string[];
  /** A pasted identifier (`ERR_NAME_NOT_RESOLVED`), searched whole rather than as its words. */
  identifier?: boolean;
}

/**
 * How one page matched a query's units (`rankedSearch`): the result to show, the units it matched
 * (by index), its score (the sum of its best score for each), whether its title matched, and for
 * each unit the alternative that matched best.
 */
export interface UnitMatch {
  result: PagefindResult;
  units: Set<number>;
  score: number;
  title: boolean;
  alts: Map<number, string>;
}

/** The longest alias, in words, that `queryUnits` looks for. */
const MAX_ALIAS_WORDS = 4;

/**
 * Whether a whitespace-separated token of a query is an identifier pasted from an error or a log
 * (`ERR_NAME_NOT_RESOLVED`, `java.lang.OutOfMemoryError`, `std::bad_alloc`): letters or digits
 * joined by `_`, or letters joined by `.` or `::`. Pagefind indexes such a token whole as well as
 * its parts, so the whole finds the pages that hold it, where its words (`err`, `name`, `not`,
 * `resolved`) also find every page that merely uses them. Hyphenated words are English
 * (`crash-looping`), not identifiers.
 */
export function isIdentifier(token: string): boolean {
  return /[\p{L}\p{N}]_+[\p{L}\p{N}]|\p{L}(\.|::)\p{L}/u.test(token);
}

/** `token` without the punctuation around it (quotes, a closing comma), lower case. */
function bareToken(token: string): string {
  return token
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * The units of `term`: each identifier (`isIdentifier`) as one unit searched whole, unless it is
 * in `asWords`; the other words but stop words (all of them when the query is nothing else),
 * each run of up to `MAX_ALIAS_WORDS` words that is a key of `aliases` taken as one unit (the
 * longest run first) whose alternatives add what the alias stands for; duplicates once.
 */
export function queryUnits(
  term: string,
  aliases: SearchAliases = {},
  asWords: ReadonlySet<string> = new Set(),
): QueryUnit[] {
  // Runs of plain words between identifiers, in query order.
  const segments: (string[] | string)[] = [];
  for (const token of term.split(/\s+/).filter(Boolean)) {
    const bare = bareToken(token);
    if (isIdentifier(bare) && !asWords.has(bare)) segments.push(bare);
    else {
      const last = segments.at(-1);
      if (Array.isArray(last)) last.push(...queryWords(token));
      else segments.push(queryWords(token));
    }
  }
  const all = segments.flatMap((s) => (Array.isArray(s) ? s : []));
  const onlyStop =
    !segments.some((s) => typeof s === 'string') && all.every((w) => STOP_WORDS.has(w));
  const units: QueryUnit[] = [];
  const add = (unit: QueryUnit) => {
    if (!units.some((u) => u.text === unit.text)) units.push(unit);
  };
  for (const segment of segments) {
    if (typeof segment === 'string') {
      add({ text: segment, alternatives: [segment], identifier: true });
      continue;
    }
    const words = onlyStop ? segment : segment.filter((w) => !STOP_WORDS.has(w));
    for (let i = 0; i < words.length;) {
      let taken = 1;
      let also: string[] = [];
      for (let n = Math.min(MAX_ALIAS_WORDS, words.length - i); n >= 1; n--) {
        const key = words.slice(i, i + n).join(' ');
        if (Object.hasOwn(aliases, key)) {
          taken = n;
          also = aliases[key];
          break;
        }
      }
      const text = words.slice(i, i + taken).join(' ');
      add({ text, alternatives: [...new Set([text, ...also.map((a) => a.toLowerCase())])] });
      i += taken;
    }
  }
  return units;
}

/** A word's stem for `heldUnits`: without a plural or verb ending (`upgrades`, `timed`, `failing`). */
function stem(word: string): string {
  const cut = word.replace(/(ing|ed|es|s|e)$/, '');
  return cut.length >= 4 ? cut : word;
}

/**
 * Which of the units `which` (indexes into `units`) the page text `text` really holds: a unit is
 * held when one of its alternatives is, an identifier as written, other words each as a word of
 * the page, or (from 4 letters) as the stem of one or the start of one (`upgrade` holds
 * "upgrades", `time` holds "timed", but `dst` not "dstack"). Pagefind's own match is looser
 * (stems of other words), which must not make a result say it "matches" a word it lacks.
 */
export function heldUnits(
  text: string,
  units: readonly QueryUnit[],
  which: Iterable<number>,
): Set<number> {
  const lower = text.normalize('NFKC').toLowerCase();
  const seq = queryWords(lower);
  const hit = (w: string, t: string) => t === w || (w.length >= 4 && stem(t).startsWith(stem(w)));
  // Each word somewhere on the page; the words of a phrase next to each other, in order.
  const holds = (a: string) => {
    const ws = queryWords(a);
    if (ws.length === 1) return seq.some((t) => hit(ws[0], t));
    return seq.some((_, i) => ws.every((w, k) => seq[i + k] !== undefined && hit(w, seq[i + k])));
  };
  const out = new Set<number>();
  for (const u of which) {
    const unit = units[u];
    if (!unit) continue;
    if (unit.alternatives.some((a) => (unit.identifier ? lower.includes(a) : holds(a)))) out.add(u);
  }
  return out;
}
