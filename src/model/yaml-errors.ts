/**
 * The YAML parser's errors and warnings (and the duplicate keys of `yaml-structure.ts`) as
 * issues an author can act on: one per line, the parser's own reason rewritten where it says
 * little ("a value opened with ' has no closing '", "a single quote inside a single-quoted
 * value ends it early"), each with a hint, at the line that needs the change.
 */
import type { Document } from 'yaml';
import { duplicateKeys } from './yaml-structure.ts';

/** Reports one problem at a 1-based line and column of the YAML source. */
export type ReportAt = (line: number, col: number, message: string, hint?: string) => void;

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

/**
 * Reports the syntax problems of a parsed document through `at`, at most one per line, in
 * document order; reports nothing when the document parsed cleanly.
 *
 * @param src the YAML source the document was parsed from.
 * @param pos the 1-based line and column of a character offset of `src`.
 */
export function reportSyntaxErrors(
  doc: Document,
  src: string,
  pos: (offset: number) => { line: number; col: number },
  at: ReportAt,
): void {
  if (doc.errors.length) {
    const q = quoteInQuoteLine(src);
    if (q !== -1) {
      at(
        q + 1,
        src.split('\n')[q].indexOf("'") + 1,
        'YAML syntax: a single quote inside a single-quoted value ends it early',
        "write the inner quote twice ('') or use double quotes around the value",
      );
      return;
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
}
