/**
 * What a case says teams changed afterwards: the items of its `## Action items` and `## Lessons`
 * sections, read from the body's Markdown tree (mdast) as plain text, each with the element id
 * of the heading it sits under, so a page elsewhere can link to `/cases/IL-NNNN/#<anchor>`.
 *
 * Items: when a section holds a list or a table, each item of its lists and each body row of its
 * tables is one item, in the order written, and the paragraphs around them are context ("Both
 * items come from the postmortem."), left out. A row's item is the cell of the column named for
 * it (`ITEM_COLUMN`: "Action", "Follow-up", "Lesson"...), else of the first column, followed by
 * the row's other non-empty cells with their headers: `| Add a canary | Payments | PAY-123 |` under
 * `| Action | Owner | Ticket |` reads "Add a canary (Owner: Payments; Ticket: PAY-123)"; a row
 * whose item cell is empty is its other cells so. Lessons without a list or table are one per
 * paragraph, the way most cases write them. Action items are list items and table rows only: an
 * "Action items" section without either is a note on what the sources do not say ("the report
 * does not list them"), not an action. A `###` heading inside a section moves the anchor of the
 * items under it to that heading. Pure: the tree and the heading ids in, values out.
 */
import type { Heading, ListItem, Nodes, Root, RootContent, Table } from 'mdast';

/** One action item or lesson: its text as the page shows it, whitespace collapsed, and the id of its heading. */
export interface LearningItem {
  text: string;
  /** The element id of the heading the item sits under (`user-content-action-items`). */
  anchor: string;
}

/** A case's action items and lessons, in the order written. */
export interface CaseLearnings {
  actionItems: LearningItem[];
  lessons: LearningItem[];
}

/** The section headings read, as `CASE_SECTIONS` names them, compared without case; a Map, so a heading such as `## constructor` finds nothing. */
const SECTIONS = new Map<string, keyof CaseLearnings>([
  ['action items', 'actionItems'],
  ['lessons', 'lessons'],
]);

/**
 * Plain text of a node as the rendered page shows it: text and code as written, the text of
 * links and emphasis, nothing for images, footnote markers, raw HTML; a link with no text shows
 * what `emptyLinkText` gives for its URL (the cross-link renderer's title), else the URL.
 */
export function plainText(
  node: Nodes,
  emptyLinkText: (url: string) => string | undefined = () => undefined,
): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
    case 'footnoteDefinition':
    case 'html':
      return '';
    case 'link':
      if (node.children.length === 0) return emptyLinkText(node.url) ?? node.url;
      break;
    case 'list':
      // Nested items read as one sentence each, separated like the paragraphs of an item.
      return node.children.map((c) => plainText(c, emptyLinkText)).join(' ');
    default:
  }
  if (!('children' in node)) return '';
  const children = node.children as Nodes[];
  const block = children.some((c) => c.type === 'paragraph' || c.type === 'list');
  return children.map((c) => plainText(c, emptyLinkText)).join(block ? ' ' : '');
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The text (depth 2 heading) of a heading node, for matching section names. */
function headingName(h: Heading): string {
  return collapse(plainText(h)).toLowerCase();
}

/**
 * The action items and lessons of a case body.
 * @param tree the body's mdast (remark-parse with the site's GFM set-up).
 * @param headingIds the element id of every heading of the body, in document order (as the
 *   renderer gave them: `user-content-lessons`); one per heading node of `tree`.
 * @param emptyLinkText the text a cross-link without text shows (`[](case:IL-0190)`).
 * @throws Error when `headingIds` does not hold one id per heading, since every anchor would be wrong.
 */
export function caseLearnings(
  tree: Root,
  headingIds: readonly string[],
  emptyLinkText?: (url: string) => string | undefined,
): CaseLearnings {
  const out: CaseLearnings = { actionItems: [], lessons: [] };
  let headingCount = 0;
  const countHeadings = (n: Nodes): number =>
    (n.type === 'heading' ? 1 : 0) +
    ('children' in n ? (n.children as Nodes[]).reduce((s, c) => s + countHeadings(c), 0) : 0);
  const total = countHeadings(tree);
  if (total !== headingIds.length)
    throw new Error(
      `caseLearnings: the body has ${total} headings but ${headingIds.length} ids were given`,
    );

  let section: keyof CaseLearnings | undefined;
  let anchor = '';
  let blocks: RootContent[] = [];
  const anchors: string[] = [];
  const flush = () => {
    if (section)
      out[section].push(...sectionItems(blocks, anchors, section === 'lessons', emptyLinkText));
    blocks = [];
    anchors.length = 0;
  };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const id = headingIds[headingCount++];
      if (node.depth <= 2) {
        flush();
        section = node.depth === 2 ? SECTIONS.get(headingName(node)) : undefined;
      }
      anchor = id;
      continue;
    }
    headingCount += countHeadings(node);
    if (section) {
      blocks.push(node);
      anchors.push(anchor);
    }
  }
  flush();
  return out;
}

/**
 * The header of a table column that holds the item itself (compared without case): the other
 * columns (owner, ticket, status, due date) describe it.
 */
const ITEM_COLUMN =
  /^(?:actions?|action items?|items?|tasks?|changes?|what|descriptions?|fix(?:es)?|remediations?|follow[- ]?ups?|to ?dos?|lessons?)$/i;

/** The items of a table: one a body row, as the module's docstring says. */
function tableItems(table: Table, emptyLinkText?: (url: string) => string | undefined): string[] {
  const [head, ...rows] = table.children;
  const cellText = (n: Nodes) => collapse(plainText(n, emptyLinkText));
  const headers = (head?.children ?? []).map(cellText);
  const found = headers.findIndex((h) => ITEM_COLUMN.test(h));
  const main = found < 0 ? 0 : found;
  return rows.flatMap((row) => {
    const cells = row.children.map(cellText);
    const details = cells
      .map((c, i) => (i === main || !c ? '' : headers[i] ? `${headers[i]}: ${c}` : c))
      .filter(Boolean);
    const item = cells[main] ?? '';
    if (item) return [details.length ? `${item} (${details.join('; ')})` : item];
    return details.length ? [details.join('; ')] : [];
  });
}

/** The items of one section's blocks: list items and table rows if it has either, else paragraphs when `paragraphs` allows them. */
function sectionItems(
  blocks: readonly RootContent[],
  anchors: readonly string[],
  paragraphs: boolean,
  emptyLinkText?: (url: string) => string | undefined,
): LearningItem[] {
  const hasItems = blocks.some((b) => b.type === 'list' || b.type === 'table');
  if (!hasItems && !paragraphs) return [];
  const items: LearningItem[] = [];
  blocks.forEach((b, i) => {
    const texts: string[] =
      b.type === 'table'
        ? tableItems(b, emptyLinkText)
        : (hasItems
            ? b.type === 'list'
              ? (b.children as ListItem[])
              : []
            : b.type === 'paragraph'
              ? [b]
              : []
          ).map((p: Nodes) => collapse(plainText(p, emptyLinkText)));
    for (const text of texts) if (text) items.push({ text, anchor: anchors[i] });
  });
  return items;
}
