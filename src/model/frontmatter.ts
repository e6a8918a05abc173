/**
 * The one frontmatter parser. The validator and the build's content loader both read every
 * content file through `parseContentFile` (via `library.ts`), so a file can never read
 * differently in the two.
 *
 * A Markdown file is split by gray-matter and its frontmatter read by our own engine: the `yaml`
 * package parses it as YAML 1.2 with the core schema and keeps node positions, so every error
 * names the exact line and column in the whole file. gray-matter is used only as the splitter,
 * with its three hazards closed:
 * - it evaluates `---js` / `---javascript` frontmatter (and looks up an engine for any other
 *   name after `---`): the first line must be `---` before gray-matter is called, it is told the
 *   language is `yaml`, and its own `javascript` and `json` engines are replaced by ones that
 *   refuse, so the only engine that can run is ours;
 * - it caches results by file text when called without options, so one caller's changes leak
 *   into the next parse: it is always called with an options object, which turns the cache off;
 * - it takes the first line that starts with `---` as the closing one (`---x`, `----`, `--- js`):
 *   our engine checks that line, and a closing line that is not exactly `---` is refused.
 * Our engine returns an empty object to gray-matter and keeps what it read: gray-matter's own
 * result is never used, so nothing in the data steers it (`excerpt_separator`).
 *
 * Rules (../shared/HOSTILE.md "Frontmatter and YAML", field cases 03, 05, 06):
 * - UTF-8 only; a BOM is dropped and CRLF read as LF before anything else (before gray-matter
 *   too), so a Windows file reads exactly like its LF twin; NUL, other control characters and
 *   lone CR are refused.
 * - Only YAML frontmatter: `---js`, `---javascript` or any other language after `---` is refused
 *   before anything is read, so nothing in a file is ever evaluated.
 * - The opening and the closing line are exactly `---` (trailing spaces or tabs allowed, as YAML
 *   allows them after its own `---`); `...` ends the YAML document, not the frontmatter, and a
 *   body may itself start with `---`.
 * - Core schema: no base-60 (`18:56` stays text), no YAML 1.1 booleans (`yes`, `no` stay text),
 *   no timestamps (`2022-06-23` stays text), no tags at all (`!!js/function`, `!custom`,
 *   `!!binary`), no anchors or aliases (so no alias bombs), no merge keys (`<<` is a plain key),
 *   no duplicate keys, only plain text keys, and nesting bounded by `MAX_YAML_DEPTH`.
 * - Every reader the same: a plain (unquoted) value or key that YAML 1.1 readers (PyYAML and
 *   others) would read as a number, boolean, null or date (`18:56`, `yes`, `2022-06-23`) gets
 *   "quote this value" with its line (`yaml11.ts`); the file is still checked in full.
 * - Text is read as NFC, the one normalisation rule (`schemas/text.ts`).
 * - An unclosed `---` is an error, never "the whole file is frontmatter".
 */
import { isUtf8 } from 'node:buffer';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';
import matter from 'gray-matter';
import { normalizeUnicode } from '../../schemas/text.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { yaml11Ambiguities } from './yaml11.ts';

/** Largest content file read, in bytes; larger files are refused before parsing. */
export const MAX_FILE_BYTES = 256 * 1024;
/**
 * Largest vocabulary file (`content/taxonomies/*.yaml`): one file holds every term, about 90
 * bytes each, so the page limit stopped a vocabulary near 3,000 terms; this one takes about
 * 45,000. Still bounded, so a file is refused before it is parsed.
 */
export const MAX_VOCABULARY_BYTES = 4 * 1024 * 1024;

/** The size limit of the file at a repository-relative path. */
export function maxBytesOf(file: string): number {
  return /(?:^|\/)taxonomies\/[^/]+\.ya?ml$/.test(file) ? MAX_VOCABULARY_BYTES : MAX_FILE_BYTES;
}
/** Deepest nesting of YAML collections accepted (a case needs 3: `root_causes[0].term`). */
export const MAX_YAML_DEPTH = 12;

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

