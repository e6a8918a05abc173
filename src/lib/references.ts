/**
 * Referential integrity across files (STYLE.md rule 7): every term, case, concept, article and
 * transcript that a file names must exist, every cross-link and `#anchor` in a body must resolve,
 * IDs are unique (also across letter case and Unicode normalisation) and never reused by an alias.
 * Astro only logs a broken `reference()`; we fail.
 */
import type { TaxonomyName } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath } from './errors.ts';
import { parseContentFile } from './frontmatter.ts';
import type { Entry, Library } from './library.ts';
import { scanCitations, scanLinks } from './markdown-scan.ts';
import { didYouMean } from './suggest.ts';
import { KIND_TAXONOMY, type LinkKind } from './urls.ts';

/** Anchors every page of a type has besides its headings (ids our layouts render). */
export const PAGE_ANCHORS: Record<string, string[]> = {
  cases: ['page-summary', 'page-sources', 'page-related', 'page-cited-by', 'page-cite'],
  concepts: ['page-cases', 'page-related'],
  articles: ['page-references', 'page-related'],
  transcripts: ['page-speakers'],
};

const PAGE_KINDS = { case: 'cases', concept: 'concepts', article: 'articles', transcript: 'transcripts' } as const;

/** A key under which IDs that differ only in letter case or Unicode normalisation collide. */
export function identityKey(id: string): string {
  return id.normalize('NFKC').toLowerCase();
}

/**
 * Runs every cross-file check on a parsed library.
 * @param texts the file contents by path, used to find the line of a bad field only when needed.
 */
export function checkReferences(lib: Library, texts: ReadonlyMap<string, Uint8Array | string>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const locators = new Map<string, ReturnType<typeof parseContentFile>>();
  const at = (file: string, path: PropertyKey[], message: string, hint?: string) => {
    let p = locators.get(file);
    if (!p) locators.set(file, (p = parseContentFile(file, texts.get(file) ?? '')));
    issues.push({ file, ...p.locate(path), field: formatFieldPath(path), message, hint });
  };
  const pages = {
    cases: new Map(lib.cases.map((e) => [e.id, e] as const)),
    concepts: new Map(lib.concepts.map((e) => [e.id, e] as const)),
    articles: new Map(lib.articles.map((e) => [e.id, e] as const)),
    transcripts: new Map(lib.transcripts.map((e) => [e.id, e] as const)),
  };

  const term = (file: string, path: PropertyKey[], taxonomy: TaxonomyName, slug: string) => {
    const vocab = lib.taxonomies[taxonomy];
    if (vocab && Object.hasOwn(vocab, slug)) return;
    at(file, path, `unknown ${taxonomy.replace(/s$/, '').replace(/-/g, ' ')} "${slug}": not in content/taxonomies/${taxonomy}.yaml`,
      didYouMean(slug, Object.keys(vocab ?? {})) ?? `add it to content/taxonomies/${taxonomy}.yaml with a label and a description, or use an existing term`);
  };
  const page = (file: string, path: PropertyKey[], type: keyof typeof pages, id: string) => {
    if (pages[type].has(id)) return;
    at(file, path, `no ${type.replace(/s$/, '')} "${id}" exists (content/${type}/${id}.md)`, didYouMean(id, [...pages[type].keys()]));
  };

  // IDs: unique across case and normalisation, aliases never reuse a live ID.
  const seen = new Map<string, Entry<unknown>>();
  for (const e of lib.cases) {
    const k = identityKey(e.data.id);
    const prev = seen.get(k);
    if (prev) at(e.file, ['id'], `duplicate case ID "${e.data.id}": ${prev.file} already uses it`, 'take the next free ID (npm run new:case picks one)');
    else seen.set(k, e);
  }
  for (const e of lib.cases) {
    e.data.aliases.forEach((a, i) => {
      const owner = seen.get(identityKey(a));
      if (owner && owner !== e) at(e.file, ['aliases', i], `alias "${a}" is the ID of a live case (${owner.file}); IDs are never reused`, 'remove the alias, or merge that case into this one first');
    });
  }

  for (const e of lib.cases) {
    const d = e.data;
    term(e.file, ['organisation'], 'organisations', d.organisation);
    d.components.forEach((s, i) => term(e.file, ['components', i], 'components', s));
    d.contributing_factors.forEach((s, i) => term(e.file, ['contributing_factors', i], 'contributing-factors', s));
    d.root_causes.forEach((r, i) => term(e.file, ['root_causes', i, 'term'], 'root-causes', r.term));
    d.impact.categories.forEach((s, i) => term(e.file, ['impact', 'categories', i], 'impact-categories', s));
    d.concepts.forEach((s, i) => page(e.file, ['concepts', i], 'concepts', s));
    d.related.forEach((r, i) => {
      if (r.id === d.id) at(e.file, ['related', i, 'id'], 'a case cannot be related to itself');
      else page(e.file, ['related', i, 'id'], 'cases', r.id);
    });
  }
  for (const e of lib.concepts) {
    e.data.related.forEach((s, i) => page(e.file, ['related', i], 'concepts', s));
    e.data.components.forEach((s, i) => term(e.file, ['components', i], 'components', s));
  }
  for (const e of lib.articles) {
    e.data.related_cases.forEach((s, i) => page(e.file, ['related_cases', i], 'cases', s));
    e.data.concepts.forEach((s, i) => page(e.file, ['concepts', i], 'concepts', s));
    e.data.components.forEach((s, i) => term(e.file, ['components', i], 'components', s));
    e.data.contributing_factors.forEach((s, i) => term(e.file, ['contributing_factors', i], 'contributing-factors', s));
    const keys = new Set(e.data.references.map((r) => r.key));
    for (const c of scanCitations(e.body, e.bodyLine)) {
      if (!keys.has(c.key)) issues.push({ file: e.file, line: c.line, col: c.col, field: 'body', message: `citation [${c.key}] has no entry in references`, hint: didYouMean(c.key, [...keys]) ?? 'add it to the references list with a title and URL' });
    }
  }
  for (const e of lib.transcripts) {
    page(e.file, ['concept'], 'concepts', e.data.concept);
    const names = e.data.speakers.map((s) => s.name);
    e.body.split('\n').forEach((line, i) => {
      const m = /^\*\*([^*]+?):\*\*/.exec(line);
      if (m && !names.includes(m[1])) issues.push({ file: e.file, line: e.bodyLine + i, col: 3, field: 'body', message: `speaker "${m[1]}" is not listed in speakers`, hint: didYouMean(m[1], names) ?? 'add the speaker with a role' });
    });
  }
  for (const [taxonomy, vocab] of Object.entries(lib.taxonomies)) {
    for (const [slug, t] of Object.entries(vocab)) {
      if (t.concept && !pages.concepts.has(t.concept)) at(`content/taxonomies/${taxonomy}.yaml`, [slug, 'concept'], `no concept "${t.concept}" exists (content/concepts/${t.concept}.md)`, didYouMean(t.concept, [...pages.concepts.keys()]));
    }
  }
  for (const e of [...lib.cases, ...lib.concepts, ...lib.articles, ...lib.transcripts] as Entry<unknown>[]) {
    issues.push(...checkBodyLinks(e, lib, pages));
  }
  return issues;
}

