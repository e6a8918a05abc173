/**
 * What the frontmatter parser returns for one content file, and the value of a file it could
 * not read: the shape every step of the parser (`frontmatter.ts`, `frontmatter-split.ts`,
 * `yaml-read.ts`) hands back.
 */
import type { ContentIssue } from './errors.ts';

/** A content file after parsing: the data, the body and a way to map field paths to positions. */
export interface ParsedFile {
  /** Repository-relative path with forward slashes. */
  file: string;
  /** The frontmatter (or whole YAML file) as plain JS; `undefined` when it could not be read. */
  data: unknown;
  /** The Markdown body with LF line endings (empty for YAML files). */
  body: string;
  /** The 1-based line of the whole file on which `body` starts. */
  bodyLine: number;
  /** Where `body` starts in the file's text after BOM and CRLF normalisation (UTF-16 units). */
  bodyOffset: number;
  /** Problems found while reading; empty when the file parsed. */
  issues: ContentIssue[];
  /** The position of the key at a field path (or of its nearest existing parent). */
  locate(path: readonly PropertyKey[]): { line: number; col: number };
  /** The source text of a plain (unquoted) scalar at `path`, for "quote this value" hints. */
  plainSource(path: readonly PropertyKey[]): string | undefined;
}

/**
 * A file that could not be read: no data, the given issues, positions at line 1 column 1.
 *
 * @param body the Markdown body when one was found (the whole text when the frontmatter was not).
 * @param bodyLine the 1-based line on which `body` starts.
 */
export function failed(file: string, issues: ContentIssue[], body = '', bodyLine = 1): ParsedFile {
  return {
    file,
    data: undefined,
    body,
    bodyLine,
    bodyOffset: 0,
    issues,
    locate: () => ({ line: 1, col: 1 }),
    plainSource: () => undefined,
  };
}
