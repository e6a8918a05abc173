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

const ROOT = join(import.meta.dirname, '../..');

/** The files generated, by name: frontmatter of each content type, and a vocabulary file. */
export const TARGETS = {
  case: {
    schema: schemas.CaseSchema,
    title: 'Incident Library: case frontmatter (content/cases/IL-NNNN.md)',
  },
  concept: {
    schema: schemas.ConceptSchema,
    title: 'Incident Library: concept page frontmatter (content/concepts/<slug>.md)',
  },
  article: {
    schema: schemas.ArticleSchema,
    title: 'Incident Library: article frontmatter (content/articles/<slug>.md)',
  },
  transcript: {
    schema: schemas.TranscriptSchema,
    title: 'Incident Library: transcript frontmatter (content/transcripts/<slug>.md)',
  },
  taxonomy: {
    schema: schemas.TaxonomySchema,
    title: 'Incident Library: vocabulary file (content/taxonomies/<name>.yaml)',
  },
} as const;

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
      ...src.matchAll(/(?:\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*)?export const (\w+Schema)\b/g),
    ];
    starts.forEach((m, i) => {
      const body = src.slice(m.index! + m[0].length, starts[i + 1]?.index ?? src.length);
      const fields: Record<string, string> = {};
      for (const fm of body.matchAll(
        /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*\n\s*['"]?([\w-]+)['"]?\s*:/g,
      ))
        fields[fm[2]] = clean(fm[1]);
      docs.set(m[2], { doc: m[1] ? clean(m[1]) : undefined, fields });
    });
  }
  return docs;
}

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2})?(?:Z|[+-]\\d{2}:\\d{2}))?$';

/** The JSON Schema (draft-07, what the YAML language server and ajv read best) of one target. */
export function jsonSchemaOf(
  name: keyof typeof TARGETS,
  docs = readSchemaDocs(),
): Record<string, unknown> {
  const byInstance = new Map<unknown, string>(
    Object.entries(schemas)
      .filter(([k]) => k.endsWith('Schema'))
      .map(([k, v]) => [v, k]),
  );
  const { schema, title } = TARGETS[name];
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-07',
    unrepresentable: 'any',
    override(ctx) {
      const own = byInstance.get(ctx.zodSchema);
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
  const { $schema, ...rest } = json;
  return {
    $schema,
    $id: `https://incident-library.example.org/schemas/${name}.schema.json`,
    title,
    ...rest,
  };
}
