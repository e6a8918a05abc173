/**
 * "What teams changed afterwards" on a term page: the action items and lessons of the term's
 * cases, grouped by a theme the cases share, and the same as a Markdown checklist.
 *
 * Themes are contributing factors. Grouping is greedy: the factor (other than the page's own
 * term) named by the most cases not yet grouped forms a group of those cases, as long as at least
 * two share it; then the next; cases left over go under no theme. So every themed group holds
 * at least two cases and a case is listed once. Ties go to the factor whose slug sorts first.
 * Cases with neither action items nor lessons are left out. Pure.
 */
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { List, ListItem, Root } from 'mdast';
import type { CaseLearnings, LearningItem } from '../model/case-learnings.ts';

/** What the page shows of one case. */
export interface LearningCase {
  id: string;
  /** The organisation's label. */
  organisation: string;
  year: number;
  /** Contributing-factor slugs of the case. */
  factors: readonly string[];
  learnings: CaseLearnings;
}

/** One theme's cases, or (theme undefined) the cases that share none. */
export interface LearningGroup {
  theme?: string;
  cases: LearningCase[];
}

/**
 * Groups the cases of a term page by shared contributing factor (module comment).
 * @param cases in page order (newest first); kept in that order within a group.
 * @param exclude the page's own factor, which every case shares and so tells nothing.
 */
export function groupLearnings(cases: readonly LearningCase[], exclude?: string): LearningGroup[] {
  let left = cases.filter((c) => c.learnings.actionItems.length + c.learnings.lessons.length > 0);
  const groups: LearningGroup[] = [];
  for (;;) {
    const count = new Map<string, number>();
    for (const c of left)
      for (const f of new Set(c.factors)) if (f !== exclude) count.set(f, (count.get(f) ?? 0) + 1);
    let best: string | undefined;
    for (const [f, n] of count)
      if (
        n >= 2 &&
        (best === undefined || n > count.get(best)! || (n === count.get(best)! && f < best))
      )
        best = f;
    if (best === undefined) break;
    const theme = best;
    groups.push({ theme, cases: left.filter((c) => c.factors.includes(theme)) });
    left = left.filter((c) => !c.factors.includes(theme));
  }
  if (left.length) groups.push({ cases: left });
  return groups;
}

/** How many action items and lessons the groups hold, and how many cases. */
export function learningCounts(groups: readonly LearningGroup[]): {
  cases: number;
  actionItems: number;
  lessons: number;
} {
  const all = groups.flatMap((g) => g.cases);
  return {
    cases: all.length,
    actionItems: all.reduce((s, c) => s + c.learnings.actionItems.length, 0),
    lessons: all.reduce((s, c) => s + c.learnings.lessons.length, 0),
  };
}

/**
 * The groups' action items as a Markdown task list, one `##` per theme, each item followed by
 * its case, organisation and year and the link into the case: ready to paste into an issue or a
 * runbook. Text is escaped by mdast-util-to-markdown, so an item's `*` or `[` stays text.
 * @param title the checklist's heading.
 * @param themeLabel a theme's label; `otherLabel` heads the cases without one.
 * @param itemUrl the absolute URL of an item's section in its case.
 */
export function checklistMarkdown(
  groups: readonly LearningGroup[],
  opts: {
    title: string;
    themeLabel: (slug: string) => string;
    otherLabel: string;
    itemUrl: (caseId: string, item: LearningItem) => string;
  },
): string {
  const children: Root['children'] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: opts.title }] },
  ];
  for (const g of groups) {
    const items: ListItem[] = g.cases.flatMap((c) =>
      c.learnings.actionItems.map((item): ListItem => ({
        type: 'listItem',
        checked: false,
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', value: `${item.text} (${c.organisation}, ${c.year}, ` },
              {
                type: 'link',
                url: opts.itemUrl(c.id, item),
                children: [{ type: 'text', value: c.id }],
              },
              { type: 'text', value: ')' },
            ],
          },
        ],
      })),
    );
    if (items.length === 0) continue;
    const heading =
      groups.length > 1 || g.theme
        ? g.theme
          ? opts.themeLabel(g.theme)
          : opts.otherLabel
        : undefined;
    if (heading)
      children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: heading }] });
    children.push({ type: 'list', ordered: false, spread: false, children: items } satisfies List);
  }
  return toMarkdown(
    { type: 'root', children },
    { extensions: [gfmToMarkdown()], bullet: '-', listItemIndent: 'one' },
  );
}
