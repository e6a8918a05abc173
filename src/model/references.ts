/**
 * Referential integrity across files (STYLE.md rule 7), in two steps so that per-file results
 * can be cached:
 * - `entryFacts` (per file): every term and page an entry's fields name, its heading anchors and
 *   the links in its body, as plain data;
 * - `checkReferences` (across files): every named term, case, concept, article and transcript
 *   must exist, every cross-link and `#anchor` must resolve, case IDs are unique (also across
 *   letter case and Unicode normalisation) and never reused by an alias.
 * Astro only logs a broken `reference()`; we fail.
 */
import type { Article, Case, ContentType, Taxonomy, TaxonomyName, Transcript } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath, parseFieldPath } from './errors.ts';
import { scanCitations, scanLinks, scanSitePathLinks, type ScannedHeading, type ScannedLink } from './markdown-scan.ts';
import { didYouMean } from './suggest.ts';
import { KIND_TAXONOMY, type LinkKind } from './urls.ts';

/** Anchors every page of a type has besides its headings (ids our layouts render). */
export const PAGE_ANCHORS: Record<string, string[]> = {
  cases: ['page-summary', 'page-sources', 'page-related', 'page-cited-by', 'page-cite'],
  concepts: ['page-cases', 'page-related'],
  articles: ['page-references', 'page-related'],
  transcripts: ['page-speakers'],
};

const PAGE_KINDS = { case: 'cases', concept: 'concepts', article: 'articles', transcript: 'transcripts' } as const;

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
}

/**
 * The terms and pages an entry's fields name: triples of field path, id and namespace (see
 * `EntryFacts.refs`). Lenient about shape, so an entry that failed its schema still has its
 * references checked in the same run: values of the wrong type are skipped (the schema reports them).
 */
export function fieldRefs(type: ContentType, data: unknown): string[] {
  const refs: string[] = [];
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const add = (ns: string, path: (string | number)[], id: unknown) => { if (typeof id === 'string') refs.push(formatFieldPath(path), id, ns); };
  const list = (ns: string, key: string, v: unknown = d[key], path: (string | number)[] = [key]) => { if (Array.isArray(v)) v.forEach((s, i) => add(ns, [...path, i], s)); };
  const objects = (v: unknown) => (Array.isArray(v) ? v : []).map((x) => (x && typeof x === 'object' ? x as Record<string, unknown> : {}));
  if (type === 'cases') {
    add('organisations', ['organisation'], d.organisation);
    list('components', 'components');
    list('contributing-factors', 'contributing_factors');
    objects(d.root_causes).forEach((r, i) => add('root-causes', ['root_causes', i, 'term'], r.term));
    const impact = (d.impact && typeof d.impact === 'object' ? d.impact : {}) as Record<string, unknown>;
    list('impact-categories', 'categories', impact.categories, ['impact', 'categories']);
    list('/concepts', 'concepts');
    objects(d.related).forEach((r, i) => { if (r.id !== d.id) add('/cases', ['related', i, 'id'], r.id); });
  } else if (type === 'concepts') {
    list('/concepts', 'related');
    list('components', 'components');
  } else if (type === 'articles') {
    list('/cases', 'related_cases');
    list('/concepts', 'concepts');
    list('components', 'components');
    list('contributing-factors', 'contributing_factors');
  } else {
    add('/concepts', ['concept'], d.concept);
  }
  return refs;
}

/** The facts of one entry, from its data (as read, when it failed its schema), headings and body. */
export function entryFacts(type: ContentType, data: unknown, headings: ScannedHeading[], body: string, bodyLine: number): EntryFacts {
  const facts: EntryFacts = {
    refs: fieldRefs(type, data),
    anchors: headings.map((h) => h.slug).join('\n'),
    links: scanLinks(body, bodyLine).flatMap((l) => [l.kind, l.target, l.anchor ?? null, l.line, l.col]),
    sitePaths: scanSitePathLinks(body, bodyLine).flatMap((l) => [l.target, l.line, l.col]),
  };
  if (type === 'cases') {
    const d = data as Case;
    if (typeof d.id === 'string') facts.caseId = d.id;
    facts.aliases = Array.isArray(d.aliases) ? d.aliases.filter((a) => typeof a === 'string') : [];
  }
  return facts;
}

