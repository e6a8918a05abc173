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
import {
  CONTENT_TYPES,
  normalizeUnicode,
  SlugSchema,
  TAXONOMIES,
  TaxonomySchema,
  TermSchema,
  type Article,
  type Case,
  type Concept,
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
import {
  PAGE_KINDS,
  TAXONOMY_FOLDER,
  TEMPLATE_FOLDER,
  VOCABULARY_KINDS,
  fieldPatternRe,
  type FieldPattern,
} from './kinds.ts';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { parseBody, type BodyHeading } from './markdown-tree.ts';
import { checkTimeline } from './timeline-checks.ts';
import { checkBodyChars } from './text-rules.ts';
import { checkDateLimits, collectDates } from './date-limits.ts';
import { checkTurnTimes } from './transcript-timing.ts';
import { checkNarration } from './narration.ts';
import {
  checkEntryAlone,
  crossCheck,
  entryFacts,
  identityKey,
  type CrossResult,
  type EntryFacts,
  type FactEntry,
} from './references.ts';
import { didYouMean } from './suggest.ts';

export { PLACEHOLDER } from './body-checks.ts';

/** What identifies a file's version on disk without reading it (as git's index does). */
export interface FileStat {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/**
 * A content file given to the builder: repository-relative path and its bytes or text, and its
 * `stat` when it was read from disk (lets the validator's cache skip reading unchanged files).
 */
export interface SourceFile {
  file: string;
  content: Uint8Array | string;
  stat?: FileStat;
  /** Absolute path on disk, when read from disk. */ path?: string;
}

/** One validated Markdown entry. `id` is the case ID or the page slug (the file name). */
export interface Entry<T> {
  type: ContentType;
  id: string;
  file: string;
  data: T;
  body: string;
  /** 1-based line of the whole file on which the body starts. */
  bodyLine: number;
  /** The body's headings with their final ids (`id`, `user-content-...`) and anchors (`slug`), as the page has them. */
  headings: BodyHeading[];
  /** The body's cross-links as `kind:target` keys (`case:IL-0190`), relative `.md` links left out. */
  links: string[];
  /**
   * The body's tree (`parseBody`), headings with their ids included, for `renderTree`. Rendering
   * changes a tree, so every read gives one not rendered yet: the first read gives the tree the
   * validator checked when `buildLibrary` was asked to keep it (`keepTrees`), any other a new
   * parse of the same body (the same function on the same text, so the same tree).
   */
  readonly tree: Root;
}

/** Everything in `content/`, validated. */
export interface Library {
  cases: Entry<Case>[];
  concepts: Entry<Concept>[];
  articles: Entry<Article>[];
  transcripts: Entry<Transcript>[];
  taxonomies: Record<TaxonomyName, Taxonomy>;
}

/** What `buildLibrary` returns: the library (only meaningful when `issues` is empty) and every problem. */
export interface LibraryResult {
  library: Library;
  issues: ContentIssue[];
  /** The same problems by where they come from, and each file's result, for incremental validation. */
  details: {
    checks: Map<string, FileCheck>;
    own: Map<string, ContentIssue[]>;
    collisions: ContentIssue[];
    cross: CrossResult;
  };
}

/** The result of checking one file alone: plain data (JSON-safe) so it can be cached. */
export interface FileCheck {
  file: string;
  classified: Classified;
  /** Problems this file has on its own. */
  issues: ContentIssue[];
  /** The schema's output for a valid file (left out of `npm run validate`'s cached results of entries; see `makeEntry`). */
  data?: unknown;
  /** The frontmatter as read, when it parsed but failed its schema (for hints that need vocabularies). */
  raw?: unknown;
  /** Where the body starts: 1-based line, and its offset in the normalised text. */
  bodyLine?: number;
  bodyOffset?: number;
  headings?: BodyHeading[];
  /** True when the entry passed its schema: only then is it part of the library. */
  valid?: boolean;
  /** What the checks across files need, for every entry whose frontmatter could be read. */
  facts?: EntryFacts;
  /** A valid entry's dates, for the checks against today (`date-limits.ts`, run after the cache). */
  dates?: (string | number)[];
  /** The body's tree, while it is kept: not enumerable, so never cached, copied to a worker or spread. */
  readonly tree?: Root;
}

const CONTENT_ROOT = 'content/';
const FOLDERS = new Set<string>([
  ...PAGE_KINDS.map((k) => k.type),
  TAXONOMY_FOLDER,
  TEMPLATE_FOLDER,
]);
const TEMPLATE_TYPES: Record<string, ContentType> = Object.fromEntries(
  PAGE_KINDS.map((k) => [k.template, k.type]),
);
const FOLDER_LIST = [...PAGE_KINDS.map((k) => `${k.type}/`), `${TAXONOMY_FOLDER}/`];
const FOLDER_WORDS = `${FOLDER_LIST.slice(0, -1).join(', ')} or ${FOLDER_LIST.at(-1)}`;

/** What a path is, or why it is not content. */
export type Classified =
  | { kind: 'entry'; type: ContentType; id: string }
  | { kind: 'taxonomy'; name: TaxonomyName }
  | { kind: 'template'; type: ContentType }
  | { kind: 'skip' }
  | { kind: 'refused'; message: string; hint?: string };

/** Decides what a repository-relative path under `content/` is. Never silently skips a stray file. */
export function classifyPath(file: string): Classified {
  const rel = file.startsWith(CONTENT_ROOT) ? file.slice(CONTENT_ROOT.length) : file;
  const parts = rel.split('/');
  const name = parts[parts.length - 1];
  if (parts.length === 1) {
    return name === 'README.md'
      ? { kind: 'skip' }
      : {
          kind: 'refused',
          message: 'stray file at the top of content/',
          hint: `content files live in ${FOLDER_WORDS}`,
        };
  }
  const folder = parts[0];
  if (!FOLDERS.has(folder))
    return {
      kind: 'refused',
      message: `unknown content folder "${folder}"`,
      hint: didYouMean(folder, [...FOLDERS]) ?? `use ${FOLDER_WORDS}`,
    };
  if (parts.length > 2)
    return {
      kind: 'refused',
      message: 'content files may not be in sub-folders',
      hint: `move it to content/${folder}/`,
    };
  if (name === '.DS_Store' || name === 'Thumbs.db' || name === 'desktop.ini')
    return {
      kind: 'refused',
      message: 'not content: a file the operating system left behind',
      hint: 'delete it (and keep it out of commits with .gitignore)',
    };
  if (name.endsWith('.mdx'))
    return {
      kind: 'refused',
      message: 'MDX is not accepted: content is plain Markdown',
      hint: `rename it to ${name.slice(0, -1)} and remove any JSX or imports`,
    };
  if (folder === TEMPLATE_FOLDER) {
    const type = TEMPLATE_TYPES[name];
    return type
      ? { kind: 'template', type }
      : {
          kind: 'refused',
          message: `not a template: expected one of ${Object.keys(TEMPLATE_TYPES).join(', ')}`,
        };
  }
  if (folder === TAXONOMY_FOLDER) {
    const base = name.replace(/\.ya?ml$/, '');
    if (!name.endsWith('.yaml') || !(TAXONOMIES as readonly string[]).includes(base)) {
      const hint = didYouMean(base, TAXONOMIES);
      return {
        kind: 'refused',
        message: `not a vocabulary file: expected one of ${TAXONOMIES.map((t) => `${t}.yaml`).join(', ')}`,
        ...(hint !== undefined && { hint }),
      };
    }
    return { kind: 'taxonomy', name: base as TaxonomyName };
  }
  if (!name.endsWith('.md') || name.startsWith('.'))
    return {
      kind: 'refused',
      message: 'not a Markdown content file (a backup, editor or stray file?)',
      hint: 'delete it, or give it a proper name ending in .md if it is content',
    };
  const id = name.slice(0, -3);
  if (PAGE_KINDS.find((k) => k.type === folder)?.fileName === 'case-id') {
    if (!/^IL-(?:\d{4}|[1-9]\d{4,})$/.test(id))
      return {
        kind: 'refused',
        message: 'case file name must be the case ID, IL-NNNN.md',
        hint: /^il-\d{4}$/i.test(id)
          ? `rename it to ${id.toUpperCase()}.md`
          : 'name it after the id field, e.g. IL-0190.md',
      };
  } else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
    return {
      kind: 'refused',
      message: 'file name must be a slug: lower-case letters, digits and single hyphens',
      hint: 'e.g. pod-disruption-budget.md',
    };
  }
  return { kind: 'entry', type: folder as ContentType, id };
}

function emptyLibrary(): Library {
  return {
    cases: [],
    concepts: [],
    articles: [],
    transcripts: [],
    taxonomies: Object.fromEntries(TAXONOMIES.map((t) => [t, {}])) as Library['taxonomies'],
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
function withTree(check: FileCheck, tree: Root | undefined): FileCheck {
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
 * The parser's "quote this value" issues (`yaml11.ts`) with the schema's: where the schema also
 * refuses the value (an unquoted `2024-02-30`), its message says more, and its hint asks for quotes too.
 */
function withQuoteIssues(
  quote: readonly ContentIssue[],
  schema: readonly ContentIssue[],
): ContentIssue[] {
  if (!quote.length) return [...schema];
  const byField = new Map(quote.map((q) => [q.field, q]));
  const merged = schema.map((i) => {
    const q = byField.get(i.field);
    return q ? { ...i, hint: `${i.hint ? `${i.hint}; ` : ''}and ${q.hint}` } : i;
  });
  const said = new Set(schema.map((i) => i.field));
  return [...quote.filter((q) => !said.has(q.field)), ...merged];
}

/**
 * Checks a vocabulary file. Each term is validated on its own, so one bad field (an
 * organisation's `url`) is reported at that field while every other term still counts; a term
 * with a problem keeps its slug in the vocabulary, so the cases naming it are not reported too.
 * Two terms whose labels are the same after NFC and letter case are one thing named twice.
 */
function checkVocabulary(file: string, classified: Classified, parsed: ParsedFile): FileCheck {
  const r = friendlyParse(parsed, TaxonomySchema);
  const issues = withQuoteIssues(parsed.issues, r.issues);
  let data: Taxonomy | undefined = r.data;
  const raw = parsed.data as Record<string, unknown>;
  if (!data && raw && typeof raw === 'object' && !Array.isArray(raw)) {
    data = {};
    for (const [slug, value] of Object.entries(raw)) {
      if (!SlugSchema.safeParse(slug).success) continue;
      const term = TermSchema.safeParse(value);
      const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      // A stand-in with the term's own label, when it is text: its problem is already reported.
      data[slug] = term.success
        ? term.data
        : {
            label: typeof v.label === 'string' ? v.label : slug,
            description: typeof v.description === 'string' ? v.description : slug,
          };
    }
  }
  const byLabel = new Map<string, string>();
  for (const [slug, term] of Object.entries(data ?? {})) {
    const key = normalizeUnicode(term.label.trim()).toLowerCase();
    const first = byLabel.get(key);
    if (first === undefined) byLabel.set(key, slug);
    else
      issues.push({
        file,
        ...parsed.locate([slug, 'label']),
        field: `${slug}.label`,
        message: `"${term.label}" is also the label of "${first}"`,
        hint: `one thing, one term: use "${first}" and remove "${slug}", or tell them apart in the label`,
      });
  }
  // Keys left out rather than undefined, so a result read back from JSON (the check caches) is the same.
  return { file, classified, issues, ...(data && { data }), ...(!r.data && { raw: parsed.data }) };
}

/**
 * Checks one file on its own. Pure: the same path and bytes always give the same result.
 * @param file repository-relative path (`content/cases/IL-0190.md`).
 */
export function checkFile(file: string, content: Uint8Array | string): FileCheck {
  const classified = classifyPath(file);
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
  if (classified.kind === 'taxonomy') return checkVocabulary(file, classified, parsed);
  const type = classified.type;
  const r = friendlyParse(parsed, CONTENT_TYPES[type]);
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
    });
    issues.push(...checked.issues);
    headings = checked.headings;
    body = checked.facts;
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
    if (data) issues.push(...checkTimeline(file, data, parsed.locate));
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
    const facts = entryFacts(type, parsed.data, headings, body);
    const refused = new Set(issues.map((i) => i.field));
    facts.refs = facts.refs.filter((_, i, refs) => !refused.has(refs[i - (i % 3)]));
    return withTree({ ...base, issues, raw: parsed.data, valid: false, facts }, tree);
  }
  issues.push(...checkEntryAlone(file, type, r.data, parsed.locate));
  const facts = entryFacts(type, r.data, headings, body);
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

/** Where cached per-file results come from and go to (see `check-cache.ts`). */
export interface FileCheckCache {
  /** The stored result for this version of the file, if any (it may lack `data`). */
  get(source: SourceFile): FileCheck | undefined;
  /** Stores a result; `digest` when already known (worker threads compute it). */
  set(source: SourceFile, result: FileCheck, digest?: string): void;
}

/** A file's text after BOM and CRLF normalisation, as the parser saw it. */
function textOf(content: Uint8Array | string): string {
  return normalizeText(
    typeof content === 'string'
      ? content
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8'),
  );
}

const TERM_PATTERNS: [FieldPattern, TaxonomyName][] = [
  ...new Map(
    VOCABULARY_KINDS.flatMap((k) =>
      Object.values(k.namedBy as Record<string, readonly FieldPattern[]>)
        .flat()
        .map((p) => [p, k.taxonomy] as [FieldPattern, TaxonomyName]),
    ),
  ).entries(),
];

/** Term fields holding one slug, and the vocabulary each names (`components[2]`, `root_causes[0].term`). */
const TERM_FIELDS: [RegExp, TaxonomyName][] = TERM_PATTERNS.map(([p, t]) => [fieldPatternRe(p), t]);

/** Term fields holding a list of slugs (`components`, `root_causes`, `impact.categories`). */
const TERM_LISTS: Record<string, TaxonomyName> = Object.fromEntries(
  TERM_PATTERNS.filter(([p]) => p.includes('[]')).map(([p, t]) => [p.slice(0, p.indexOf('[]')), t]),
);

/**
 * Hints on term fields that need the vocabularies: a label written instead of a slug
 * (`"Load balancer, edge"`) gets the slug; an empty list gets examples of terms.
 */
function termHint(issue: ContentIssue, raw: unknown, lib: Library): ContentIssue {
  const list = TERM_LISTS[issue.field];
  if (list && issue.message.startsWith('needs at least')) {
    const some = Object.keys(lib.taxonomies[list])
      .slice(0, 4)
      .map((k) => `"${k}"`)
      .join(', ');
    return {
      ...issue,
      hint: `pick terms from content/taxonomies/${list}.yaml${some ? ` (e.g. ${some})` : ''}, or add one there with its label and description`,
    };
  }
  const t = TERM_FIELDS.find(([re]) => re.test(issue.field));
  if (!t || !issue.message.startsWith('expected a slug')) return issue;
  const path = issue.field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  let value: unknown = raw;
  for (const seg of path)
    value =
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[seg] : undefined;
  if (typeof value !== 'string') return issue;
  const vocab = lib.taxonomies[t[1]];
  const want = value.trim().toLowerCase();
  const byLabel = Object.entries(vocab).find(([, term]) => term.label.toLowerCase() === want);
  if (byLabel)
    return {
      ...issue,
      hint: `write the term's slug, "${byLabel[0]}" (its label is "${byLabel[1].label}")`,
    };
  const slugged = want.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const near = didYouMean(slugged, Object.keys(vocab));
  return {
    ...issue,
    hint:
      near ??
      `use a slug from content/taxonomies/${t[1]}.yaml, or add a term there with its label and description`,
  };
}

/**
 * "Rename it to IL-9100.md" is no help when IL-9100.md is right beside it (`il-9100.md`): then
 * the hint says so, and how to choose between the two.
 */
function renameHint(issue: ContentIssue, names: ReadonlySet<string>): ContentIssue {
  const m = /^rename it to (\S+)$/.exec(issue.hint ?? '');
  if (!m) return issue;
  const target = `${issue.file.slice(0, issue.file.lastIndexOf('/') + 1)}${m[1]}`;
  return names.has(target)
    ? {
        ...issue,
        hint: `${target} exists already: if this file is the same case, delete it; if it is another case, give it the next free ID (\`npm run new:case\` picks one)`,
      }
    : issue;
}

/** Files whose names differ only in letter case or Unicode normalisation: one would vanish on macOS or Windows. */
function nameCollisions(files: readonly SourceFile[]): ContentIssue[] {
  const seen = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const { file } of files) {
    const key = identityKey(file);
    const prev = seen.get(key);
    if (prev === undefined) seen.set(key, file);
    else
      issues.push({
        file,
        line: 1,
        col: 1,
        field: '',
        message: `file name collides with ${prev}: they differ only in letter case or Unicode normalisation`,
        hint: 'keep one of them; on macOS and Windows only one can exist',
      });
  }
  return issues;
}

/** How `buildLibrary` runs. */
export interface BuildOptions {
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
export function buildLibrary(
  files: readonly SourceFile[],
  options: BuildOptions = {},
): LibraryResult {
  const library = emptyLibrary();
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const collisions = nameCollisions(sorted);
  const checks: [FileCheck, SourceFile][] = [];
  for (const source of sorted) {
    let check = options.cache?.get(source);
    if (!check) {
      check = checkFile(source.file, source.content);
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
        : ownIssues(check, library.taxonomies, options.now);
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
        makeEntry(c.type, c.id, check, source, !!options.keepTrees),
      );
  }
  for (const [check] of checks) dropTree(check);
  const locate = (file: string, path: PropertyKey[]) =>
    parseContentFile(file, sources.get(file)?.content ?? '').locate(path);
  const cross = crossCheck({
    entries: facts,
    taxonomies: library.taxonomies,
    present,
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
  now: Date = new Date(),
): ContentIssue[] {
  const dated = check.dates?.length ? checkDateLimits(check.file, check.dates, now) : [];
  if (check.raw === undefined) return dated.length ? [...check.issues, ...dated] : check.issues;
  const lib = { taxonomies } as Library;
  return [...check.issues.map((i) => termHint(i, check.raw, lib)), ...dated];
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
): Entry<unknown> {
  let full: FileCheck | undefined = check.data !== undefined ? check : undefined;
  let kept: Root | undefined = keepTree && check.tree ? withoutPositions(check.tree) : undefined;
  dropTree(check);
  const complete = () => (full ??= checkFile(source.file, source.content));
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
 * renders it. Changes the tree in place and returns it.
 */
function withoutPositions(tree: Root): Root {
  const stack: { position?: unknown; children?: unknown[] }[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    delete node.position;
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
