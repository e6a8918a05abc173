/**
 * Backlinks, computed once for the whole library: which articles cite a case, which cases name a
 * concept, which transcript belongs to a concept, which cases a concept's components cover.
 */
import type { Library } from './library.ts';
import { scanLinks } from './markdown-scan.ts';

/** Reverse links keyed by target: `case:IL-0190` -> [`article:slug`, ...]. */
export type Backlinks = Map<string, string[]>;

function add(map: Backlinks, target: string, source: string): void {
  const list = map.get(target);
  if (!list) map.set(target, [source]);
  else if (!list.includes(source)) list.push(source);
}

/**
 * Builds every backlink from frontmatter fields and body cross-links.
 * Keys and values are `kind:id` strings (kinds as in cross-links: case, concept, article, transcript).
 */
export function buildBacklinks(lib: Library): Backlinks {
  const map: Backlinks = new Map();
  const bodyLinks = (source: string, body: string) => {
    for (const l of scanLinks(body)) if (l.kind !== 'md') add(map, `${l.kind}:${l.target}`, source);
  };
  for (const e of lib.cases) {
    const src = `case:${e.id}`;
    for (const c of e.data.concepts) add(map, `concept:${c}`, src);
    for (const r of e.data.related) add(map, `case:${r.id}`, src);
    bodyLinks(src, e.body);
  }
  for (const e of lib.articles) {
    const src = `article:${e.id}`;
    for (const c of e.data.related_cases) add(map, `case:${c}`, src);
    for (const c of e.data.concepts) add(map, `concept:${c}`, src);
    bodyLinks(src, e.body);
  }
  for (const e of lib.concepts) {
    const src = `concept:${e.id}`;
    for (const c of e.data.related) add(map, `concept:${c}`, src);
    bodyLinks(src, e.body);
  }
  for (const e of lib.transcripts) {
    const src = `transcript:${e.id}`;
    add(map, `concept:${e.data.concept}`, src);
    bodyLinks(src, e.body);
  }
  for (const list of map.values()) list.sort();
  return map;
}

/** The sources of backlinks to `target` of one kind, e.g. the articles citing a case. */
export function backlinksOfKind(map: Backlinks, target: string, kind: string): string[] {
  return (map.get(target) ?? []).filter((s) => s.startsWith(`${kind}:`)).map((s) => s.slice(kind.length + 1));
}
