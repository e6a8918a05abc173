/**
 * Referential integrity across files (STYLE.md rule 7), in two steps so that per-file results
 * can be cached:
 * - `entryFacts` (per file): every term and page an entry's fields name, its heading anchors and
 *   the links in its body (from `checkBody`), as plain data;
 * - `crossCheck` (across files): every named term, case, concept, article and transcript must
 *   exist and be built (no links to drafts), every cross-link and `#anchor` must resolve (by
 *   `resolveLink`, the renderer's resolver), every relative image and link must name a published
 *   file, case IDs are unique (also across letter case and Unicode normalisation) and never
 *   reused by an alias.
 * Astro only logs a broken `reference()`; we fail.
 */
import type { ContentType, Taxonomy, TaxonomyName } from '../../schemas/index.ts';
import type { BodyFacts } from './body-checks.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath, parseFieldPath } from './errors.ts';
import {
  LINK_OF_TYPE,
  PAGE_ANCHORS,
  PAGE_KINDS,
  SITE_FILES,
  TYPE_OF_LINK,
  fieldValues,
  type FieldPattern,
  type LinkKind,
  type PageLinkKind,
} from './kinds.ts';
import type { VocabularyModel } from './vocabularies.ts';
import { linkIndexOfUniverse, resolveLink, resolveMdLink, type LinkIndex } from './link-index.ts';
import {
  missingSectionReason,
  ownSections,
  renderedSections,
  SECTION_ANCHORS,
} from './layout-anchors.ts';
import type { BodyHeading } from './markdown-tree.ts';
import type { Universe } from './universe.ts';

export type { Universe } from './universe.ts';
import { didYouMean, didYouMeanTransposed } from './suggest.ts';

export { PAGE_ANCHORS } from './kinds.ts';

/** A key under which IDs that differ only in letter case or Unicode normalisation collide. */
export function identityKey(id: string): string {
  // Normalising is costly and only changes non-ASCII text.
  return (/[^\x00-\x7f]/.test(id) ? id.normalize('NFKC') : id).toLowerCase();
}

/**
 * What the checks across files need of one valid entry. Plain data in flat arrays: it is cached
 * as JSON for 10,000 files, and parsing costs per object, not per byte.
 */
export interface EntryFacts {
  /** The case's `id` and `aliases` (cases only). */
  caseId?: string;
  aliases?: string[];
  /** Field values naming terms or pages, as triples: field path (`components[1]`), id, and a taxonomy name or `/` + a content type. */
  refs: string[];
  /** The ids of the headings (targets of `#anchor` links), joined by newlines. */
  anchors: string;
  /** Body links as 5-tuples: kind (`case`, ... or `md`), target, anchor or null, line, column. */
  links: (string | number | null)[];
  /** Site-absolute body links as triples: target, line, column. */
  sitePaths: (string | number)[];
  /** Relative body images and links as 5-tuples (see `BodyFacts.relative`). */
  relative: (string | number)[];
  /** True for a `status: draft` case: it is not built, so nothing may link to it. */
  draft?: boolean;
  /** A transcript's audio file: its path under `public/` (`audio/x.mp3`) and where the field is. */
  audio?: [string, number, number];
  /** The layout sections its own data gives its page (`ownSections`), when any. */
  sections?: string[];
  /**
   * In-page links to layout sections (`#page-cited-by`) as triples: anchor, line, column. Whether
   * the page renders one can depend on other files, so they are checked across files.
   */
  inPage?: (string | number)[];
}

/**
 * The terms and pages an entry's fields name: triples of field path, id and namespace (see
 * `EntryFacts.refs`). Lenient about shape, so an entry that failed its schema still has its
 * references checked in the same run: values of the wrong type are skipped (the schema reports them).
 */
