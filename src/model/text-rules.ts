/**
 * The forbidden characters of `schemas/text.ts`, checked where content is read: in every string
 * value of a file's frontmatter or vocabulary (whatever its field, so no schema can forget it)
 * and in every body. Keys are names the schemas check themselves (strict objects, slug keys).
 */
import { codePointName, firstForbiddenChar } from '../../schemas/text.ts';
import type { ContentIssue } from './errors.ts';

/** What kind of forbidden character `ch` is, for messages: control, XML-illegal or invisible. */
export function forbiddenKind(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return 'a control character';
  if ((cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe)
    return 'a character XML cannot hold';
  return 'an invisible character';
}

/** `an invisible character (U+200B at position 3)` for the first forbidden character of `text`. */
export function describeForbidden(text: string): string | undefined {
  const m = firstForbiddenChar(text);
  return m
    ? `${forbiddenKind(m.char)} (${codePointName(m.char)} at position ${m.index + 1})`
    : undefined;
}

/** Every string value in `data` (frontmatter or a vocabulary, as read) that holds a forbidden character, with its path. */
export function forbiddenInValues(data: unknown): { path: PropertyKey[]; what: string }[] {
  const out: { path: PropertyKey[]; what: string }[] = [];
  // Iterative: the parser bounds depth, but this must not depend on it.
  const stack: [unknown, PropertyKey[]][] = [[data, []]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const what = describeForbidden(v);
      if (what) out.push({ path, what });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], [...path, i]]);
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push([entries[i][1], [...path, entries[i][0]]]);
    }
  }
  return out;
}

/** Issues for forbidden characters in a Markdown body, with the line and column of each (one per line). */
export function checkBodyChars(file: string, body: string, bodyLine: number): ContentIssue[] {
  if (!firstForbiddenChar(body)) return [];
  const issues: ContentIssue[] = [];
  body.split('\n').forEach((line, i) => {
    const m = firstForbiddenChar(line);
    if (!m) return;
    issues.push({
      file,
      line: bodyLine + i,
      col: m.index + 1,
      field: 'body',
      message: `contains ${forbiddenKind(m.char)} (${codePointName(m.char)})`,
      hint:
        forbiddenKind(m.char) === 'an invisible character'
          ? 'delete it: it shows nothing, or reorders the text around it, and can hide text in search results and feeds'
          : 'delete it: it cannot be published (feeds and pages are XML and HTML)',
    });
  });
  return issues;
}
