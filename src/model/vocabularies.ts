/**
 * What the generator derives from a library's vocabularies (`schemas/vocabulary.ts`), once per run:
 * where each vocabulary's terms are named (field patterns per content type), its cross-link
 * prefix, which vocabulary plays each role, and the terms an entry names. Pure: built from the
 * list alone, so two libraries with different vocabularies can be checked in one process.
 */
import type { ContentType } from '../../schemas/index.ts';
import type { Vocabulary, VocabularyRole } from '../../schemas/vocabulary.ts';
import { fieldValues, type FieldPattern } from './field-patterns.ts';
import { PAGE_KINDS } from './kinds.ts';

/** One vocabulary with the fields of each content type that name its terms. */
export interface VocabularyRow extends Vocabulary {
  /** Fields of each content type whose values are slugs of this vocabulary. */
  namedBy: Partial<Record<ContentType, readonly FieldPattern[]>>;
}

/** A library's vocabularies and what is derived from them. */
export interface VocabularyModel {
  /** The vocabularies in the order the site lists them. */
  rows: readonly VocabularyRow[];
  /** Their names, in that order. */
  names: readonly string[];
  /** A vocabulary by name. */
  byName: ReadonlyMap<string, VocabularyRow>;
  /** A vocabulary by its cross-link prefix (`component` to the components row). */
  byLink: ReadonlyMap<string, VocabularyRow>;
  /** The vocabulary playing a role, if the library has one. */
  byRole: Partial<Record<VocabularyRole, VocabularyRow>>;
  /** Every cross-link prefix and the URL segment its pages live under (`case` to `cases`, `component` to `components`). */
  linkKinds: Readonly<Record<string, string>>;
  /** The cross-link prefix whose pages live under a URL segment (`cases` to `case`, `teams` to `team`). */
  linkOfFolder: Readonly<Record<string, string>>;
}

/** True when `kind` is a cross-link prefix of the library. */
export function isLinkKind(model: VocabularyModel, kind: string): boolean {
  return Object.hasOwn(model.linkKinds, kind);
}

/** The field pattern of a vocabulary's case field: `teams[]`, `organisation`, `root_causes[].term`. */
export function casePattern(v: Vocabulary): FieldPattern {
  if (!v.many) return v.field;
  return v.graded ? `${v.field}[].term` : `${v.field}[]`;
}

/**
 * The model of a library's vocabularies.
 * @param vocabularies the resolved list (names, links and fields already checked to be unique by
 *   the options schema).
 */
export function vocabularyModel(vocabularies: readonly Vocabulary[]): VocabularyModel {
  const rows: VocabularyRow[] = vocabularies.map((v) => {
    const cases = [casePattern(v)];
    // Software versions name the component they are of.
    if (v.role === 'component') cases.push('software[].name');
    const namedBy: Partial<Record<ContentType, FieldPattern[]>> = { cases };
    for (const type of v.pages) namedBy[type] = [`${v.field}[]`];
    return { ...v, namedBy };
  });
  const linkKinds: Record<string, string> = Object.fromEntries([
    ...PAGE_KINDS.map((k) => [k.link, k.type]),
    ...rows.map((r) => [r.link, r.name]),
  ]);
  return {
    rows,
    linkKinds,
    linkOfFolder: Object.fromEntries(Object.entries(linkKinds).map(([k, f]) => [f, k])),
    names: rows.map((r) => r.name),
    byName: new Map(rows.map((r) => [r.name, r])),
    byLink: new Map(rows.map((r) => [r.link, r])),
    byRole: Object.fromEntries(rows.filter((r) => r.role).map((r) => [r.role, r])),
  };
}

/**
 * The vocabularies whose terms a page of `type` names (those listing the type in their `pages`),
 * in the library's order: a concept's, an article's or a mitigation's term fields.
 */
export function pageVocabularies<V extends Pick<Vocabulary, 'pages'>>(
  rows: readonly V[],
  type: Vocabulary['pages'][number],
): V[] {
  return rows.filter((v) => v.pages.includes(type));
}

/** The term slugs a valid entry of `type` names, per vocabulary, each once, in order. */
export function termsOf(
  model: VocabularyModel,
  type: ContentType,
  data: unknown,
): Record<string, string[]> {
  return Object.fromEntries(
    model.rows.map((k) => {
      const slugs = (k.namedBy[type] ?? [])
        .flatMap((p) => fieldValues(data, p).map(([, v]) => v))
        .filter((v): v is string => typeof v === 'string');
      return [k.name, [...new Set(slugs)]];
    }),
  );
}

/**
 * The terms a case names in one vocabulary's own field (not software), in order, each once; none
 * when the library has no such vocabulary.
 */
export function caseTerms(v: Vocabulary | undefined, data: unknown): string[] {
  if (!v) return [];
  const slugs = fieldValues(data, casePattern(v))
    .map(([, s]) => s)
    .filter((s): s is string => typeof s === 'string');
  return [...new Set(slugs)];
}

/** One graded term as a case gives it. */
export interface GradedTerm {
  term: string;
  evidence: 'stated' | 'inferred';
  note?: string;
}

/** The graded terms of a case in a graded vocabulary (root causes), in order, repeats kept. */
export function gradedTerms(v: Vocabulary | undefined, data: unknown): GradedTerm[] {
  if (!v?.graded) return [];
  const [[, list] = [[], undefined]] = fieldValues(data, v.field);
  return Array.isArray(list) ? (list as GradedTerm[]) : [];
}
