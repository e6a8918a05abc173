/**
 * rehype plugin for transcripts: a paragraph that opens with a bold speaker label
 * (`**Host:** text`) becomes a speaker turn: `<p class="turn"><span class="speaker">Host</span> text</p>`.
 * Section headings get their ids from `rehype-content-ids.ts` like any other heading.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { eachElement } from './hast-walk.ts';

export default function rehypeTranscript() {
  return (tree: Root, file: VFile) => {
    if (!/\/transcripts\//.test(String(file.path ?? ''))) return;
    eachElement(tree, (node: Element) => {
      if (node.tagName !== 'p') return;
      const first = node.children[0];
      if (first?.type !== 'element' || first.tagName !== 'strong') return;
      const label = toString(first);
      if (!/^[^:]{1,40}:$/.test(label)) return;
      node.properties.className = ['turn'];
      node.children[0] = {
        type: 'element',
        tagName: 'span',
        properties: { className: ['speaker'] },
        children: [{ type: 'text', value: label.slice(0, -1) }],
      };
    });
  };
}