/** An opening or closing line: exactly `---`, with trailing spaces or tabs allowed. */
const DELIMITER_RE = /^---[ \t]*$/;
/** A delimiter line anywhere in a text. */
const DELIMITER_LINE_RE = new RegExp(DELIMITER_RE.source, 'm');
// C0 controls except tab and LF, DEL, and C1 controls. CR is handled separately (CRLF is fine).
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r/;
const YAML_OPTIONS = {
  version: '1.2',
  schema: 'core',
  merge: false,
  // Duplicate keys are found by `duplicateKeys`: the package compares each key with every other,
  // 3.5 s for a vocabulary of 5,000 terms.
  uniqueKeys: false,
  strict: true,
  prettyErrors: false,
  resolveKnownTags: false,
  // `1: x` has the key "1": field names are text, whatever they look like.
  stringKeys: true,
} as const;

/** 1-based line and column of a character offset in `text`. */
export function lineColAt(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let last = -1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return { line, col: offset - last };
}

/** `U+200B`-style name of a character. */
export function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The byte offset of the first byte that is not part of valid UTF-8. */
function firstBadUtf8(bytes: Uint8Array): number {
  const decoder = () => new TextDecoder('utf-8', { fatal: true });
  let lo = 0;
  let hi = bytes.length;
  // The longest prefix that decodes (as a stream, so a split sequence at the end is fine).
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    try {
      decoder().decode(bytes.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  // The bad sequence starts at `lo`, or earlier when `lo` ends an incomplete multi-byte sequence.
  let k = lo;
  while (k > 0 && lo - k < 3 && (bytes[k - 1] & 0xc0) === 0x80) k--;
  if (k > 0 && bytes[k - 1] >= 0xc0) {
    const need = bytes[k - 1] >= 0xf0 ? 4 : bytes[k - 1] >= 0xe0 ? 3 : 2;
    if (lo - (k - 1) < need) return k - 1;
  }
  return lo;
}

/**
 * Normalises text so a BOM/CRLF file reads exactly like its LF twin, and in Unicode NFC (the
 * one normalisation rule of `schemas/text.ts`), so every value, key and body is compared and
 * published in one form whatever the editor wrote.
 */
export function normalizeText(text: string): string {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return normalizeUnicode(t.includes('\r\n') ? t.replace(/\r\n/g, '\n') : t);
}

function failed(file: string, issues: ContentIssue[], body = '', bodyLine = 1): ParsedFile {
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

/** Deepest bracket nesting in flow collections, found before parsing: the parser is slow on deep input. */
function flowDepth(src: string): number {
  let depth = 0;
  let max = 0;
  let quote = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 10) quote = 0;
    else if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 91 || c === 123) {
      if (++depth > max) max = depth;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return max;
}

/** The one-line reason of a YAML error, without the parser's own position suffix. */
function yamlReason(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}

/** A line with a single quote inside a single-quoted value (field case 07): the parser's own message never says so. */
function quoteInQuoteLine(src: string): number {
  return src
    .split('\n')
    .findIndex((l) => /^\s*(?:- )?[\w-]+:\s*'[^']*'[^'\s#,\]}][^']*'\s*$/.test(l));
}

/** The line and column of the first value that opens with `q` and does not close on its line. */
function unclosedQuoteAt(src: string, q: string): { line: number; col: number } | undefined {
  const lines = src.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*(?:- )?[^\s:#][^:#]*:\s+|\s*- )(["'])/.exec(lines[i]);
    if (!m || m[2] !== q) continue;
    const rest = lines[i].slice(m[0].length);
    const closed =
      q === '"' ? /(?:^|[^\\])(?:\\\\)*"/.test(rest) : /'/.test(rest.replace(/''/g, ''));
    if (!closed) return { line: i + 1, col: m[1].length + 1 };
  }
  return undefined;
}

/** Walks the document once: anchors, aliases, tags, keys and depth. Iterative, so depth cannot overflow the stack. */
function checkNodes(
  doc: Document,
  report: (node: YamlNode, message: string, hint: string) => void,
): void {
  const stack: [unknown, number][] = [[doc.contents, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node) continue;
    if (isAlias(node)) {
      report(node, 'YAML aliases (*name) are not allowed', 'write the value out in full');
      return;
    }
    const n = node as YamlNode & { anchor?: string; tag?: string };
    if (n.anchor) {
      report(
        n,
        'YAML anchors (&name) are not allowed',
        'write the value out in full where it is needed',
      );
      return;
    }
    if (n.tag) {
      report(
        n,
        `YAML tags are not allowed (${n.tag.replace('tag:yaml.org,2002:', '!!')})`,
        'remove the tag and write a plain value',
      );
      return;
    }
    if (isMap(n) || isSeq(n)) {
      if (depth > MAX_YAML_DEPTH) {
        report(
          n,
          `fields nest deeper than ${MAX_YAML_DEPTH} levels`,
          'flatten the structure; no field needs this depth',
        );
        return;
      }
      // Pushed last to first, so problems are found in document order.
      for (let i = n.items.length - 1; i >= 0; i--) {
        const item = n.items[i];
        if (isPair(item)) {
          const key = item.key as YamlNode | null;
          if (!isScalar(key) || typeof key.value !== 'string' || key.value === '') {
            report(
              (key ?? n) as YamlNode,
              'a field name must be plain text',
              'write `name: value`, with a name made of letters, digits, - and _',
            );
            return;
          }
          stack.push([item.value, depth + 1], [key, depth + 1]);
        } else stack.push([item, depth + 1]);
      }
    }
  }
}

/**
 * The second and later occurrences of a key in each mapping, in document order: one pass with a
 * set per mapping. Iterative: nesting is bounded before the document is parsed.
 */
function duplicateKeys(doc: Document): YamlNode[] {
  const out: YamlNode[] = [];
  const stack: unknown[] = [doc.contents];
  while (stack.length) {
    const n = stack.pop();
    if (isMap(n)) {
      const seen = new Set<string>();
      for (const item of n.items) {
        const key = item.key;
        if (isScalar(key)) {
          const name = String(key.value);
          if (seen.has(name)) out.push(key);
          else seen.add(name);
        }
        stack.push(item.value);
      }
    } else if (isSeq(n)) stack.push(...n.items);
  }
  return out.sort((a, b) => (a.range?.[0] ?? 0) - (b.range?.[0] ?? 0));
}

/** "Quote this value" for every plain scalar YAML 1.1 readers read as something other than text (`yaml11.ts`). */
function yaml11Issues(
  file: string,
  doc: Document,
  src: string,
  at: (offset: number) => { line: number; col: number },
): ContentIssue[] {
  return yaml11Ambiguities(doc, src).map((a) => ({
    file,
    ...at(a.node.range?.[0] ?? 0),
    field: formatFieldPath(a.path),
    message: `YAML 1.1 readers (PyYAML and many tools that read our files and open data) take the unquoted ${a.key ? 'name ' : ''}${a.source} as ${a.reading}`,
    hint: a.key ? `quote this name: "${a.source}":` : `quote this value: "${a.source}"`,
  }));
}

/** Reads YAML source that starts on file line `firstLine`; positions are reported in file terms. */
function parseYaml(
  file: string,
  src: string,
  firstLine: number,
  body: string,
  bodyLine: number,
  bodyOffset: number,
): ParsedFile {
  const issues: ContentIssue[] = [];
  const at = (line: number, col: number, message: string, hint?: string) =>
    issues.push({
      file,
      line: line + firstLine - 1,
      col,
      field: '',
      message,
      ...(hint !== undefined && { hint }),
    });
  if (flowDepth(src) > MAX_YAML_DEPTH) {
    at(
      1,
      1,
      `fields nest deeper than ${MAX_YAML_DEPTH} levels`,
      'flatten the structure; no field needs this depth',
    );
    return failed(file, issues, body, bodyLine);
  }
  const lc = new LineCounter();
  const doc = parseDocument(src, { ...YAML_OPTIONS, lineCounter: lc });
  const pos = (offset: number) => lc.linePos(offset);
  if (doc.errors.length) {
    const q = quoteInQuoteLine(src);
    if (q !== -1) {
      at(
        q + 1,
        src.split('\n')[q].indexOf("'") + 1,
        'YAML syntax: a single quote inside a single-quoted value ends it early',
        "write the inner quote twice ('') or use double quotes around the value",
      );
      return failed(file, issues, body, bodyLine);
    }
  }
  const lines = new Set<number>();
  const duplicates = duplicateKeys(doc).map((key) => ({
    code: 'DUPLICATE_KEY',
    message: 'Map keys must be unique',
    pos: [key.range?.[0] ?? 0],
  }));
  const problems = [...doc.errors, ...doc.warnings, ...duplicates].sort(
    (a, b) => a.pos[0] - b.pos[0],
  );
  for (const e of problems) {
    const p = pos(e.pos[0]);
    // One syntax error usually makes the parser report several on its line: the first says most.
    if (lines.has(p.line)) continue;
    lines.add(p.line);
    const msg = yamlReason(e.message);
    if (e.code === 'DUPLICATE_KEY')
      at(
        p.line,
        p.col,
        'duplicate field: each field may appear once',
        'remove one of them, or merge their values',
      );
    else if (e.code === 'TAG_RESOLVE_FAILED')
      at(
        p.line,
        p.col,
        `YAML tags are not allowed (${msg.replace('Unresolved tag: ', '').replace('tag:yaml.org,2002:', '!!')})`,
        'remove the tag and write a plain value',
      );
    else if (/Nested mappings|Implicit keys need/.test(msg))
      at(
        p.line,
        p.col,
        `YAML syntax: ${msg}`,
        'put quotes around a value that contains ": " (title: "a: b"); if the line belongs to the field above, fix its indentation',
      );
    else if (e.code === 'BAD_INDENT' || /indent/i.test(msg))
      at(
        p.line,
        p.col,
        `YAML syntax: ${msg}`,
        'check the indentation (two spaces per level); a value containing ": " needs quotes',
      );
    else if (e.code === 'NON_STRING_KEY')
      at(
        p.line,
        p.col,
        'a field name must be plain text',
        'write `name: value`, with a name made of letters, digits, - and _',
      );
    else if (e.code === 'MISSING_CHAR' && /closing ["']quote/i.test(msg)) {
      // The parser reports where it gave up (often the end); the line that opened the value says more.
      const q = /closing '/.test(msg) ? "'" : '"';
      const open = unclosedQuoteAt(src, q);
      at(
        open?.line ?? p.line,
        open?.col ?? p.col,
        `YAML syntax: a value opened with ${q} has no closing ${q}`,
        q === '"'
          ? 'add the closing " at the end of the value; a " inside the value is written \\"'
          : "add the closing ' at the end of the value; a ' inside the value is written twice ('')",
      );
    } else if (e.code === 'MULTIPLE_DOCS')
      at(
        p.line,
        p.col,
        'YAML syntax: a second document starts here',
        'the frontmatter is one mapping of fields; remove the extra "..." or "---" line',
      );
    else
      at(
        p.line,
        p.col,
        `YAML syntax: ${msg}`,
        'check quoting: a value containing ": " or " #", or starting with one of [ ] { } > | * & ! % @ `, needs quotes',
      );
  }
  if (issues.length) return failed(file, issues, body, bodyLine);
  checkNodes(doc, (node, message, hint) => {
    const p = pos(node.range?.[0] ?? 0);
    at(p.line, p.col, message, hint);
  });
  if (issues.length) return failed(file, issues, body, bodyLine);
  const data = doc.toJS({ maxAliasCount: 0 });
  if (data === null || data === undefined) {
    at(
      1,
      1,
      'no fields: the frontmatter is empty',
      'see content/_templates/ for the fields each file needs',
    );
    return failed(file, issues, body, bodyLine);
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    at(
      1,
      1,
      'the frontmatter must be fields (`name: value` lines), not a single value or a list',
      'see content/_templates/ for the shape of each file',
    );
    return failed(file, issues, body, bodyLine);
  }

  const nodeAt = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let last = doc.contents as YamlNode | null;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === seg);
        if (!pair) return { node: last, exact: false };
        node = pair.value ?? pair.key;
        last = node as YamlNode;
      } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
        node = node.items[seg];
        last = node as YamlNode;
      } else return { node: last, exact: false };
    }
    return { node: last, exact: true };
  };
  const keyAt = (path: readonly PropertyKey[]) => {
    if (!path.length) return undefined;
    const parent = nodeAt(path.slice(0, -1));
    if (!parent.exact || !isMap(parent.node)) return undefined;
    const pair = parent.node.items.find(
      (p) => isPair(p) && isScalar(p.key) && p.key.value === path[path.length - 1],
    );
    return pair?.key as YamlNode | undefined;
  };
  // Read, but not as every reader would: the file keeps its data, so its other fields are
  // checked in the same run, and these issues fail it.
  issues.push(
    ...yaml11Issues(file, doc, src, (offset) => {
      const p = pos(offset);
      return { line: p.line + firstLine - 1, col: p.col };
    }),
  );
  return {
    file,
    data,
    body,
    bodyLine,
    bodyOffset,
    issues,
    locate(path) {
      const target = keyAt(path) ?? nodeAt(path).node;
      const p = pos(target?.range?.[0] ?? 0);
      return { line: p.line + firstLine - 1, col: p.col };
    },
    plainSource(path) {
      const { node, exact } = nodeAt(path);
      if (!exact || !isScalar(node) || node.type !== 'PLAIN' || !node.range) return undefined;
      return src.slice(node.range[0], node.range[1]);
    },
  };
}

