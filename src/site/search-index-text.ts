/**
 * Words a case page gives search that its visible text may not hold: the terms it names in every
 * vocabulary (label, slug in words, aliases), as the MCP server's index holds them
 * (src/mcp/text-index.ts), and its number without the ID's prefix and padding, so `190` finds
 * IL-0190. The case page writes them in a hidden element inside its Pagefind body: indexed, never
 * shown nor read aloud (the facts box, which shows the terms, is not indexed, so a case would
 * otherwise be found by none of its components' names). Pure.
 */
import type { TaxonomyName, Term } from '../../schemas/index.ts';
import { caseTerms, type VocabularyModel } from '../model/vocabularies.ts';
import { queryWords } from './search-query.ts';

/**
 * The terms of case `data` in every vocabulary of `vocabularies`, each as its label, its slug in
 * words (`no-keepalive` → "no keepalive") and its aliases, each once however it is written (a
 * slug that is its label in lower case is left out), in vocabulary order.
 * A slug with no term in `vocab` gives its words only.
 */
export function caseTermWords(
  data: unknown,
  vocabularies: VocabularyModel,
  vocab: Record<TaxonomyName, Record<string, Term>>,
): string[] {
  // Keyed by the words Pagefind would index, so "Kubernetes" and `kubernetes` are one entry.
  const out = new Map<string, string>();
  const add = (text: string) => {
    const key = queryWords(text).join(' ');
    if (key && !out.has(key)) out.set(key, text);
  };
  for (const v of vocabularies.rows)
    for (const slug of caseTerms(v, data)) {
      const term = vocab[v.name]?.[slug];
      if (term) add(term.label);
      add(slug.replace(/-/g, ' '));
      for (const alias of term?.aliases ?? []) add(alias);
    }
  return [...out.values()];
}

/**
 * The number of case `id` as a reader types it: its digits and, when padded, without the zeros
 * (`IL-0190` → ["0190", "190"]); none when the ID ends in no digits.
 */
export function caseNumberWords(id: string): string[] {
  const digits = /(\d+)$/.exec(id)?.[1];
  if (!digits) return [];
  return [...new Set([digits, String(Number(digits))])];
}
