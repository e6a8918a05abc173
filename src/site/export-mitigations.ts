/**
 * The open data of mitigations: `/data/mitigations.json` and `/data/mitigations.csv`, one record
 * per mitigation with its own fields under its file's names (`title`, `summary`, the terms it
 * addresses by their vocabularies' fields, `cost`, `sources`, `related`), its page, and the IDs of
 * the cases naming it, grouped by relation (`adopted_after`, `would_have_caught`, `suggested`:
 * the relation in snake case, as every key of the open data is). Each case's supporting sentence
 * is in `cases.json`, under the case's `mitigations`. Same CSV rules as `/data/cases.csv`
 * (`export-csv.ts`). Pure; the endpoints in `src/routes/data/` call these.
 */
import { pageVocabularies } from '../model/vocabularies.ts';
import {
  MITIGATION_RELATIONS,
  type Mitigation,
  type MitigationRelation,
  type Source,
  type Vocabulary,
} from '../../schemas/index.ts';
import { csvFile, recordsJson, SLUG_SEPARATOR, type DataPublisher } from './data-files.ts';

/** A relation as a key of the open data and the MCP answers: `adopted-after` -> `adopted_after`. */
export function relationKey(relation: MitigationRelation): string {
  return relation.replace(/-/g, '_');
}

/** The case IDs naming a mitigation, by `relationKey`, each list newest incident first. */
export type CasesByRelation = Record<string, string[]>;

/** One mitigation as published. */
export interface ExportedMitigation {
  slug: string;
  title: string;
  summary: string;
  /** The terms it addresses, by vocabulary field (`root_causes`, `components`): slugs. */
  [termField: string]: unknown;
  cost: string;
  sources: Source[];
  related: string[];
  /** Its page, absolute. */
  url: string;
  cases: CasesByRelation;
}

/**
 * The term fields of a mitigation in a library of `vocabularies`: those whose `pages` list
 * mitigations (root causes, contributing factors and components by default), in vocabulary order.
 */
export function mitigationTermFields(vocabularies: readonly Pick<Vocabulary, 'field' | 'pages'>[]) {
  return pageVocabularies(vocabularies, 'mitigations').map((v) => v.field);
}

/**
 * One mitigation as published.
 * @param cases the cases naming it with their relations, newest first (`casesOfMitigation`).
 * @param termFields `mitigationTermFields` of the library.
 */
export function exportMitigation(
  m: { id: string; data: Mitigation },
  url: string,
  cases: readonly { case: { id: string }; relation: MitigationRelation }[],
  termFields: readonly string[],
): ExportedMitigation {
  const data = m.data as Mitigation & Record<string, unknown>;
  return {
    slug: m.id,
    title: data.title,
    summary: data.summary,
    ...Object.fromEntries(termFields.map((f) => [f, [...((data[f] as string[]) ?? [])]])),
    cost: data.cost,
    sources: data.sources,
    related: data.related,
    url,
    cases: Object.fromEntries(
      MITIGATION_RELATIONS.map((r) => [
        relationKey(r),
        cases.filter((c) => c.relation === r).map((c) => c.case.id),
      ]),
    ),
  };
}

/** The JSON document: licence, count and the mitigations (by title), one a line. */
export function mitigationsJson(
  mitigations: readonly ExportedMitigation[],
  library: DataPublisher,
): string {
  return recordsJson(
    {
      title: `${library.title}: mitigations`,
      license: library.contentLicence.id,
      license_url: library.contentLicence.url,
      count: mitigations.length,
    },
    'mitigations',
    mitigations,
  );
}

/**
 * The CSV columns, in order: the mitigation's own fields (term fields and `related` as slugs
 * joined by a space, `sources` as JSON text), its URL, then one column of case IDs per relation.
 */
export function mitigationColumns(termFields: readonly string[]): string[] {
  return [
    'slug',
    'title',
    'summary',
    ...termFields,
    'cost',
    'sources',
    'related',
    'url',
    ...MITIGATION_RELATIONS.map(relationKey),
  ];
}

/** The CSV file (`csvFile` in `data-files.ts`: BOM, CRLF, a header row, cells neutralised and bounded). */
export function mitigationsCsv(
  mitigations: readonly ExportedMitigation[],
  termFields: readonly string[],
): string {
  const columns = mitigationColumns(termFields);
  const relations = new Set(MITIGATION_RELATIONS.map(relationKey));
  const records = mitigations.map((m) => {
    const cell = (k: string): string => {
      const v = relations.has(k) ? m.cases[k] : m[k];
      if (k === 'sources') return JSON.stringify(v);
      return Array.isArray(v) ? v.join(SLUG_SEPARATOR) : String(v ?? '');
    };
    return Object.fromEntries(columns.map((k) => [k, cell(k)]));
  });
  return csvFile(records, columns, 'mitigations.json');
}
