/**
 * A mapped postmortem as a draft case file: its frontmatter in the order of the library's case
 * schema (as `new-case` writes it), `status: draft`, its body sections, and the import line that
 * records where it came from. Unlike `new-case`, nothing is written for what the source does not
 * state (no `TODO`): a field left out is one the validator names as missing, which is exactly the
 * list the report gives. Pure.
 */
import { stringify } from 'yaml';
import type { z } from 'zod';
import { CASE_SECTIONS } from '../../schemas/index.ts';
import { formatFieldPath, visible } from '../model/errors.ts';
import { knownKeysAt } from '../model/friendly-parse.ts';
import type { BodySection, Draft } from './draft-types.ts';

/** A draft completed for the library: its fields, what is left, what was refused. */
export interface CaseDraft {
  data: Record<string, unknown>;
  /** The fields the schema still needs (`organisation`, `impact.categories`), in its order. */
  fieldsLeft: string[];
  /** The required sections the draft has not got (`Trigger`). */
  sectionsLeft: string[];
  /** Fields the source stated but the schema refuses (a two-word title), with its message. */
  dropped: { field: string; message: string }[];
}

/** The value at a path of plain objects and arrays. */
function at(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const k of path)
    v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/**
 * The draft with its ID, `status: draft` and today's date as `added` and `last_reviewed`, checked
 * against the library's case schema: a field the schema refuses is taken out (a person fills it
 * from the source), and what the schema still asks for is `fieldsLeft`.
 * @param schema the library's case schema (`rules.schemas.cases`).
 * @param today YYYY-MM-DD.
 */
export function completeDraft(
  draft: Pick<Draft, 'data' | 'sections'>,
  schema: z.ZodType,
  id: string,
  today: string,
): CaseDraft {
  const data: Record<string, unknown> = {
    id,
    ...structuredClone(draft.data),
    status: 'draft',
    added: today,
    last_reviewed: today,
  };
  const dropped: CaseDraft['dropped'] = [];
  for (let round = 0; round < 20; round++) {
    const result = schema.safeParse(data);
    if (result.success) break;
    const bad = result.error.issues.find((i) => at(data, i.path) !== undefined);
    if (!bad) break;
    const [key, child] = bad.path as PropertyKey[];
    const value = data[key as string];
    if (child === undefined || Array.isArray(value) || typeof child === 'number')
      delete data[key as string];
    else {
      delete (value as Record<PropertyKey, unknown>)[child];
      if (!Object.keys(value as object).length) delete data[key as string];
    }
    dropped.push({
      field: formatFieldPath(child === undefined || Array.isArray(value) ? [key] : [key, child]),
      message: bad.message,
    });
  }
  const result = schema.safeParse(data);
  const fieldsLeft = result.success
    ? []
    : [...new Set(result.error.issues.map((i) => formatFieldPath(i.path as PropertyKey[])))];
  const has = new Set(draft.sections.map((s) => s.heading));
  const sectionsLeft = CASE_SECTIONS.filter((s) => s.required && !has.has(s.heading)).map(
    (s) => s.heading,
  );
  return { data, fieldsLeft, sectionsLeft, dropped };
}

/** The line that records the source of an imported case: its path and digest. */
export function importLine(source: string, digest: string): string {
  return `# imported from ${visible(source)} sha256:${digest}`;
}

/** The source path and digest an import line records, from a case file's text. */
export function importedFrom(text: string): { source: string; digest: string } | undefined {
  const m = /^# imported from (.*) sha256:([0-9a-f]{64})$/m.exec(text.slice(0, 4096));
  return m ? { source: m[1], digest: m[2] } : undefined;
}

/** The draft case file's text. */
export function renderDraft(
  data: Record<string, unknown>,
  sections: readonly BodySection[],
  schema: z.ZodType,
  header: string,
): string {
  const lines = ['---', header];
  for (const key of knownKeysAt(schema, []))
    if (data[key] !== undefined)
      lines.push(
        stringify(
          { [key]: data[key] },
          { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 0 },
        ).trimEnd(),
      );
  lines.push('---', '');
  const body = sections.map((s) => `## ${s.heading}\n\n${s.markdown}\n`).join('\n');
  return `${lines.join('\n')}\n${body}`;
}
