/**
 * Builds the validated library from content files held in memory: classify each path, parse it
 * with the one frontmatter parser, validate it with its schema, then check every reference
 * across files (`references.ts`). Pure: no file system, so unit tests pass (path, text) lists.
 */
import {
  CASE_SECTIONS,
  CONTENT_TYPES,
  TAXONOMIES,
  TaxonomySchema,
  type Article,
  type Case,
  type Concept,
  type ContentType,
  type Taxonomy,
  type TaxonomyName,
  type Transcript,
} from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { parseContentFile } from './frontmatter.ts';
import { friendlyParse } from './friendly-parse.ts';
import { scanHeadings, type ScannedHeading } from './markdown-scan.ts';
import { checkReferences } from './references.ts';
import { didYouMean } from './suggest.ts';

/** A content file given to the builder: repository-relative path and its bytes or text. */
export interface SourceFile { file: string; content: Uint8Array | string }

/** One validated Markdown entry. `id` is the case ID or the page slug (the file name). */
export interface Entry<T> {
  type: ContentType;
  id: string;
  file: string;
  data: T;
  body: string;
  /** 1-based line of the whole file on which the body starts. */
  bodyLine: number;
  headings: ScannedHeading[];
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
export interface LibraryResult { library: Library; issues: ContentIssue[]; texts: Map<string, Uint8Array | string> }

const CONTENT_ROOT = 'content/';
const FOLDERS = new Set(['cases', 'concepts', 'articles', 'transcripts', 'taxonomies', '_templates']);

/** What a path is, or why it is not content. */
export type Classified =
  | { kind: 'entry'; type: ContentType; id: string }
  | { kind: 'taxonomy'; name: TaxonomyName }
  | { kind: 'skip' }
  | { kind: 'refused'; message: string; hint?: string };

/** Decides what a repository-relative path under `content/` is. Never silently skips a stray file. */
export function classifyPath(file: string): Classified {
  const rel = file.startsWith(CONTENT_ROOT) ? file.slice(CONTENT_ROOT.length) : file;
  const parts = rel.split('/');
  if (parts.length === 1) {
    return parts[0] === 'README.md' ? { kind: 'skip' } : { kind: 'refused', message: 'stray file at the top of content/', hint: 'content files live in cases/, concepts/, articles/, transcripts/ or taxonomies/' };
  }
  const [folder, name] = parts;
  if (!FOLDERS.has(folder)) return { kind: 'refused', message: `unknown content folder "${folder}"`, hint: didYouMean(folder, [...FOLDERS]) ?? 'use cases/, concepts/, articles/, transcripts/ or taxonomies/' };
  if (folder === '_templates') return { kind: 'skip' };
  if (parts.length > 2) return { kind: 'refused', message: 'content files may not be in sub-folders', hint: `move it to content/${folder}/` };
  if (name.endsWith('.mdx')) return { kind: 'refused', message: 'MDX is not accepted: content is plain Markdown', hint: `rename it to ${name.slice(0, -1)} and remove any JSX or imports` };
  if (folder === 'taxonomies') {
    const base = name.replace(/\.yaml$/, '');
    if (!name.endsWith('.yaml') || !(TAXONOMIES as readonly string[]).includes(base)) {
      return { kind: 'refused', message: `not a vocabulary file: expected one of ${TAXONOMIES.map((t) => `${t}.yaml`).join(', ')}`, hint: didYouMean(base, TAXONOMIES) };
    }
    return { kind: 'taxonomy', name: base as TaxonomyName };
  }
  if (!name.endsWith('.md')) return { kind: 'refused', message: `not a Markdown file (backup or stray file?)`, hint: 'delete it, or give it the .md ending if it is content' };
  const id = name.slice(0, -3);
  if (folder === 'cases') {
    if (!/^IL-(?:\d{4}|[1-9]\d{4,})$/.test(id)) return { kind: 'refused', message: `case file name must be the case ID, IL-NNNN.md`, hint: /^il-\d{4}$/i.test(id) ? `rename it to ${id.toUpperCase()}.md` : 'name it after the id field, e.g. IL-0190.md' };
  } else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
    return { kind: 'refused', message: 'file name must be a slug: lower-case letters, digits and single hyphens', hint: 'e.g. pod-disruption-budget.md' };
  }
  return { kind: 'entry', type: folder as ContentType, id };
}

function emptyLibrary(): Library {
  return { cases: [], concepts: [], articles: [], transcripts: [], taxonomies: Object.fromEntries(TAXONOMIES.map((t) => [t, {}])) as Library['taxonomies'] };
}

/** Checks that a case body holds its required sections. */
function checkCaseSections(file: string, headings: ScannedHeading[], bodyLine: number): ContentIssue[] {
  const h2 = headings.filter((h) => h.depth === 2).map((h) => h.text.toLowerCase());
  return CASE_SECTIONS.filter((s) => s.required && !h2.includes(s.heading.toLowerCase())).map((s) => ({
    file, line: bodyLine, col: 1, field: 'body', message: `missing the required section "## ${s.heading}"`,
    hint: `add a "## ${s.heading}" heading with its text; required sections: ${CASE_SECTIONS.filter((x) => x.required).map((x) => x.heading).join(', ')}`,
  }));
}

/**
 * Parses, validates and cross-checks every file.
 * @param files every file under `content/` (paths relative to the repository root).
 * @returns the library and all issues, sorted by nothing in particular (see `sortIssues`).
 */
export function buildLibrary(files: readonly SourceFile[]): LibraryResult {
  const library = emptyLibrary();
  const issues: ContentIssue[] = [];
  const texts = new Map<string, Uint8Array | string>();
  for (const { file, content } of [...files].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const c = classifyPath(file);
    if (c.kind === 'skip') continue;
    if (c.kind === 'refused') {
      issues.push({ file, line: 1, col: 1, field: '', message: c.message, hint: c.hint });
      continue;
    }
    texts.set(file, content);
    const parsed = parseContentFile(file, content);
    if (parsed.issues.length) {
      issues.push(...parsed.issues);
      continue;
    }
    if (c.kind === 'taxonomy') {
      const r = friendlyParse(parsed, TaxonomySchema);
      if (r.data) library.taxonomies[c.name] = r.data;
      issues.push(...r.issues);
      continue;
    }
    const r = friendlyParse(parsed, CONTENT_TYPES[c.type]);
    issues.push(...r.issues);
    if (!r.data) continue;
    const headings = scanHeadings(parsed.body, parsed.bodyLine);
    const entry = { type: c.type, id: c.id, file, data: r.data, body: parsed.body, bodyLine: parsed.bodyLine, headings };
    if (c.type === 'cases') {
      const data = r.data as Case;
      if (data.id !== c.id) {
        issues.push({ file, ...parsed.locate(['id']), field: 'id', message: `id "${data.id}" does not match the file name ${c.id}.md`, hint: `make both the same: rename the file to ${data.id}.md or set id: ${c.id}` });
      }
      issues.push(...checkCaseSections(file, headings, parsed.bodyLine));
    }
    (library[c.type] as Entry<unknown>[]).push(entry);
  }
  issues.push(...checkReferences(library, texts));
  return { library, issues, texts };
}
