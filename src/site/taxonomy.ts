/**
 * Taxonomy indexes: for every term of every vocabulary, the cases that name it, and the count.
 * A case counts once per term it names (a case with two root causes counts under both).
 */
import type { Case, TaxonomyName, Term } from '../../schemas/index.ts';
import { instantYear } from '../model/dates.ts';
import { termsOf, type VocabularyModel, type VocabularyRow } from '../model/vocabularies.ts';
import { ENGLISH, type Words } from './i18n.ts';

// Kept per vocabulary model and case object: the term index asks for every vocabulary of every
// case, and reading the fields again for each of five vocabularies was about 0.3 s of a
// 5,000-case build.
const TERMS = new WeakMap<
  VocabularyModel,
  WeakMap<Case, Readonly<Record<TaxonomyName, readonly string[]>>>
>();

/**
 * The terms a case names, per vocabulary, each once, in every field that names them (software
 * versions name components too). Read once per case object and shared by every caller, so the
 * lists must not be changed.
 */
export function namedTerms(
  model: VocabularyModel,
  c: Case,
): Readonly<Record<TaxonomyName, readonly string[]>> {
  let byCase = TERMS.get(model);
  if (!byCase) TERMS.set(model, (byCase = new WeakMap()));
  let terms = byCase.get(c);
  if (!terms) byCase.set(c, (terms = termsOf(model, 'cases', c)));
  return terms;
}

/** One term with the IDs of the cases naming it, newest first as given. */
export interface TermIndexEntry {
  slug: string;
  term: Term;
  caseIds: string[];
}

/**
 * Builds the term index of one vocabulary.
 * @param cases cases in display order (newest first); the order is kept in each term's list.
 * @param compare the order of labels: the library's locale's (`Words.compare`), English by default.
 * @returns every term of the vocabulary, also those no case names (count 0), by label.
 */
export function buildTermIndex(
  model: VocabularyModel,
  vocabulary: VocabularyRow,
  vocab: Record<string, Term>,
  cases: readonly Case[],
  compare: (a: string, b: string) => number = ENGLISH.compare,
): TermIndexEntry[] {
  const byTerm = new Map<string, string[]>(Object.keys(vocab).map((s) => [s, []]));
  for (const c of cases)
    for (const s of namedTerms(model, c)[vocabulary.name] ?? []) byTerm.get(s)?.push(c.id);
  return [...byTerm.entries()]
    .map(([slug, caseIds]) => ({ slug, term: vocab[slug], caseIds }))
    .sort((a, b) => compare(a.term.label, b.term.label));
}

/** Cases per year of incident start, newest year first. */
export function buildYearIndex(cases: readonly Case[]): { year: number; caseIds: string[] }[] {
  const years = new Map<number, string[]>();
  for (const c of cases) {
    const y = instantYear(c.incident.start);
    const ids = years.get(y);
    if (ids) ids.push(c.id);
    else years.set(y, [c.id]);
  }
  return [...years.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, caseIds]) => ({ year, caseIds }));
}

/**
 * "3 cases involve etcd." style sentence: the `term.cases` entry (`term.casesNone` for none) with
 * the vocabulary's own verb, `{verbs}` being its English third person singular ("involves").
 */
export function countSentence(n: number, verb: string, label: string, w: Words = ENGLISH): string {
  const verbs = verb.replace(/e$/, 'es').replace(/([^e])$/, '$1s');
  return n === 0
    ? w.t('term.casesNone', { verb, label })
    : w.t('term.cases', { count: n, verb, verbs, label });
}

/** A group of a vocabulary's terms: its key, its heading and its terms in the order given. */
export interface TermGroup {
  key: string;
  label: string;
  terms: TermIndexEntry[];
}

/**
 * Terms grouped by their `kind`, the groups in the order of `kinds` (key → heading); terms with no
 * kind, or one not in `kinds`, form a last group, `otherLabel` ("Other"). Empty groups are left out.
 */
export function groupTerms(
  terms: readonly TermIndexEntry[],
  kinds: Readonly<Record<string, string>>,
  otherLabel = 'Other',
): TermGroup[] {
  const groups: TermGroup[] = [...Object.entries(kinds), ['other', otherLabel] as const].map(
    ([key, label]) => ({ key, label, terms: [] }),
  );
  const byKey = new Map(groups.map((g) => [g.key, g]));
  for (const t of terms)
    (
      byKey.get(t.term.kind && t.term.kind in kinds ? t.term.kind : 'other') ?? byKey.get('other')!
    ).terms.push(t);
  return groups.filter((g) => g.terms.length > 0);
}
