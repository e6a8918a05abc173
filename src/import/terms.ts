/**
 * The library's terms a postmortem names: a term's label or one of its `aliases` written as a
 * whole phrase (any case) is an exact match; its slug written as words (`load-balancer` as "load
 * balancer") is a looser one. Nothing here decides what a draft names: see `termsToAdd`. Pure.
 */
import type { Nodes, Root } from 'mdast';
import type { Taxonomy, Vocabulary } from '../../schemas/index.ts';
import { plainText } from '../model/case-learnings.ts';
import { lineOf } from './outline.ts';

/** One term the text names, at the first line that names it. */
export interface TermMatch {
  vocabulary: Vocabulary;
  slug: string;
  line: number;
  /** True when its label or an alias is written; false when only its slug is. */
  exact: boolean;
}

/** The text of every paragraph, heading and table cell of a tree, with its line. */
export function textBlocks(tree: Root): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      out.push({ text: plainText(node), line: lineOf(node) });
      return;
    }
    if ('children' in node) for (const c of node.children) walk(c as Nodes);
  };
  walk(tree);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a whole phrase: not inside a longer word, spaces matching any white space. */
const phrase = (p: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escape(p.trim()).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );

/** The first line of `blocks` a pattern matches. */
function firstLine(blocks: readonly { text: string; line: number }[], re: RegExp) {
  return blocks.find((b) => re.test(b.text))?.line;
}

/** Every term of the library's vocabularies the text names, exact matches first found. */
export function matchTerms(
  blocks: readonly { text: string; line: number }[],
  vocabularies: readonly Vocabulary[],
  taxonomies: Readonly<Record<string, Taxonomy>>,
): TermMatch[] {
  const out: TermMatch[] = [];
  for (const v of vocabularies)
    for (const [slug, term] of Object.entries(taxonomies[v.name] ?? {})) {
      const exact = [term.label, ...(term.aliases ?? [])]
        .map((p) => firstLine(blocks, phrase(p)))
        .filter((l): l is number => l !== undefined);
      if (exact.length) {
        out.push({ vocabulary: v, slug, line: Math.min(...exact), exact: true });
        continue;
      }
      const loose = firstLine(blocks, phrase(slug.replace(/-/g, ' ')));
      if (loose !== undefined) out.push({ vocabulary: v, slug, line: loose, exact: false });
    }
  return out;
}

/**
 * Which matches a draft names: exact ones in a vocabulary whose terms need no judgement, that
 * is one that is not graded (a root cause needs its evidence weighed by a person), and, in a
 * vocabulary of one term (the organisation), only when exactly one term matched exactly. The
 * others are suggestions for the report.
 */
export function termsToAdd(matches: readonly TermMatch[]): {
  added: TermMatch[];
  suggested: TermMatch[];
} {
  const added = matches.filter((m) => {
    if (!m.exact || m.vocabulary.graded) return false;
    if (m.vocabulary.many) return true;
    return matches.filter((o) => o.vocabulary === m.vocabulary && o.exact).length === 1;
  });
  return { added, suggested: matches.filter((m) => !added.includes(m)) };
}
