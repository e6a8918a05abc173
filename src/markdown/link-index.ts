/**
 * The link index the cross-link plugin resolves against: which pages and terms exist, and the
 * site's `base`. The content loader sets it once per build, before any body is rendered; unit
 * tests pass an index to the plugin directly. Kept on globalThis because Astro loads the config
 * (where the plugin lives) and the content config as separate module instances in one process.
 */
import type { LinkKind } from '../model/urls.ts';

/** Existing targets per link kind (page IDs or term slugs), and the `base` URLs start with. */
export interface LinkIndex {
  base: string;
  targets: Record<LinkKind, Set<string>>;
  /** Human titles for links written with empty text, e.g. `[](case:IL-0190)`. */
  titles: Map<string, string>;
  /** Headings slugs of each page, keyed `kind:id`. */
  anchors: Map<string, Set<string>>;
}

const KEY = Symbol.for('incident-library.link-index');

/** Makes `index` the one the cross-link plugin uses in this process. */
export function setLinkIndex(index: LinkIndex): void {
  (globalThis as Record<symbol, unknown>)[KEY] = index;
}

/** The index set by the loader, if any. */
export function getLinkIndex(): LinkIndex | undefined {
  return (globalThis as Record<symbol, unknown>)[KEY] as LinkIndex | undefined;
}
