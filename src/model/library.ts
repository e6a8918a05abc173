/**
 * Builds the validated library from content files held in memory, in two stages:
 * 1. `checkFile`, per file and pure: classify the path, parse it with the one frontmatter parser,
 *    validate it with its schema, parse its body into the one Markdown tree the page is rendered
 *    from (`parseBody`) and check what one file can check alone on it (`checkBody`: sections,
 *    anchors, tables, raw HTML ...; file name against `id`, the timeline's order and window,
 *    placeholders left by `npm run new:case`). Its result is plain data that reads back from JSON
 *    exactly as made (no key holds `undefined`), so `check-cache.ts` can keep it by digest for
 *    `npm run validate` and for the build; the tree rides along as a property that is neither
 *    cached nor copied.
 * 2. `buildLibrary`: collects the results and runs every check across files (`references.ts`),
 *    which always sees the whole library.
 * No file system here, so unit tests pass (path, text) lists.
 */
import type { ContentRules } from './rules.ts';
import type { VocabularyModel } from './vocabularies.ts';
import {
  type Case,
  type ContentType,
  type Taxonomy,
  type TaxonomyName,
  type Transcript,
} from '../../schemas/index.ts';
import type { Root } from 'mdast';
import { checkBody, PLACEHOLDER, type BodyFacts } from './body-checks.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { normalizeText, parseContentFile, type ParsedFile } from './frontmatter.ts';
import { friendlyParse } from './friendly-parse.ts';
import { PAGE_KINDS } from './kinds.ts';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { parseBody, type BodyHeading } from './markdown-tree.ts';
import { checkIncident, checkTimeline } from './timeline-checks.ts';
import { checkBodyChars } from './text-rules.ts';
import { checkDateLimits, collectDates } from './date-limits.ts';
import { checkTurnTimes } from './transcript-timing.ts';
import { checkNarration } from './narration.ts';
import { crossCheck } from './references.ts';
import { checkEntryAlone, entryFacts, type EntryFacts, type FactEntry } from './entry-facts.ts';

export { PLACEHOLDER } from './body-checks.ts';
export type {
  Classified,
  Entry,
  FileCheck,
  FileCheckCache,
  FileStat,
  Library,
  LibraryResult,
  SourceFile,
} from './library-types.ts';
export { classifyPath } from './classify.ts';
import type {
  Entry,
  FileCheck,
  FileCheckCache,
  Library,
  LibraryResult,
  SourceFile,
} from './library-types.ts';
import { classifyPath } from './classify.ts';
import { checkVocabulary, withQuoteIssues } from './vocabulary-check.ts';
import { mitigationsOfFile, withoutMitigationRefs } from './case-mitigations.ts';
import { nameCollisions, renameHint, termHint } from './cross-hints.ts';

function emptyLibrary(rules: ContentRules): Library {
  return {
    cases: [],
    concepts: [],
    articles: [],
    transcripts: [],
    mitigations: [],
    taxonomies: Object.fromEntries(rules.vocabularies.names.map((t) => [t, {}])),
  };
}

/** Field paths whose string value still starts with the placeholder, in document order. */
function placeholderPaths(
  value: unknown,
  path: PropertyKey[] = [],
  out: PropertyKey[][] = [],
): PropertyKey[][] {
  // Paths are built only for a match: this runs on every file.
  if (typeof value === 'string') {
    if (value.trimStart().startsWith(PLACEHOLDER)) out.push(path);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      if (typeof value[i] !== 'string' || value[i].includes(PLACEHOLDER))
        placeholderPaths(value[i], [...path, i], out);
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (typeof v !== 'string' || v.includes(PLACEHOLDER)) placeholderPaths(v, [...path, k], out);
    }
  }
  return out;
}

/** Issues for frontmatter blanks left unfilled (body placeholders are found by `checkBody`). */
function checkPlaceholders(parsed: ParsedFile): { issues: ContentIssue[]; fields: Set<string> } {
  const fields = new Set<string>();
  const issues: ContentIssue[] = [];
  for (const path of placeholderPaths(parsed.data)) {
    const field = formatFieldPath(path);
    fields.add(field);
    issues.push({
      file: parsed.file,
      ...parsed.locate(path),
      field,
      message: 'still holds the placeholder from `npm run new:case`',
      hint: 'replace the TODO text with the real value',
    });
  }
  return { issues, fields };
}

