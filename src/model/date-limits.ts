/**
 * Dates measured against today: no date names a year after next year, and no date of something
 * that has happened (the incident and its timeline, a source's publication, when the case was
 * added, reviewed or updated) lies in the future; `added: "9999-12-31"` would pin a case to the
 * top of every feed. The lower bound (1970) is static and lives in the schemas.
 *
 * "Today" is an argument, never read here: the validator and the build pass the clock, tests a
 * fixed date. Because the answer changes with the date, these checks run after the per-file
 * cache (`library.ts` `ownIssues`), on the dates each file's check collected.
 */
import type { ContentType } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';

/** Where each kind of entry keeps its dates, and whether each records something that has happened. */
function dateFields(
  type: ContentType,
  d: Record<string, unknown>,
): [PropertyKey[], unknown, boolean][] {
  const list = (key: string, sub: string, past: boolean) =>
    (Array.isArray(d[key]) ? (d[key] as Record<string, unknown>[]) : []).map(
      (x, i) => [[key, i, sub], x?.[sub], past] as [PropertyKey[], unknown, boolean],
    );
  const own = (key: string, past: boolean): [PropertyKey[], unknown, boolean] => [
    [key],
    d[key],
    past,
  ];
  if (type === 'cases') {
    const inc = (d.incident ?? {}) as Record<string, unknown>;
    return [
      ...(['start', 'end', 'detected', 'resolved'] as const).map(
        (k) => [['incident', k], inc[k], true] as [PropertyKey[], unknown, boolean],
      ),
      ...list('timeline', 'at', true),
      ...list('sources', 'published', true),
      own('added', true),
      own('last_reviewed', true),
      own('updated', true),
    ];
  }
  if (type === 'concepts') return [...list('sources', 'published', true), own('updated', true)];
  return [own('published', false), own('updated', true)];
}

/**
 * The dates of a valid entry as a flat list of field path, value, line and column, for
 * `checkDateLimits`. Plain data, so it is kept with the file's cached result.
 */
export function collectDates(
  type: ContentType,
  data: unknown,
  locate: (path: PropertyKey[]) => { line: number; col: number },
): (string | number)[] {
  const out: (string | number)[] = [];
  for (const [path, value, past] of dateFields(type, (data ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const at = locate(path);
    out.push(formatFieldPath(path), value, at.line, at.col, past ? 1 : 0);
  }
  return out;
}

/** `YYYY-MM-DD` of a day in UTC. */
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Problems with dates against `today`: a year after next year, or (for a date of something that
 * has happened) a day after tomorrow in UTC (a day's grace: it is already tomorrow east of UTC).
 * @param dates what `collectDates` returned.
 */
export function checkDateLimits(
  file: string,
  dates: readonly (string | number)[],
  today: Date,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const lastYear = today.getUTCFullYear() + 1;
  const tomorrow = day(new Date(today.getTime() + 86_400_000));
  for (let i = 0; i < dates.length; i += 5) {
    const [field, value, line, col, past] = dates.slice(i, i + 5) as [
      string,
      string,
      number,
      number,
      number,
    ];
    const at = { file, line, col, field };
    // The limits hold for the instant, not the date as written: 2026-12-02T20:00:00-12:00 is
    // 3 December in UTC. A bare date is that calendar day.
    const date =
      value.length === 10 ? value : new Date(Date.parse(value)).toISOString().slice(0, 10);
    const year = Number(date.slice(0, 4));
    if (year > lastYear)
      issues.push({
        ...at,
        message: `${value} is after next year (${lastYear})`,
        hint: 'check the year',
      });
    else if (past && date > tomorrow)
      issues.push({
        ...at,
        message: `${value} is in the future (today is ${day(today)}${date === value ? '' : `; it is ${date} in UTC`})`,
        hint: `this date records something that has happened: check it${field === 'added' ? ", or write today's date" : ''}`,
      });
  }
  return issues;
}
