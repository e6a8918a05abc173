/**
 * Pieces shared by every content schema: slugs, IDs, calendar dates, date-times and sources.
 *
 * Rules come from `../shared/HOSTILE.md` and `research/case-model.md` (C.2): IDs and slugs are
 * ASCII only (no bidirectional or zero-width characters can hide in them), dates are calendar
 * dates kept as text (never shifted by the build's time zone), URLs are absolute http(s).
 */
import { z } from 'zod';
import { hasNoForbiddenChars, normalizeUnicode, NO_FORBIDDEN_BMP_RE } from './text.ts';

/** A stable term or page slug: lower-case ASCII letters and digits joined by single hyphens. */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error:
    'expected a slug: lower-case letters, digits and single hyphens (e.g. "postgresql", "load-balancer")',
});

/**
 * How one library writes its case IDs: a prefix of upper-case letters and digits and a number
 * of digits (`{ prefix: 'ACME', digits: 4 }` gives ACME-0001). Set by the library's config.
 */
export interface CaseIdRule {
  /** Upper-case letters and digits, starting with a letter, e.g. "ACME". */
  prefix: string;
  /** The zero-padded width of the number, e.g. 4. */
  digits: number;
}

/**
 * The pattern of a case ID under `rule`: the prefix, a hyphen and `digits` digits (ACME-0190);
 * past ACME-9999, more digits without a leading zero, so a library can outgrow its width and no
 * two spellings name one case.
 */
export function caseIdPattern(rule: CaseIdRule): RegExp {
  return new RegExp(`^${rule.prefix}-(?:\\d{${rule.digits}}|[1-9]\\d{${rule.digits},})$`);
}

/** An example ID under `rule`, e.g. "ACME-0190". */
export function exampleCaseId(rule: CaseIdRule, n = 190): string {
  return `${rule.prefix}-${String(n).padStart(rule.digits, '0')}`;
}

/** A case ID under `rule` (see `caseIdPattern`). Never reused or renumbered. */
export function caseIdSchema(rule: CaseIdRule) {
  return z
    .string()
    .regex(caseIdPattern(rule), {
      error: `expected a case ID: "${rule.prefix}-" and ${rule.digits} digits, e.g. "${exampleCaseId(rule)}"`,
    })
    .describe(
      `A case ID, \`${rule.prefix}-\` then ${rule.digits} digits (e.g. \`${exampleCaseId(rule)}\`); past the width, more digits without a leading zero, so no two spellings name one case. Never reused or renumbered.`,
    );
}

/** True when `y-m-d` names a real day of the proleptic Gregorian calendar. */
export function isRealCalendarDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|([+-])(\d{2}):(\d{2}))$/;
const NO_OFFSET_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;

/** The first year a date may name: the library holds incidents of computer systems from 1970 on. */
export const FIRST_YEAR = 1970;
/** The largest UTC offset in use (UTC+14:00, Line Islands); the smallest is UTC−12:00. */
const MAX_OFFSET_MINUTES = 14 * 60;
const MIN_OFFSET_MINUTES = -12 * 60;

/** A problem with a date or instant: the message and, where we can say, a hint. */
export interface DateProblem {
  message: string;
  hint: string;
}

/** The same date with month and day swapped, if that one is real (`2017-31-01` to `2017-01-31`). */
function swapped(y: string, m: string, d: string): string | undefined {
  return +d >= 1 && +d <= 12 && isRealCalendarDay(+y, +d, +m) ? `${y}-${d}-${m}` : undefined;
}

/** What is wrong with the calendar date `y-m-d` (as written), if anything. */
function dateProblem(y: string, m: string, d: string): DateProblem | undefined {
  const value = `${y}-${m}-${d}`;
  if (!isRealCalendarDay(+y, +m, +d)) {
    const swap = +m > 12 ? swapped(y, m, d) : undefined;
    return {
      message: `${value} is not a real calendar date`,
      hint: swap
        ? `dates are YYYY-MM-DD (year, month, day): did you mean "${swap}"?`
        : `dates are YYYY-MM-DD (year, month, day), and ${+m >= 1 && +m <= 12 ? `month ${m} has no day ${d}` : `there is no month ${m}`}`,
    };
  }
  if (+y < FIRST_YEAR)
    return {
      message: `${value} is before ${FIRST_YEAR}`,
      hint: `check the year: the library holds incidents from ${FIRST_YEAR} on`,
    };
  return undefined;
}

