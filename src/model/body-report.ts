/**
 * How the body checks report a problem: the entry a body belongs to, where a node, an offset or
 * a link's URL is, and the issue each rule adds (line and column in the whole file, field `body`,
 * a hint).
 */
import type { Nodes } from 'mdast';
import type { ContentType } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { lineIndexAt } from './line-starts.ts';

/** The entry a body belongs to. */
export interface BodyContext {
  /** Repository-relative path, for the issues. */
  file: string;
  type: ContentType;
  /** The case ID or page slug (its page is `/<type>/<id>/`, which relative URLs resolve against). */
  id: string;
  /** The body's text, for columns the tree does not keep (a URL inside a link). */
  body: string;
  /** The 1-based line of the whole file on which the body starts. */
  bodyLine: number;
  /** The entry's frontmatter after its schema, when it passed (citations and speakers need it). */
  data?: unknown;
  /** The library's cross-link prefixes and their URL segments. */
  linkKinds: Readonly<Record<string, string>>;
}

/** Line and column (1-based, in the body) of offsets into the body. */
class Locator {
  #starts: number[] | undefined;
  readonly body: string;
  constructor(body: string) {
    this.body = body;
  }
  point(offset: number): { line: number; col: number } {
    const starts = (this.#starts ??= [
      0,
      ...[...this.body.matchAll(/\n/g)].map((m) => m.index + 1),
    ]);
    const lo = lineIndexAt(starts, offset);
    return { line: lo + 1, col: offset - starts[lo] + 1 };
  }
}

/** A node with a source position, as remark gives it. */
export type Positioned = {
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
};

/** Where the URL of a link, image or definition starts in the body (its node's start if unknown). */
function urlOffset(node: Nodes, body: string): number | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  if (node.type === 'definition') {
    const i = body.indexOf(']:', start);
    if (i === -1 || i > end) return start;
    let j = i + 2;
    while (j < end && /\s/.test(body[j])) j++;
    return j;
  }
  if (body[start] === '<') return start + 1;
  const from =
    node.type === 'link' ? (node.children.at(-1)?.position?.end.offset ?? start + 1) : start + 2;
  const i = body.indexOf('](', from);
  return i === -1 || i > end ? start : i + 2;
}

/** What a body rule reads and reports through; line and column are 1-based, in the body. */
export interface BodyReport {
  ctx: BodyContext;
  /** Adds a problem at a line and column of the body. */
  add(line: number, col: number, message: string, hint?: string): void;
  /** Adds a problem where a node starts. */
  at(node: Positioned, message: string, hint?: string): void;
  /** Where the URL of a link, image or definition starts (its node's start if unknown). */
  urlAt(node: Nodes): { line: number; col: number };
  /** Where an offset into the body is. */
  point(offset: number): { line: number; col: number };
}

/** The reporter of one body, adding to `issues` in the order the rules find them. */
export function bodyReport(ctx: BodyContext, issues: ContentIssue[]): BodyReport {
  const { file, body, bodyLine } = ctx;
  const loc = new Locator(body);
  const add = (line: number, col: number, message: string, hint?: string) => {
    issues.push({
      file,
      line: line + bodyLine - 1,
      col,
      field: 'body',
      message,
      ...(hint !== undefined && { hint }),
    });
  };
  return {
    ctx,
    add,
    at: (node, message, hint) =>
      add(node.position?.start.line ?? 1, node.position?.start.column ?? 1, message, hint),
    urlAt: (node) => {
      const o = urlOffset(node, body);
      return o === undefined
        ? { line: node.position?.start.line ?? 1, col: node.position?.start.column ?? 1 }
        : loc.point(o);
    },
    point: (offset) => loc.point(offset),
  };
}
