/**
 * Every check `npm run validate` runs on a Markdown body, on the one tree the page is rendered
 * from (`markdown-tree.ts`), in one walk that hands each node to its rule. What one file can
 * decide alone is reported here (raw HTML and URL schemes, in-page anchors, tables, bare URLs,
 * headings, placeholders, required sections, citations, speakers: a module each); what needs
 * other files (cross-links, site paths, relative images and links) is returned as plain facts for
 * the checks across files (`references.ts`). Every issue names the line and column in the whole
 * file, the construct, and a hint (`body-report.ts`).
 */
import type { Nodes, Root } from 'mdast';
import type { Article } from '../../schemas/index.ts';
import { bodyAnchorNames, pageOwnAnchors } from './anchors.ts';
import type { ContentIssue } from './errors.ts';
import { footnoteIds, type BodyHeading } from './markdown-tree.ts';
import { urlIssues } from './raw-html.ts';
import { bodyReport, type BodyContext } from './body-report.ts';
import { checkLink, type BodyFacts } from './body-links.ts';
import { checkTableRows } from './body-tables.ts';
import { checkHeadingLinks } from './heading-links.ts';
import { checkSpeaker } from './speakers.ts';
import { checkBodyPlaceholder } from './placeholders.ts';
import { checkCitations } from './citations.ts';
import { checkCaseSections } from './case-sections.ts';

export type { BodyContext } from './body-report.ts';
export type { BodyFacts } from './body-links.ts';

/** What `checkBody` finds. */
export interface BodyCheck {
  issues: ContentIssue[];
  headings: BodyHeading[];
  facts: BodyFacts;
}

/**
 * Checks a body's tree.
 * @param tree the body's tree from `parseBody` (headings already have their ids).
 */
export function checkBody(tree: Root, ctx: BodyContext): BodyCheck {
  const { file, type, bodyLine } = ctx;
  const issues: ContentIssue[] = [];
  const r = bodyReport(ctx, issues);
  const headings = tree.data?.headings ?? [];
  const facts: BodyFacts = { links: [], sitePaths: [], relative: [] };

  issues.push(...urlIssues(file, tree, bodyLine, ctx.linkKinds));

  const references =
    (ctx.data as Partial<Article> | undefined)?.references?.map((ref) => ref.key) ?? [];
  const anchors = {
    headings,
    names: bodyAnchorNames(headings, footnoteIds(tree)),
    own: pageOwnAnchors(type, references),
  };

  const walk = (node: Nodes, parent: Nodes | undefined) => {
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition':
        checkLink(node, parent, r, anchors, facts);
        break;
      case 'table':
        checkTableRows(node, r);
        break;
      case 'heading':
        checkHeadingLinks(node, r);
        break;
      case 'paragraph':
        if (type === 'transcripts') checkSpeaker(node, r);
        checkBodyPlaceholder(node, r);
        break;
      case 'text':
        if (type === 'articles' && ctx.data && parent?.type !== 'link')
          checkCitations(node, r, references);
        break;
      case 'code':
      case 'inlineCode':
        return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, node);
  };
  walk(tree, undefined);

  if (type === 'cases') checkCaseSections(headings, r);
  return { issues, headings, facts };
}