/** Problems one valid entry has on its own: self-relation, citations and speakers it does not define. */
export function checkEntryAlone(file: string, type: ContentType, data: unknown, body: string, bodyLine: number, locate: (path: PropertyKey[]) => { line: number; col: number }): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (type === 'cases') {
    const d = data as Case;
    d.related.forEach((r, i) => {
      if (r.id === d.id) issues.push({ file, ...locate(['related', i, 'id']), field: `related[${i}].id`, message: 'a case cannot be related to itself', hint: 'remove this entry' });
    });
  } else if (type === 'articles') {
    const keys = new Set((data as Article).references.map((r) => r.key));
    for (const c of scanCitations(body, bodyLine)) {
      if (!keys.has(c.key)) issues.push({ file, line: c.line, col: c.col, field: 'body', message: `citation [${c.key}] has no entry in references`, hint: didYouMean(c.key, [...keys]) ?? 'add it to the references list with a title and URL' });
    }
  } else if (type === 'transcripts') {
    const names = (data as Transcript).speakers.map((s) => s.name);
    body.split('\n').forEach((line, i) => {
      const m = /^\*\*([^*]+?):\*\*/.exec(line);
      if (m && !names.includes(m[1])) issues.push({ file, line: bodyLine + i, col: 3, field: 'body', message: `speaker "${m[1]}" is not listed in speakers`, hint: didYouMean(m[1], names) ?? 'add the speaker with a role' });
    });
  }
  return issues;
}

/** One entry as the checks across files see it; `valid` when it passed its schema. */
export interface FactEntry { type: ContentType; id: string; file: string; facts: EntryFacts; valid: boolean }

/** Everything the checks across files read. */
export interface ReferenceInput {
  entries: readonly FactEntry[];
  taxonomies: Record<TaxonomyName, Taxonomy>;
  /** Ids of every entry file by type, valid or not: a link to a file that exists but has errors of its own is not reported again. */
  present: Record<ContentType, Set<string>>;
  /** The position of a field in a file (parses the file again; only called for problems). */
  locate(file: string, path: PropertyKey[]): { line: number; col: number };
}

