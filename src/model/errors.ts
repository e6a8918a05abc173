/**
 * The error catalogue: every problem a contributor can see is a `ContentIssue`, printed by
 * `formatIssue` as `path:line:col field: message` and a hint. Tone (after Astro's
 * core/errors/README.md): say what is wrong and where, then what to do.
 */
import { codePointName, FORBIDDEN_CHAR_RE } from '../../schemas/text.ts';

/** One problem in one content file. Lines and columns are 1-based, counted in the whole file. */
export interface ContentIssue {
  /** Path relative to the repository root, with forward slashes (e.g. `content/cases/IL-0190.md`). */
  file: string;
  line: number;
  col: number;
  /** Dotted field path (`incident.start`, `sources[0].url`), or `""` for the file as a whole. */
  field: string;
  /** What is wrong, one sentence without a trailing period. */
  message: string;
  /**
   * What to do about it, if we can say (did you mean ...?, quote this value, expected YYYY-MM-DD).
   * Left out when there is none, never `undefined`: per-file results are cached as JSON, which
   * would drop an undefined key, and a result read back must equal the one made.
   */
  hint?: string;
}

/** `['sources', 0, 'url']` to `sources[0].url`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out;
}

/** `sources[0].url` back to `['sources', 0, 'url']` (field names never hold `.` or `[`). */
export function parseFieldPath(field: string): (string | number)[] {
  if (field === '') return [];
  return field
    .split(/\.|(?=\[)/)
    .map((seg) => (seg.startsWith('[') ? Number(seg.slice(1, -1)) : seg));
}

/**
 * Characters that end or split a line for some reader of it (line feed, and the line and
 * paragraph separators of Unicode line readers) and the tab, which content may hold but which a
 * printed line must not: a value with a line feed would start a line of its own, and a line
 * that starts with `::` is a command to the GitHub Actions runner.
 */
const LINE_BREAKING_RE = /[\t\n\u2028\u2029]/g;

/**
 * Text with every forbidden character (`schemas/text.ts`: controls, invisible and
 * bidirectional-control characters, characters XML cannot hold) and every line-breaking one
 * written as `<U+200B>`, `<U+000A>`: the one rule for every value a tool prints, so a message
 * shows what is really there, stays on its own line and cannot reorder the line it is printed on.
 */
export function visible(text: string): string {
  const shown = (ch: string) => `<${codePointName(ch)}>`;
  return text.replace(FORBIDDEN_CHAR_RE, shown).replace(LINE_BREAKING_RE, shown);
}

/** One issue as the CLI prints it: `file:line:col field: message` and an indented hint line. */
export function formatIssue(issue: ContentIssue): string {
  const where = `${visible(issue.file)}:${issue.line}:${issue.col}`;
  const head = issue.field
    ? `${where} ${visible(issue.field)}: ${visible(issue.message)}`
    : `${where} ${visible(issue.message)}`;
  return issue.hint ? `${head}\n    hint: ${visible(issue.hint)}` : head;
}

/** Issues sorted by file, line and column, so output is stable whatever order files were read in. */
export function sortIssues(issues: readonly ContentIssue[]): ContentIssue[] {
  return [...issues].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col,
  );
}

/**
 * The closing summary: a count, and one sentence on what to do (pointing to the hints only when
 * there are any), ending with `then` (what checks the fix: `npm run validate` by default; in
 * `astro dev`, saving the file).
 */
export function summarizeIssues(
  issues: readonly ContentIssue[],
  then = 'then run `npm run validate` again',
): string {
  const files = new Set(issues.map((i) => i.file)).size;
  const n = issues.length;
  const hinted = issues.filter((i) => i.hint).length;
  const how =
    hinted === 0
      ? ''
      : hinted === n
        ? ' (the hint says how)'
        : ' (where there is a hint, it says how)';
  return (
    `${n} problem${n === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}. ` +
    `Fix each one at the line shown${how}, ${then}.`
  );
}

/** Thrown by the build when content is invalid; carries every issue so nothing is reported half. */
export class ContentError extends Error {
  readonly issues: ContentIssue[];
  constructor(issues: readonly ContentIssue[]) {
    const sorted = sortIssues(issues);
    super(`Invalid content:\n${sorted.map(formatIssue).join('\n')}\n${summarizeIssues(sorted)}`);
    this.name = 'ContentError';
    this.issues = sorted;
  }
}
