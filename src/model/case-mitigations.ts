/**
 * The checks of a case's mitigations that need its body, per file: each `support` sentence is in
 * the body, and each mitigation the body links is in the case's `mitigations` list (a link one
 * way only would show the mitigation in the text but leave the case off the mitigation's page).
 * Whether each named mitigation exists is checked across files (`references.ts`). Pure.
 */
import { closest } from 'fastest-levenshtein';
import type { Nodes, Root } from 'mdast';
import type { CaseMitigation, ContentType } from '../../schemas/index.ts';
import type { BodyFacts } from './body-checks.ts';
import type { ContentIssue } from './errors.ts';
import type { EntryFacts } from './entry-facts.ts';
import { parseBody } from './markdown-tree.ts';

/** Nodes whose text is a block of its own: their text never runs into the next block's. */
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell', 'listItem', 'blockquote', 'code']);

/**
 * The text of a Markdown tree as a reader reads it, one string per block: link text without its
 * target, emphasis and code without their marks, whitespace (line breaks included) collapsed to
 * single spaces. Raw HTML, images and footnote references are left out.
 */
export function plainBlocks(tree: Root): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const text = collapse(current.join(''));
    if (text) blocks.push(text);
    current = [];
  };
  const walk = (node: Nodes) => {
    const block = BLOCKS.has(node.type);
    if (block) flush();
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code')
      current.push(node.value);
    else if (node.type === 'break') current.push(' ');
    else if ('children' in node) for (const c of node.children) walk(c as Nodes);
    if (block) flush();
  };
  walk(tree);
  flush();
  return blocks;
}

/** Whitespace runs as one space, without spaces at either end. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A sentence as it is compared: its Markdown read as text (`plainBlocks`), joined by spaces. */
export function plainSentence(markdown: string): string {
  return collapse(plainBlocks(parseBody(markdown)).join(' '));
}

/** The sentences of blocks of text: split after `.`, `!` or `?` and a space. */
function sentencesOf(blocks: readonly string[]): string[] {
  return blocks.flatMap((b) => b.split(/(?<=[.!?])\s+/)).filter((s) => s.length > 0);
}

/** Longest sentence a hint quotes, in characters; a longer one is cut with an ellipsis. */
const HINT_MAX = 200;

/** What `checkCaseMitigations` reads of a case. */
export interface CaseMitigationInput {
  file: string;
  /** The case's `mitigations`, as its schema gives them. */
  mitigations: readonly CaseMitigation[];
  /** The body's tree (`parseBody`). */
  tree: Root;
  /** The body's cross-links as 5-tuples: kind, target, anchor, line, column (`BodyFacts.links`). */
  links: readonly (string | number | null)[];
  /** Where a field of the file is. */
  locate(path: PropertyKey[]): { line: number; col: number };
}

/**
 * Problems of a case's mitigations that its own file shows: a `support` sentence that is not in
 * the body (compared as `plainSentence` reads both; the hint quotes the body's nearest sentence),
 * and a body link `[text](mitigation:slug)` to a mitigation the `mitigations` list lacks.
 */
export function checkCaseMitigations(input: CaseMitigationInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const named = new Set(input.mitigations.map((m) => m.id));
  if (input.mitigations.length) {
    const blocks = plainBlocks(input.tree);
    const text = blocks.join(' ');
    let sentences: string[] | undefined;
    input.mitigations.forEach((m, i) => {
      const wanted = plainSentence(m.support);
      if (wanted && text.includes(wanted)) return;
      sentences ??= sentencesOf(blocks);
      const near = sentences.length ? closest(wanted, sentences) : undefined;
      const quoted =
        near && near.length > HINT_MAX ? `${near.slice(0, HINT_MAX - 1).trimEnd()}…` : near;
      issues.push({
        file: input.file,
        ...input.locate(['mitigations', i, 'support']),
        field: `mitigations[${i}].support`,
        message: 'is not a sentence of this case: support quotes one sentence of its body',
        hint: quoted
          ? `copy it from the body exactly; the nearest sentence there is "${quoted}"`
          : 'write the sentence in the body first, then copy it here',
      });
    });
  }
  const links = input.links;
  for (let i = 0; i < links.length; i += 5) {
    if (links[i] !== 'mitigation' || named.has(links[i + 1] as string)) continue;
    const slug = links[i + 1] as string;
    issues.push({
      file: input.file,
      line: links[i + 3] as number,
      col: links[i + 4] as number,
      field: 'body',
      message: `links mitigation "${slug}", which the case's mitigations list does not name`,
      hint: `add it to mitigations: - id: ${slug}, with its relation and the sentence that supports it`,
    });
  }
  return issues;
}

/**
 * In a library without mitigations (`features.mitigations` off): a body link to a mitigation,
 * refused at its line (there is no page to link), and the links left without it.
 */
export function refuseMitigationLinks(
  file: string,
  links: readonly (string | number | null)[],
): { issues: ContentIssue[]; links: (string | number | null)[] } {
  const issues: ContentIssue[] = [];
  const kept: (string | number | null)[] = [];
  for (let i = 0; i < links.length; i += 5) {
    if (links[i] !== 'mitigation') {
      kept.push(...links.slice(i, i + 5));
      continue;
    }
    issues.push({
      file,
      line: links[i + 3] as number,
      col: links[i + 4] as number,
      field: 'body',
      message: `links mitigation "${String(links[i + 1])}", but this library has no mitigations (features.mitigations is false)`,
      hint: 'write the text without the link, or turn features.mitigations on',
    });
  }
  return { issues, links: kept };
}

/**
 * The mitigation checks of one file (`checkFile`): a case's (`checkCaseMitigations`) in a library
 * with mitigations, every body's links to a mitigation refused in one without
 * (`refuseMitigationLinks`), with the body's facts left without those links.
 * @param data the entry's data when it passed its schema.
 */
export function mitigationsOfFile(
  enabled: boolean,
  type: ContentType,
  data: unknown,
  tree: Root,
  body: BodyFacts,
  parsed: { file: string; locate(path: PropertyKey[]): { line: number; col: number } },
): { issues: ContentIssue[]; body: BodyFacts } {
  if (!enabled) {
    const refused = refuseMitigationLinks(parsed.file, body.links);
    return { issues: refused.issues, body: { ...body, links: refused.links } };
  }
  if (type !== 'cases' || data === undefined) return { issues: [], body };
  const issues = checkCaseMitigations({
    file: parsed.file,
    mitigations: (data as { mitigations: CaseMitigation[] }).mitigations,
    tree,
    links: body.links,
    locate: parsed.locate,
  });
  return { issues, body };
}

/**
 * An entry's facts as the checks across files read them: in a library without mitigations a
 * case's `mitigations` list names nothing to check, as their files are ignored. Changes `facts`.
 */
export function withoutMitigationRefs(facts: EntryFacts, enabled: boolean): EntryFacts {
  if (!enabled && facts.refs.includes('/mitigations'))
    facts.refs = facts.refs.filter((_, i, refs) => refs[i - (i % 3) + 2] !== '/mitigations');
  return facts;
}
