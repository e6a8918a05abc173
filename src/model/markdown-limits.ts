/**
 * Bounds on the shape of a Markdown body, checked in one linear pass before any Markdown parser
 * sees it. The parser behind remark (micromark 4, mdast-util-from-markdown 2) overflows the stack
 * on 10,000 nested block quotes and takes time that grows faster than the input on nested links,
 * deep lists, long emphasis runs and piles of definitions (see `bench/pathological-markdown.ts`).
 * Real pages stay far below every limit; a body over one is refused with its line and column,
 * by the validator and by the renderer alike.
 */

/** The limits, per body. A body may reach a limit; one more is refused. */
export const MARKDOWN_LIMITS = {
  /** Block quotes and list items inside one another (a line's `>` and list markers, plus its extra indentation / 2). */
  nesting: 32,
  /** Square brackets open at once in one block (links and images inside one another). */
  brackets: 32,
  /** Emphasis delimiters (`*`, `_`) in one block (paragraph, table, heading). */
  emphasis: 1000,
  /** Link reference and footnote definitions in one body. */
  definitions: 500,
  /** `<` in one block: each starts a try at an HTML tag or autolink (about 20 µs apiece under load). */
  angles: 1000,
  /** Table cell separators (`|`) on one line. */
  pipes: 128,
  /** Lines in one block (a paragraph or a table), outside fenced code. */
  blockLines: 1000,
} as const;

/** Why a body is refused: where (1-based, in the whole file), what, and what to do. */
export interface LimitViolation {
  line: number;
  col: number;
  message: string;
  hint: string;
}

const LIST_MARKER_RE = /^(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/;
const FENCE_RE = /^(`{3,}|~{3,})/;
const DEFINITION_RE = /^\[(?:[^\]\\]|\\.)+\]:/;

/** Splits a line into its container prefix (nesting estimate) and the rest. */
function containerPrefix(line: string): { depth: number; rest: string; col: number } {
  let i = 0;
  let depth = 0;
  let columns = 0;
  for (;;) {
    while (i < line.length && (line[i] === ' ' || line[i] === '\t'))
      columns += line[i++] === '\t' ? 4 : 1;
    if (line[i] === '>') {
      depth++;
      i++;
      continue;
    }
    const m = LIST_MARKER_RE.exec(line.slice(i, i + 11));
    if (m) {
      depth++;
      i += m[0].length;
      continue;
    }
    break;
  }
  // Each marker may take one space after it; more is indentation, which nests (about 2 columns a level).
  return {
    depth: depth + Math.floor(Math.max(0, columns - depth) / 2),
    rest: line.slice(i),
    col: i + 1,
  };
}

/**
 * The first limit `body` goes over, or undefined. Linear in the body's length.
 * @param body the Markdown body (LF line endings).
 * @param bodyLine the 1-based line of the whole file on which the body starts.
 */
export function checkMarkdownLimits(body: string, bodyLine = 1): LimitViolation | undefined {
  const L = MARKDOWN_LIMITS;
  let fence: string | undefined;
  let brackets = 0;
  let emphasis = 0;
  let angles = 0;
  let blockLines = 0;
  let definitions = 0;
  let lineNo = bodyLine - 1;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    const line = body.slice(start, end);
    start = end + 1;
    lineNo++;
    const { depth, rest, col } = containerPrefix(line);
    const at = (c: number, message: string, hint: string): LimitViolation => ({
      line: lineNo,
      col: c,
      message,
      hint,
    });
    const fm = FENCE_RE.exec(rest);
    if (fence !== undefined) {
      if (fm && fm[1][0] === fence[0] && fm[1].length >= fence.length && /^[`~]+\s*$/.test(rest))
        fence = undefined;
      continue;
    }
    if (depth > L.nesting)
      return at(
        col,
        `block quotes and lists are nested ${depth} deep here, more than the ${L.nesting} a page may have`,
        'flatten the structure: a page needs a few levels at most',
      );
    if (fm) {
      fence = fm[1];
      brackets = emphasis = angles = blockLines = 0;
      continue;
    }
    if (rest.trim() === '') {
      brackets = emphasis = angles = blockLines = 0;
      continue;
    }
    if (++blockLines > L.blockLines)
      return at(
        1,
        `a paragraph or table runs over ${L.blockLines} lines`,
        'split it with blank lines or into sections',
      );
    if (DEFINITION_RE.test(rest) && ++definitions > L.definitions)
      return at(
        col,
        `more than ${L.definitions} link or footnote definitions in one file`,
        'cite fewer sources inline; list the rest under sources in the frontmatter',
      );
    let pipes = 0;
    for (let i = 0; i < rest.length; i++) {
      const ch = rest[i];
      if (ch === '\\') {
        i++;
        continue;
      }
      if (ch === '[') {
        if (++brackets > L.brackets)
          return at(
            col + i,
            `more than ${L.brackets} "[" open at once`,
            'close your links and images, or write a literal bracket as \\[',
          );
      } else if (ch === ']') brackets = Math.max(0, brackets - 1);
      else if (ch === '*' || ch === '_') {
        if (++emphasis > L.emphasis)
          return at(
            col + i,
            `more than ${L.emphasis} "*" or "_" in one paragraph`,
            'use less emphasis, or write a literal one as \\* or \\_',
          );
      } else if (ch === '<') {
        if (++angles > L.angles)
          return at(
            col + i,
            `more than ${L.angles} "<" in one paragraph`,
            'put code or data in a fenced code block, or write a literal one as \\<',
          );
      } else if (ch === '|' && ++pipes > L.pipes)
        return at(
          col + i,
          `more than ${L.pipes} "|" on one line`,
          'a table may have at most about 100 columns; split it',
        );
    }
  }
  return undefined;
}
