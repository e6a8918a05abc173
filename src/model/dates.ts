/**
 * Dates and times for display. Content keeps instants as text (`2022-06-23`,
 * `2022-06-23T18:56:00-07:00`); these functions never read the build machine's time zone, so
 * output is the same under any TZ (field case 01).
 */

/** Milliseconds since the epoch (UTC) of an instant; a bare date is 00:00 UTC that day. */
export function instantToEpochMs(value: string): number {
  return Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/** The calendar year of an instant as the source wrote it (a bare date's own year). */
export function instantYear(value: string): number {
  return Number(value.slice(0, 4));
}

/**
 * The instant in UTC for display: `2022-06-24 01:56 UTC` for a date-time, `2022-06-23` for a
 * bare date (a date has no zone to convert).
 */
export function formatUtc(value: string): string {
  if (value.length === 10) return value;
  const d = new Date(instantToEpochMs(value));
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

/** The instant as the source reported it: `2022-06-23 18:56 (UTC−07:00, PDT)`. */
export function formatReported(value: string, zone?: string): string {
  if (value.length === 10) return value;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!m) return value;
  const offset = m[3] === 'Z' ? 'UTC' : `UTC${m[3].replace('-', '−')}`;
  return `${m[1]} ${m[2]} (${zone && zone !== 'UTC' ? `${offset}, ${zone}` : offset})`;
}

/** A duration in seconds between two instants, or undefined if either is a bare date. */
export function durationSeconds(start: string, end?: string): number | undefined {
  if (!end || start.length === 10 || end.length === 10) return undefined;
  return Math.round((instantToEpochMs(end) - instantToEpochMs(start)) / 1000);
}

/** `10 h 30 min`, `12 min`, `3 d 2 h` from seconds. */
export function formatDuration(seconds: number): string {
  const m = Math.round(seconds / 60);
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const min = m % 60;
  return [d && `${d} d`, h && `${h} h`, min && `${min} min`].filter(Boolean).join(' ') || '0 min';
}

/** RFC 822 date for feeds, from a calendar date or instant: `Fri, 01 Mar 2024 00:00:00 GMT`. */
export function toRfc822(value: string): string {
  return new Date(instantToEpochMs(value)).toUTCString();
}
