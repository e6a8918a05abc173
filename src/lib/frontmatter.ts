/**
 * The one frontmatter parser. The validator and the build's content loader both read every
 * content file through `parseContentFile`, so a file can never read differently in the two.
 *
 * gray-matter splits the file; the `yaml` package parses the frontmatter as YAML 1.2 (core
 * schema) and keeps node positions, so every error names the exact line and column in the whole
 * file. Rules (../shared/HOSTILE.md, field cases 03, 05, 06):
 * - UTF-8 only; a BOM is dropped and CRLF read as LF; NUL and other control characters refused.
 * - Only YAML frontmatter: `---js` / `---javascript` (evaluated by gray-matter by default) refused.
 * - No base-60, octal or timestamps (core schema: `18:56` and `2022-06-23` stay text), no custom
 *   or `!!js/*` tags, no duplicate keys, no anchors or aliases (so no alias bombs), bounded depth.
 * - An unclosed `---` is an error, never "the whole file is frontmatter".
 */
import matter from 'gray-matter';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from 'yaml';
import type { Node as YamlNode, Document } from 'yaml';
import type { ContentIssue } from './errors.ts';

/** Largest content file read, in bytes; larger files are refused before parsing. */
export const MAX_FILE_BYTES = 256 * 1024;
/** Deepest nesting of YAML collections accepted in frontmatter. */
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
  /** Problems found while reading; empty when the file parsed. */
  issues: ContentIssue[];
  /** The position of the node at a field path (or of its nearest existing parent). */
  locate(path: readonly PropertyKey[]): { line: number; col: number };
  /** The source text of a plain (unquoted) scalar at `path`, for "quote this value" hints. */
  plainSource(path: readonly PropertyKey[]): string | undefined;
}

const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function lineColAt(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let last = -1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return { line, col: offset - last };
}

/** Decodes bytes as strict UTF-8; returns the byte offset of the first invalid sequence on failure. */
function decodeUtf8(bytes: Uint8Array): { text: string } | { badOffset: number } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    // Find the first bad byte by decoding growing prefixes at sequence boundaries.
    let lo = 0;
    let hi = bytes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
        lo = mid + 1;
      } catch {
        hi = mid;
      }
    }
    return { badOffset: Math.max(0, lo - 1) };
  }
}

/** Normalises text so a BOM/CRLF file reads exactly like its LF twin. */
export function normalizeText(text: string): string {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n/g, '\n');
}

