/**
 * Reads YAML source (a Markdown file's frontmatter, or a whole `.yaml` file) into plain data in
 * its steps: the nesting bound on the source, the parse (YAML 1.2, core schema, positions kept),
 * the syntax errors (`yaml-errors.ts`), the structure rules (`yaml-structure.ts`), the shape
 * (fields, not a value or a list), and the values YAML 1.1 readers would read otherwise
 * (`yaml11.ts`). Positions are reported in whole-file terms.
 */
import { isScalar, LineCounter, parseDocument } from 'yaml';
import type { Document } from 'yaml';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { failed, type ParsedFile } from './parsed-file.ts';
import { reportSyntaxErrors, type ReportAt } from './yaml-errors.ts';
import { yamlLocator } from './yaml-locate.ts';
import { checkNodes, flowDepth, MAX_YAML_DEPTH } from './yaml-structure.ts';
import { yaml11Ambiguities } from './yaml11.ts';

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

/**
 * The document's data when it is a mapping of fields; otherwise reports why through `at` and
 * returns undefined.
 */
function fieldsOf(doc: Document, at: ReportAt): object | undefined {
  const data = doc.toJS({ maxAliasCount: 0 });
  if (data === null || data === undefined) {
    at(
      1,
      1,
      'no fields: the frontmatter is empty',
      'see content/_templates/ for the fields each file needs',
    );
    return undefined;
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    at(
      1,
      1,
      'the frontmatter must be fields (`name: value` lines), not a single value or a list',
      'see content/_templates/ for the shape of each file',
    );
    return undefined;
  }
  return data as object;
}

/**
 * Reads YAML source that starts on file line `firstLine`; positions are reported in file terms.
 *
 * @param file repository-relative path, named in every issue.
 * @param src the YAML source, LF line endings.
 * @param firstLine the 1-based line of the file on which `src` starts.
 * @param body the Markdown body after the frontmatter (empty for a YAML file).
 * @param bodyLine the 1-based line on which `body` starts.
 * @param bodyOffset where `body` starts in the file's normalised text (UTF-16 units).
 * @returns the parsed file; `data` is undefined and `issues` non-empty when it cannot be read, and
 *   `issues` holds the YAML 1.1 hints (with the data kept) when it can.
 */
export function parseYaml(
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
  reportSyntaxErrors(doc, src, pos, at);
  if (issues.length) return failed(file, issues, body, bodyLine);
  checkNodes(doc, (node, message, hint) => {
    const p = pos(node.range?.[0] ?? 0);
    at(p.line, p.col, message, hint);
  });
  if (issues.length) return failed(file, issues, body, bodyLine);
  const data = fieldsOf(doc, at);
  if (data === undefined) return failed(file, issues, body, bodyLine);

  const { nodeAt, keyAt } = yamlLocator(doc);
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