/** Lets go of a check's tree (the library's entries hold it when asked to keep it). */
function dropTree(check: FileCheck): void {
  if (check.tree) delete (check as { tree?: Root }).tree;
}

/** Gives a check its tree as a property that JSON, structured clone and spreading all leave out. */
export function withTree(check: FileCheck, tree: Root | undefined): FileCheck {
  if (tree)
    Object.defineProperty(check, 'tree', {
      value: tree,
      enumerable: false,
      writable: true,
      configurable: true,
    });
  return check;
}

/**
 * Checks one file on its own. Pure: the same path and bytes always give the same result.
 * @param file repository-relative path (`content/cases/IL-0190.md`).
 */
export function checkFile(
  file: string,
  content: Uint8Array | string,
  rules: ContentRules,
): FileCheck {
  const classified = classifyPath(file, rules);
  if (classified.kind === 'skip') return { file, classified, issues: [] };
  if (classified.kind === 'refused')
    return {
      file,
      classified,
      issues: [
        {
          file,
          line: 1,
          col: 1,
          field: '',
          message: classified.message,
          ...(classified.hint !== undefined && { hint: classified.hint }),
        },
      ],
    };
  const parsed = parseContentFile(file, content);
  // A file that was read but has values to quote (YAML 1.1) is checked in full all the same.
  if (parsed.data === undefined) return { file, classified, issues: parsed.issues };
  if (classified.kind === 'taxonomy') return checkVocabulary(file, classified, parsed, rules);
  const type = classified.type;
  const r = friendlyParse(parsed, rules.schemas[type]);
  if (classified.kind === 'template')
    return { file, classified, issues: withQuoteIssues(parsed.issues, r.issues) };
  const blanks = checkPlaceholders(parsed);
  const issues = [
    ...withQuoteIssues(
      parsed.issues,
      r.issues.filter((i) => !blanks.fields.has(i.field)),
    ),
    ...blanks.issues,
  ];
  issues.push(...checkBodyChars(file, parsed.body, parsed.bodyLine));
  // The limits bound the parser's time and stack: a body over one is refused unparsed.
  const limit = checkMarkdownLimits(parsed.body, parsed.bodyLine);
  let tree: Root | undefined;
  let headings: BodyHeading[] = [];
  let body: BodyFacts = { links: [], sitePaths: [], relative: [] };
  if (limit)
    issues.push({
      file,
      line: limit.line,
      col: limit.col,
      field: 'body',
      message: limit.message,
      hint: limit.hint,
    });
  else {
    tree = parseBody(parsed.body, parsed.bodyLine);
    const checked = checkBody(tree, {
      file,
      type,
      id: classified.id,
      body: parsed.body,
      bodyLine: parsed.bodyLine,
      data: r.data,
      linkKinds: rules.vocabularies.linkKinds,
    });
    issues.push(...checked.issues);
    headings = checked.headings;
    body = checked.facts;
    const m = mitigationsOfFile(rules.mitigations, type, r.data, tree, body, parsed);
    issues.push(...m.issues);
    body = m.body;
  }
  if (type === 'cases') {
    const data = r.data as Case | undefined;
    if (data && data.id !== classified.id) {
      issues.push({
        file,
        ...parsed.locate(['id']),
        field: 'id',
        message: `id "${data.id}" does not match the file name ${classified.id}.md`,
        hint: `make both the same: rename the file to ${data.id}.md or set id: ${classified.id}`,
      });
    }
    if (data)
      issues.push(
        ...checkIncident(file, data, parsed.locate),
        ...checkTimeline(file, data, parsed.locate),
      );
  }
  if (type === 'transcripts' && r.data)
    issues.push(
      ...checkTurnTimes(file, parsed.body, parsed.bodyLine, (r.data as Transcript).duration),
      ...checkNarration(file, parsed.body, r.data as Transcript).map((i) => ({
        ...i,
        ...parsed.locate(i.field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))),
      })),
    );
  const base = {
    file,
    classified,
    bodyLine: parsed.bodyLine,
    bodyOffset: parsed.bodyOffset,
    headings,
  };
  if (r.data === undefined) {
    // References are still checked, except in fields the schema already refused.
    const facts = withoutMitigationRefs(
      entryFacts(type, parsed.data, headings, body, rules.vocabularies),
      rules.mitigations,
    );
    const refused = new Set(issues.map((i) => i.field));
    facts.refs = facts.refs.filter((_, i, refs) => !refused.has(refs[i - (i % 3)]));
    return withTree({ ...base, issues, raw: parsed.data, valid: false, facts }, tree);
  }
  issues.push(...checkEntryAlone(file, type, r.data, parsed.locate));
  const facts = withoutMitigationRefs(
    entryFacts(type, r.data, headings, body, rules.vocabularies),
    rules.mitigations,
  );
  const audio = type === 'transcripts' ? (r.data as { audio?: string }).audio : undefined;
  if (audio) {
    const at = parsed.locate(['audio']);
    facts.audio = [`audio/${audio}`, at.line, at.col];
  }
  return withTree(
    {
      ...base,
      issues,
      data: r.data,
      valid: true,
      facts,
      dates: collectDates(type, r.data, parsed.locate),
    },
    tree,
  );
}