/** Decodes and normalises a file; an issue when it is not UTF-8 text. */
function readText(
  file: string,
  input: Uint8Array | string,
): { text: string } | { issue: ContentIssue } {
  const issue = (
    line: number,
    col: number,
    message: string,
    hint: string,
  ): { issue: ContentIssue } => ({ issue: { file, line, col, field: '', message, hint } });
  let raw: string;
  if (typeof input === 'string') raw = input;
  else if (isUtf8(input))
    raw = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('utf8');
  else {
    const bad = firstBadUtf8(input);
    const prefix = Buffer.from(input.buffer, input.byteOffset, bad).toString('utf8');
    const p = lineColAt(prefix, prefix.length);
    return issue(
      p.line,
      p.col,
      `not valid UTF-8 (byte 0x${input[bad].toString(16).toUpperCase().padStart(2, '0')} at offset ${bad})`,
      'save the file as UTF-8 (in VS Code: "Save with Encoding", UTF-8)',
    );
  }
  const text = normalizeText(raw);
  const ctl = CONTROL_RE.exec(text);
  if (ctl) {
    const p = lineColAt(text, ctl.index);
    return ctl[0] === '\r'
      ? issue(
          p.line,
          p.col,
          'carriage return (U+000D) without a line feed',
          'save the file with LF or CRLF line endings',
        )
      : issue(
          p.line,
          p.col,
          `control character ${codePoint(ctl[0])} in the file`,
          'delete it; the only control characters allowed are tab and line breaks',
        );
  }
  return { text };
}

