/**
 * Splits a Markdown file into its frontmatter and body: gray-matter as the splitter with its
 * hazards closed (see `frontmatter.ts`), the opening and closing `---` lines checked, and the
 * errors of a file whose frontmatter is missing, in another language or not closed. The
 * frontmatter itself is read by `parseYaml`.
 */
import matter from 'gray-matter';
import { failed, type ParsedFile } from './parsed-file.ts';
import { parseYaml } from './yaml-read.ts';

/** An opening or closing line: exactly `---`, with trailing spaces or tabs allowed. */
export const DELIMITER_RE = /^---[ \t]*$/;
/** A delimiter line anywhere in a text. */
const DELIMITER_LINE_RE = new RegExp(DELIMITER_RE.source, 'm');

/** Why a Markdown file has no usable frontmatter, by its first line. */
export function noFrontmatter(file: string, text: string, firstLine: string): ParsedFile {
  const issue = (col: number, message: string, hint: string) =>
    failed(file, [{ file, line: 1, col, field: '', message, hint }], text, 1);
  const lang = /^---[ \t]*([^\s-].*?)\s*$/.exec(firstLine);
  // gray-matter would run `---js` frontmatter as code: refused here, before gray-matter is called.
  if (lang)
    return issue(
      4,
      `frontmatter in "${lang[1]}" is not allowed: only YAML is read`,
      'make the first line exactly "---" and write the fields as YAML',
    );
  if (/^\s*$/.test(firstLine) && /^\s*\n---[ \t]*\n/.test(text))
    return issue(
      1,
      'the file starts with a blank line, so the frontmatter is not read',
      'delete the blank lines above the first "---"',
    );
  if (firstLine.startsWith('+++'))
    return issue(
      1,
      'TOML frontmatter (+++) is not read: only YAML',
      'use "---" lines and YAML fields, as in content/_templates/',
    );
  return issue(
    1,
    'no frontmatter: the first line must be "---"',
    'start the file with a line "---", the fields, then a closing "---" line (see content/_templates/)',
  );
}

/** Where an unclosed frontmatter probably ends: the line after the last line that looks like YAML. */
function likelyEnd(lines: string[]): number {
  let last = 1;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i];
    if (
      /^\s*$/.test(l) ||
      /^#(?!#)/.test(l) ||
      /^\s/.test(l) ||
      /^- /.test(l) ||
      /^[\w-]+:(?:\s|$)/.test(l)
    ) {
      if (!/^\s*$/.test(l)) last = i + 1;
    } else break;
  }
  return last;
}

/** The error for a frontmatter with no closing `---` line, with a hint saying where to close it. */
function notClosed(file: string, text: string): ParsedFile {
  const lines = text.split('\n');
  const end = likelyEnd(lines);
  const near = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)/.test(l));
  const hint =
    near !== -1
      ? `line ${near + 1} ("${lines[near].slice(0, 20)}") is not a closing line: it must be exactly "---"`
      : end > 1
        ? `add a line "---" after line ${end}, the last field, before the body`
        : 'a file must start with its fields between two "---" lines (see content/_templates/)';
  return failed(
    file,
    [
      {
        file,
        line: 1,
        col: 1,
        field: '',
        message: 'the frontmatter is not closed: no second "---" line',
        hint,
      },
    ],
    text,
    1,
  );
}

/**
 * Our gray-matter engine: checks the line gray-matter took as the closing one, then reads the
 * frontmatter with `parseYaml`, positions in whole-file terms.
 *
 * @param text the normalised file; its first line is `---` (trailing blanks allowed).
 * @param block gray-matter's `matter`: the text after the opening `---` (the rest of line 1 and
 *   its line break, then the frontmatter lines) up to the line break before the first line that
 *   starts with `---`, or to the end of the file when there is none.
 */
function readFrontmatter(file: string, text: string, block: string): ParsedFile {
  // Every position below is derived from `block`: a gray-matter that slices differently must fail loudly.
  if (!text.startsWith(block, 3))
    throw new Error(
      'gray-matter returned a frontmatter block that is not the text after the opening "---"',
    );
  const closeStart = 3 + block.length + 1;
  if (closeStart > text.length) return notClosed(file, text);
  const lineBreak = text.indexOf('\n', closeStart);
  const closeEnd = lineBreak === -1 ? text.length : lineBreak;
  const closeText = text.slice(closeStart, closeEnd);
  // `block` holds the line break of line 1 and one per frontmatter line.
  const closeLine = 2 + countLineBreaks(block);
  if (!DELIMITER_RE.test(closeText)) {
    // With no `---` line further down either, the frontmatter is simply not closed.
    if (!DELIMITER_LINE_RE.test(text.slice(closeEnd))) return notClosed(file, text);
    return failed(
      file,
      [
        {
          file,
          line: closeLine,
          col: 1,
          field: '',
          message:
            'a line starting with "---" inside the frontmatter: only a line that is exactly "---" closes it',
          hint: 'make this line exactly "---" if the fields end here; if it continues the value above, indent it under its field',
        },
      ],
      text,
      1,
    );
  }
  const bodyOffset = lineBreak === -1 ? text.length : lineBreak + 1;
  return parseYaml(
    file,
    text.slice(text.indexOf('\n') + 1, closeStart),
    2,
    text.slice(bodyOffset),
    closeLine + 1,
    bodyOffset,
  );
}

/** Number of `\n` in `s`. */
function countLineBreaks(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/** gray-matter's built-in engines that would read anything but our YAML: each refuses. */
function refusedEngine(): never {
  throw new Error(
    'gray-matter was asked for an engine other than ours; only YAML frontmatter is read',
  );
}

/** Splits a Markdown file whose first line is `---` with gray-matter and reads it with our engine. */
export function parseMarkdown(file: string, text: string): ParsedFile {
  let parsed: ParsedFile | undefined;
  const split = matter(text, {
    // An options object on every call: gray-matter caches only calls made without one.
    language: 'yaml',
    engines: {
      yaml: (block: string) => {
        parsed = readFrontmatter(file, text, block);
        return {};
      },
      javascript: refusedEngine,
      json: refusedEngine,
    },
  });
  // gray-matter skips the engine when the block holds only blank and comment lines (or none).
  return parsed ?? readFrontmatter(file, text, split.matter);
}
