/**
 * `incident.timezone_reported` against the times it names. The page prints a time in the start's
 * offset with the zone the source named ("02:30 PDT"), so the zone must be that offset, and, for
 * a zone that changes with the seasons, the offset the zone kept at that moment: 10 March 2024,
 * 02:30 PDT never existed (Pacific time went from 02:00 PST to 03:00 PDT). Abbreviations this
 * table does not know are not checked. Pure (`Intl` carries the zone rules).
 */

/** One meaning of an abbreviation: its offset in minutes, and a zone that uses it only in its season. */
interface Meaning {
  offset: number;
  /** An IANA zone whose offset at the moment must be `offset`; none where some region keeps it all year (MST in Arizona). */
  zone?: string;
}

const M = (offset: number, zone?: string): Meaning => ({ offset, ...(zone && { zone }) });

/** Common abbreviations and what each can mean. */
const ABBREVIATIONS: Record<string, readonly Meaning[]> = {
  UTC: [M(0)],
  GMT: [M(0)],
  Z: [M(0)],
  WET: [M(0, 'Europe/Lisbon')],
  WEST: [M(60, 'Europe/Lisbon')],
  BST: [M(60, 'Europe/London')],
  CET: [M(60, 'Europe/Paris')],
  CEST: [M(120, 'Europe/Paris')],
  EET: [M(120, 'Europe/Athens')],
  EEST: [M(180, 'Europe/Athens')],
  MSK: [M(180)],
  IST: [M(330), M(60, 'Europe/Dublin'), M(120, 'Asia/Jerusalem')],
  SGT: [M(480)],
  HKT: [M(480)],
  JST: [M(540)],
  KST: [M(540)],
  AWST: [M(480)],
  ACST: [M(570)],
  ACDT: [M(630, 'Australia/Adelaide')],
  AEST: [M(600)],
  AEDT: [M(660, 'Australia/Sydney')],
  NZST: [M(720, 'Pacific/Auckland')],
  NZDT: [M(780, 'Pacific/Auckland')],
  HST: [M(-600)],
  AKST: [M(-540, 'America/Anchorage')],
  AKDT: [M(-480, 'America/Anchorage')],
  PST: [M(-480, 'America/Los_Angeles')],
  PDT: [M(-420, 'America/Los_Angeles')],
  MST: [M(-420)],
  MDT: [M(-360, 'America/Denver')],
  CST: [M(-360, 'America/Chicago'), M(480)],
  CDT: [M(-300, 'America/Chicago')],
  EST: [M(-300, 'America/New_York')],
  EDT: [M(-240, 'America/New_York')],
};

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The offset in minutes that `zone` (an IANA name) kept at `ms`. */
export function zoneOffset(zone: string, ms: number): number {
  let f = FORMATS.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    FORMATS.set(zone, f);
  }
  const name = f.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The one offset in minutes a zone abbreviation (`PDT`, `CET`, `UTC`; any case) stands for, or
 * undefined when the table does not know it or it stands for several (IST, CST).
 */
export function abbreviationOffset(name: string): number | undefined {
  const meanings = Object.hasOwn(ABBREVIATIONS, name.toUpperCase())
    ? ABBREVIATIONS[name.toUpperCase()]
    : undefined;
  return meanings?.length === 1 ? meanings[0].offset : undefined;
}

/** `UTC−07:00`. */
export function offsetName(minutes: number): string {
  const a = Math.abs(minutes);
  const hm = `${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
  return `UTC${minutes < 0 ? '\u2212' : '+'}${hm}`;
}

/** The offset of a date-time in minutes (`Z` is 0); undefined for a bare date. */
export function offsetOf(value: string): number | undefined {
  const m = /(Z|([+-])(\d{2}):(\d{2}))$/.exec(value);
  if (value.length <= 10 || !m) return undefined;
  return m[1] === 'Z' ? 0 : (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4]));
}

/** The offsets `zone` keeps through the year, as the table knows them (PST and PDT for Los Angeles), lowest first. */
function offsetsOf(zone: string): number[] {
  const out = new Set<number>();
  for (const meanings of Object.values(ABBREVIATIONS))
    for (const m of meanings) if (m.zone === zone) out.add(m.offset);
  return [...out].sort((a, b) => a - b);
}

/** The abbreviation `zone` uses for `offset`, if the table has one. */
function nameIn(zone: string, offset: number): string {
  for (const [name, meanings] of Object.entries(ABBREVIATIONS))
    if (meanings.some((m) => m.zone === zone && m.offset === offset)) return name;
  return offsetName(offset);
}

/** True when the wall-clock time of `value` (its date, hour and minute) happened in `zone`. */
function wallTimeExists(zone: string, value: string): boolean {
  const wall = Date.parse(`${value.slice(0, 16)}:00Z`);
  return offsetsOf(zone).some((o) => zoneOffset(zone, wall - o * 60_000) === o);
}

/**
 * What is wrong with naming `zone` for a time written with its offset (`field`, `value`), if
 * anything, as one sentence: the zone is another offset, or the time as written fell in the hour
 * its clocks skipped that day. A standard-time name used in the summer with the standard offset
 * (a source's "11:00 PST" in April) is left as the source wrote it: that moment existed.
 */
export function zoneProblem(zone: string, field: string, value: string): string | undefined {
  const meanings = ABBREVIATIONS[zone.trim().toUpperCase()];
  const offset = offsetOf(value);
  if (!meanings || offset === undefined) return undefined;
  const same = meanings.filter((m) => m.offset === offset);
  if (!same.length)
    return `${zone} is ${meanings.map((m) => offsetName(m.offset)).join(' or ')}, but ${field} is at ${offsetName(offset).slice(3)}`;
  if (same.some((m) => !m.zone || wallTimeExists(m.zone, value))) return undefined;
  const where = same[0].zone!;
  const [low, high] = [offsetsOf(where)[0], offsetsOf(where).at(-1)!];
  const city = where.split('/').at(-1)!.replace(/_/g, ' ');
  return `${field} is ${value.slice(11, 16)} ${zone} on ${value.slice(0, 10)}, a time that did not exist: ${city} clocks went from ${nameIn(where, low)} (${offsetName(low)}) to ${nameIn(where, high)} (${offsetName(high)}) and skipped it`;
}
