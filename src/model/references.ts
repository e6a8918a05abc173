/**
 * Referential integrity across files (STYLE.md rule 7), in two steps so that per-file results
 * can be cached:
 * - `entryFacts` (per file, `entry-facts.ts`): every term and page an entry's fields name, its
 *   heading anchors and the links in its body (from `checkBody`), as plain data;
 * - `crossCheck` (across files, here): every named term, case, concept, article and transcript
 *   must exist and be built (no links to drafts), every cross-link and `#anchor` must resolve (by
 *   `resolveLink`, the renderer's resolver), every relative image and link must name a published
 *   file (`entry-refs.ts`, `body-link-refs.ts`), case IDs are unique (also across letter case and
 *   Unicode normalisation) and never reused by an alias (`case-ids.ts`).
 * Astro only logs a broken `reference()`; we fail.
 */
import type { ContentType, Taxonomy, TaxonomyName } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { PAGE_KINDS } from './kinds.ts';
import type { VocabularyModel } from './vocabularies.ts';
import { renderedSections } from './layout-anchors.ts';
import type { Universe } from './universe.ts';
import type { FactEntry } from './entry-facts.ts';
import { checkCaseIds } from './case-ids.ts';
import { refContext } from './ref-context.ts';
import { checkEntryRefs } from './entry-refs.ts';
import { didYouMean } from './suggest.ts';

export type { Universe } from './universe.ts';
export { PAGE_ANCHORS } from './kinds.ts';

/** Everything the checks across files read. */
export interface ReferenceInput {
  entries: readonly FactEntry[];
  taxonomies: Record<TaxonomyName, Taxonomy>;
  /** Ids of every entry file by type, valid or not: a link to a file that exists but has errors of its own is not reported again. */
  present: Record<ContentType, Set<string>>;
  /** The library's vocabularies. */
  vocabularies: VocabularyModel;
  /** Files published with the site (paths under `public/`, `/`-separated); unknown when undefined, and relative images and links are then not checked. */
  assets?: readonly string[];
  /** The position of a field in a file (parses the file again; only called for problems). */
  locate(file: string, path: PropertyKey[]): { line: number; col: number };
}

/** The universe of a set of entries and vocabularies. */
export function buildUniverse(
  entries: readonly FactEntry[],
  taxonomies: Record<TaxonomyName, Taxonomy>,
  present: Record<ContentType, Set<string>>,
  vocabularies: VocabularyModel,
  assets?: readonly string[],
): Universe {
  const u: Universe = {
    vocabularies: vocabularies.rows.map((v) => ({ name: v.name, link: v.link, term: v.term })),
    ids: Object.fromEntries(PAGE_KINDS.map((k) => [k.type, [...present[k.type]]])) as Record<
      ContentType,
      string[]
    >,
    anchors: Object.fromEntries(PAGE_KINDS.map((k) => [k.type, {}])) as Record<
      ContentType,
      Record<string, string>
    >,
    terms: Object.fromEntries(
      Object.entries(taxonomies).map(([t, v]) => [t, Object.keys(v)]),
    ) as Record<TaxonomyName, string[]>,
    aliasOwner: {},
    drafts: [],
    sections: Object.fromEntries(
      Object.entries(renderedSections(entries)).map(([type, byId]) => [
        type,
        Object.fromEntries(Object.entries(byId).map(([id, list]) => [id, list.join('\n')])),
      ]),
    ) as Record<ContentType, Record<string, string>>,
  };
  if (assets) u.assets = [...assets];
  for (const e of entries) {
    u.anchors[e.type][e.id] = e.facts.anchors;
    if (e.facts.draft) u.drafts.push(e.id);
    if (e.valid) for (const a of e.facts.aliases ?? []) u.aliasOwner[a] = e.id;
  }
  return u;
}

/** What `crossCheck` finds: the universe, the references of each entry, and the checks over all entries. */
export interface CrossResult {
  universe: Universe;
  /** Problems with an entry's own references, by file. */
  refs: Map<string, ContentIssue[]>;
  /** Duplicate IDs, reused aliases and vocabulary terms naming missing concepts. */
  global: ContentIssue[];
}

/**
 * Runs every check across files.
 * @returns the universe, each entry's reference problems and the checks over all entries.
 */
export function crossCheck(input: ReferenceInput): CrossResult {
  const global: ContentIssue[] = [];
  const at = (file: string, path: PropertyKey[], message: string, hint?: string) =>
    global.push({ file, ...input.locate(file, path), field: formatFieldPath(path), message, hint });
  const universe = buildUniverse(
    input.entries,
    input.taxonomies,
    input.present,
    input.vocabularies,
    input.assets,
  );
  const ctx = refContext(universe);

  checkCaseIds(
    input.entries.filter((e) => e.type === 'cases' && e.valid),
    at,
  );
  for (const [taxonomy, vocab] of Object.entries(input.taxonomies)) {
    for (const [slug, t] of Object.entries(vocab)) {
      if (t.concept && !ctx.index.targets.concept.has(t.concept))
        at(
          `content/taxonomies/${taxonomy}.yaml`,
          [slug, 'concept'],
          `no concept "${t.concept}" exists (content/concepts/${t.concept}.md)`,
          didYouMean(t.concept, universe.ids.concepts),
        );
    }
  }
  const refs = new Map<string, ContentIssue[]>();
  for (const e of input.entries) {
    const found = checkEntryRefs(e, ctx, input.locate);
    if (found.length) refs.set(e.file, found);
  }
  return { universe, refs, global };
}