export function fieldRefs(
  type: ContentType,
  data: unknown,
  vocabularies: VocabularyModel,
): string[] {
  const refs: string[] = [];
  const self = type === 'cases' ? (data as { id?: unknown } | undefined)?.id : undefined;
  const rows: [string, readonly FieldPattern[] | undefined][] = [
    ...vocabularies.rows.map(
      (k) => [k.name, k.namedBy[type]] as [string, readonly FieldPattern[] | undefined],
    ),
    ...PAGE_KINDS.map(
      (k) =>
        [
          `/${k.type}`,
          (k.namedBy as Partial<Record<ContentType, readonly FieldPattern[]>>)[type],
        ] as [string, readonly FieldPattern[] | undefined],
    ),
  ];
  for (const [ns, patterns] of rows) {
    for (const pattern of patterns ?? []) {
      for (const [path, id] of fieldValues(data, pattern)) {
        // A case related to itself is reported by `checkEntryAlone`.
        if (typeof id === 'string' && !(ns === '/cases' && id === self))
          refs.push(formatFieldPath(path), id, ns);
      }
    }
  }
  return refs;
}

/** The facts of one entry, from its data (as read, when it failed its schema), headings and body. */
export function entryFacts(
  type: ContentType,
  data: unknown,
  headings: readonly BodyHeading[],
  body: BodyFacts,
  vocabularies: VocabularyModel,
): EntryFacts {
  const facts: EntryFacts = {
    refs: fieldRefs(type, data, vocabularies),
    anchors: headings.map((h) => h.slug).join('\n'),
    links: body.links,
    sitePaths: body.sitePaths,
    relative: body.relative,
  };
  const sections = ownSections(type, data);
  if (sections.length) facts.sections = sections;
  if (body.inPage?.length) facts.inPage = body.inPage;
  if (type === 'cases') {
    const d = (data ?? {}) as { id?: unknown; aliases?: unknown; status?: unknown };
    if (typeof d.id === 'string') facts.caseId = d.id;
    facts.aliases = Array.isArray(d.aliases) ? d.aliases.filter((a) => typeof a === 'string') : [];
    if (d.status === 'draft') facts.draft = true;
  }
  return facts;
}

/** Problems one valid entry has on its own besides its body: a case related to itself. */
export function checkEntryAlone(
  file: string,
  type: ContentType,
  data: unknown,
  locate: (path: PropertyKey[]) => { line: number; col: number },
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (type === 'cases') {
    const d = data as { id: string; related: { id: string }[] };
    d.related.forEach((r, i) => {
      if (r.id === d.id)
        issues.push({
          file,
          ...locate(['related', i, 'id']),
          field: `related[${i}].id`,
          message: 'a case cannot be related to itself',
          hint: 'remove this entry',
        });
    });
  }
  return issues;
}

/** One entry as the checks across files see it; `valid` when it passed its schema. */
export interface FactEntry {
  type: ContentType;
  id: string;
  file: string;
  facts: EntryFacts;
  valid: boolean;
}

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

/**
 * A site path such as `/cases/IL-0190/#trigger` written as the cross-link that means it, if it names a page.
 * @param kinds the library's cross-link prefixes and their URL segments (`LinkIndex.kinds`).
 */