type Pages = Record<'cases' | 'concepts' | 'articles' | 'transcripts', Map<string, Entry<unknown>>>;

/** Resolves a relative `.md` link from `file` to a page, e.g. `../cases/IL-0190.md`. */
export function resolveMdLink(file: string, target: string): { type: keyof Pages; id: string } | undefined {
  const dir = file.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') dir.pop();
    else if (part !== '.') dir.push(part);
  }
  const m = /^content\/(cases|concepts|articles|transcripts)\/([^/]+)\.md$/.exec(dir.join('/'));
  return m ? { type: m[1] as keyof Pages, id: m[2] } : undefined;
}

function checkBodyLinks(e: Entry<unknown>, lib: Library, pages: Pages): ContentIssue[] {
  const out: ContentIssue[] = [];
  for (const link of scanLinks(e.body, e.bodyLine)) {
    const bad = (message: string, hint?: string) => out.push({ file: e.file, line: link.line, col: link.col, field: 'body', message: `broken link "${link.raw}": ${message}`, hint });
    let type: keyof Pages | undefined;
    let id = link.target;
    if (link.kind === 'md') {
      const r = resolveMdLink(e.file, link.target);
      if (!r) { bad('not a content page', 'link pages as [text](case:IL-0190) or [text](concept:etcd)'); continue; }
      type = r.type;
      id = r.id;
    } else if (link.kind in PAGE_KINDS) type = PAGE_KINDS[link.kind as keyof typeof PAGE_KINDS];
    if (type) {
      const target = pages[type].get(id);
      if (!target) { bad(`no ${type.replace(/s$/, '')} "${id}" exists`, didYouMean(id, [...pages[type].keys()])); continue; }
      if (link.anchor !== undefined) {
        const anchors = [...target.headings.map((h) => h.slug), ...(PAGE_ANCHORS[type] ?? [])];
        if (!anchors.includes(link.anchor)) bad(`the page exists but has no heading #${link.anchor}`, didYouMean(link.anchor, anchors) ?? `headings there: ${anchors.join(', ')}`);
      }
      continue;
    }
    const taxonomy = KIND_TAXONOMY[link.kind as LinkKind];
    if (taxonomy && !Object.hasOwn(lib.taxonomies[taxonomy], id)) bad(`no ${link.kind} term "${id}" in content/taxonomies/${taxonomy}.yaml`, didYouMean(id, Object.keys(lib.taxonomies[taxonomy])));
  }
  return out;
}
