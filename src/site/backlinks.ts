/**
 * Backlinks, computed once for the whole library: which articles cite a case, which cases name a
 * concept, which transcript belongs to a concept, which cases a concept's components cover.
 */
import type { Article, Case, Concept, Transcript } from '../../schemas/index.ts';

/** Reverse links keyed by target: `case:IL-0190` -> [`article:slug`, ...]. */
export type Backlinks = Map<string, string[]>;

function add(map: Map<string, Set<string>>, target: string, source: string): void {
  const set = map.get(target);
  if (!set) map.set(target, new Set([source]));
  else set.add(source);
}

/** An entry backlinks are computed from: its id and validated data. */
interface Source<D> {
  id: string;
  data: D;
}

/** The entries backlinks are computed from, by kind (C cases, N concepts, A articles, T transcripts). */
export interface BacklinkSources<
  C extends Source<Case>,
  N extends Source<Concept>,
  A extends Source<Article>,
  T extends Source<Transcript>,
> {
  cases: readonly C[];
  concepts: readonly N[];
  articles: readonly A[];
  transcripts: readonly T[];
}

/**
 * Builds every backlink from frontmatter fields and body cross-links.
 * Keys and values are `kind:id` strings (kinds as in cross-links: case, concept, article, transcript).
 * @param linksOf an entry's body cross-links as `kind:target` keys (the build passes the keys the
 *   loader stored, as the data store keeps no case bodies; a validated entry has them as `entry.links`).
 */
export function buildBacklinks<
  C extends Source<Case>,
  N extends Source<Concept>,
  A extends Source<Article>,
  T extends Source<Transcript>,
>(lib: BacklinkSources<C, N, A, T>, linksOf: (e: C | N | A | T) => readonly string[]): Backlinks {
  // Sets while collecting: a concept named by thousands of cases made `includes` quadratic.
  const map = new Map<string, Set<string>>();
  const bodyLinks = (source: string, e: C | N | A | T) => {
    for (const key of linksOf(e)) add(map, key, source);
  };
  for (const e of lib.cases) {
    const src = `case:${e.id}`;
    for (const c of e.data.concepts) add(map, `concept:${c}`, src);
    for (const r of e.data.related) add(map, `case:${r.id}`, src);
    bodyLinks(src, e);
  }
  for (const e of lib.articles) {
    const src = `article:${e.id}`;
    for (const c of e.data.related_cases) add(map, `case:${c}`, src);
    for (const c of e.data.concepts) add(map, `concept:${c}`, src);
    bodyLinks(src, e);
  }
  for (const e of lib.concepts) {
    const src = `concept:${e.id}`;
    for (const c of e.data.related) add(map, `concept:${c}`, src);
    bodyLinks(src, e);
  }
  for (const e of lib.transcripts) {
    const src = `transcript:${e.id}`;
    add(map, `concept:${e.data.concept}`, src);
    bodyLinks(src, e);
  }
  return new Map([...map].map(([target, sources]) => [target, [...sources].sort()]));
}

/** The sources of backlinks to `target` of one kind, e.g. the articles citing a case. */
export function backlinksOfKind(map: Backlinks, target: string, kind: string): string[] {
  return (map.get(target) ?? [])
    .filter((s) => s.startsWith(`${kind}:`))
    .map((s) => s.slice(kind.length + 1));
}