export function sitePathToCrossLink(
  target: string,
  kinds: Readonly<Record<string, string>>,
): string | undefined {
  const m = /^\/([^/#?]+)\/([^/#?]+)\/?(?:index\.html)?(#.*)?$/.exec(target);
  const kind = m ? Object.keys(kinds).find((k) => kinds[k] === m[1]) : undefined;
  if (!m || !kind) return undefined;
  try {
    return `${kind}:${decodeURIComponent(m[2])}${m[3] ?? ''}`;
  } catch {
    return undefined;
  }
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

/** What the references of an entry are checked against: the universe's link index and its published files. */
export interface RefContext {
  index: LinkIndex;
  /** One term of each vocabulary in words, by vocabulary (`root-causes` to `root cause`). */
  termWords: Readonly<Record<string, string>>;
  /** Published files; undefined when unknown. */
  assets?: ReadonlySet<string>;
}

/** The context of a universe, built once per run. */
export function refContext(u: Universe): RefContext {
  return {
    index: linkIndexOfUniverse(u),
    termWords: Object.fromEntries(u.vocabularies.map((v) => [v.name, v.term])),
    assets: u.assets ? new Set(u.assets) : undefined,
  };
}

/** Where a field of a file is (parses the file again; only called for problems). */
export type Locate = (file: string, path: PropertyKey[]) => { line: number; col: number };

const singular = (plural: string) => plural.replace(/s$/, '');

/**
 * Did-you-mean for a page slug; for a case ID only two swapped neighbouring characters
 * (`IL-0270` for `IL-0207`), as the nearest number by edit distance is rarely the one meant.
 */
function suggestPage(index: LinkIndex, kind: LinkKind, id: string): string | undefined {
  return kind === 'case'
    ? didYouMeanTransposed(id, index.targets.case)
    : didYouMean(id, [...index.targets[kind]]);
}

/** The references of one entry: the terms and pages its fields name and the links in its body. */
export function checkEntryRefs(e: FactEntry, ctx: RefContext, locate: Locate): ContentIssue[] {
  const { index } = ctx;
  const issues: ContentIssue[] = [];
  const at = (path: PropertyKey[], message: string, hint?: string) =>
    issues.push({
      file: e.file,
      ...locate(e.file, path),
      field: formatFieldPath(path),
      message,
      ...(hint !== undefined && { hint }),
    });
  const refs = e.facts.refs;
  for (let i = 0; i < refs.length; i += 3) {
    const [field, id, ns] = [refs[i], refs[i + 1], refs[i + 2]];
    if (ns[0] !== '/') {
      const taxonomy = ns as TaxonomyName;
      const kind = Object.keys(index.kinds).find((k) => index.kinds[k] === taxonomy)!;
      if (index.targets[kind].has(id)) continue;
      at(
        parseFieldPath(field),
        `unknown ${ctx.termWords[taxonomy] ?? taxonomy} "${id}": not in content/taxonomies/${taxonomy}.yaml`,
        didYouMean(id, [...index.targets[kind]]) ??
          `add it to content/taxonomies/${taxonomy}.yaml with a label and a description, or use an existing term`,
      );
    } else {
      const type = ns.slice(1) as ContentType;
      const kind = LINK_OF_TYPE[type];
      const r = resolveLink(index, kind, id);
      if (r.ok || (r.reason === 'draft' && e.facts.draft)) continue;
      if (r.reason === 'draft') {
        at(
          parseFieldPath(field),
          `${singular(type)} "${id}" is a draft: drafts are not built, so it has no page to show here`,
          'name it once its status is in-review or published, or remove it',
        );
        continue;
      }
      const alias = type === 'cases' ? index.aliases.get(id) : undefined;
      at(
        parseFieldPath(field),
        `no ${singular(type)} "${id}" exists (content/${type}/${id}.md)`,
        alias ? `${id} was merged into ${alias}: name ${alias}` : suggestPage(index, kind, id),
      );
    }
  }
  if (e.facts.links.length || e.facts.sitePaths.length || e.facts.relative?.length)
    issues.push(...checkBodyLinks(e, ctx));
  const inPage = e.facts.inPage ?? [];
  const rendered = index.sections?.get(`${LINK_OF_TYPE[e.type]}:${e.id}`);
  for (let i = 0; rendered && i < inPage.length; i += 3) {
    const anchor = inPage[i] as string;
    if (rendered.has(anchor)) continue;
    issues.push({
      file: e.file,
      line: inPage[i + 1] as number,
      col: inPage[i + 2] as number,
      field: 'body',
      message: `broken link "#${anchor}": this page has no #${anchor} section, as ${missingSectionReason(e.type, anchor)}`,
      hint: 'remove the link, or link what the section would list',
    });
  }
  // The podcast feed and the page link the file, so the build refuses an episode without it.
  if (e.facts.audio && ctx.assets && !ctx.assets.has(e.facts.audio[0])) {
    const [path, line, col] = e.facts.audio;
    issues.push({
      file: e.file,
      line,
      col,
      field: 'audio',
      message: `the audio file is not at public/${path}`,
      hint: `add it there, or remove "audio" until the episode is published`,
    });
  }
  return issues;
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

  // IDs: unique across letter case and normalisation; aliases never reuse a live ID.
  const seen = new Map<string, FactEntry>();
  const cases = input.entries.filter((e) => e.type === 'cases' && e.valid);
  for (const e of cases) {
    if (e.facts.caseId === undefined) continue;
    const k = identityKey(e.facts.caseId);
    const prev = seen.get(k);
    if (prev)
      at(
        e.file,
        ['id'],
        `duplicate case ID "${e.facts.caseId}": ${prev.file} already uses it`,
        'take the next free ID (`npm run new:case` picks one)',
      );
    else seen.set(k, e);
  }
  // An alias is an old ID that now redirects here: never this case's own ID (the page would
  // redirect to itself), never another live case's, and held by one case only.
  const aliasHolder = new Map<string, { e: FactEntry; a: string }>();
  for (const e of cases) {
    (e.facts.aliases ?? []).forEach((a, i) => {
      const owner = seen.get(identityKey(a));
      const held = aliasHolder.get(identityKey(a));
      if (owner === e || identityKey(a) === identityKey(e.facts.caseId ?? ''))
        at(
          e.file,
          ['aliases', i],
          `alias "${a}" is this case's own ID: its page would redirect to itself`,
          'remove it: aliases are the old IDs of cases merged into this one',
        );
      else if (owner)
        at(
          e.file,
          ['aliases', i],
          `alias "${a}" is the ID of ${owner.facts.draft ? 'a draft case' : 'a live case'} (${owner.file}); IDs are never reused`,
          'remove the alias, or merge that case into this one first',
        );
      else if (held && held.e !== e)
        at(
          e.file,
          ['aliases', i],
          `alias "${a}" is also an alias of ${held.e.facts.caseId} (${held.e.file}): an old ID can redirect to one case only`,
          `keep it on the case ${a} was merged into, and remove it here or there`,
        );
      else if (!held) aliasHolder.set(identityKey(a), { e, a });
    });
  }
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

function checkBodyLinks(e: FactEntry, ctx: RefContext): ContentIssue[] {
  const { index } = ctx;
  const out: ContentIssue[] = [];
  const sp = e.facts.sitePaths;
  for (let i = 0; i < sp.length; i += 3) {
    const target = sp[i] as string;
    const cross = sitePathToCrossLink(target, index.kinds);
    out.push({
      file: e.file,
      line: sp[i + 1] as number,
      col: sp[i + 2] as number,
      field: 'body',
      message: `site-absolute link "${target}": it breaks when the site is served under a sub-path`,
      hint: cross
        ? `write [text](${cross}) instead`
        : 'link pages as [text](case:IL-0190) or [text](concept:etcd)',
    });
  }
  const rel = e.facts.relative ?? [];
  for (let i = 0; ctx.assets && i < rel.length; i += 5) {
    const [what, raw, path, line, col] = [
      rel[i] as string,
      rel[i + 1] as string,
      rel[i + 2] as string,
      rel[i + 3] as number,
      rel[i + 4] as number,
    ];
    if (ctx.assets.has(path)) continue;
    const cross = sitePathToCrossLink(`/${path}`, index.kinds);
    if (what === 'link') {
      // A folder-like path is a page the site builds (a list, the search page, a page of cases)
      // unless it names a content or term page, which must exist; a file must be published.
      const file = !path.endsWith('/') && /\.[a-z0-9]+$/i.test(path.split('/').at(-1) ?? '');
      if (!file && !cross) continue;
      if (file && SITE_FILES.includes(path)) continue;
      if (cross && /^[^:]+:\d+$/.test(cross) && cross.startsWith('case:')) continue;
      if (cross) {
        const [, kind, target] = /^([^:]+):([^#]*)/.exec(cross)!;
        if (resolveLink(index, kind as LinkKind, target).ok) continue;
      }
    }
    out.push(
      what === 'image'
        ? {
            file: e.file,
            line,
            col,
            field: 'body',
            message: `image "${raw}" does not exist: nothing is published at /${path}`,
            hint: 'images come from public/: add the file there and write its path from this page (e.g. ../../images/diagram.svg for public/images/diagram.svg)',
          }
        : {
            file: e.file,
            line,
            col,
            field: 'body',
            message: `relative link "${raw}" leads nowhere: nothing is published at /${path}`,
            hint: cross
              ? `write [text](${cross}) instead`
              : 'link pages as [text](case:IL-0190) or [text](concept:etcd), and other sites by their https:// URL',
          },
    );
  }
  const links = e.facts.links;
  for (let i = 0; i < links.length; i += 5) {
    const kind = links[i] as LinkKind | 'md';
    const target = links[i + 1] as string;
    const anchor = links[i + 2] as string | null;
    const bad = (message: string, hint?: string) => {
      const raw = `${kind === 'md' ? '' : `${kind}:`}${target}${anchor === null ? '' : `#${anchor}`}`;
      out.push({
        file: e.file,
        line: links[i + 3] as number,
        col: links[i + 4] as number,
        field: 'body',
        message: `broken link "${raw}": ${message}`,
        hint,
      });
    };
    let k: LinkKind;
    let id = target;
    if (kind === 'md') {
      const r = resolveMdLink(e.file, target);
      if (!r) {
        bad('not a content page', 'link pages as [text](case:IL-0190) or [text](concept:etcd)');
        continue;
      }
      k = LINK_OF_TYPE[r.type];
      id = r.id;
    } else k = kind;
    const r = resolveLink(index, k, id, anchor ?? undefined);
    if (r.ok || (r.reason === 'draft' && e.facts.draft)) continue;
    const type = TYPE_OF_LINK[k as PageLinkKind] as ContentType | undefined;
    const taxonomy = type ? undefined : index.kinds[k];
    if (r.reason === 'draft')
      bad(
        `${k} "${id}" is a draft, and drafts are not built`,
        'link it once its status is in-review or published, or remove the link',
      );
    else if (r.reason === 'missing' && type) {
      const alias = type === 'cases' ? index.aliases.get(id) : undefined;
      bad(
        `no ${singular(type)} "${id}" exists`,
        alias ? `${id} was merged into ${alias}: link case:${alias}` : suggestPage(index, k, id),
      );
    } else if (r.reason === 'missing')
      bad(
        `no ${k} term "${id}" in content/taxonomies/${taxonomy}.yaml`,
        didYouMean(id, [...index.targets[k]]),
      );
    else if (r.reason === 'anchor' && type && SECTION_ANCHORS[type].includes(r.anchor))
      bad(
        `the page has no #${r.anchor} section, as ${missingSectionReason(type, r.anchor)}`,
        'remove the anchor and link the page, or link what the section would list',
      );
    else if (r.reason === 'anchor' && type) {
      const anchors = [...r.headings, ...PAGE_ANCHORS[type]];
      // The list names the page's own headings only, not the ids its layout adds (`page-cite`).
      bad(
        `the page exists but has no heading #${r.anchor}`,
        didYouMean(r.anchor, anchors) ??
          (r.headings.length
            ? `headings there: ${r.headings.join(', ')}`
            : 'the page has no headings to link to'),
      );
    } else if (r.reason === 'anchor')
      bad(
        `a term page has no anchor #${r.anchor}`,
        'link the term page itself, or #page-cases for its list of cases',
      );
  }
  return out;
}
