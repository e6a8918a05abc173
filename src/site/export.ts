/**
 * The open data of a library's cases: the export shape (which case fields, in schema order, and
 * which CSV columns) and `/data/cases.json`. Field names are the case frontmatter's own
 * (`root_causes`, `incident.start`...), the names the schema and the pages use, plus `url`, the
 * case page. Pure; the endpoints in `src/routes/data/` call these and `export-csv.ts`, which
 * writes `/data/cases.csv` in the columns of the same shape.
 */
import { z } from 'zod';
import {
  CalendarDateSchema,
  CaseMitigationsSchema,
  caseSchema,
  InstantSchema,
  PUBLIC_SOURCES,
  type Case,
} from '../../schemas/index.ts';
import { defaultVocabularyList } from '../config/vocabularies.ts';
import { recordsJson, type DataPublisher } from './data-files.ts';

/** A case as published: its frontmatter fields in schema order, then `url`. */
export type ExportedCase = Case & { url: string };

/**
 * How each CSV column reads from and writes to a case: `date` is `YYYY-MM-DD` (a calendar date,
 * or a time's date as the source wrote it), `time` the rest of the time its column `of` names,
 * `ids` the `id` of each object of a list, joined as slugs are (a case's mitigations).
 */
type Kind = 'text' | 'slugs' | 'json' | 'date' | 'time' | 'ids';

/** One CSV column: its name, its kind, and for a `time` column the field whose time it holds. */
export interface ExportColumn {
  name: string;
  kind: Kind;
  of?: string;
}

/** What the exports hold of a library's cases: the case fields in schema order, and the CSV columns. */
export interface ExportShape {
  fields: readonly string[];
  columns: readonly ExportColumn[];
}

/** A schema without its `optional` and `default` wrappers. */
function bare(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
  return s;
}

/**
 * The export shape of a case schema (the library's, with its vocabularies' fields): objects
 * become dotted columns, lists of text become space-joined slugs, a case's mitigations the
 * space-joined slugs of the mitigations, other lists of objects JSON, the rest text.
 * @param options.mitigations whether the library has mitigations (`features.mitigations`); without
 *   them the exports hold no `mitigations` field or column, which the case schema still reads.
 */
export function exportShape(
  schema: z.ZodObject,
  options: { mitigations: boolean } = { mitigations: true },
): ExportShape {
  const columns: ExportColumn[] = [];
  const fields = Object.keys(schema.shape).filter(
    (key) => options.mitigations || schema.shape[key] !== CaseMitigationsSchema,
  );
  const walk = (shape: Record<string, z.ZodType>, prefix: string) => {
    for (const [key, field] of Object.entries(shape)) {
      const s = bare(field);
      if (field === CaseMitigationsSchema) {
        if (options.mitigations) columns.push({ name: `${prefix}${key}`, kind: 'ids' });
      } else if (s instanceof z.ZodObject)
        walk(s.shape as Record<string, z.ZodType>, `${prefix}${key}.`);
      else if (s instanceof z.ZodArray)
        columns.push({
          name: `${prefix}${key}`,
          kind: bare(s.element as z.ZodType) instanceof z.ZodString ? 'slugs' : 'json',
        });
      else if (s === InstantSchema)
        columns.push(
          { name: `${prefix}${key}`, kind: 'date' },
          { name: `${prefix}${key}_time`, kind: 'time', of: `${prefix}${key}` },
        );
      else if (s === CalendarDateSchema) columns.push({ name: `${prefix}${key}`, kind: 'date' });
      else columns.push({ name: `${prefix}${key}`, kind: 'text' });
    }
  };
  walk(schema.shape as Record<string, z.ZodType>, '');
  columns.push({ name: 'url', kind: 'text' });
  return { fields, columns };
}

/** The export shape of a library with the default vocabularies. */
export const DEFAULT_EXPORT_SHAPE: ExportShape = exportShape(
  caseSchema({ prefix: 'X', digits: 4 }, PUBLIC_SOURCES, defaultVocabularyList()),
);

/** The case's fields in the schema's order, without what the loader adds (`headings`). */
export function exportCase(
  c: Case,
  url: string,
  shape: ExportShape = DEFAULT_EXPORT_SHAPE,
): ExportedCase {
  const out: Record<string, unknown> = {};
  for (const key of shape.fields)
    if ((c as Record<string, unknown>)[key] !== undefined)
      out[key] = (c as Record<string, unknown>)[key];
  out.url = url;
  return out as ExportedCase;
}

/** The JSON document: licence, count and the cases (newest first, as on the site), one case a line. */
export function casesJson(
  cases: readonly ExportedCase[],
  library: DataPublisher,
  meta: { schema?: string } = {},
): string {
  return recordsJson(
    {
      ...(meta.schema ? { $schema: meta.schema } : {}),
      title: `${library.title}: cases`,
      license: library.contentLicence.id,
      license_url: library.contentLicence.url,
      count: cases.length,
    },
    'cases',
    cases,
  );
}

/** The CSV columns of a library with the default vocabularies. */
export const CSV_COLUMNS = DEFAULT_EXPORT_SHAPE.columns;
