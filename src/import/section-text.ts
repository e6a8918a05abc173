/**
 * The source's text as a draft case holds it: a summary cut to whole sentences, a section's
 * Markdown with its headings moved under the case's `##`, a field's text as a paragraph, and a
 * section's first paragraph.
 */
import type { Paragraph, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { plainText } from '../model/case-learnings.ts';
import { lineOf, type Section } from './outline.ts';

/** The longest summary a case holds (`SummarySchema`), in characters. */
export const MAX_SUMMARY = 600;

/** The sentences of `text` that fit in `max` characters, whole; undefined when the first does not. */
export function sentencesUpTo(text: string, max: number): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean || undefined;
  let out = '';
  for (const s of clean.split(/(?<=[.!?])\s+(?=\S)/)) {
    if ((out ? out.length + 1 : 0) + s.length > max) break;
    out = out ? `${out} ${s}` : s;
  }
  return out || undefined;
}

/** Section Markdown as the case writes it: headings inside moved under the section's `##`. */
export function markdownOf(nodes: readonly RootContent[], baseDepth: number, shift = 0): string {
  const copy = structuredClone(nodes) as RootContent[];
  for (const n of copy)
    if (n.type === 'heading')
      n.depth = Math.min(6, Math.max(3, 2 + shift + n.depth - baseDepth)) as 3 | 4 | 5 | 6;
  return toMarkdown(
    { type: 'root', children: copy },
    { extensions: [gfmToMarkdown()], bullet: '-', listItemIndent: 'one' },
  ).trim();
}

/** A paragraph of a field's text. */
export const paragraph = (value: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'text', value }],
});

/** The first paragraph of a section, as plain text. */
export function firstParagraph(s: Section): { text: string; line: number } | undefined {
  const p = s.nodes.find((n) => n.type === 'paragraph');
  return p && { text: plainText(p), line: lineOf(p) };
}
