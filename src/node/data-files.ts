/**
 * The JSON Schemas the Open data page links. The contribution tooling (`npm run generate`)
 * publishes them from the zod schemas as `public/schemas/*.json` (served at `/schemas/`); those
 * are linked as they are. Should that folder be missing (a fork without the generated files), the
 * same schemas are generated here by the one generator (`json-schemas.ts`) and published under
 * `/data/schemas/`, so the page never links a file that is not there.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaOf, readSchemaDocs, TARGET_NAMES, type SchemaLibrary } from './json-schemas.ts';
import { join as joinPath } from 'node:path';

/** One published schema: its file name, its path under the site's base, and its text if we publish it. */
export interface SchemaFile {
  name: string;
  path: string;
  json?: string;
}

/** The JSON Schemas in the public folder (`/schemas/…`), or generated ones (`/data/schemas/…`). */
/**
 * @param dir the public folder.
 * @param packageDir this package's folder, whose `schemas/*.ts` hold the fields' descriptions
 *   (a built page's own location says nothing about where the sources are).
 */
export function schemaFiles(dir: string, lib: SchemaLibrary, packageDir: string): SchemaFile[] {
  const published = join(dir, 'schemas');
  const files = existsSync(published)
    ? readdirSync(published)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  if (files.length) return files.map((name) => ({ name, path: `/schemas/${name}` }));
  const docs = readSchemaDocs(joinPath(packageDir, 'schemas'));
  return TARGET_NAMES.map((t) => ({
    name: `${t}.schema.json`,
    path: `/data/schemas/${t}.schema.json`,
    json: `${JSON.stringify(jsonSchemaOf(t, lib, docs), null, 2)}\n`,
  })).sort((a, b) => (a.name < b.name ? -1 : 1));
}