/** A file's text after BOM and CRLF normalisation, as the parser saw it. */
function textOf(content: Uint8Array | string): string {
  return normalizeText(
    typeof content === 'string'
      ? content
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8'),
  );
}

/** How `buildLibrary` runs. */
export interface BuildOptions {
  /** The library's content rules (case ID prefix and the schemas built from it). */
  rules: ContentRules;
  /**
   * Per-file results kept by content (`check-cache.ts`). A result from it has no tree: its entry
   * parses the body when `entry.tree` is read; the dates against today and the checks across
   * files run on every file all the same.
   */
  cache?: FileCheckCache;
  /**
   * Files published with the site: paths under `public/` (`favicon.svg`, `images/a.png`). Relative
   * images and links must name one (or a page); when undefined they are not checked.
   */
  assets?: readonly string[];
  /**
   * Keep each valid entry's tree until its first `entry.tree` read, so a build renders the very
   * tree the validator checked without parsing again. Costs memory until then (about 35 KB per
   * 3 KB body); by default trees are let go and `entry.tree` parses again.
   */
  keepTrees?: boolean;
  /** Today, for the dates that may not lie in the future (`date-limits.ts`); default: the clock, tests pass a fixed date. */
  now?: Date;
}

/**
 * Parses, validates and cross-checks every file.
 * @param files every file under `content/` (paths relative to the repository root).
 * @returns the library and all issues, in no particular order (see `sortIssues`).
 */
export function buildLibrary(files: readonly SourceFile[], options: BuildOptions): LibraryResult {
  const library = emptyLibrary(options.rules);
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const collisions = nameCollisions(sorted);
  const checks: [FileCheck, SourceFile][] = [];
  for (const source of sorted) {
    let check = options.cache?.get(source);
    if (!check) {
      check = checkFile(source.file, source.content, options.rules);
      options.cache?.set(source, check);
    }
    checks.push([check, source]);
  }
  // Vocabularies first: hints on the entries' term fields name their slugs.
  for (const [check] of checks) {
    if (check.classified.kind === 'taxonomy' && check.data)
      library.taxonomies[check.classified.name] = check.data as Taxonomy;
  }
  const present = Object.fromEntries(PAGE_KINDS.map((k) => [k.type, new Set<string>()])) as Record<
    ContentType,
    Set<string>
  >;
  const names = new Set(files.map((f) => f.file));
  const facts: FactEntry[] = [];
  const sources = new Map<string, SourceFile>();
  const own = new Map<string, ContentIssue[]>();
  for (const [check, source] of checks) {
    const c = check.classified;
    sources.set(check.file, source);
    const mine =
      c.kind === 'refused'
        ? check.issues.map((i) => renameHint(i, names))
        : ownIssues(check, library.taxonomies, options.rules.vocabularies, options.now);
    if (mine.length) own.set(check.file, mine);
    if (c.kind !== 'entry') continue;
    present[c.type].add(c.id);
    if (!check.facts) continue;
    facts.push({
      type: c.type,
      id: c.id,
      file: check.file,
      facts: check.facts,
      valid: !!check.valid,
    });
    if (check.valid)
      (library[c.type] as Entry<unknown>[]).push(
        makeEntry(c.type, c.id, check, source, !!options.keepTrees, options.rules),
      );
  }
  for (const [check] of checks) dropTree(check);
  const locate = (file: string, path: PropertyKey[]) =>
    parseContentFile(file, sources.get(file)?.content ?? '').locate(path);
  const cross = crossCheck({
    entries: facts,
    taxonomies: library.taxonomies,
    present,
    vocabularies: options.rules.vocabularies,
    assets: options.assets,
    locate,
  });
  const issues = [
    ...collisions,
    ...[...own.values()].flat(),
    ...cross.global,
    ...[...cross.refs.values()].flat(),
  ];
  return {
    library,
    issues,
    details: { checks: new Map(checks.map(([c]) => [c.file, c])), own, collisions, cross },
  };
}