/** A site path such as `/cases/IL-0190/#trigger` written as the cross-link that means it, if it names a page. */
export function sitePathToCrossLink(target: string): string | undefined {
  const m = /^\/(cases|concepts|articles|transcripts|components|root-causes|contributing-factors|organisations|impact-categories)\/([^/#?]+)\/?(?:index\.html)?(#.*)?$/.exec(target);
  const kind = m && KIND_OF_FOLDER[m[1]];
  return kind ? `${kind}:${decodeURIComponent(m[2])}${m[3] ?? ''}` : undefined;
}

const KIND_OF_FOLDER: Record<string, string> = {
  cases: 'case', concepts: 'concept', articles: 'article', transcripts: 'transcript', components: 'component',
  'root-causes': 'root-cause', 'contributing-factors': 'factor', organisations: 'organisation', 'impact-categories': 'impact',
};

/**
 * What the entries offer each other: everything a reference or link is resolved against. Plain
 * data, so `npm run validate` can keep it between runs and re-check one changed file against it.
 */
export interface Universe {
  /** Ids of every entry file by type, valid or not. */
  ids: Record<ContentType, string[]>;
  /** Heading anchors of each entry, by type: id to anchors joined by newlines. */
  anchors: Record<ContentType, Record<string, string>>;
  terms: Record<TaxonomyName, string[]>;
  /** Each alias and the case that holds it. */
  aliasOwner: Record<string, string>;
}

/** The universe of a set of entries and vocabularies. */
export function buildUniverse(entries: readonly FactEntry[], taxonomies: Record<TaxonomyName, Taxonomy>, present: Record<ContentType, Set<string>>): Universe {
  const u: Universe = {
    ids: { cases: [...present.cases], concepts: [...present.concepts], articles: [...present.articles], transcripts: [...present.transcripts] },
    anchors: { cases: {}, concepts: {}, articles: {}, transcripts: {} },
    terms: Object.fromEntries(Object.entries(taxonomies).map(([t, v]) => [t, Object.keys(v)])) as Record<TaxonomyName, string[]>,
    aliasOwner: {},
  };
  for (const e of entries) {
    u.anchors[e.type][e.id] = e.facts.anchors;
    if (e.valid) for (const a of e.facts.aliases ?? []) u.aliasOwner[a] = e.id;
  }
  return u;
}

/** Fast lookups over a universe, built once per run. */
export class Resolver {
  readonly universe: Universe;
  readonly ids: Record<ContentType, Set<string>>;
  readonly terms: Record<TaxonomyName, Set<string>>;
  readonly #anchorSets = new Map<string, Set<string>>();

  constructor(universe: Universe) {
    this.universe = universe;
    this.ids = Object.fromEntries(Object.entries(universe.ids).map(([t, ids]) => [t, new Set(ids)])) as Record<ContentType, Set<string>>;
    this.terms = Object.fromEntries(Object.entries(universe.terms).map(([t, ids]) => [t, new Set(ids)])) as Record<TaxonomyName, Set<string>>;
  }

  /** The anchors of a page (its headings and the ids its layout adds), or undefined when its headings are unknown. */
  anchorsOf(type: ContentType, id: string): Set<string> | undefined {
    const key = `${type}:${id}`;
    let set = this.#anchorSets.get(key);
    const own = this.universe.anchors[type][id];
    if (!set && own !== undefined) this.#anchorSets.set(key, (set = new Set([...(own ? own.split('\n') : []), ...(PAGE_ANCHORS[type] ?? [])])));
    return set;
  }

  /** Did-you-mean for a page slug; none for case IDs, where the nearest number is rarely the one meant. */
  suggestPage(type: ContentType, id: string): string | undefined {
    return type === 'cases' ? undefined : didYouMean(id, this.universe.ids[type]);
  }
}

/** Where a field of a file is (parses the file again; only called for problems). */
export type Locate = (file: string, path: PropertyKey[]) => { line: number; col: number };

/** The references of one entry: the terms and pages its fields name and the links in its body. */
export function checkEntryRefs(e: FactEntry, r: Resolver, locate: Locate): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (path: PropertyKey[], message: string, hint?: string) => issues.push({ file: e.file, ...locate(e.file, path), field: formatFieldPath(path), message, hint });
  const refs = e.facts.refs;
  for (let i = 0; i < refs.length; i += 3) {
    const [field, id, ns] = [refs[i], refs[i + 1], refs[i + 2]];
    if (ns[0] !== '/') {
      const taxonomy = ns as TaxonomyName;
      if (r.terms[taxonomy].has(id)) continue;
      at(parseFieldPath(field), `unknown ${taxonomy.replace(/s$/, '').replace(/-/g, ' ')} "${id}": not in content/taxonomies/${taxonomy}.yaml`,
        didYouMean(id, r.universe.terms[taxonomy]) ?? `add it to content/taxonomies/${taxonomy}.yaml with a label and a description, or use an existing term`);
    } else {
      const type = ns.slice(1) as ContentType;
      if (r.ids[type].has(id)) continue;
      const alias = type === 'cases' ? r.universe.aliasOwner[id] : undefined;
      at(parseFieldPath(field), `no ${type.replace(/s$/, '')} "${id}" exists (content/${type}/${id}.md)`, alias ? `${id} was merged into ${alias}: name ${alias}` : r.suggestPage(type, id));
    }
  }
  if (e.facts.links.length || e.facts.sitePaths.length) issues.push(...checkBodyLinks(e, r));
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
  const universe = buildUniverse(input.entries, input.taxonomies, input.present);
  const r = new Resolver(universe);

  // IDs: unique across letter case and normalisation; aliases never reuse a live ID.
  const seen = new Map<string, FactEntry>();
  const cases = input.entries.filter((e) => e.type === 'cases' && e.valid);
  for (const e of cases) {
    if (e.facts.caseId === undefined) continue;
    const k = identityKey(e.facts.caseId);
    const prev = seen.get(k);
    if (prev) at(e.file, ['id'], `duplicate case ID "${e.facts.caseId}": ${prev.file} already uses it`, 'take the next free ID (`npm run new:case` picks one)');
    else seen.set(k, e);
  }
  for (const e of cases) {
    (e.facts.aliases ?? []).forEach((a, i) => {
      const owner = seen.get(identityKey(a));
      if (owner && owner !== e) at(e.file, ['aliases', i], `alias "${a}" is the ID of a live case (${owner.file}); IDs are never reused`, 'remove the alias, or merge that case into this one first');
    });
  }
  for (const [taxonomy, vocab] of Object.entries(input.taxonomies)) {
    for (const [slug, t] of Object.entries(vocab)) {
      if (t.concept && !r.ids.concepts.has(t.concept)) at(`content/taxonomies/${taxonomy}.yaml`, [slug, 'concept'], `no concept "${t.concept}" exists (content/concepts/${t.concept}.md)`, didYouMean(t.concept, universe.ids.concepts));
    }
  }
  const refs = new Map<string, ContentIssue[]>();
  for (const e of input.entries) {
    const found = checkEntryRefs(e, r, input.locate);
    if (found.length) refs.set(e.file, found);
  }
  return { universe, refs, global };
}

/** Every problem `crossCheck` finds, in one list. */
export function checkReferences(input: ReferenceInput): ContentIssue[] {
  const c = crossCheck(input);
  return [...c.global, ...[...c.refs.values()].flat()];
}

/** Resolves a relative `.md` link from `file` to a page, e.g. `../cases/IL-0190.md`. */
export function resolveMdLink(file: string, target: string): { type: ContentType; id: string } | undefined {
  const dir = file.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') dir.pop();
    else if (part !== '.') dir.push(part);
  }
  const m = /^content\/(cases|concepts|articles|transcripts)\/([^/]+)\.md$/.exec(dir.join('/'));
  return m ? { type: m[1] as ContentType, id: m[2] } : undefined;
}

