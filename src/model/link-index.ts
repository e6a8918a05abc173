/**
 * The one link index and the one link resolver. A cross-link (`[text](case:IL-0190#trigger)`,
 * `[text](component:etcd)`) or a relative `.md` link is resolved by `resolveLink` against a
 * `LinkIndex`, by the validator (an index of the universe it checks, `linkIndexOfUniverse`) and by
 * the renderer's cross-link plugin (an index of the validated library, `buildLinkIndex`, passed
 * in the render options). Both report the same faults; each words them for its reader.
 */
import type { ContentType, TaxonomyName } from '../../schemas/index.ts';
import type { VocabularyModel } from './vocabularies.ts';
import { EVERY_PAGE_ANCHORS } from './anchors.ts';
import { SECTION_ANCHORS } from './layout-anchors.ts';
import { contentId } from './markdown-tree.ts';
import {
  PAGE_ANCHORS,
  PAGE_KINDS,
  TERM_PAGE_ANCHORS,
  TYPE_OF_LINK,
  type LinkKind,
  type PageLinkKind,
} from './kinds.ts';
import type { Universe } from './universe.ts';
import { linkUrl } from './urls.ts';

/**
 * What links can point at. Plain value, built once per build (or validation run) and passed to
 * whoever resolves links; keys of `titles`, `anchors` and `drafts` are `kind:id` (`case:IL-0190`).
 */
export interface LinkIndex {
  /** The site's `base` (`/` or `/kb/`), which every URL starts with. */
  base: string;
  /** Every cross-link prefix of the library and the URL segment its pages live under (`component` to `components`). */
  kinds: Readonly<Record<LinkKind, string>>;
  /** Existing targets per link kind: page IDs and term slugs. */
  targets: Record<LinkKind, Set<string>>;
  /** Human titles for links written with empty text, e.g. `[](case:IL-0190)`. */
  titles: Map<string, string>;
  /** Heading anchors (bare slugs) of each page; a page whose headings are unknown has none (any anchor passes). */
  anchors: Map<string, Set<string>>;
  /** Pages that exist in `content/` but are not built (`status: draft` cases). */
  drafts: Set<string>;
  /** Merged case IDs (`aliases`) and the live case that holds each. */
  aliases: Map<string, string>;
  /**
   * The layout sections each page renders of those it renders only when it has something to put
   * in them (`SECTION_ANCHORS`); when a page is not here, any of them passes.
   */
  sections?: Map<string, Set<string>>;
}

/** What `buildLinkIndex` reads of a validated library (`Library` has it). */
export type LinkSources = Record<
  ContentType,
  readonly { id: string; data: unknown; headings: readonly { slug: string }[] }[]
> & {
  taxonomies: Record<TaxonomyName, Record<string, { label: string }>>;
};

/**
 * An index with nothing in it.
 * @param kinds the library's cross-link prefixes and their URL segments (`VocabularyModel.linkKinds`).
 */
export function emptyLinkIndex(kinds: Readonly<Record<LinkKind, string>>, base = '/'): LinkIndex {
  const targets = Object.fromEntries(
    Object.keys(kinds).map((k) => [k, new Set<string>()]),
  ) as Record<LinkKind, Set<string>>;
  return {
    base,
    kinds,
    targets,
    titles: new Map(),
    anchors: new Map(),
    drafts: new Set(),
    aliases: new Map(),
  };
}

/** True for a case the site does not build. */
export function isDraft(type: ContentType, data: unknown): boolean {
  return type === 'cases' && (data as { status?: unknown } | undefined)?.status === 'draft';
}

/**
 * The index of a validated library, for the renderer: every built page (drafts are listed in
 * `drafts`, not in `targets`), every term, titles and heading anchors.
 * @param base the site's `base`.
 */
export function buildLinkIndex(
  lib: LinkSources,
  base: string,
  vocabularies: VocabularyModel,
): LinkIndex {
  const index = emptyLinkIndex(vocabularies.linkKinds, base);
  for (const k of PAGE_KINDS) {
    for (const e of lib[k.type]) {
      const key = `${k.link}:${e.id}`;
      if (isDraft(k.type, e.data)) {
        index.drafts.add(key);
        continue;
      }
      index.targets[k.link].add(e.id);
      index.titles.set(key, k.linkText === 'id' ? e.id : (e.data as { title: string }).title);
      index.anchors.set(key, new Set(e.headings.map((h) => h.slug)));
    }
  }
  for (const e of lib.cases)
    for (const a of (e.data as { aliases?: string[] }).aliases ?? []) index.aliases.set(a, e.id);
  for (const v of vocabularies.rows) {
    for (const [slug, t] of Object.entries(lib.taxonomies[v.name] ?? {})) {
      index.targets[v.link].add(slug);
      index.titles.set(`${v.link}:${slug}`, t.label);
    }
  }
  return index;
}

