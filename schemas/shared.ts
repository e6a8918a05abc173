/**
 * Pieces shared by every content schema: slugs, IDs, calendar dates, date-times and sources.
 *
 * Rules come from `../shared/HOSTILE.md` and `research/case-model.md` (C.2): IDs and slugs are
 * ASCII only (no bidirectional or zero-width characters can hide in them), dates are calendar
 * dates kept as text (never shifted by the build's time zone), URLs are absolute http(s).
 */
import { z } from 'zod';
import { hasNoForbiddenChars, NO_FORBIDDEN_BMP_RE } from './text.ts';

/** A stable term or page slug: lower-case ASCII letters and digits joined by single hyphens. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'expected a slug: lower-case letters, digits and single hyphens (e.g. "etcd", "dns-resolver")',
  });

/**
 * A case ID, `IL-` then four digits (e.g. `IL-0190`); from IL-10000 on, five or more digits
 * without a leading zero, so a library can outgrow 9,999 cases (issue 7) and no two spellings
 * name one case. Never reused or renumbered.
 */
export const CaseIdSchema = z
  .string()
  .regex(/^IL-(?:\d{4}|[1-9]\d{4,})$/, { error: 'expected a case ID: "IL-" and four digits, e.g. "IL-0190"' });

/** True when `y-m-d` names a real day of the proleptic Gregorian calendar. */
export function isRealCalendarDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A calendar date `YYYY-MM-DD`, kept as text: `2022-06-23` is that day in every time zone.
 * Impossible dates (`2024-02-30`) are errors, never rolled over.
 */
export const CalendarDateSchema = z.string().superRefine((value, ctx) => {
  const m = DATE_RE.exec(value);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: `expected a date as YYYY-MM-DD, got "${value}"` });
  } else if (!isRealCalendarDay(+m[1], +m[2], +m[3])) {
    ctx.addIssue({ code: 'custom', message: `${value} is not a real calendar date` });
  }
});

/**
 * A point in time as the source reports it: a date (`2022-06-23`) or an RFC 3339 date-time with
 * an offset (`2022-06-23T18:56:00-07:00`, `2020-03-16T11:19:00Z`). A date-time without an offset
 * is refused: the page shows every time in UTC and needs the offset to convert it.
 */
export const InstantSchema = z.string().superRefine((value, ctx) => {
  const date = DATE_RE.exec(value);
  const dt = DATE_TIME_RE.exec(value);
  const parts = date ?? dt;
  if (!parts) {
    ctx.addIssue({
      code: 'custom',
      message: `expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] with an offset (Z or ±HH:MM), got "${value}"`,
    });
    return;
  }
  if (!isRealCalendarDay(+parts[1], +parts[2], +parts[3])) {
    ctx.addIssue({ code: 'custom', message: `${value.slice(0, 10)} is not a real calendar date` });
  }
  if (dt && (+dt[4] > 23 || +dt[5] > 59 || (dt[6] !== undefined && +dt[6] > 59))) {
    ctx.addIssue({ code: 'custom', message: `${value} is not a real time of day` });
  }
});

/** An absolute http(s) URL. */
export const HttpUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'expected an absolute http(s) URL',
});

const FORBIDDEN_MESSAGE = 'contains control, invisible or bidirectional-control characters, or characters XML cannot hold';

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

/**
 * The language a page is written in, as a BCP 47 tag (`en`, `zh`, `zh-Hans`, `ja`). It becomes the
 * page's `<html lang>`, so browsers, screen readers and Pagefind (which splits Chinese and
 * Japanese text into words by it) read the page right (field case 13).
 */
export const LanguageTagSchema = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, {
  error: 'expected a language tag such as "en", "zh", "zh-Hans" or "ja"',
});

/** The kinds of public source a case may cite. */
export const SourceTypeSchema = z.enum([
  'official-postmortem',
  'status-page',
  'talk',
  'third-party-analysis',
  'news',
  'documentation',
]);

/** One public source: where a fact on the page comes from. */
export const SourceSchema = z.strictObject({
  /** The source's own title. */
  title: PlainTextSchema,
  /** Absolute http(s) URL of the source. */
  url: HttpUrlSchema,
  /** Who published it (an organisation or a person). */
  publisher: PlainTextSchema,
  /** What kind of source it is; `official-postmortem` or `status-page` for the organisation's own report. */
  type: SourceTypeSchema,
  /** When it was published, YYYY-MM-DD. */
  published: CalendarDateSchema.optional(),
  /** An archived copy (e.g. the Wayback Machine), absolute http(s) URL. */
  archive_url: HttpUrlSchema.optional(),
});

export type Source = z.infer<typeof SourceSchema>;
