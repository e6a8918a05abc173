/**
 * The words the friendly errors (`friendly-parse.ts`) are made of: a value described for the
 * reader, lists joined in English, the kinds of value a field expects, and how a field's issue
 * is located.
 */
import type { ContentIssue } from './errors.ts';

/** Makes the issue of the field at a path: file, line and column, field, message and hint. */
export type IssueAt = (p: readonly PropertyKey[], message: string, hint?: string) => ContentIssue;

/** The message of a required field left out. */
export const MISSING = 'required field is missing';

/** "a", "a and b", "a, b and c". */
export const andList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A value as the reader wrote it, in words: `"text"`, `the number 3`, `a list`. */
export function describe(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the boolean ${value}`;
  if (typeof value === 'object') return 'a mapping';
  return `"${String(value)}"`;
}

/** The value at `path` in parsed data, or undefined when the path does not exist. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = data;
  for (const seg of path)
    v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[seg] : undefined;
  return v;
}

/** What a field of each zod type expects, in words. */
export const EXPECTED: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'a mapping of fields',
  number: 'a number',
  boolean: 'true or false',
};
