/**
 * Builds the validated library from content files held in memory, in two stages:
 * 1. `checkFile` (`check-file.ts`), per file and pure: parse, validate and check what one file
 *    can check alone; its result is plain data that `check-cache.ts` keeps by digest for
 *    `npm run validate` and for the build.
 * 2. `buildLibrary`: collects the results, runs every check across files (`references.ts`),
 *    which always sees the whole library, and makes the entries (`library-entry.ts`).
 * No file system here, so unit tests pass (path, text) lists.
 */
import type { ContentRules } from './rules.ts';
import type { VocabularyModel } from './vocabularies.ts';
import type { ContentType, Taxonomy, TaxonomyName } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { parseContentFile } from './frontmatter.ts';
import { PAGE_KINDS } from './kinds.ts';
import { checkDateLimits } from './date-limits.ts';
import { crossCheck } from './references.ts';
import type { FactEntry } from './entry-facts.ts';
import { checkFile, dropTree } from './check-file.ts';
import { makeEntry } from './library-entry.ts';

export { PLACEHOLDER } from './placeholders.ts';
export { checkFile } from './check-file.ts';
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
