/**
 * Whether a reader can still check a case when its source moves: a case that rests on one
 * public source with no archived copy (`archive_url`) depends on that one page staying where it
 * is. The case page says so under its sources, so the mark is made from the data itself and
 * cannot be forgotten by a contributor.
 */
import { internalHostOf } from '../../schemas/index.ts';

/** A source as the check reads it. */
interface SourceLike {
  url: string;
  archive_url?: string;
}

/**
 * True when the case has exactly one source, public (not on one of `internalHosts`, which no
 * archive can hold), with no archived copy.
 */
export function restsOnOneUnarchivedSource(
  sources: readonly SourceLike[],
  internalHosts: readonly string[],
): boolean {
  if (sources.length !== 1) return false;
  const [s] = sources;
  return !s.archive_url && internalHostOf(s.url, internalHosts) === undefined;
}