/** A date written with the year last (`16/11/2021`, `16.11.2021`) or first (`2021/11/16`). */
const YEAR_LAST_RE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const YEAR_FIRST_RE = /^(\d{4})([/.])(\d{1,2})\2(\d{1,2})$/;

const iso = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

/**
 * The hint for a date written another way than YYYY-MM-DD, giving the ISO date it can mean:
 * `16/11/2021` can only be day/month (there is no month 16), so `"2021-11-16"`; `11/16/2021` only
 * month/day, so the same; `03/04/2021` is either, and both readings are given for the
 * contributor to pick from the source. Undefined when the value is no such date, or no real day.
 */
export function isoDateHint(value: string): string | undefined {
  const ymd = YEAR_FIRST_RE.exec(value);
  if (ymd)
    return isRealCalendarDay(+ymd[1], +ymd[3], +ymd[4])
      ? `write it as YYYY-MM-DD, in quotes: "${iso(ymd[1], ymd[3], ymd[4])}"`
      : undefined;
  const m = YEAR_LAST_RE.exec(value);
  if (!m) return undefined;
  const [a, b, y] = [m[1], m[3], m[4]];
  // The first number as the day (16/11/2021, as in most of the world), or as the month (11/16/2021, as in the US).
  const dayFirst = isRealCalendarDay(+y, +b, +a) ? iso(y, b, a) : undefined;
  const monthFirst = isRealCalendarDay(+y, +a, +b) ? iso(y, a, b) : undefined;
  if (dayFirst && monthFirst && dayFirst !== monthFirst)
    return `dates are YYYY-MM-DD, in quotes: "${dayFirst}" if ${value} is day/month, "${monthFirst}" if it is month/day (check the source)`;
  const one = dayFirst ?? monthFirst;
  return one ? `write it as YYYY-MM-DD, in quotes: "${one}"` : undefined;
}

/** What is wrong with a calendar date `YYYY-MM-DD`, if anything. */
export function calendarDateProblem(value: string): DateProblem | undefined {
  const m = DATE_RE.exec(value);
  if (!m) {
    const dt = NO_OFFSET_RE.exec(value) ?? DATE_TIME_RE.exec(value);
    return {
      message: `expected a date as YYYY-MM-DD, got "${value}"`,
      hint: dt
        ? `this field takes a date only: "${value.slice(0, 10)}"`
        : (isoDateHint(value) ?? 'expected YYYY-MM-DD, in quotes: "2024-03-01"'),
    };
  }
  return dateProblem(m[1], m[2], m[3]);
}

