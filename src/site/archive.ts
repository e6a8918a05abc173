/**
 * Archived copies of sources, and which sources are internal. A source's archived copy is the
 * `archive_url` it gives and nothing else: an address at an archive made up from the source's
 * own (the Wayback Machine's `https://web.archive.org/web/<date>/<url>`) may hold no capture, and
 * for an internal page it would hand the page's address to a third party on a reader's click.
 *
 * A source on one of the library's `internalHosts` is internal: it is linked as it is, marked
 * internal, and never linked to a copy (the case schema refuses an `archive_url` there, so this
 * holds for content the validator has not seen too). Pure; only links are made, no page ever
 * requests an archive.
 */
import { internalHostOf, type Source } from '../../schemas/index.ts';

/** What a page, a data file or an MCP answer says of a source beside its own link. */
export interface SourceArchive {
  /** The archived copy to link: the source's `archive_url`, absent when it gives none or is internal. */
  archiveUrl?: string;
  /** True when the source's host is one of `internalHosts` (see `internalHostOf`). */
  internal: boolean;
}

/**
 * The archived copy and the internal mark of one source.
 * @param source the source as the case gives it.
 * @param internalHosts the library's `internalHosts` option (host names and `.suffix`es).
 */
export function sourceArchive(
  source: Pick<Source, 'url' | 'archive_url'>,
  internalHosts: readonly string[] = [],
): SourceArchive {
  const internal = internalHostOf(source.url, internalHosts) !== undefined;
  return internal || !source.archive_url
    ? { internal }
    : { archiveUrl: source.archive_url, internal };
}
