/**
 * The per-file step of the checks across files: what one entry's fields name and its body links,
 * as plain data (`entryFacts`), cached with the file's result and read by `crossCheck`; and what an
 * entry has wrong on its own besides its body (`checkEntryAlone`).
 */
import type { ContentType } from '../../schemas/index.ts';
import type { BodyFacts } from './body-checks.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { PAGE_KINDS, fieldValues, type FieldPattern } from './kinds.ts';
import type { VocabularyModel } from './vocabularies.ts';
import { ownSections } from './layout-anchors.ts';
import type { BodyHeading } from './markdown-tree.ts';

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
