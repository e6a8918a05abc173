/**
 * The JSON Schemas the Open data page links. The contribution tooling (`npm run generate`)
 * publishes them from the zod schemas as `public/schemas/*.json` (served at `/schemas/`); those
 * are linked as they are. Should that folder be missing (a fork without the generated files), the
 * same schemas are generated here with zod's `toJSONSchema` and published under `/data/schemas/`,
 * so the page never links a file that is not there.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONTENT_TYPES, TaxonomySchema } from '../../schemas/index.ts';
import { LINK_OF_TYPE } from '../model/kinds.ts';
import { publicDir } from '../site/audio.ts';

/** One published schema: its file name, its path under the site's base, and its text if we publish it. */
export interface SchemaFile { name: string; path: string; json?: string }

/** The JSON Schemas in the public folder (`/schemas/…`), or generated ones (`/data/schemas/…`). */
export function schemaFiles(dir = publicDir()): SchemaFile[] {
  const published = join(dir, 'schemas');
  const files = existsSync(published) ? readdirSync(published).filter((f) => f.endsWith('.json')).sort() : [];
  if (files.length) return files.map((name) => ({ name, path: `/schemas/${name}` }));
  const schemas: [string, z.ZodType][] = [...Object.entries(CONTENT_TYPES).map(([k, s]) => [`${LINK_OF_TYPE[k as keyof typeof LINK_OF_TYPE]}.schema.json`, s] as [string, z.ZodType]), ['taxonomy.schema.json', TaxonomySchema]];
  return schemas
    .map(([name, schema]) => ({ name, path: `/data/schemas/${name}`, json: `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n` }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}