/** What is wrong with an instant (a date, or a date-time with its offset), if anything. */
export function instantProblem(value: string): DateProblem | undefined {
  if (DATE_RE.test(value)) return calendarDateProblem(value);
  const dt = DATE_TIME_RE.exec(value);
  if (!dt) {
    const local = NO_OFFSET_RE.exec(value);
    if (local) {
      return {
        message: `"${value}" has no UTC offset: the page shows every time in UTC and needs it`,
        hint: `add the offset the source gives: "${local[1]}T${local[2]}Z" for UTC, or e.g. "${local[1]}T${local[2]}-07:00"`,
      };
    }
    return {
      message: `expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] with an offset (Z or ±HH:MM), got "${value}"`,
      hint:
        isoDateHint(value) ??
        'write a date or a date-time with its offset, in quotes: "2024-03-01" or "2022-06-23T18:56:00-07:00"',
    };
  }
  const day = dateProblem(dt[1], dt[2], dt[3]);
  if (day) return day;
  if (+dt[4] > 23 || +dt[5] > 59 || (dt[6] !== undefined && +dt[6] > 59)) {
    return {
      message: `${value} is not a real time of day`,
      hint: 'hours run from 00 to 23, minutes and seconds from 00 to 59',
    };
  }
  if (dt[7] !== 'Z') {
    const minutes = (dt[8] === '-' ? -1 : 1) * (+dt[9] * 60 + +dt[10]);
    if (+dt[10] > 59 || minutes > MAX_OFFSET_MINUTES || minutes < MIN_OFFSET_MINUTES) {
      return {
        message: `${dt[7]} is not a real UTC offset`,
        hint: 'offsets run from -12:00 to +14:00, minutes under 60 (e.g. "-07:00", "+05:30"); "Z" is UTC',
      };
    }
  }
  if (Number.isNaN(Date.parse(value)))
    return {
      message: `${value} is not a valid date-time`,
      hint: 'write it as "2022-06-23T18:56:00-07:00"',
    };
  // The limit holds for the instant: 1970-01-01T00:30:00+02:00 is 1969 in UTC.
  if (Date.parse(value) < Date.UTC(FIRST_YEAR, 0, 1))
    return {
      message: `${value} is before ${FIRST_YEAR} in UTC (${new Date(Date.parse(value)).toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      hint: `check the date and the offset: the library holds incidents from ${FIRST_YEAR} on`,
    };
  return undefined;
}

/**
 * Compares two valid instants as points in time: negative when `a` is earlier. When either is
 * a bare date, the calendar days as written are compared (a date has no time to convert).
 */
export function compareInstants(a: string, b: string): number {
  if (a.length === 10 || b.length === 10)
    return a.slice(0, 10) < b.slice(0, 10) ? -1 : a.slice(0, 10) > b.slice(0, 10) ? 1 : 0;
  return Date.parse(a) - Date.parse(b);
}

/** Adds a date problem as a zod issue, its hint in `params` (read by `src/model/friendly-parse.ts`). */
function addProblem(ctx: z.core.$RefinementCtx<string>, p: DateProblem | undefined): void {
  if (p) ctx.addIssue({ code: 'custom', message: p.message, params: { hint: p.hint } });
}

/**
 * A calendar date `YYYY-MM-DD`, kept as text: `2022-06-23` is that day in every time zone.
 * Impossible dates (`2024-02-30`) are errors, never rolled over; years before 1970 are refused.
 */
export const CalendarDateSchema = z
  .string()
  .superRefine((value, ctx) => addProblem(ctx, calendarDateProblem(value)));

/**
 * A point in time as the source reports it: a date (`2022-06-23`) or an RFC 3339 date-time with
 * an offset (`2022-06-23T18:56:00-07:00`, `2020-03-16T11:19:00Z`). A date-time without an offset
 * is refused: the page shows every time in UTC and needs the offset to convert it. Offsets run
 * from -12:00 to +14:00 (the ones in use), minutes under 60.
 */
export const InstantSchema = z
  .string()
  .superRefine((value, ctx) => addProblem(ctx, instantProblem(value)));

/** The longest URL accepted, in characters (what every browser, crawler and archive takes). */
export const MAX_URL_LENGTH = 2000;

/** What is wrong with an absolute http(s) URL that parses, if anything: see `HttpUrlSchema`. */
export function urlProblem(value: string): DateProblem | undefined {
  if (value.length > MAX_URL_LENGTH)
    return {
      message: `is ${value.length} characters long, over the ${MAX_URL_LENGTH}-character limit for a URL`,
      hint: 'link the page itself, without tracking parameters or embedded data',
    };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  // `https://grafana.com@evil.example/` visits evil.example: what comes before "@" is a user name.
  if (url.username || url.password || /^https?:\/\/[^/?#]*@/i.test(value)) {
    return {
      message: `holds a user name or password before "@", so it leads to ${url.hostname}`,
      hint: `write the address without them: "${url.protocol}//${url.host}${url.pathname}${url.search}${url.hash}"`,
    };
  }
  const host = /^https?:\/\/([^/?#:]*)/i.exec(value)?.[1] ?? '';
  // A letter from another script can make a host look like the publisher's (an IDN homograph).
  if (/[^\x00-\x7f]/.test(host)) {
    return {
      message: `the host "${host}" has letters outside ASCII, which can imitate another host`,
      hint: `if the address really is this one, write its host in punycode: "${url.hostname}"`,
    };
  }
  return undefined;
}

/**
 * A space, line break or control character in an address, if any: a browser drops a tab or line
 * break and encodes a space, where a line reader (the link check's list) splits at the break, so
 * the address must not hold one for every reader to read the same.
 */
export function urlSpaceProblem(value: string): DateProblem | undefined {
  const space = /[\s\p{Cc}\p{Cf}]/u.exec(value);
  if (!space) return undefined;
  const at = `U+${space[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} at position ${space.index + 1}`;
  const href = normalizeHttpUrl(value);
  return {
    message: `holds a space, line break or control character (${at}), which a browser drops or encodes`,
    hint:
      href === value
        ? 'remove it, or write a space inside the address as %20'
        : `write the address as a browser reads it: "${href}"`,
  };
}

/**
 * An absolute http(s) URL, at most 2,000 characters, with no space, line break or control
 * character, with no user name or password (which
 * would hide the real host: `https://publisher.example@evil.example/`), and a host written in
 * ASCII (an internationalised host in its punycode form, `xn--...`, so no letter from another
 * script can pass for a Latin one).
 */
export const HttpUrlSchema = z
  .string()
  // Before the URL check, which trims the value and drops its tabs and line breaks.
  .superRefine((value, ctx) => {
    const p = urlSpaceProblem(value);
    if (p) ctx.addIssue({ code: 'custom', message: p.message, params: { hint: p.hint } });
  })
  .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' })
  .superRefine((value, ctx) => {
    const p = urlProblem(value);
    if (p) ctx.addIssue({ code: 'custom', message: p.message, params: { hint: p.hint } });
  })
  .overwrite(normalizeHttpUrl);

/**
 * The one form of a source address that the page, the open data and the link check publish:
 * the URL as a browser parses it (`https://EXAMPLE.org` is `https://example.org/`), so they
 * can never name two addresses. A value that does not parse is left as it is (it is refused).
 */
export function normalizeHttpUrl(value: string): string {
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}

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
  /**
   * A capture of the source at an archive (e.g. a Wayback Machine snapshot), absolute http(s)
   * URL: the case page links it as the archived copy; a source without one shows none.
   */
  archive_url: HttpUrlSchema.optional(),
});

export type Source = z.infer<typeof SourceSchema>;

/**
 * A host name or a host suffix that marks a source as internal (`internalHosts` in the library's
 * options): lower-case ASCII labels joined by dots, e.g. "wiki.example.com", or the same after a
 * dot, e.g. ".corp.example.com". No scheme, port, path or wildcard.
 */
export const INTERNAL_HOST_RE =
  /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The entry of `internalHosts` that makes `url` internal, or undefined when none does (or `url`
 * does not parse). "wiki.example.com" matches that host only; ".corp.example.com" matches every
 * host under corp.example.com and corp.example.com itself. Hosts compare in lower case, without
 * a trailing dot; the port does not count.
 * @param url an absolute URL as a source writes it.
 * @param internalHosts entries as `INTERNAL_HOST_RE` describes them.
 */
export function internalHostOf(url: string, internalHosts: readonly string[]): string | undefined {
  if (internalHosts.length === 0 || !URL.canParse(url)) return undefined;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return internalHosts.find((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith('.') ? host.endsWith(e) || host === e.slice(1) : host === e;
  });
}

/**
 * A list in which no item appears twice: `key` says what makes two items the same (by default
 * the text itself, compared in NFC and lower case); the second of two is refused at its index.
 * Applies to every list of slugs, IDs and names, so nothing is shown or counted twice.
 */
export function uniqueList<T extends z.ZodType>(
  item: T,
  key: (value: unknown) => unknown = (v) => v,
) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    items.forEach((v, i) => {
      const k = key(v);
      // Items of the wrong shape have their own error.
      if (typeof k !== 'string') return;
      const norm = normalizeUnicode(k.trim()).toLowerCase();
      const first = seen.get(norm);
      if (first === undefined) seen.set(norm, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `"${shown(v, k)}" is listed twice (also item ${first + 1} of the list)`,
          params: { hint: 'remove this one' },
        });
    });
  });
}

/** How a list item is named in a message: itself, or its id, term, key, name or URL. */
function shown(v: unknown, key: string): string {
  if (typeof v === 'string') return v;
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const name = ['id', 'term', 'key', 'name', 'url']
    .map((f) => o[f])
    .find((x) => typeof x === 'string');
  return typeof name === 'string' ? name : key;
}

/** The value of `field` of an object item, for `uniqueList` keys. */
export const byField =
  (field: string) =>
  (v: unknown): unknown =>
    v && typeof v === 'object' ? (v as Record<string, unknown>)[field] : undefined;
