/**
 * The kinds of value the options are made of, each a zod schema with its own words for a bad
 * value: one line of plain text, an http(s) address, a file under `public/` or of the project.
 * The option groups (`options-*.ts`) build their fields from them.
 */
import { z } from 'zod';
import { codePointName, firstForbiddenChar } from '../../schemas/index.ts';
import { forbiddenKind } from '../model/text-rules.ts';

/** Tabs and line feeds, which content may hold in a body (`schemas/text.ts`) but no option holds. */
export const LINE_CHARS = /[\t\n]/;

/** What a character no option may hold is, in words: "U+202E, a bidirectional control". */
function refusedCharInWords(c: string): string {
  const code = codePointName(c);
  if (/[\n\r\u0085\u2028\u2029]/.test(c)) return `${code}, a line break`;
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(c))
    return `${code}, a bidirectional control`;
  return `${code}, ${forbiddenKind(c)}`;
}

/**
 * One line of plain text, held to the rule content is held to (`schemas/text.ts`): no control
 * character (C0 and C1, U+0085 a line break among them), no tab or line break (these values end
 * up in `<title>`, feeds and one-line messages), and none of the characters that show nothing or
 * reorder what is shown: the bidirectional controls (embeddings, overrides, isolates, the marks
 * U+200E, U+200F and U+061C) would make the page, a feed reader or a terminal show other text than
 * the option says. The first such character is named.
 */
export const plainText = (schema: z.ZodString) =>
  schema.superRefine((v, ctx) => {
    const c = LINE_CHARS.exec(v)?.[0] ?? firstForbiddenChar(v)?.char;
    if (c !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `must be one line of plain text, without ${refusedCharInWords(c)}`,
        params: { hint: 'delete it; an editor shows it when set to show invisible characters' },
      });
  });

/** Text of 1 to `max` characters, trimmed, on one line (`plainText`). */
export const text = (max: number) =>
  plainText(
    z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(max, { error: `at most ${max} characters` }),
  );

/**
 * What in an address a link cannot hold as written, or undefined: white space, control
 * characters, quotes and the characters URLs must escape (RFC 3986 excludes them: `<>\\^\`{|}`),
 * and the characters no option holds (bidirectional controls, invisible ones: `plainText`).
 * The URL parser would quietly drop or escape them, so the link would lead somewhere else.
 */
export function uncleanPart(v: string): string | undefined {
  const hidden = firstForbiddenChar(v)?.char;
  const c = /[\s\u0000-\u001f\u007f"<>\\^`{|}]/.exec(v)?.[0];
  if (c === undefined) return hidden === undefined ? undefined : refusedCharInWords(hidden);
  if (c === ' ') return 'a space';
  if (c === '"') return 'a double quote';
  if (/[\n\r\u2028\u2029]/.test(c)) return 'a line break';
  if (/[\s\u0000-\u001f\u007f]/.test(c))
    return `the character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `the character "${c}"`;
}

/**
 * An absolute http(s) address, whole: nothing in it a link cannot hold as written, and no user
 * name or password (every page that links it would publish them).
 */
export const httpUrl = z.string().superRefine((v, ctx) => {
  if (!(URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)))
    ctx.addIssue({
      code: 'custom',
      message: 'expected an absolute http(s) address, e.g. "https://github.com/acme/incidents"',
    });
  else if (new URL(v).username || new URL(v).password)
    ctx.addIssue({
      code: 'custom',
      message: 'contains a user name or password, which every page linking it would publish',
      params: { hint: 'leave them out: "https://host/path"' },
    });
  else if (uncleanPart(v))
    ctx.addIssue({
      code: 'custom',
      message: `contains ${uncleanPart(v)}, which a link cannot hold`,
      params: { hint: 'percent-encode it (a space is %20, a double quote %22) or leave it out' },
    });
});

/**
 * A file under the project's public folder, as a path relative to it (`logo.svg`,
 * `images/logo.svg`); a leading slash is dropped, as `/logo.svg` names the same file. That the
 * file exists is checked where the project's folder is known (`src/node/option-files.ts`).
 */
export const publicFile = z
  .string()
  .regex(/^[\w./-]+$/, { error: 'expected a path under public/, e.g. "logo.svg"' })
  .transform((v) => v.replace(/^\/+/, ''))
  .refine((v) => v.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
    error: 'expected a path under public/, e.g. "logo.svg", without "." or ".." parts',
  });

/**
 * A file of the project with the extension `ext` (`.css`, `.astro`), as a path relative to the
 * project root (`src/styles/acme.css`, or `./src/styles/acme.css`; the leading `./` is dropped).
 * It must stay inside the project: no absolute path, no `.` or `..` parts. `example` is a path
 * the error messages offer. That the file exists is checked where the project's folder is known
 * (`src/node/option-files.ts`).
 */
export const projectFile = (ext: string, example: string) =>
  z
    .string()
    .regex(new RegExp(`^[\\w./-]+\\${ext}$`), {
      error: `expected a ${ext} file under the project root, e.g. "${example}"`,
    })
    .transform((v) => v.replace(/^(\.\/)+/, ''))
    .refine((v) => v.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
      error: `expected a path under the project root, e.g. "${example}", without "." or ".." parts`,
    });