/** Why a Markdown file has no usable frontmatter, by its first line. */
function noFrontmatter(file: string, text: string, firstLine: string): ParsedFile {
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
function parseMarkdown(file: string, text: string): ParsedFile {
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

/**
 * Parses one content file. `.md` files need YAML frontmatter between `---` lines; `.yaml` files
 * are YAML throughout.
 *
 * @param file repository-relative path, used in every issue and to pick Markdown or YAML.
 * @param input the file's bytes (checked as UTF-8) or text.
 * @returns the parsed file; `issues` is non-empty and `data` undefined when it cannot be read.
 */
export function parseContentFile(file: string, input: Uint8Array | string): ParsedFile {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  const whole = (message: string, hint: string) =>
    failed(file, [{ file, line: 1, col: 1, field: '', message, hint }]);
  const max = maxBytesOf(file);
  if (size > max)
    return whole(
      `file is ${size} bytes, over the ${max}-byte limit`,
      'split it, or cut what does not belong on one page',
    );
  const read = readText(file, input);
  if ('issue' in read) return failed(file, [read.issue]);
  const { text } = read;
  if (text.trim() === '')
    return whole(
      'file is empty',
      'copy a template from content/_templates/ (or run `npm run new:case`)',
    );
  if (/\.ya?ml$/.test(file)) return parseYaml(file, text, 1, '', 1, text.length);

  const nl = text.indexOf('\n');
  const firstLine = nl === -1 ? text : text.slice(0, nl);
  if (!DELIMITER_RE.test(firstLine)) return noFrontmatter(file, text, firstLine);
  return parseMarkdown(file, text);
}
