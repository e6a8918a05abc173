/**
 * Checks a vocabulary file on its own: each term against its schema, labels named twice, and
 * component kinds against the library's `componentKinds`. Also the merging of the parser's
 * "quote this value" issues with the schema's, which every file's check uses. Pure.
 */
import {
  normalizeUnicode,
  SlugSchema,
  TaxonomySchema,
  TermSchema,
  type Taxonomy,
} from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import type { ParsedFile } from './frontmatter.ts';
import { friendlyParse } from './friendly-parse.ts';
import type { Classified, FileCheck } from './library-types.ts';
import type { ContentRules } from './rules.ts';
import { didYouMean } from './suggest.ts';

/**
 * The parser's "quote this value" issues (`yaml11.ts`) with the schema's: where the schema also
 * refuses the value (an unquoted `2024-02-30`), its message says more, and its hint asks for quotes too.
 */
export function withQuoteIssues(
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
export function checkVocabulary(
  file: string,
  classified: Classified,
  parsed: ParsedFile,
  rules: ContentRules,
): FileCheck {
  const r = friendlyParse(parsed, TaxonomySchema);
  const issues = withQuoteIssues(parsed.issues, r.issues);
  if (
    classified.kind === 'taxonomy' &&
    classified.name === rules.vocabularies.byRole.component?.name
  )
    issues.push(...kindIssues(file, parsed, rules));
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

/** Components whose `kind` is not one of the library's `componentKinds`. */
function kindIssues(file: string, parsed: ParsedFile, rules: ContentRules): ContentIssue[] {
  const raw = parsed.data;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const kinds = Object.keys(rules.componentKinds);
  const issues: ContentIssue[] = [];
  for (const [slug, term] of Object.entries(raw as Record<string, unknown>)) {
    const kind = term && typeof term === 'object' ? (term as { kind?: unknown }).kind : undefined;
    if (typeof kind !== 'string' || kinds.includes(kind)) continue;
    issues.push({
      file,
      ...parsed.locate([slug, 'kind']),
      field: `${slug}.kind`,
      message: `unknown component kind "${kind}"`,
      hint:
        didYouMean(kind, kinds) ??
        (kinds.length
          ? `use one of ${kinds.join(', ')} (componentKinds in astro.config.mjs)`
          : 'this library has no component kinds: add them as componentKinds in astro.config.mjs, or remove `kind`'),
    });
  }
  return issues;
}
