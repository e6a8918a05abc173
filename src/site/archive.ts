/**
 * Archived copies of sources, so a case stays checkable after a link rots. A source's own
 * `archive_url` wins; otherwise the Wayback Machine's address for the source, which redirects to
 * the snapshot nearest the given time (`https://web.archive.org/web/<timestamp>/<url>`, where the
 * timestamp may be cut to `YYYYMMDD`) or, without one, to the newest snapshot
 * (`https://web.archive.org/web/<url>`). Only links are made: no page ever requests the archive.
 */
import type { Source } from '../../schemas/index.ts';

/** The Wayback Machine's origin. */
export const WAYBACK = 'https://web.archive.org';

/**
 * The Wayback Machine's URL for a page as it was around a date.
 * @param url the original absolute http(s) URL, kept exactly as written (query and fragment too).
 * @param published the source's publication date, `YYYY-MM-DD`, if known.
 */
export function waybackUrl(url: string, published?: string): string {
  const stamp =
    published && /^\d{4}-\d{2}-\d{2}$/.test(published) ? `${published.replace(/-/g, '')}/` : '';
  return `${WAYBACK}/web/${stamp}${url}`;
}

/** Where a source's archived copy is: its `archive_url`, else the Wayback Machine at its publication date. */
export function archivedCopy(source: Pick<Source, 'url' | 'published' | 'archive_url'>): {
  url: string;
  given: boolean;
} {
  return source.archive_url
    ? { url: source.archive_url, given: true }
    : { url: waybackUrl(source.url, source.published), given: false };
}
