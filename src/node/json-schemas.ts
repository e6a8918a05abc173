/**
 * The one JSON Schema generator: a JSON Schema (draft-07) per content type's frontmatter and for
 * the vocabulary files, from the zod schemas in `schemas/` with zod 4's `z.toJSONSchema`, never
 * written by hand. Descriptions come from the `/** *\/` comment above each schema and field in
 * `schemas/*.ts`, so editors show them on hover. Refinements zod cannot express (calendar dates,
 * date-times) get the pattern of their format. Used by `npm run generate` and by the site's Open
 * data page when a fork has no generated files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import * as schemas from '../../schemas/index.ts';
import type { LibraryConfig } from '../config/options.ts';
import { defaultVocabularyList, vocabulariesOf } from '../config/vocabularies.ts';
import type { CaseFieldSpec, Vocabulary } from '../../schemas/index.ts';

const ROOT = join(import.meta.dirname, '../..');

/** What the generated schemas name: the library's title, case ID rule and address. */
export interface SchemaLibrary {
  title: string;
  idPrefix: string;
  idDigits: number;
  /** The component kinds (`kind` in components.yaml): editors offer them. */
  componentKinds?: Readonly<Record<string, string>>;
  /** The site's address; the schemas' `$id` is under it, none when unknown. */
  site?: string;
  /** Whether a case must cite a source (the `sources` option; default "required"). */
  sources?: 'required' | 'optional';
  /** The library's vocabularies (default: the generator's five): each adds its case field. */
  vocabularies?: readonly Vocabulary[];
  /** The library's own case fields (`caseFields`). */
  caseFields?: readonly CaseFieldSpec[];
}

/**
 * What the schemas say of the library `config` describes. The site's address is left out: it is
 * the placeholder's or SITE_URL's, and committed schemas must not depend on the environment.
 */
export function schemaLibraryOf(
  config: Pick<LibraryConfig, 'title' | 'idPrefix' | 'idDigits' | 'componentKinds'> &
    Partial<Pick<LibraryConfig, 'sources' | 'vocabularies' | 'caseFields'>>,
): SchemaLibrary {
  const { title, idPrefix, idDigits, componentKinds, sources } = config;
  return {
    title,
    idPrefix,
    idDigits,
    componentKinds,
    ...(sources === 'optional' && { sources }),
    ...(config.caseFields?.length && { caseFields: config.caseFields }),
    ...(config.vocabularies && {
      vocabularies: vocabulariesOf({ vocabularies: config.vocabularies }),
    }),
  };
}

/**
 * The names of the files generated: frontmatter of each content type, a vocabulary file, and
 * `cases-data`, the document `/data/cases.json` publishes (each case's frontmatter plus `url`),
 * which that file names as its `$schema`.
 */
export const TARGET_NAMES = [
  'case',
  'concept',
  'article',
  'transcript',
  'mitigation',
  'taxonomy',
  'cases-data',
] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/** Each target's schema (built for the library's ID rule), the name of its docs and its title. */
function target(name: TargetName, lib: SchemaLibrary) {
  // Internal hosts are left out: which hosts they are is the library's, not its files' format.
  const built = schemas.contentSchemas(
    { prefix: lib.idPrefix, digits: lib.idDigits },
    { sources: lib.sources ?? 'required', internalHosts: [] },
    lib.vocabularies ?? defaultVocabularyList(),
    lib.caseFields ?? [],
  );
  const n = 'N'.repeat(lib.idDigits);
  const rows = {
    case: [built.cases, 'CaseSchema', `case frontmatter (content/cases/${lib.idPrefix}-${n}.md)`],
    concept: [
      built.concepts,
      'ConceptSchema',
      'concept page frontmatter (content/concepts/<slug>.md)',
    ],
    article: [built.articles, 'ArticleSchema', 'article frontmatter (content/articles/<slug>.md)'],
    transcript: [
      built.transcripts,
      'TranscriptSchema',
      'transcript frontmatter (content/transcripts/<slug>.md)',
    ],
    mitigation: [
      built.mitigations,
      'MitigationSchema',
      'mitigation frontmatter (content/mitigations/<slug>.md)',
    ],
    taxonomy: [
      schemas.TaxonomySchema,
      'TaxonomySchema',
      'vocabulary file (content/taxonomies/<name>.yaml)',
    ],
  } as const;
  if (name === 'cases-data') {
    // A published case is its frontmatter as the schema reads it, plus its page.
    const record = (built.cases as z.ZodObject).safeExtend({
      url: schemas.HttpUrlSchema.describe('The case’s page on the site.'),
    });
    schemas.EXTENDED_FROM.set(record, built.cases as z.ZodType);
    const doc = z
      .object({
        $schema: z.string().optional().describe('This schema’s address.'),
        title: z.string().describe('What the file holds.'),
        license: z.string().describe('The licence of the content, an SPDX identifier.'),
        license_url: z.string().describe('The licence’s text.'),
        count: z.number().int().min(0).describe('How many cases `cases` holds.'),
        cases: z.array(record).describe('Every case, newest incident first.'),
      })
      .describe(
        'The cases as /data/cases.json publishes them: each case holds the fields of its Markdown file under the same names, plus `url`.',
      );
    return {
      schema: doc as z.ZodType,
      docName: 'CasesDataSchema',
      title: `${lib.title}: cases data (/data/cases.json)`,
      named: [[built.cases as z.ZodType, 'CaseSchema']] as [z.ZodType, string][],
    };
  }
  const [schema, docName, what] = rows[name];
  return {
    schema: schema as z.ZodType,
    docName,
    title: `${lib.title}: ${what}`,
    named: [] as [z.ZodType, string][],
  };
}