function collectionDepth(src: string): number {
  // Flow collections nest by brackets; block collections by indentation. Bound both cheaply.
  let depth = 0;
  let max = 0;
  let quote = '';
  for (const ch of src) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[' || ch === '{') max = Math.max(max, ++depth);
    else if (ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    else if (ch === '\n') quote = '';
  }
  let indent = 0;
  for (const m of src.matchAll(/^( *)(?:- |\S)/gm)) indent = Math.max(indent, m[1].length);
  return Math.max(max, Math.floor(indent / 2) + 1);
}

function failed(file: string, issues: ContentIssue[], body = '', bodyLine = 1): ParsedFile {
  return { file, data: undefined, body, bodyLine, issues, locate: () => ({ line: 1, col: 1 }), plainSource: () => undefined };
}

/** Reads YAML source that starts on file line `firstLine`; positions are reported in file terms. */
function parseYaml(file: string, src: string, firstLine: number, body: string, bodyLine: number): ParsedFile {
  const issues: ContentIssue[] = [];
  const at = (line: number, col: number, message: string, hint?: string, field = '') =>
    issues.push({ file, line: line + firstLine - 1, col, field, message, hint });
  if (collectionDepth(src) > MAX_YAML_DEPTH) {
    at(1, 1, `frontmatter nests deeper than ${MAX_YAML_DEPTH} levels`, 'flatten the structure; no field needs this depth');
    return failed(file, issues, body, bodyLine);
  }
  const lc = new LineCounter();
  const doc: Document = parseDocument(src, {
    version: '1.2',
    schema: 'core',
    merge: false,
    uniqueKeys: true,
    strict: true,
    prettyErrors: false,
    lineCounter: lc,
  });
  const pos = (offset: number) => lc.linePos(offset);
  const quoteLine = src.split('\n').findIndex((l) => /^\s*[\w-]+:\s*'[^']*'[^'\s#,\]}][^']*'\s*$/.test(l));
  if (doc.errors.length && quoteLine !== -1) {
    at(quoteLine + 1, src.split('\n')[quoteLine].indexOf("'") + 1, "YAML syntax: a single quote inside a single-quoted value ends it early",
      "write the inner quote twice ('') or use double quotes around the value");
    return failed(file, issues, body, bodyLine);
  }
  for (const e of [...doc.errors, ...doc.warnings]) {
    const p = pos(e.pos[0]);
    const msg = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    if (e.code === 'DUPLICATE_KEY') at(p.line, p.col, 'duplicate key: each field may appear once', 'remove or merge the repeated field');
    else if (e.code === 'TAG_RESOLVE_FAILED') at(p.line, p.col, `YAML tags are not allowed (${msg.replace('Unresolved tag: ', '')})`, 'remove the tag and write a plain value');
    else if (e.code === 'BAD_INDENT' || /indent/i.test(msg)) at(p.line, p.col, `YAML syntax: ${msg}`, 'check the indentation; a quote inside a single-quoted value is written twice (\'\'), or use double quotes');
    else at(p.line, p.col, `YAML syntax: ${msg}`, 'check quoting: a value containing ": " or starting with a special character needs quotes');
  }
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node) || (node as { anchor?: string }).anchor) {
        const p = pos(node.range?.[0] ?? 0);
        at(p.line, p.col, 'YAML anchors and aliases (&, *) are not allowed', 'write the value out in full');
        return visit.BREAK;
      }
      if (node.tag && !isMap(node) && !isSeq(node)) {
        const p = pos(node.range?.[0] ?? 0);
        if (!doc.warnings.some((w) => w.pos[0] === node.range?.[0])) at(p.line, p.col, `YAML tags are not allowed (${node.tag})`, 'remove the tag and write a plain value');
      }
      return undefined;
    },
  });
  if (issues.length) return failed(file, issues, body, bodyLine);
  const data = doc.toJS({ maxAliasCount: 0 });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    at(1, 1, 'frontmatter must be a mapping of fields (`name: value` lines)', 'see content/_templates/ for the shape of each file');
    return failed(file, issues, body, bodyLine);
  }

  const nodeAt = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let last: YamlNode | undefined = doc.contents ?? undefined;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === seg);
        if (!pair) return { node: last, exact: false };
        last = (pair.value ?? pair.key) as YamlNode;
        node = pair.value ?? pair.key;
      } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
        node = node.items[seg];
        last = node as YamlNode;
      } else return { node: last, exact: false };
    }
    return { node: last, exact: true };
  };
  const keyAt = (path: readonly PropertyKey[]) => {
    const parent = nodeAt(path.slice(0, -1));
    if (!parent.exact || !isMap(parent.node)) return undefined;
    const pair = parent.node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === path[path.length - 1]);
    return pair?.key as YamlNode | undefined;
  };
  return {
    file,
    data,
    body,
    bodyLine,
    issues,
    locate(path) {
      const key = keyAt(path);
      const target = key ?? nodeAt(path).node;
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

/**
 * Parses one content file. `.md` files need YAML frontmatter between `---` lines; `.yaml` files
 * are YAML throughout.
 *
 * @param file repository-relative path, used in every issue and to pick Markdown or YAML.
 * @param input the file's bytes (checked as UTF-8) or text.
 * @returns the parsed file; `issues` is non-empty and `data` undefined when it cannot be read.
 */
export function parseContentFile(file: string, input: Uint8Array | string): ParsedFile {
  const issue = (line: number, col: number, message: string, hint?: string): ContentIssue => ({ file, line, col, field: '', message, hint });
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > MAX_FILE_BYTES) return failed(file, [issue(1, 1, `file is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit`, 'split it, or cut what does not belong in one page')]);
  if (size === 0) return failed(file, [issue(1, 1, 'file is empty', 'copy a template from content/_templates/')]);
  let raw: string;
  if (typeof input === 'string') raw = input;
  else {
    const decoded = decodeUtf8(input);
    if ('badOffset' in decoded) {
      const prefix = new TextDecoder().decode(input.subarray(0, decoded.badOffset));
      const p = lineColAt(prefix, prefix.length);
      return failed(file, [issue(p.line, p.col, 'file is not valid UTF-8', 'save the file as UTF-8')]);
    }
    raw = decoded.text;
  }
  const text = normalizeText(raw);
  const ctl = CONTROL_RE.exec(text) ?? /\r/.exec(text);
  if (ctl) {
    const p = lineColAt(text, ctl.index);
    const code = `U+${ctl[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return failed(file, [issue(p.line, p.col, `control character ${code} in file`, 'delete it; only tab and newline are allowed')]);
  }
  if (file.endsWith('.yaml') || file.endsWith('.yml')) return parseYaml(file, text, 1, '', 1);

  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  if (/^---\S/.test(firstLine)) {
    return failed(file, [issue(1, 4, `frontmatter language "${firstLine.slice(3)}" is not allowed`, 'only YAML frontmatter is read: start the file with a line "---"')]);
  }
  if (firstLine.trimEnd() !== '---') {
    return failed(file, [issue(1, 1, 'file has no frontmatter', 'start the file with a line "---", the fields, then a closing "---" line')], text, 1);
  }
  const close = /^---[ \t]*$/m;
  close.lastIndex = 0;
  const rest = text.slice(firstLine.length + 1);
  const m = close.exec(rest);
  if (!m) {
    return failed(file, [issue(1, 1, 'frontmatter is not closed: no second "---" line', 'add a line "---" after the last field, before the body')], text, 1);
  }
  // gray-matter splits; our engine only hands back the raw YAML so that nothing is evaluated.
  let yamlSrc = '';
  const split = matter(text, {
    engines: {
      yaml: (s: string) => ((yamlSrc = s), {}),
      js: () => { throw new Error('refused'); },
      javascript: () => { throw new Error('refused'); },
    },
  } as unknown as matter.GrayMatterOption<string, never>);
  void split;
  // The body is everything after the closing delimiter's line; it starts on the next line.
  const closeLine = 2 + (rest.slice(0, m.index).match(/\n/g)?.length ?? 0);
  const afterClose = rest.indexOf('\n', m.index);
  const body = afterClose === -1 ? '' : rest.slice(afterClose + 1);
  const bodyLine = closeLine + 1;
  // gray-matter hands over the text right after the opening `---`, newline included.
  return parseYaml(file, yamlSrc, yamlSrc.startsWith('\n') ? 1 : 2, body, bodyLine);
}