/** The index of a universe, for the validator: every entry file valid or not, every term, the drafts. */
export function linkIndexOfUniverse(u: Universe, base = '/'): LinkIndex {
  const index = emptyLinkIndex(
    Object.fromEntries([
      ...PAGE_KINDS.map((k) => [k.link, k.type]),
      ...u.vocabularies.map((v) => [v.link, v.name]),
    ]),
    base,
  );
  for (const k of PAGE_KINDS) {
    for (const id of u.ids[k.type]) index.targets[k.link].add(id);
    for (const [id, anchors] of Object.entries(u.anchors[k.type]))
      index.anchors.set(`${k.link}:${id}`, new Set(anchors ? anchors.split('\n') : []));
  }
  if (u.sections) {
    index.sections = new Map();
    for (const k of PAGE_KINDS)
      for (const [id, list] of Object.entries(u.sections[k.type]))
        index.sections.set(`${k.link}:${id}`, new Set(list ? list.split('\n') : []));
  }
  for (const id of u.drafts ?? []) index.drafts.add(`case:${id}`);
  for (const [alias, owner] of Object.entries(u.aliasOwner)) index.aliases.set(alias, owner);
  for (const v of u.vocabularies)
    for (const slug of u.terms[v.name] ?? []) index.targets[v.link].add(slug);
  return index;
}

/** The anchors a page of `kind` renders around its body (`page-sources`, `page-cases` ...), for messages. */
export function layoutAnchors(kind: LinkKind): readonly string[] {
  const type = TYPE_OF_LINK[kind as PageLinkKind];
  return type ? PAGE_ANCHORS[type] : TERM_PAGE_ANCHORS;
}

/** Where a link resolved to, or why it did not. */
export type LinkResolution =
  | { ok: true; kind: LinkKind; target: string; url: string }
  | { ok: false; kind: LinkKind; target: string; reason: 'missing' | 'draft' }
  | {
      ok: false;
      kind: LinkKind;
      target: string;
      reason: 'anchor';
      anchor: string;
      headings: string[];
    };

/**
 * Resolves a cross-link. An anchor naming a heading of the target becomes its content id
 * (`#trigger` to `#user-content-trigger`); one of the page's layout anchors (`PAGE_ANCHORS`,
 * `#page-sources`, and `#top`, `#main`) stays as it is; on a page whose headings are unknown any
 * anchor passes as written.
 */
export function resolveLink(
  index: LinkIndex,
  kind: LinkKind,
  target: string,
  anchor?: string,
): LinkResolution {
  const key = `${kind}:${target}`;
  if (index.drafts.has(key)) return { ok: false, kind, target, reason: 'draft' };
  if (!index.targets[kind]?.has(target)) return { ok: false, kind, target, reason: 'missing' };
  let fragment = '';
  if (anchor) {
    const headings = index.anchors.get(key);
    const own = layoutAnchors(kind);
    const type = TYPE_OF_LINK[kind as PageLinkKind] as ContentType | undefined;
    const sections = index.sections?.get(key);
    if (headings?.has(anchor)) fragment = `#${contentId(anchor)}`;
    else if (type && sections && SECTION_ANCHORS[type].includes(anchor) && !sections.has(anchor))
      return { ok: false, kind, target, reason: 'anchor', anchor, headings: [...(headings ?? [])] };
    else if (
      own.includes(anchor) ||
      EVERY_PAGE_ANCHORS.includes(anchor) ||
      (!headings && TYPE_OF_LINK[kind as PageLinkKind])
    )
      fragment = `#${anchor}`;
    else
      return { ok: false, kind, target, reason: 'anchor', anchor, headings: [...(headings ?? [])] };
  }
  return { ok: true, kind, target, url: linkUrl(index.base, index.kinds, kind, target) + fragment };
}

const MD_PATH_RE = new RegExp(
  `^content/(${PAGE_KINDS.map((k) => k.type).join('|')})/([^/]+)\\.md$`,
);

/** Resolves a relative `.md` link from `file` to a page, e.g. `../cases/IL-0190.md`. */
export function resolveMdLink(
  file: string,
  target: string,
): { type: ContentType; id: string } | undefined {
  const dir = file.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') dir.pop();
    else if (part !== '.') dir.push(part);
  }
  const m = MD_PATH_RE.exec(dir.join('/'));
  return m ? { type: m[1] as ContentType, id: m[2] } : undefined;
}

/** A link URL as the resolver reads it: a cross-link, a relative `.md` link, or neither. */
export type LinkTarget =
  | { kind: LinkKind; target: string; anchor?: string }
  | { kind: 'md'; target: string; anchor?: string };

const PREFIX_RE = /^([a-z][a-z0-9-]*):([^#]*)(?:#(.*))?$/;
const MD_RE = /^(?![a-zA-Z][a-zA-Z0-9+.-]*:)([^#?]*\.md)(?:#(.*))?$/;

/**
 * What a link URL names, when it is a cross-link (`case:IL-0190#trigger`) or a relative `.md` link.
 * @param kinds the library's cross-link prefixes (keys) and URL segments.
 */
export function parseLinkTarget(
  url: string,
  kinds: Readonly<Record<LinkKind, string>>,
): LinkTarget | undefined {
  const m = PREFIX_RE.exec(url);
  if (m && Object.hasOwn(kinds, m[1])) return { kind: m[1], target: m[2], anchor: m[3] };
  const md = MD_RE.exec(url);
  return md ? { kind: 'md', target: md[1], anchor: md[2] } : undefined;
}
