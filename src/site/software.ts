/**
 * How a case's `software` reads on its page: the component's label, then the versions as the
 * source writes them ("etcd 3.5.0 to 3.5.2, fixed in 3.5.3"). Pure.
 */
import { ENGLISH, type Words } from './i18n.ts';

/** One `software` entry of a case. */
export interface SoftwareEntry {
  name: string;
  affected?: string;
  fixed?: string;
}

/** The entry in words (those of `w`); `label` gives the component's label for its slug. */
export function softwareText(
  s: SoftwareEntry,
  label: (slug: string) => string,
  w: Words = ENGLISH,
): string {
  const versions = [s.affected, s.fixed && w.t('software.fixedIn', { version: s.fixed })]
    .filter(Boolean)
    .join(', ');
  return versions ? `${label(s.name)} ${versions}` : label(s.name);
}
