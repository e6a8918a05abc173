/**
 * Pagefind results wrapped so each fragment loads once however often it is read, and so the
 * ranking's note (`RankNote`) reaches the renderer with the fragment.
 */
import type { PagefindResult, RankNote, ResultData } from './search-pagefind.ts';

/** A result whose `data()` resolves with the fragment and `note` under `il`. */
export function noted(result: PagefindResult, note: RankNote): PagefindResult {
  let loaded: Promise<ResultData> | undefined;
  return { ...result, data: () => (loaded ??= result.data().then((d) => ({ ...d, il: note }))) };
}

/** A result whose fragment is loaded once, however often `data()` is called. */
export function once(result: PagefindResult): PagefindResult {
  let loaded: Promise<ResultData> | undefined;
  return { ...result, data: () => (loaded ??= result.data()) };
}
