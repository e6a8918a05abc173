/**
 * The JSON Schemas published under /data/schemas/: the committed files in `schemas/json/`
 * (generated from the zod schemas by the contribution tooling) when that folder exists, else
 * generated here with zod's `toJSONSchema` from the same schemas, so the Open data page always
 * links real files. Names are the content types and `taxonomy`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CONTENT_TYPES, TaxonomySchema } from '../../schemas/index.ts';

/** One published schema: its file name under /data/schemas/ and its JSON text. */
export interface SchemaFile { name: string; json: string; source: 'committed' | 'generated' }

const SINGULAR: Record<string, string> = { cases: 'case', concepts: 'concept', articles: 'article', transcripts: 'transcript' };

/** The JSON Schemas to publish, sorted by name. */
export function schemaFiles(root = process.cwd()): SchemaFile[] {
  const dir = resolve(root, 'schemas/json');
  if (existsSync(dir)) {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    if (files.length) return files.map((name) => ({ name, json: readFileSync(join(dir, name), 'utf8'), source: 'committed' as const }));
  }
  const schemas: [string, z.ZodType][] = [...Object.entries(CONTENT_TYPES).map(([k, s]) => [`${SINGULAR[k]}.schema.json`, s] as [string, z.ZodType]), ['taxonomy.schema.json', TaxonomySchema]];
  return schemas
    .map(([name, schema]) => ({ name, json: `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`, source: 'generated' as const }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}
