/**
 * The checks across options: the vocabularies taken together (names, cross-link prefixes and
 * case fields each used once, a role by one vocabulary), the library's own case fields, the
 * facets and the tagline's organisations, each problem an issue at the option's path.
 */
import type { z } from 'zod';
import {
  caseSchema,
  CONTENT_TYPE_NAMES,
  type CaseFieldSpecSchema,
  type VocabularyRole,
  type VocabularySpecSchema,
} from '../../schemas/index.ts';
import { PAGE_KINDS } from '../model/kinds.ts';
import { suggest } from '../model/suggest.ts';

/**
 * URL segments the site's own pages use: a vocabulary named like one would put its term pages
 * over them (the content types' folders are refused too).
 */
export const RESERVED_SEGMENTS = [
  'search',
  'browse',
  'data',
  'stats',
  'matrix',
  'years',
  'icons',
  'pagefind',
  'taxonomies',
  'runbooks',
] as const;

/** The fields every case has whatever its vocabularies: an `after` may name one of them. */
const CASE_BASE_FIELDS: readonly string[] = Object.keys(
  caseSchema({ prefix: 'X', digits: 4 }).shape,
);

/**
 * True for a name every JavaScript object answers to (`constructor`, `toString`, `__proto__`,
 * and `then`, which makes an object look like a promise): a case field so named would be read
 * from the prototype where a case lacks it, and a library's data would say "function Object()".
 * Compared in lower case, as field names are written.
 */
function isObjectMember(name: string): boolean {
  return OBJECT_MEMBERS.has(name.toLowerCase());
}

/** The names of `isObjectMember`, in lower case, listed once. */
const OBJECT_MEMBERS: ReadonlySet<string> = new Set(
  [...Object.getOwnPropertyNames(Object.prototype), 'then', 'prototype'].map((m) =>
    m.toLowerCase(),
  ),
);

/** The problems of the vocabularies taken together, and of the options that name them. */
export function vocabularyProblems(
  o: {
    vocabularies: readonly z.output<typeof VocabularySpecSchema>[];
    caseFields: readonly z.output<typeof CaseFieldSpecSchema>[];
    facets?: readonly string[];
    tagline?: string;
  },
  ctx: z.RefinementCtx,
) {
  const add = (path: (string | number)[], message: string, hint?: string) =>
    ctx.addIssue({ code: 'custom', path, message, ...(hint && { params: { hint } }) });
  const seen = {
    name: new Map<string, number>(),
    link: new Map<string, number>(),
    field: new Map<string, number>(),
  };
  const roles = new Map<VocabularyRole, number>();
  const pageLinks: readonly string[] = PAGE_KINDS.map((k) => k.link);
  const fields = new Set([
    ...CASE_BASE_FIELDS,
    ...o.vocabularies.map((v) => v.field ?? v.name.replaceAll('-', '_')),
  ]);
  o.vocabularies.forEach((v, i) => {
    const values = {
      name: v.name,
      link: v.link ?? v.name,
      field: v.field ?? v.name.replaceAll('-', '_'),
    };
    for (const key of ['name', 'link', 'field'] as const) {
      const before = seen[key].get(values[key]);
      if (before !== undefined)
        add(
          ['vocabularies', i, key],
          `"${values[key]}" is the ${key} of vocabulary ${before + 1} too`,
          `give each vocabulary its own ${key}`,
        );
      else seen[key].set(values[key], i);
    }
    if (
      (CONTENT_TYPE_NAMES as readonly string[]).includes(v.name) ||
      (RESERVED_SEGMENTS as readonly string[]).includes(v.name)
    )
      add(
        ['vocabularies', i, 'name'],
        `"${v.name}" is a URL segment of the site's own pages`,
        'name the vocabulary otherwise, e.g. by the plural of what its terms are',
      );
    if (pageLinks.includes(values.link))
      add(
        ['vocabularies', i, 'link'],
        `"${values.link}" is the cross-link prefix of a content type`,
        `set \`link\` to another word, e.g. "${v.name}"`,
      );
    if (CASE_BASE_FIELDS.includes(values.field))
      add(
        ['vocabularies', i, 'field'],
        `"${values.field}" is a field every case has already`,
        'name the field after the vocabulary',
      );
    for (const part of values.field.split('.'))
      if (isObjectMember(part))
        add(
          ['vocabularies', i, 'field'],
          `"${part}" is the name of a member every JavaScript object has`,
          'name the field after the vocabulary, e.g. its name',
        );
    const [parent, child] = values.field.split('.');
    if (child !== undefined && !['impact', 'incident'].includes(parent))
      add(
        ['vocabularies', i, 'field'],
        `"${values.field}" is inside "${parent}", which is not one of the case's objects`,
        'use a field of its own, or one inside "impact"',
      );
    if (v.graded && !v.many)
      add(
        ['vocabularies', i, 'graded'],
        'a graded vocabulary names several terms',
        'remove `many: false`',
      );
    if (v.after !== undefined && !fields.has(v.after)) {
      const hint = suggest(v.after, [...fields]);
      add(
        ['vocabularies', i, 'after'],
        `"${v.after}" is not a case field`,
        hint ? `did you mean "${hint}"?` : undefined,
      );
    }
    if (v.role) {
      const before = roles.get(v.role);
      if (before !== undefined)
        add(
          ['vocabularies', i, 'role'],
          `vocabulary ${before + 1} has the role "${v.role}" already`,
          'a role is played by one vocabulary',
        );
      else roles.set(v.role, i);
    }
  });
  const taken = new Set(fields);
  o.caseFields.forEach((f, i) => {
    if (isObjectMember(f.name))
      add(
        ['caseFields', i, 'name'],
        `"${f.name}" is the name of a member every JavaScript object has`,
        'give the field another name',
      );
    if (taken.has(f.name))
      add(
        ['caseFields', i, 'name'],
        `"${f.name}" is a case field already (a fixed one, a vocabulary's or another of caseFields)`,
        'give the field a name of its own',
      );
    taken.add(f.name);
    if (f.after !== undefined && !taken.has(f.after) && !fields.has(f.after)) {
      const hint = suggest(f.after, [...taken]);
      add(
        ['caseFields', i, 'after'],
        `"${f.after}" is not a case field`,
        hint ? `did you mean "${hint}"?` : undefined,
      );
    }
  });
  const names = o.vocabularies.map((v) => v.name);
  o.facets?.forEach((f, i) => {
    if (names.includes(f)) return;
    const hint = suggest(f, names);
    add(
      ['facets', i],
      `"${f}" is not one of the library's vocabularies (${names.join(', ')})`,
      hint ? `did you mean "${hint}"?` : undefined,
    );
  });
  if (o.tagline?.includes('{organisations}') && !roles.has('organisation'))
    add(
      ['tagline'],
      'counts {organisations}, but no vocabulary has the role "organisation"',
      'write a tagline without {organisations}',
    );
}
