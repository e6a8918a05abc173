/**
 * `npm run generate` (with `--check` in CI and tests): JSON Schemas for each content type's
 * frontmatter and for the vocabulary files, generated from the zod schemas in `schemas/` with
 * zod 4's `z.toJSONSchema`, never written by hand. Descriptions come from the `/** *\/` comment
 * above each schema and field in `schemas/*.ts`, so editors show them on hover.
 *
 * Writes `schemas/json/<name>.schema.json` (committed; editors use it), the same files to
 * `public/schemas/` (published with the site, e.g. `/schemas/case.schema.json`), the
 * frontmatter reference in CONTRIBUTING.md between its `frontmatter-reference` markers, and the
 * "Propose a case" issue form and the VS Code snippets from the vocabularies (`issue-form.ts`,
 * `editor-snippets.ts`).
 * Refinements zod cannot express (calendar dates, date-times) get the pattern of their format.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import * as schemas from '../../schemas/index.ts';
import { contentDirOf } from '../node/read-content.ts';
import { SNIPPETS_PATH, snippetsText } from './editor-snippets.ts';
import { ISSUE_FORM_PATH, issueFormText } from './issue-form.ts';

const ROOT = join(import.meta.dirname, '../..');

/** The files generated, by name: frontmatter of each content type, and a vocabulary file. */
export const TARGETS = {
  case: { schema: schemas.CaseSchema, title: 'Incident Library: case frontmatter (content/cases/IL-NNNN.md)' },
  concept: { schema: schemas.ConceptSchema, title: 'Incident Library: concept page frontmatter (content/concepts/<slug>.md)' },
  article: { schema: schemas.ArticleSchema, title: 'Incident Library: article frontmatter (content/articles/<slug>.md)' },
  transcript: { schema: schemas.TranscriptSchema, title: 'Incident Library: transcript frontmatter (content/transcripts/<slug>.md)' },
  taxonomy: { schema: schemas.TaxonomySchema, title: 'Incident Library: vocabulary file (content/taxonomies/<name>.yaml)' },
} as const;

/** Doc comments of `schemas/*.ts`: per exported schema, its own comment and one per field. */
export function readSchemaDocs(dir = join(ROOT, 'schemas')): Map<string, { doc?: string; fields: Record<string, string> }> {
  const docs = new Map<string, { doc?: string; fields: Record<string, string> }>();
  const clean = (c: string) => c.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim()).join(' ').replace(/\s+/g, ' ').trim();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts')).sort()) {
    const src = readFileSync(join(dir, f), 'utf8');
    const starts = [...src.matchAll(/(?:\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*)?export const (\w+Schema)\b/g)];
    starts.forEach((m, i) => {
      const body = src.slice(m.index! + m[0].length, starts[i + 1]?.index ?? src.length);
      const fields: Record<string, string> = {};
      for (const fm of body.matchAll(/\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*\n\s*['"]?([\w-]+)['"]?\s*:/g)) fields[fm[2]] = clean(fm[1]);
      docs.set(m[2], { doc: m[1] ? clean(m[1]) : undefined, fields });
    });
  }
  return docs;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2})?(?:Z|[+-]\\d{2}:\\d{2}))?$';

/** The JSON Schema (draft-07, what the YAML language server and ajv read best) of one target. */
export function jsonSchemaOf(name: keyof typeof TARGETS, docs = readSchemaDocs()): Record<string, unknown> {
  const byInstance = new Map<unknown, string>(Object.entries(schemas).filter(([k]) => k.endsWith('Schema')).map(([k, v]) => [v, k]));
  const { schema, title } = TARGETS[name];
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-07',
    unrepresentable: 'any',
    override(ctx) {
      const own = byInstance.get(ctx.zodSchema);
      const js = ctx.jsonSchema as Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };
      if (own === 'CalendarDateSchema') js.pattern = DATE_PATTERN;
      if (own === 'InstantSchema') js.pattern = INSTANT_PATTERN;
      const d = own ? docs.get(own) : undefined;
      if (d?.doc && !js.description) js.description = d.doc;
      if (d && js.properties) {
        // Copy before describing: zod shares one JSON object between every use of a schema.
        for (const [k, v] of Object.entries(js.properties)) if (d.fields[k]) js.properties[k] = { ...v, description: d.fields[k] };
      }
    },
  }) as Record<string, unknown>;
  const { $schema, ...rest } = json;
  return { $schema, $id: `https://incident-library.example.org/schemas/${name}.schema.json`, title, ...rest };
}

