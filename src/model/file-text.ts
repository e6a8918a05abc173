/**
 * A content file's bytes as text: UTF-8 only, BOM dropped, CRLF read as LF, Unicode NFC, no
 * control characters; and the positions of characters in that text. The first step of
 * `parseContentFile`, before any frontmatter is looked for.
 */
import { isUtf8 } from 'node:buffer';
import { normalizeUnicode } from '../../schemas/text.ts';
import type { ContentIssue } from './errors.ts';

// C0 controls except tab and LF, DEL, and C1 controls. CR is handled separately (CRLF is fine).
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r/;

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

/** Decodes and normalises a file; an issue when it is not UTF-8 text. */
export function readText(
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