/**
 * A file's problems on its own, with term hints that name the vocabularies' slugs, and its dates
 * checked against `now` (default: the clock).
 */
export function ownIssues(
  check: FileCheck,
  taxonomies: Record<TaxonomyName, Taxonomy>,
  vocabularies: VocabularyModel,
  now: Date = new Date(),
): ContentIssue[] {
  const dated = check.dates?.length ? checkDateLimits(check.file, check.dates, now) : [];
  if (check.raw === undefined) return dated.length ? [...check.issues, ...dated] : check.issues;
  const lib = { taxonomies } as Library;
  return [...check.issues.map((i) => termHint(i, check.raw, lib, vocabularies)), ...dated];
}

/**
 * An entry whose body, and for cached results also data and headings, are made on first use:
 * `npm run validate` needs none of them, the build needs all. Its tree is handed over once when
 * kept (see `Entry.tree`), else parsed on each read.
 */
function makeEntry(
  type: ContentType,
  id: string,
  check: FileCheck,
  source: SourceFile,
  keepTree: boolean,
  rules: ContentRules,
): Entry<unknown> {
  let full: FileCheck | undefined = check.data !== undefined ? check : undefined;
  // A tree from `checkInParallel` has no positions left (its root has none either).
  let kept: Root | undefined =
    keepTree && check.tree
      ? check.tree.position
        ? withoutPositions(check.tree)
        : check.tree
      : undefined;
  dropTree(check);
  const complete = () => (full ??= checkFile(source.file, source.content, rules));
  let body: string | undefined;
  let links: string[] | undefined;
  // Accessors in a literal are own, enumerable properties: spreading an entry copies their values.
  const entry = {
    type,
    id,
    file: check.file,
    bodyLine: check.bodyLine!,
    get data() {
      return complete().data;
    },
    get headings() {
      return complete().headings!;
    },
    get body() {
      return (body ??= textOf(source.content).slice(check.bodyOffset ?? 0));
    },
    get links() {
      return (links ??= crossLinkKeys(check.facts!));
    },
  } as Entry<unknown>;
  // Not enumerable: spreading an entry must not parse its body.
  Object.defineProperty(entry, 'tree', {
    enumerable: false,
    get() {
      const tree = kept ?? parseBody(entry.body, entry.bodyLine);
      kept = undefined;
      return tree;
    },
  });
  return entry;
}

/**
 * Drops the source positions of every node of a validated tree that is kept for rendering:
 * the renderer reads positions only to report a broken link, which validation has already
 * refused, and a position is three objects on every node of every tree a build keeps until it
 * renders it. Changes the tree in place and returns it. A position is set to undefined, not
 * deleted: deleting a property that is not an object's last turns it into a slower, larger
 * dictionary object, and the main thread keeps every tree until it renders it.
 */
export function withoutPositions(tree: Root): Root {
  const stack: { position?: unknown; children?: unknown[] }[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.position !== undefined) node.position = undefined;
    if (node.children)
      for (const c of node.children) stack.push(c as { position?: unknown; children?: unknown[] });
  }
  return tree;
}

/** The cross-links of an entry's body as `kind:target` keys, in order (relative `.md` links left out). */
export function crossLinkKeys(facts: Pick<EntryFacts, 'links'>): string[] {
  const out: string[] = [];
  for (let i = 0; i < facts.links.length; i += 5)
    if (facts.links[i] !== 'md') out.push(`${facts.links[i]}:${facts.links[i + 1]}`);
  return out;
}
