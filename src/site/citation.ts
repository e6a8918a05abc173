/**
 * "Cite this case": BibTeX, CSL-JSON and Highwire Press `citation_*` meta tags (what Google
 * Scholar and Zotero read) for one case, from its ID, title, summary, stable URL and date.
 * Pure; frontmatter values are escaped for each format here, never trusted as markup.
 */
import type { TaxonomyName } from '../../schemas/index.ts';
import { caseTerms, type VocabularyModel, type VocabularyRow } from '../model/vocabularies.ts';
import { ENGLISH, type Words } from './i18n.ts';

/** What a citation needs. `date` is the case's version date (last updated), `YYYY-MM-DD`. */
export interface CitableCase {
  id: string;
  title: string;
  summary: string;
  url: string;
  date: string;
  organisation?: string;
  keywords?: string[];
  /** The library that publishes the case: its name, and who it names as author. */
  library: { title: string; author: string };
}

// BibTeX counts braces without regard to backslashes (`\}` still closes a group), so braces
// become commands that carry no brace of their own text; `"` ends a field delimited by quotes
// and is an active character under babel, so it goes inside its own group.
const BIBTEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  '"': '{"}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/**
 * Text made safe for a braced BibTeX field: TeX specials escaped, whitespace collapsed. The
 * result has balanced braces and no bare `"`, so no value can end its field or add one.
 */
export function bibtexEscape(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\{}"$&%#_~^]/g, (c) => BIBTEX_SPECIALS[c]);
}

/** A URL for a BibTeX field and `\url{}`: braces, backslashes, quotes and whitespace percent-encoded (the address stays the same). */
function bibtexUrl(url: string): string {
  return url.replace(/[{}\\"\s]/g, (c) => encodeURIComponent(c));
}

/**
 * The BibTeX key of a case: the library's name without spaces or punctuation, a colon and the
 * ID (`IncidentLibrary:IL-0190`; stable, as the ID is never reused).
 */
export function bibtexKey(id: string, library: string): string {
  const name = library.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '');
  return `${name || 'Case'}:${id}`;
}

/** A `@misc` BibTeX entry (works with BibTeX and biblatex; `date` and `urldate`-free). */
export function toBibtex(c: CitableCase, w: Words = ENGLISH): string {
  const [y, m] = c.date.split('-');
  const months = [
    'jan',
    'feb',
    'mar',
    'apr',
    'may',
    'jun',
    'jul',
    'aug',
    'sep',
    'oct',
    'nov',
    'dec',
  ];
  const fields: [string, string][] = [
    ['title', `{${bibtexEscape(c.id)}: ${bibtexEscape(c.title)}}`],
    ['author', `{{${bibtexEscape(c.library.author)}}}`],
    ['organization', `{${bibtexEscape(c.library.title)}}`],
    ['year', `{${y}}`],
    ['month', months[Number(m) - 1] ?? '{}'],
    ['date', `{${c.date}}`],
    ['url', `{${bibtexUrl(c.url)}}`],
    ['howpublished', `{\\url{${bibtexUrl(c.url)}}}`],
    ['note', `{${bibtexEscape(w.t('cite.bibtexNote', { id: c.id, library: c.library.title }))}}`],
  ];
  const width = Math.max(...fields.map(([k]) => k.length));
  return `@misc{${bibtexKey(c.id, c.library.title)},\n${fields.map(([k, v]) => `  ${k.padEnd(width)} = ${v}`).join(',\n')}\n}\n`;
}

/**
 * A CSL-JSON item (the format of Zotero, Pandoc and citeproc), as one array element: a web page
 * whose site is the library (`container-title`, Zotero's "Website Title"). It names no
 * `publisher`: for a web page the site is the publisher, and styles print both (APA would read
 * "Incident Library. Incident Library.").
 */
export function toCslJson(c: CitableCase): Record<string, unknown> {
  const [y, m, d] = c.date.split('-').map(Number);
  return {
    id: c.id,
    type: 'webpage',
    title: `${c.id}: ${c.title}`,
    'container-title': c.library.title,
    author: [{ literal: c.library.author }],
    issued: { 'date-parts': [[y, m, d]] },
    URL: c.url,
    abstract: c.summary,
    genre: 'Incident case',
    ...(c.keywords?.length ? { keyword: c.keywords.join(', ') } : {}),
  };
}

/**
 * Every case's CSL-JSON item in one file (`/data/cases.csl.json`, which Zotero and Pandoc read
 * as is): a JSON array, one item a line. Case pages link it rather than each carrying its own.
 */
export function cslJsonFile(cases: readonly CitableCase[]): string {
  return cases.length
    ? `[\n${cases.map((c) => JSON.stringify(toCslJson(c))).join(',\n')}\n]\n`
    : '[]\n';
}

/**
 * A case as `CitableCase`: its version date is `date` (last updated, else added), its
 * organisation the term of the vocabulary in that role, its keywords the terms of the vocabularies
 * in the roles `component` and then `root-cause`, as labels (`label(taxonomy, slug)`).
 */
export function citableCase(
  c: { id: string; title: string; summary: string },
  url: string,
  date: string,
  label: (taxonomy: TaxonomyName, slug: string) => string,
  library: { title: string; author: string },
  vocabularies: VocabularyModel,
): CitableCase {
  const { organisation, component, 'root-cause': cause } = vocabularies.byRole;
  const labels = (v: VocabularyRow | undefined) => caseTerms(v, c).map((s) => label(v!.name, s));
  const [org] = labels(organisation);
  return {
    library: { title: library.title, author: library.author },
    id: c.id,
    title: c.title,
    summary: c.summary,
    url,
    date,
    ...(org !== undefined && { organisation: org }),
    keywords: [...labels(component), ...labels(cause)],
  };
}

/** Highwire Press meta tags as [name, content] pairs; dates as `YYYY/MM/DD`. */
export function citationMeta(c: CitableCase): [string, string][] {
  const meta: [string, string][] = [
    ['citation_title', `${c.id}: ${c.title}`],
    ['citation_author', c.library.author],
    ['citation_publisher', c.library.title],
    ['citation_date', c.date.replace(/-/g, '/')],
    ['citation_online_date', c.date.replace(/-/g, '/')],
    ['citation_public_url', c.url],
    ['citation_abstract', c.summary],
    ['citation_language', 'en'],
  ];
  if (c.keywords?.length) meta.push(['citation_keywords', c.keywords.join('; ')]);
  return meta;
}
