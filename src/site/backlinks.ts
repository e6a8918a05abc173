/**
 * Backlinks, computed once for the whole library: which articles cite a case, which cases name a
 * concept, which transcript belongs to a concept, which cases a concept's components cover.
 */
import type { Article, Case, Concept, Transcript } from '../../schemas/index.ts';
import { ENGLISH, relationWords, type Words } from './i18n.ts';

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

/** Why an entry is listed under a case's "Referenced by", as the page says it. */
export type ReferenceReason = 'names it as related' | 'links to it' | 'cites it';

/** One entry that refers to a case, with every reason it does (in the order of `ReferenceReason`). */
export interface CaseReference {
  kind: 'case' | 'article' | 'concept' | 'transcript';
  id: string;
  reasons: ReferenceReason[];
  /** The author's relation (`follow-up-of`) when a case names it as related. */
  relation?: string;
}

const REASON_ORDER: readonly ReferenceReason[] = ['names it as related', 'links to it', 'cites it'];
const KIND_ORDER = ['case', 'article', 'concept', 'transcript'] as const;

/**
 * Who refers to each case, for its "Referenced by": the cases that name it in `related` ("names it
 * as related", with the relation) or link to it in their body ("links to it"), and the articles
 * (in `related_cases` or their body), concepts and transcripts (in their body) that cite it ("cites
 * it"). A case never refers to itself. Keyed by case ID; each list is ordered cases, articles,
 * concepts, transcripts, each by ID. Built from the same fields and body links as `buildBacklinks`.
 * @param linksOf an entry's body cross-links as `kind:target` keys (`case:IL-0190`).
 */
export function buildCaseReferences<
  C extends Source<Case>,
  N extends Source<Concept>,
  A extends Source<Article>,
  T extends Source<Transcript>,
>(
  lib: BacklinkSources<C, N, A, T>,
  linksOf: (e: C | N | A | T) => readonly string[],
): Map<string, CaseReference[]> {
  const byCase = new Map<string, Map<string, CaseReference>>();
  const note = (
    target: string,
    kind: CaseReference['kind'],
    id: string,
    reason: ReferenceReason,
    relation?: string,
  ) => {
    if (kind === 'case' && target === id) return;
    let refs = byCase.get(target);
    if (!refs) byCase.set(target, (refs = new Map()));
    const key = `${kind}:${id}`;
    let ref = refs.get(key);
    if (!ref) refs.set(key, (ref = { kind, id, reasons: [] }));
    if (!ref.reasons.includes(reason)) ref.reasons.push(reason);
    if (relation && !ref.relation) ref.relation = relation;
  };
  const bodyCases = (e: C | N | A | T) =>
    linksOf(e)
      .filter((k) => k.startsWith('case:'))
      .map((k) => k.slice(5).replace(/#.*$/, ''));
  for (const e of lib.cases) {
    for (const r of e.data.related) note(r.id, 'case', e.id, 'names it as related', r.relation);
    for (const t of bodyCases(e)) note(t, 'case', e.id, 'links to it');
  }
  for (const e of lib.articles)
    for (const t of [...e.data.related_cases, ...bodyCases(e)])
      note(t, 'article', e.id, 'cites it');
  for (const e of lib.concepts) for (const t of bodyCases(e)) note(t, 'concept', e.id, 'cites it');
  for (const e of lib.transcripts)
    for (const t of bodyCases(e)) note(t, 'transcript', e.id, 'cites it');
  const out = new Map<string, CaseReference[]>();
  for (const [target, refs] of byCase)
    out.set(
      target,
      [...refs.values()]
        .map((r) => ({
          ...r,
          reasons: REASON_ORDER.filter((x) => r.reasons.includes(x)),
        }))
        .sort(
          (a, b) =>
            KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
            (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
        ),
    );
  return out;
}

/**
 * A reference's reasons in words: `names it as related (follow up of) and links to it`.
 */
export function referenceReason(r: CaseReference, w: Words = ENGLISH): string {
  const words = r.reasons.map((x) => {
    const reason = w.t(REASON_KEYS[x]);
    return x === 'names it as related' && r.relation
      ? `${reason} (${relationWords(r.relation, w)})`
      : reason;
  });
  return words.length > 1
    ? w.t('refs.and', { list: words.slice(0, -1).join(', '), last: words.at(-1)! })
    : words[0];
}

/** The words of each reason. */
const REASON_KEYS = {
  'names it as related': 'refs.namesRelated',
  'links to it': 'refs.linksTo',
  'cites it': 'refs.cites',
} as const satisfies Record<ReferenceReason, string>;
