/**
 * Validates the options given to `incidentLibrary()`, with errors a user can act on: each names
 * the option (`accent.light`), the problem and the value, and a misspelt key gets "did you mean".
 * The integration wraps the result in Astro's `AstroError`; the command-line tools print it.
 */
import type { z } from 'zod';
import { didYouMean } from '../model/suggest.ts';
import { visible } from '../model/errors.ts';
import { completeConfig, LibraryOptionsSchema, type LibraryConfig } from './options.ts';

/** One problem with an option. */
export interface OptionProblem {
  /** The option's dotted path, e.g. `repository.url`; empty for the options object itself. */
  option: string;
  message: string;
  hint?: string;
}

/** Thrown by `parseLibraryOptions`: every problem, and one message listing them. */
export class LibraryOptionsError extends Error {
  override name = 'LibraryOptionsError';
  readonly problems: OptionProblem[];
  constructor(problems: OptionProblem[]) {
    super(
      `Invalid incidentLibrary() options in astro.config.mjs:\n${problems.map(formatProblem).join('\n')}`,
    );
    this.problems = problems;
  }
}

/**
 * One line: `option: message (hint)`, with every line-breaking, control, invisible or
 * bidirectional character written as `<U+202E>` (`visible`, the rule of every message a tool
 * prints), so no value can break the line or reorder it in a terminal.
 */
export function formatProblem(p: OptionProblem): string {
  return visible(`${p.option || '(options)'}: ${p.message}${p.hint ? ` (${p.hint})` : ''}`);
}

/** The keys a zod object schema accepts at `path` (after unwrapping defaults and optionals). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let s: unknown = schema;
  for (const key of [...path, null]) {
    while (s && typeof s === 'object' && 'unwrap' in s && typeof s.unwrap === 'function')
      s = (s as { unwrap(): unknown }).unwrap();
    const shape = (s as { shape?: Record<string, unknown> }).shape;
    if (key === null) return shape ? Object.keys(shape) : [];
    if (!shape) return [];
    s = shape[String(key)];
  }
  return [];
}

const shown = (v: unknown) => {
  const json = JSON.stringify(v);
  return json === undefined ? String(v) : json.length > 60 ? `${json.slice(0, 57)}...` : json;
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) v = v && typeof v === 'object' ? (v as never)[key] : undefined;
  return v;
}

/** The problems of one zod issue, in our words. */
function problemsOf(input: unknown, issue: z.core.$ZodIssue): OptionProblem[] {
  const option = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const known = keysAt(LibraryOptionsSchema, issue.path);
    return issue.keys.map((key) => ({
      option: option ? `${option}.${key}` : key,
      message: 'is not an option',
      hint:
        didYouMean(key, known) ??
        // The site's words have hundreds of keys: name the table rather than list them.
        (issue.path[0] === 'strings'
          ? 'the keys are those of src/config/strings/en.ts'
          : `the options here are ${known.join(', ')}`),
    }));
  }
  const value = valueAt(input, issue.path);
  const hint = (issue as { params?: { hint?: string } }).params?.hint;
  const message =
    issue.code === 'invalid_type' && value === undefined
      ? 'is required'
      : // Some checks name the value in their message already.
        `${issue.message}${value === undefined || issue.message.includes(String(value)) ? '' : `, got ${shown(value)}`}`;
  return [{ option, message, ...(hint !== undefined && { hint }) }];
}

/**
 * The validated options, defaults filled in.
 * @throws LibraryOptionsError naming every bad option.
 */
export function parseLibraryOptions(input: unknown): LibraryConfig {
  const result = LibraryOptionsSchema.safeParse(input ?? {});
  if (result.success) return completeConfig(result.data);
  throw new LibraryOptionsError(result.error.issues.flatMap((i) => problemsOf(input, i)));
}
