/**
 * The link index the cross-link plugin resolves against: which pages and terms exist, and the
 * site's `base`. The content loader sets it once per build, before any body is rendered; unit
 * tests pass an index to the plugin directly. Kept on globalThis because Astro loads the config
 * (where the plugin lives) and the content config as separate module instances in one process.
 */
import type { Library } from '../model/library.ts';
import { LINK_KINDS, type LinkKind } from '../model/urls.ts';

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

/** Builds the link index of a validated library for a site served under `base`. */
export function buildLinkIndex(lib: Library, base: string): LinkIndex {
  const targets = Object.fromEntries(Object.keys(LINK_KINDS).map((k) => [k, new Set<string>()])) as Record<LinkKind, Set<string>>;
  const titles = new Map<string, string>();
  const anchors = new Map<string, Set<string>>();
  const pages = [['case', lib.cases], ['concept', lib.concepts], ['article', lib.articles], ['transcript', lib.transcripts]] as const;
  for (const [kind, entries] of pages) {
    for (const e of entries) {
      targets[kind].add(e.id);
      titles.set(`${kind}:${e.id}`, kind === 'case' ? e.id : (e.data as { title: string }).title);
      anchors.set(`${kind}:${e.id}`, new Set(e.headings.map((h) => h.slug)));
    }
  }
  const termKinds = { component: 'components', 'root-cause': 'root-causes', factor: 'contributing-factors', organisation: 'organisations', impact: 'impact-categories' } as const;
  for (const [kind, taxonomy] of Object.entries(termKinds)) {
    for (const [slug, t] of Object.entries(lib.taxonomies[taxonomy])) {
      targets[kind as LinkKind].add(slug);
      titles.set(`${kind}:${slug}`, t.label);
    }
  }
  return { base, targets, titles, anchors };
}
