/**
 * The sources a case cites: each one's title, address, publisher, kind, date and archived copy,
 * and which hosts are internal (`internalHosts` in the library's options).
 */
import { z } from 'zod';
import { CalendarDateSchema } from './dates.ts';
import { PlainTextSchema } from './text-fields.ts';
import { HttpUrlSchema } from './urls.ts';

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
 * What a library says of its cases' sources (the `sources` and `internalHosts` options of
 * `incidentLibrary()`), for the case schema.
 */
export interface SourceRule {
  /**
   * `required`: every case cites at least one source (a public library, whose readers check the
   * facts there). `optional`: a case may cite none, for a team's own postmortems, which are the
   * record themselves.
   */
  sources: 'required' | 'optional';
  /**
   * Host names ("wiki.example.com") and suffixes (".corp.example.com") of internal pages: a source
   * there is linked as it is and never to an archived copy, so it may not give an `archive_url`
   * (see `internalHostOf`).
   */
  internalHosts: readonly string[];
}

/** A public library's sources: at least one a case, none internal. */
export const PUBLIC_SOURCES: SourceRule = { sources: 'required', internalHosts: [] };
