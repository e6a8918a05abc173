/**
 * Dates, times and time zones as postmortems write them, read into the instants a case holds
 * (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM:SS` with its offset). Only what is written is read: a time
 * without a zone (the source's or `--zone`) gives no instant, and a date written in words is read
 * only in the usual English forms ("March 14, 2024", "14 March 2024"). Pure (`Intl` carries the
 * zone rules).
 */
import { abbreviationOffset, zoneOffset } from '../model/time-zones.ts';

/** A time zone: a fixed offset in minutes (from `UTC`, `PDT`, `UTC+2`) or an IANA zone. */
export type Zone =
  { kind: 'offset'; minutes: number; name: string } | { kind: 'iana'; name: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/** A date as written: ISO, "March 14, 2024" or "14 March 2024" (a weekday before it is allowed). */
export const DATE_SOURCE = `(?:(\\d{4})-(\\d{2})-(\\d{2})|${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})|(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH},?\\s+(\\d{4}))`;

/** A zone as a postmortem writes it after a time or in "(all times UTC)". */
export const ZONE_SOURCE = '(UTC|GMT|Z|[A-Z]{2,4}T|(?:UTC|GMT)\\s?[+\u2212-]\\d{1,2}(?::?\\d{2})?)';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The ISO date of a `DATE_SOURCE` match's groups (from its first group), if it is a real day. */
export function dateOfGroups(g: readonly (string | undefined)[]): string | undefined {
  let y: number, m: number, d: number;
  if (g[0]) [y, m, d] = [Number(g[0]), Number(g[1]), Number(g[2])];
  else if (g[3]) [y, m, d] = [Number(g[5]), monthOf(g[3]), Number(g[4])];
  else if (g[6]) [y, m, d] = [Number(g[8]), monthOf(g[7]!), Number(g[6])];
  else return undefined;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** The first date written in `text`, as YYYY-MM-DD. */
export function findDate(text: string): string | undefined {
  const m = new RegExp(`(?<![\\w-])${DATE_SOURCE}(?![\\w-])`, 'i').exec(text);
  return m ? dateOfGroups(m.slice(1)) : undefined;
}

/**
 * A zone from its written name: an abbreviation the validator's table gives one offset
 * (`src/model/time-zones.ts`), `UTC+2` / `GMT-07:00`, or an IANA name (`Europe/Berlin`).
 */
export function zoneOf(name: string): Zone | undefined {
  const written = name.trim();
  const fixed = /^(?:UTC|GMT)\s?([+\u2212-])(\d{1,2})(?::?(\d{2}))?$/i.exec(written);
  if (fixed) {
    const minutes = (fixed[1] === '+' ? 1 : -1) * (Number(fixed[2]) * 60 + Number(fixed[3] ?? 0));
    return { kind: 'offset', minutes, name: written };
  }
  const abbreviation = abbreviationOffset(written);
  if (abbreviation !== undefined)
    return { kind: 'offset', minutes: abbreviation, name: written.toUpperCase() };
  if (/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$/.test(written)) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: written });
      return { kind: 'iana', name: written };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The first zone named in `text` ("(all times UTC)", "Time (PST)"), if the table knows it. */
export function findZone(text: string): Zone | undefined {
  for (const m of text.matchAll(new RegExp(`(?<![\\w])${ZONE_SOURCE}(?![\\w])`, 'g'))) {
    const z = zoneOf(m[1]);
    if (z) return z;
  }
  return undefined;
}

/** `+02:00`, `-07:00`, or `Z` for a zone written as UTC, GMT or Z. */
function offsetText(minutes: number, utc: boolean): string {
  if (minutes === 0 && utc) return 'Z';
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/**
 * The instant of a wall-clock time on `date` in `zone`, with the offset the zone kept then:
 * `2024-03-19`, `16:40`, CET gives `2024-03-19T16:40:00+01:00`.
 * @param time `HH:MM` or `HH:MM:SS`, 24-hour.
 */
export function instantOf(date: string, time: string, zone: Zone): string {
  const [h, mi, s = 0] = time.split(':').map(Number);
  const wall = `${date}T${pad(h)}:${pad(mi)}:${pad(s)}`;
  if (zone.kind === 'offset')
    return `${wall}${offsetText(zone.minutes, /^(UTC|GMT|Z)$/i.test(zone.name))}`;
  const guess = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), h, mi, s);
  const first = zoneOffset(zone.name, guess);
  const second = zoneOffset(zone.name, guess - first * 60_000);
  return `${wall}${offsetText(second, false)}`;
}

/** The day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

/** A time of day at the start of a line, with what is written around it. */
export interface TimeAt {
  /** The date written before the time, YYYY-MM-DD. */
  date?: string;
  /** `HH:MM` or `HH:MM:SS`, 24-hour. */
  time: string;
  /** The zone written after the time. */
  zone?: Zone;
  /** The rest of the line after the time and its separator. */
  rest: string;
}

const LEADING_TIME = new RegExp(
  `^\\s*(?:${DATE_SOURCE}(?:,?\\s+|T))?(\\d{1,2}):(\\d{2})(?::(\\d{2}))?(?:\\s*([ap]\\.?m\\.?))?(?!\\w)`,
  'i',
);
/** A zone right after the time: written in capitals, as zones are. */
const ZONE_NEXT = new RegExp(`^\\s*\\(?${ZONE_SOURCE}\\)?(?![\\w])`);
const SEPARATOR = /^\s*(?:[-\u2013\u2014:|]\s*)?/;

/**
 * The time a line starts with ("14:51 text", "2024-05-02 14:51 UTC - text", "9:05 pm: text"),
 * or undefined when the line does not start with a time of day.
 */
export function leadingTime(line: string): TimeAt | undefined {
  const m = LEADING_TIME.exec(line);
  if (!m) return undefined;
  const g = m.slice(1);
  const [hh, mm, ss, ampm] = g.slice(9, 13);
  let h = Number(hh);
  const mi = Number(mm);
  if (ampm) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (/^p/i.test(ampm) ? 12 : 0);
  }
  if (h > 23 || mi > 59 || (ss !== undefined && Number(ss) > 59)) return undefined;
  const written = g.slice(0, 9).some(Boolean);
  const date = written ? dateOfGroups(g) : undefined;
  if (written && !date) return undefined;
  let rest = line.slice(m[0].length);
  const z = ZONE_NEXT.exec(rest);
  const zone = z ? zoneOf(z[1]) : undefined;
  if (zone) rest = rest.slice(z![0].length);
  rest = rest.replace(SEPARATOR, '').trim();
  return {
    ...(date && { date }),
    time: `${pad(h)}:${pad(mi)}${ss !== undefined ? `:${ss}` : ''}`,
    ...(zone && { zone }),
    rest,
  };
}