/** Doc comments of `schemas/*.ts`: per exported schema, its own comment and one per field. */
export function readSchemaDocs(
  dir = join(ROOT, 'schemas'),
): Map<string, { doc?: string; fields: Record<string, string> }> {
  const docs = new Map<string, { doc?: string; fields: Record<string, string> }>();
  const clean = (c: string) =>
    c
      .split('\n')
      .map((l) => l.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.ts'))
    .sort()) {
    const src = readFileSync(join(dir, f), 'utf8');
    const starts = [
      ...src.matchAll(
        /(?:\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*)?export (?:const|function) (\w+Schema)\b/g,
      ),
    ];
    starts.forEach((m, i) => {
      const body = src.slice(m.index! + m[0].length, starts[i + 1]?.index ?? src.length);
      const fields: Record<string, string> = {};
      for (const fm of body.matchAll(
        /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*\n\s*['"]?([\w-]+)['"]?\s*:/g,
      ))
        fields[fm[2]] = clean(fm[1]);
      // A schema factory (`caseSchema`) documents the schema it builds (`CaseSchema`).
      const key = m[2][0].toUpperCase() + m[2].slice(1);
      docs.set(key, { doc: m[1] ? clean(m[1]) : undefined, fields });
    });
  }
  return docs;
}

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2})?(?:Z|[+-]\\d{2}:\\d{2}))?$';

/** The JSON Schema (draft-07, what the YAML language server and ajv read best) of one target. */
export function jsonSchemaOf(
  name: TargetName,
  lib: SchemaLibrary,
  docs = readSchemaDocs(),
): Record<string, unknown> {
  const { schema, docName, title, named } = target(name, lib);
  const byInstance = new Map<unknown, string>(
    Object.entries(schemas)
      .filter(([k]) => k.endsWith('Schema'))
      .map(([k, v]) => [v, k]),
  );
  byInstance.set(schema, docName);
  for (const [inner, doc] of named) byInstance.set(inner, doc);
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-07',
    unrepresentable: 'any',
    override(ctx) {
      const own =
        byInstance.get(ctx.zodSchema) ??
        byInstance.get(schemas.EXTENDED_FROM.get(ctx.zodSchema as unknown as z.ZodType));
      const js = ctx.jsonSchema as Record<string, unknown> & {
        properties?: Record<string, Record<string, unknown>>;
      };
      if (own === 'CalendarDateSchema') js.pattern = DATE_PATTERN;
      if (own === 'InstantSchema') js.pattern = INSTANT_PATTERN;
      const d = own ? docs.get(own) : undefined;
      if (d?.doc && !js.description) js.description = d.doc;
      if (d && js.properties) {
        // Copy before describing: zod shares one JSON object between every use of a schema.
        for (const [k, v] of Object.entries(js.properties))
          if (d.fields[k]) js.properties[k] = { ...v, description: d.fields[k] };
      }
    },
  }) as Record<string, unknown>;
  const kinds = Object.keys(lib.componentKinds ?? {});
  const kind = (
    json.additionalProperties as { properties?: Record<string, Record<string, unknown>> }
  )?.properties?.kind;
  if (name === 'taxonomy' && kind && kinds.length) {
    delete kind.pattern;
    kind.enum = kinds;
  }
  const { $schema, ...rest } = json;
  return {
    $schema,
    ...(lib.site && {
      $id: new URL(`schemas/${name}.schema.json`, `${lib.site.replace(/\/?$/, '/')}`).href,
    }),
    title,
    ...rest,
  };
}