/** The parts of a generated JSON Schema that the reference tables read. */
interface SchemaNode {
  type?: string;
  enum?: string[];
  pattern?: string;
  description?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
}

/** Markdown tables of every field of each content type, from the JSON Schemas. */
export function frontmatterReference(docs = readSchemaDocs()): string {
  const type = (p: SchemaNode): string => {
    if (p.enum) return p.enum.map((v: string) => `\`${v}\``).join(', ');
    if (p.type === 'array') return `list of ${p.items?.type === 'object' ? 'entries' : type(p.items ?? {})}`;
    if (p.type === 'object') return p.additionalProperties && typeof p.additionalProperties === 'object' && !p.properties ? 'mapping' : 'fields';
    if (p.pattern === DATE_PATTERN) return 'date `YYYY-MM-DD`';
    if (p.pattern === INSTANT_PATTERN) return 'date or date-time with offset';
    return p.type ?? 'any';
  };
  const rows = (s: SchemaNode, prefix = ''): string[] => Object.entries(s.properties ?? {}).flatMap(([k, p]) => {
    const field = `${prefix}${k}`;
    const required = (s.required ?? []).includes(k) ? 'yes' : '';
    const row = `| \`${field}\` | ${required} | ${type(p)} | ${(p.description ?? '').replace(/\|/g, '\\|')} |`;
    const inner = p.type === 'object' ? rows(p, `${field}.`) : p.type === 'array' && p.items?.type === 'object' ? rows(p.items, `${field}[].`) : [];
    return [row, ...inner];
  });
  const sections = (['case', 'concept', 'article', 'transcript'] as const).map((n) => {
    const s = jsonSchemaOf(n, docs) as SchemaNode;
    return `### ${n[0].toUpperCase()}${n.slice(1)}\n\n| field | required | value | meaning |\n|---|---|---|---|\n${rows(s).join('\n')}\n`;
  });
  const term = jsonSchemaOf('taxonomy', docs).additionalProperties as SchemaNode;
  sections.push(`### Vocabulary term (\`content/taxonomies/*.yaml\`: slug, then these fields)\n\n| field | required | value | meaning |\n|---|---|---|---|\n${rows(term).join('\n')}\n`);
  return `<!-- frontmatter-reference:start (generated by \`npm run generate\` from schemas/; do not edit) -->\n\n${sections.join('\n')}\n<!-- frontmatter-reference:end -->`;
}

/** Every generated file and its exact text, relative to the repository root. */
export function generatedFiles(root = ROOT): Map<string, string> {
  const docs = readSchemaDocs(join(root, 'schemas'));
  const out = new Map<string, string>();
  for (const name of Object.keys(TARGETS) as (keyof typeof TARGETS)[]) {
    const text = `${JSON.stringify(jsonSchemaOf(name, docs), null, 2)}\n`;
    out.set(`schemas/json/${name}.schema.json`, text);
    out.set(`public/schemas/${name}.schema.json`, text);
  }
  out.set(ISSUE_FORM_PATH, issueFormText(contentDirOf(root)));
  out.set(SNIPPETS_PATH, snippetsText(contentDirOf(root)));
  const contributing = join(root, 'CONTRIBUTING.md');
  if (existsSync(contributing)) {
    const text = readFileSync(contributing, 'utf8');
    const re = /<!-- frontmatter-reference:start[\s\S]*?<!-- frontmatter-reference:end -->/;
    if (re.test(text)) out.set('CONTRIBUTING.md', text.replace(re, () => frontmatterReference(docs)));
  }
  return out;
}

/** Files whose committed text differs from what the schemas give (empty when all are fresh). */
export function staleFiles(root = ROOT, files = generatedFiles(root)): string[] {
  return [...files].filter(([rel, text]) => !existsSync(join(root, rel)) || readFileSync(join(root, rel), 'utf8') !== text).map(([rel]) => rel);
}

if (import.meta.main) {
  const files = generatedFiles();
  if (process.argv.includes('--check')) {
    const stale = staleFiles(ROOT, files);
    if (stale.length) {
      console.error(`${stale.length} generated file${stale.length === 1 ? ' is' : 's are'} out of date: ${stale.join(', ')}.\nRun \`npm run generate\` and commit the result.`);
      process.exitCode = 1;
    } else console.log(`${files.size} generated files are up to date.`);
  } else {
    for (const [rel, text] of files) {
      mkdirSync(join(ROOT, rel, '..'), { recursive: true });
      writeFileSync(join(ROOT, rel), text);
    }
    console.log(`wrote ${[...files.keys()].join(', ')}`);
  }
}
