/**
 * Hints that need more than one file: a term written by its label gets its slug, an empty term
 * list gets examples from the vocabulary, a rename that would collide with a file beside it
 * says so, and file names that differ only in case or Unicode form are one name twice. Pure.
 */
import type { ContentIssue } from './errors.ts';
import { fieldPatternRe } from './field-patterns.ts';
import type { VocabularyModel } from './vocabularies.ts';
import type { Library, SourceFile } from './library-types.ts';
import { identityKey } from './case-ids.ts';
import { didYouMean } from './suggest.ts';

/** The term fields of a library's vocabularies: patterns of one slug, and lists by their field. */
function termFields(vocabularies: VocabularyModel) {
  const patterns = [
    ...new Map(
      vocabularies.rows.flatMap((k) =>
        Object.values(k.namedBy)
          .flat()
          .map((p) => [p, k.name] as [string, string]),
      ),
    ).entries(),
  ];
  return {
    /** Term fields holding one slug, and the vocabulary each names (`components[2]`, `root_causes[0].term`). */
    one: patterns.map(([p, t]) => [fieldPatternRe(p), t] as [RegExp, string]),
    /** Term fields holding a list of slugs (`components`, `root_causes`, `impact.categories`). */
    lists: Object.fromEntries(
      patterns.filter(([p]) => p.includes('[]')).map(([p, t]) => [p.slice(0, p.indexOf('[]')), t]),
    ) as Record<string, string>,
  };
}

/**
 * Hints on term fields that need the vocabularies: a label written instead of a slug
 * (`"Load balancer, edge"`) gets the slug; an empty list gets examples of terms.
 */
export function termHint(
  issue: ContentIssue,
  raw: unknown,
  lib: Library,
  vocabularies: VocabularyModel,
): ContentIssue {
  const fields = termFields(vocabularies);
  const list = Object.hasOwn(fields.lists, issue.field) ? fields.lists[issue.field] : undefined;
  if (list && issue.message.startsWith('needs at least')) {
    const some = Object.keys(lib.taxonomies[list] ?? {})
      .slice(0, 4)
      .map((k) => `"${k}"`)
      .join(', ');
    return {
      ...issue,
      hint: `pick terms from content/taxonomies/${list}.yaml${some ? ` (e.g. ${some})` : ''}, or add one there with its label and description`,
    };
  }
  const t = fields.one.find(([re]) => re.test(issue.field));
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
  const vocab = lib.taxonomies[t[1]] ?? {};
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
export function renameHint(issue: ContentIssue, names: ReadonlySet<string>): ContentIssue {
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
export function nameCollisions(files: readonly SourceFile[]): ContentIssue[] {
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