function checkBodyLinks(e: FactEntry, r: Resolver): ContentIssue[] {
  const out: ContentIssue[] = [];
  const sp = e.facts.sitePaths;
  for (let i = 0; i < sp.length; i += 3) {
    const target = sp[i] as string;
    const cross = sitePathToCrossLink(target);
    out.push({ file: e.file, line: sp[i + 1] as number, col: sp[i + 2] as number, field: 'body', message: `site-absolute link "${target}": it breaks when the site is served under a sub-path`, hint: cross ? `write [text](${cross}) instead` : 'link pages as [text](case:IL-0190) or [text](concept:etcd)' });
  }
  const links = e.facts.links;
  for (let i = 0; i < links.length; i += 5) {
    const kind = links[i] as ScannedLink['kind'];
    const target = links[i + 1] as string;
    const anchor = links[i + 2] as string | null;
    const bad = (message: string, hint?: string) => {
      const raw = `${kind === 'md' ? '' : `${kind}:`}${target}${anchor === null ? '' : `#${anchor}`}`;
      out.push({ file: e.file, line: links[i + 3] as number, col: links[i + 4] as number, field: 'body', message: `broken link "${raw}": ${message}`, hint });
    };
    let type: ContentType | undefined;
    let id = target;
    if (kind === 'md') {
      const r = resolveMdLink(e.file, target);
      if (!r) { bad('not a content page', 'link pages as [text](case:IL-0190) or [text](concept:etcd)'); continue; }
      type = r.type;
      id = r.id;
    } else type = Object.hasOwn(PAGE_KINDS, kind) ? PAGE_KINDS[kind as keyof typeof PAGE_KINDS] : undefined;
    if (type) {
      if (!r.ids[type].has(id)) {
        const alias = type === 'cases' ? r.universe.aliasOwner[id] : undefined;
        bad(`no ${type.replace(/s$/, '')} "${id}" exists`, alias ? `${id} was merged into ${alias}: link case:${alias}` : r.suggestPage(type, id));
        continue;
      }
      const anchors = anchor === null ? undefined : r.anchorsOf(type, id);
      // A page whose frontmatter could not be read has unknown headings; its own errors come first.
      if (anchors && !anchors.has(anchor!)) bad(`the page exists but has no heading #${anchor}`, didYouMean(anchor!, [...anchors]) ?? `headings there: ${[...anchors].join(', ')}`);
      continue;
    }
    const taxonomy = KIND_TAXONOMY[kind as LinkKind];
    if (taxonomy && !r.terms[taxonomy].has(id)) bad(`no ${kind} term "${id}" in content/taxonomies/${taxonomy}.yaml`, didYouMean(id, r.universe.terms[taxonomy]));
  }
  return out;
}
