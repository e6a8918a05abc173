/**
 * A transcript's turns: a paragraph that starts with a bold `Name:` is a turn, and its speaker
 * must be listed in the transcript's `speakers`.
 */
import type { Paragraph, Strong } from 'mdast';
import type { Transcript } from '../../schemas/index.ts';
import { headingPlainText } from './markdown-tree.ts';
import { didYouMean } from './suggest.ts';
import type { BodyReport } from './body-report.ts';

/** Checks the speaker of a paragraph that is a turn against the transcript's `speakers`. */
export function checkSpeaker(p: Paragraph, r: BodyReport): void {
  const first = p.children[0] as Strong | undefined;
  if (first?.type !== 'strong') return;
  const label = headingPlainText(first);
  if (!/^[^:]{1,40}:$/.test(label)) return;
  const name = label.slice(0, -1);
  const names = (r.ctx.data as Partial<Transcript> | undefined)?.speakers?.map((s) => s.name);
  if (names && !names.includes(name))
    r.add(
      first.position?.start.line ?? 1,
      (first.position?.start.column ?? 1) + 2,
      `speaker "${name}" is not listed in speakers`,
      didYouMean(name, names) ?? 'add the speaker with a role',
    );
}
