/**
 * What the references of an entry are checked against (the universe's link index, its vocabularies
 * in words and its published files), and the did-you-mean for a page both field and body checks give.
 */
import { linkIndexOfUniverse, type LinkIndex } from './link-index.ts';
import type { LinkKind } from './kinds.ts';
import { didYouMean, didYouMeanTransposed } from './suggest.ts';
import type { Universe } from './universe.ts';

/** What the references of an entry are checked against: the universe's link index and its published files. */
export interface RefContext {
  index: LinkIndex;
  /** One term of each vocabulary in words, by vocabulary (`root-causes` to `root cause`). */
  termWords: Readonly<Record<string, string>>;
  /** Published files; undefined when unknown. */
  assets?: ReadonlySet<string>;
}

/** The context of a universe, built once per run. */
export function refContext(u: Universe): RefContext {
  return {
    index: linkIndexOfUniverse(u),
    termWords: Object.fromEntries(u.vocabularies.map((v) => [v.name, v.term])),
    assets: u.assets ? new Set(u.assets) : undefined,
  };
}

/** Where a field of a file is (parses the file again; only called for problems). */
export type Locate = (file: string, path: PropertyKey[]) => { line: number; col: number };

/** A content type in the singular, for messages (`cases` to `case`). */
export const singular = (plural: string) => plural.replace(/s$/, '');

/**
 * Did-you-mean for a page slug; for a case ID only two swapped neighbouring characters
 * (`IL-0270` for `IL-0207`), as the nearest number by edit distance is rarely the one meant.
 */
export function suggestPage(index: LinkIndex, kind: LinkKind, id: string): string | undefined {
  return kind === 'case'
    ? didYouMeanTransposed(id, index.targets.case)
    : didYouMean(id, [...index.targets[kind]]);
}
