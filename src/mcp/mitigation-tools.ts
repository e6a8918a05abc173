/**
 * The MCP tools' answers about mitigations (practices that would have prevented or shortened
 * incidents): `list_mitigations`, and the mitigations a set of cases names, which
 * `similar_cases` adds. Pure functions of the catalogue and the tool's arguments; bad arguments
 * throw `ToolInputError` (`inputs.ts`).
 */
import { MITIGATION_RELATIONS } from '../../schemas/index.ts';
import { pageVocabularies } from '../model/vocabularies.ts';
import { relationKey } from '../site/export-mitigations.ts';
import { answerKey } from './case-answers.ts';
import type { Catalogue, MitigationRecord } from './catalogue.ts';
import { checkLimit, facetArgument, resolveTerm, ToolInputError } from './inputs.ts';

/**
 * The mitigations the cases `ids` name, each once: with how many of those cases name it and which,
 * most cases first, then by title (what `similar_cases` suggests trying).
 */
export function mitigationsOfCases(cat: Catalogue, ids: readonly string[]) {
  const named = new Map<string, string[]>();
  for (const id of ids)
    for (const m of cat.byId.get(id)?.data.mitigations ?? [])
      if (cat.mitigationBySlug.has(m.id)) named.set(m.id, [...(named.get(m.id) ?? []), id]);
  return [...named]
    .map(([slug, caseIds]) => {
      const m = cat.mitigationBySlug.get(slug)!;
      return {
        id: slug,
        title: m.title,
        summary: m.summary,
        url: m.url,
        cases: caseIds.length,
        case_ids: caseIds,
      };
    })
    .sort((a, b) => b.cases - a.cases || a.title.localeCompare(b.title, 'en'));
}

/** The vocabularies a mitigation names terms of (whose `pages` list mitigations), in order. */
export function mitigationVocabularies(cat: Pick<Catalogue, 'vocabularies'>) {
  return pageVocabularies(cat.vocabularies.rows, 'mitigations');
}

/** The arguments of `list_mitigations`: a term of a vocabulary mitigations name, and how many to list. */
export interface MitigationArgs {
  limit?: number;
  /** A term by `facetArgument` of its vocabulary (`root_cause`, `component`): its slug or label. */
  [facet: string]: string | number | undefined;
}

/** A mitigation as `list_mitigations` gives it. */
function mitigationSummary(cat: Catalogue, m: MitigationRecord) {
  const counts = Object.fromEntries(
    MITIGATION_RELATIONS.map((r) => [
      relationKey(r),
      m.cases.filter((c) => c.relation === r).length,
    ]),
  );
  return {
    id: m.slug,
    title: m.title,
    summary: m.summary,
    cost: m.cost,
    url: m.url,
    ...Object.fromEntries(
      mitigationVocabularies(cat).map((v) => [answerKey(v.field), m.terms[v.name] ?? []]),
    ),
    cases: m.cases.length,
    by_relation: counts,
  };
}

/**
 * `list_mitigations`: the library's mitigations (practices that would have prevented or shortened
 * incidents), most cases first, each with the terms it addresses and how many cases name it by
 * relation; with a term given (`root_cause`, `component`...), only those addressing that term.
 * @throws ToolInputError in a library without mitigations, and for an unknown term.
 */
export function listMitigations(cat: Catalogue, args: MitigationArgs) {
  if (!cat.mitigations)
    throw new ToolInputError(
      'this library has no mitigations (features.mitigations is false): use search_cases and get_case',
    );
  const limit = checkLimit(args.limit, 20);
  const filters: Record<string, string> = {};
  let found = cat.mitigations;
  for (const v of mitigationVocabularies(cat)) {
    const key = facetArgument(v);
    const value = args[key];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const slug = resolveTerm(cat, v.name, value);
    filters[key] = slug;
    found = found.filter((m) => (m.terms[v.name] ?? []).some((t) => t.slug === slug));
  }
  return {
    filters,
    total: found.length,
    mitigations: found.slice(0, limit).map((m) => mitigationSummary(cat, m)),
  };
}
