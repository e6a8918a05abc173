/**
 * The text fields of every content type: plain text without the characters `text.ts` forbids,
 * titles and summaries of a few words at least, names, and the language a page is written in.
 */
import { z } from 'zod';
import { hasNoForbiddenChars, NO_FORBIDDEN_BMP_RE } from './text.ts';

const FORBIDDEN_MESSAGE =
  'contains control, invisible or bidirectional-control characters, or characters XML cannot hold';

/**
 * Plain one-line-ish text: none of the forbidden characters of `text.ts` (controls besides
 * newline and tab, characters XML cannot hold, invisible and bidirectional-control characters).
 */
export const PlainTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  // The pattern (which JSON Schema carries to editors) covers the Basic Multilingual Plane; the
  // refinement the rest (tag characters, unpaired surrogates, noncharacters beyond U+FFFF).
  .regex(NO_FORBIDDEN_BMP_RE, { error: FORBIDDEN_MESSAGE })
  .refine(hasNoForbiddenChars, { error: FORBIDDEN_MESSAGE });

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * The words in `text`: runs of letters, marks and digits; in scripts written without spaces
 * between words (Chinese, Japanese) each character counts as one.
 */
export function wordCount(text: string): number {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  return unspaced + (text.replace(UNSPACED, ' ').match(/[\p{L}\p{M}\p{N}]+/gu)?.length ?? 0);
}

/** Text of at least `min` words (see `wordCount`) and at most `max` characters; an empty or too long value has its own error. */
function words(schema: z.ZodString, min: number, max: number, what: string) {
  return schema.max(max).refine((t) => t.trim() === '' || t.length > max || wordCount(t) >= min, {
    error: `is too short: ${what} needs at least ${min} words`,
    params: {
      hint: `say what it is about in a few words${what === 'a summary' ? ', as one or two plain sentences' : ''}`,
    },
  });
}

/**
 * The title of a case, article or transcript: plain text of at least 3 words (a title says what
 * happened or what the page is about; "DNS outage at Acme", not "x") and at most `max` characters.
 */
export const titleSchema = (max: number) => words(PlainTextSchema, 3, max, 'a title');

/**
 * A name: a concept page's title or a vocabulary term's label, at least 2 letters or digits
 * ("DNS", "Pod") and at most `max` characters.
 */
export const nameSchema = (max: number) =>
  PlainTextSchema.max(max).refine(
    (t) => t.trim() === '' || (t.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2,
    {
      error: 'is too short: a name needs at least 2 letters or digits',
      params: { hint: 'write the name in full' },
    },
  );

/** A summary: one or two plain sentences, at least 3 words, at most 600 characters (the search snippet and feed text). */
export const SummarySchema = words(PlainTextSchema, 3, 600, 'a summary');

/**
 * The language a page is written in, as a BCP 47 tag (`en`, `zh`, `zh-Hans`, `ja`). It becomes the
 * page's `<html lang>`, so browsers, screen readers and Pagefind (which splits Chinese and
 * Japanese text into words by it) read the page right (field case 13).
 */
export const LanguageTagSchema = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, {
  error: 'expected a language tag such as "en", "zh", "zh-Hans" or "ja"',
});
