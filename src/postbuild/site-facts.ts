/**
 * The facts of every page of a site (`analysePage`: ids, refs, findings), held from the moment a
 * page is read until its links are resolved, which needs every page. Packed: every string once in
 * one table, a page's ids as indexes into it and its refs as three numbers each (the URL, the kind
 * `attr tag loads`, the line). At 20,000 cases the checks held about 2 million refs; as one
 * object each, with each message's own copies of their strings, they were the largest thing on the
 * heap while Pagefind ran, and at 100,000 cases the heap ran out there. The facts cache
 * (`check-facts-cache.ts`) stores the same packing.
 */
import type { Finding, PageFacts, PageRef } from './check-page.ts';

/** One page's facts, packed. */
export interface PackedFacts {
  /** The page's ids, as indexes into the site's strings. */
  ids: Uint32Array;
  /**
   * Its refs, three numbers each: the URL's index, its kind's index (`refKind`: attribute, tag,
   * whether it loads) and the 1-based line of its tag.
   */
  refs: Uint32Array;
  findings: Finding[];
}

/** The facts of a site's pages and the strings they hold. */
export interface SiteFacts {
  /** Every string of the pages' ids, URLs and kinds, each once, in the order first seen. */
  readonly strings: readonly string[];
  /** The index of `s` in `strings`, added when new. */
  intern(s: string): number;
  /** The index of `s` in `strings`; undefined when no page holds it. */
  indexOf(s: string): number | undefined;
  /** The packed facts by page, its path in the output folder (`cases/IL-0190/index.html`). */
  readonly pages: Map<string, PackedFacts>;
}

/** A ref's kind as one string: `href a 0`, `src img 1`. */
export const refKind = (attr: string, tag: string, loads: boolean): string =>
  `${attr} ${tag} ${loads ? 1 : 0}`;

/** The attribute, tag and loading of a kind made by `refKind`. */
export function parseRefKind(kind: string): Pick<PageRef, 'attr' | 'tag' | 'loads'> {
  const [attr, tag, loads] = kind.split(' ');
  return { attr, tag, loads: loads === '1' };
}

/** An empty set of facts. */
export function siteFacts(): SiteFacts {
  const strings: string[] = [];
  const index = new Map<string, number>();
  return {
    strings,
    pages: new Map(),
    intern(s) {
      let i = index.get(s);
      if (i === undefined) {
        index.set(s, (i = strings.length));
        strings.push(s);
      }
      return i;
    },
    indexOf: (s) => index.get(s),
  };
}

/** `facts` packed into `site`'s strings. */
export function packFacts(site: SiteFacts, facts: PageFacts): PackedFacts {
  const refs = new Uint32Array(facts.refs.length * 3);
  facts.refs.forEach((r, i) => {
    refs[i * 3] = site.intern(r.url);
    refs[i * 3 + 1] = site.intern(refKind(r.attr, r.tag, r.loads));
    refs[i * 3 + 2] = r.line;
  });
  return {
    ids: Uint32Array.from(facts.ids, (s) => site.intern(s)),
    refs,
    findings: facts.findings,
  };
}

/**
 * Facts in the form a check worker sends them (`packResult`: each ref five entries of one array,
 * URL, attribute, tag, line, 1 when it loads else 0) packed into `site`'s strings.
 */
export function packSentFacts(
  site: SiteFacts,
  sent: { ids: string[]; refs: (string | number)[]; findings: Finding[] },
): PackedFacts {
  const flat = sent.refs;
  const refs = new Uint32Array((flat.length / 5) * 3);
  for (let i = 0, j = 0; i < flat.length; i += 5, j += 3) {
    refs[j] = site.intern(flat[i] as string);
    refs[j + 1] = site.intern(
      refKind(flat[i + 1] as string, flat[i + 2] as string, flat[i + 4] === 1),
    );
    refs[j + 2] = flat[i + 3] as number;
  }
  return { ids: Uint32Array.from(sent.ids, (s) => site.intern(s)), refs, findings: sent.findings };
}

/** Packed facts back in `analysePage`'s form. */
export function unpackFacts(site: SiteFacts, packed: PackedFacts): PageFacts {
  const refs: PageRef[] = [];
  for (let i = 0; i < packed.refs.length; i += 3)
    refs.push({
      url: site.strings[packed.refs[i]],
      ...parseRefKind(site.strings[packed.refs[i + 1]]),
      line: packed.refs[i + 2],
    });
  return { ids: Array.from(packed.ids, (i) => site.strings[i]), refs, findings: packed.findings };
}

/** The facts of `pages` (page path, facts), packed: for tests and callers that made them whole. */
export function siteFactsOf(pages: Iterable<readonly [string, PageFacts]>): SiteFacts {
  const site = siteFacts();
  for (const [page, facts] of pages) site.pages.set(page, packFacts(site, facts));
  return site;
}
