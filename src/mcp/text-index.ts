/**
 * Full-text ranking of the cases for the MCP tools, by MiniSearch (BM25+): every case's title,
 * summary, term labels (with the names and aliases of the concepts behind them: `k8s`), impact,
 * root-cause notes, timeline and body, with the title and terms weighing most. English stop words (the `stopword` package's list) are dropped from the index
 * and from queries, so a long description of an incident ranks by the words that say something.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { eng } from 'stopword';
import type { CaseRecord } from './catalogue.ts';

const STOP = new Set(eng);

/** One ranked case: its ID, its BM25+ score and the query words it matched. */
export interface RankedCase {
  id: string;
  score: number;
  matched: string[];
}

/** How a query combines its words: every word (`and`) or any word, ranked by how many and how well (`or`). */
export type Combine = 'and' | 'or';

/** A search over the cases; `rank` returns the best first. */
export interface TextIndex {
  /** The words of `text` that count (lower case, stop words and one-letter words left out). */
  words(text: string): string[];
  rank(text: string, combine: Combine, filter?: (id: string) => boolean): RankedCase[];
}

interface Doc {
  id: string;
  title: string;
  terms: string;
  summary: string;
  detail: string;
  body: string;
}

/** Lower case, stop words and one-letter words dropped (MiniSearch skips a term mapped to null). */
function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return t.length < 2 || STOP.has(t) ? null : t;
}

function docOf(c: CaseRecord): Doc {
  const d = c.data;
  const terms = Object.values(c.terms).flat();
  return {
    id: c.id,
    title: d.title,
    // Labels and slugs both: a reader may write "root-cause" words either way.
    terms: [...terms.map((t) => `${t.label} ${t.slug.replace(/-/g, ' ')}`), ...c.aliases].join(' '),
    summary: d.summary,
    detail: [
      d.service ?? '',
      d.impact.description,
      ...c.notes,
      ...d.timeline.map((e) => e.event),
      ...d.software.map((s) => s.name),
    ].join(' '),
    body: c.body,
  };
}

/** Builds the index over `cases` (a few hundred milliseconds for thousands of cases). */
export function buildTextIndex(cases: readonly CaseRecord[]): TextIndex {
  const mini = new MiniSearch<Doc>({
    fields: ['title', 'terms', 'summary', 'detail', 'body'],
    storeFields: [],
    processTerm,
  });
  mini.addAll(cases.map(docOf));
  const tokenize = (text: string) =>
    MiniSearch.getDefault('tokenize')(text, '') as unknown as string[];
  return {
    words: (text) =>
      [...new Set(tokenize(text).map(processTerm))].filter((t): t is string => t !== null),
    rank(text, combine, filter) {
      const results: SearchResult[] = mini.search(text, {
        combineWith: combine === 'and' ? 'AND' : 'OR',
        boost: { title: 3, terms: 2.5, summary: 2, detail: 1.2, body: 1 },
        // Typos and word forms: a prefix of a longer word, and one edit in five letters.
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        filter: filter ? (r) => filter(r.id as string) : undefined,
      });
      return results.map((r) => ({
        id: r.id as string,
        score: Math.round(r.score * 100) / 100,
        matched: [...new Set(r.queryTerms)],
      }));
    },
  };
}
