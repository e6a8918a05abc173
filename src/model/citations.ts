/**
 * An article's citations: `[AB12]` in its text must name a key of its `references` (one followed
 * by `(`, `:` or `[`, or inside a link, is link syntax, not a citation).
 */
import type { Text } from 'mdast';
import { didYouMean } from './suggest.ts';
import type { BodyReport } from './body-report.ts';

/**
 * Checks the citations in one text node.
 * @param references the keys of the article's `references`.
 */
export function checkCitations(node: Text, r: BodyReport, references: readonly string[]): void {
  const { body } = r.ctx;
  const keys = new Set(references);
  for (const m of node.value.matchAll(/\[([A-Z]{1,4}\d{1,3})\](?![(:[])/g)) {
    if (keys.has(m[1])) continue;
    const before = node.value.slice(0, m.index);
    const nl = before.lastIndexOf('\n');
    const line = (node.position?.start.line ?? 1) + (before.match(/\n/g)?.length ?? 0);
    const col =
      nl === -1
        ? (node.position?.start.column ?? 1) + m.index
        : (body.split('\n', line)[line - 1] ?? '').indexOf(m[0]) + 1;
    r.add(
      line,
      col,
      `citation [${m[1]}] has no entry in references`,
      didYouMean(m[1], [...keys]) ?? 'add it to the references list with a title and URL',
    );
  }
}
