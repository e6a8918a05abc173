/**
 * The sections a page's layout renders only when it has something to put in them, named by their
 * anchors, and which pages render which: what the templates test before rendering each one
 * (`src/layouts/CaseLayout.astro`, `src/pages/articles/[slug].astro`,
 * `src/pages/concepts/[slug].astro`), worked out from the same data, so a link to `#page-cited-by`
 * is refused when the page will not have that section and accepted when it will.
 */
import type { Case, ContentType } from '../../schemas/index.ts';
import { courseSpan } from './course-span.ts';

/** What the sections are worked out from of an entry's facts (`EntryFacts` in `references.ts`). */
export interface SectionFacts {
  refs: string[];
  links: (string | number | null)[];
  draft?: boolean;
  sections?: string[];
}

/**
 * The anchors of those sections, by page type. A case draws its course when it gives more
 * than one moment (`courseSpan`), lists its timeline when it has one,
 * related cases when it names one or shares a component or root cause with another built case
 * (`src/site/related.ts`), and "Referenced by" when another entry refers to it (a case naming it
 * in `related`, an article in `related_cases`, or a cross-link of any other entry's body); an article its references and the cases it draws on when it has
 * them, and its topics when it names a concept, component or contributing factor; a concept its related concepts and articles when it names one or one names it;
 * a mitigation its related mitigations when it names one or one names it, and what it covers when it names a term.
 */
export const SECTION_ANCHORS: Record<ContentType, readonly string[]> = {
  cases: ['page-course', 'page-timeline', 'page-related', 'page-cited-by'],
  concepts: ['page-related'],
  articles: ['page-topics', 'page-references', 'page-related'],
  transcripts: [],
  mitigations: ['page-related', 'page-covers'],
};

/** Why a page renders no section with `anchor`, for the message. */
export function missingSectionReason(type: ContentType, anchor: string): string {
  const reasons: Record<string, string> = {
    'cases page-course': 'the case gives a single moment, so no course is drawn',
    'cases page-timeline': 'the case has no timeline',
    'cases page-related': 'no case is related to it or shares a component or root cause with it',
    'cases page-cited-by': 'no other case, article, concept or transcript refers to the case',
    'concepts page-related': 'it names no related concept, and no concept or article names it',
    'articles page-topics': 'the article names no concept, component or contributing factor',
    'articles page-references': 'the article has no references',
    'articles page-related': 'the article names no related case',
    'mitigations page-related': 'it names no related mitigation, and no mitigation names it',
    'mitigations page-covers': 'it names no term it addresses',
  };
  return reasons[`${type} ${anchor}`] ?? 'it has nothing to list there';
}

/** Whether a case's page draws its course (`courseSpan`); false for data that failed its schema. */
function hasCourse(d: Record<string, unknown>): boolean {
  const incident = d.incident as Case['incident'] | undefined;
  if (typeof incident?.start !== 'string') return false;
  try {
    return (
      courseSpan(incident, Array.isArray(d.timeline) ? (d.timeline as Case['timeline']) : []) !==
      undefined
    );
  } catch {
    return false;
  }
}

/** The sections an entry's own data decides (`FactEntry.facts.sections`). */
export function ownSections(type: ContentType, data: unknown): string[] {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const has = (key: string) => Array.isArray(d[key]) && d[key].length > 0;
  const out: string[] = [];
  if (type === 'cases') {
    if (hasCourse(d)) out.push('page-course');
    if (has('timeline')) out.push('page-timeline');
    if (has('related')) out.push('page-related');
  } else if (type === 'articles') {
    // Concepts, or any vocabulary's terms (every list field of an article but these three).
    const lists = Object.keys(d).filter(
      (k) => !['references', 'related_cases', 'authors'].includes(k),
    );
    if (lists.some(has)) out.push('page-topics');
    if (has('references')) out.push('page-references');
    if (has('related_cases')) out.push('page-related');
  } else if (type === 'concepts' && has('related')) out.push('page-related');
  else if (type === 'mitigations') {
    if (has('related')) out.push('page-related');
    // Any vocabulary's terms: every list field of a mitigation but these three.
    const lists = Object.keys(d).filter((k) => !['related', 'sources', 'aliases'].includes(k));
    if (lists.some(has)) out.push('page-covers');
  }
  return out;
}

/**
 * What an entry says that decides the sections of other pages, as keys: a built case's
 * components and root causes (`c etcd`, `r software-defect`), the cases an article cites and
 * the concepts an article or a concept names, in its fields or by a cross-link of its body, and
 * the cases any entry refers to (a case's `related` or any body's cross-link: its "Referenced by")
 * (`case:IL-0190`, `concept:etcd`; the backlinks the templates list, `src/site/backlinks.ts`).
 */
export function sectionKeys(type: ContentType, facts: SectionFacts): string[] {
  const keys: string[] = [];
  if (facts.draft) return keys;
  const refs = facts.refs;
  for (let i = 0; i < refs.length; i += 3) {
    const [field, id, ns] = [refs[i], refs[i + 1], refs[i + 2]];
    if (type === 'cases') {
      if (/^components\[/.test(field)) keys.push(`c ${id}`);
      else if (/^root_causes\[\d+\]\.term$/.test(field)) keys.push(`r ${id}`);
    } else if (type === 'articles' && ns === '/cases') keys.push(`case:${id}`);
    if (type === 'cases' && ns === '/cases' && /^related\[/.test(field)) keys.push(`case:${id}`);
    if ((type === 'articles' || type === 'concepts') && ns === '/concepts')
      keys.push(`concept:${id}`);
    if (type === 'mitigations' && ns === '/mitigations') keys.push(`mitigation:${id}`);
  }
  const links = facts.links;
  for (let i = 0; i < links.length; i += 5) {
    const kind = links[i];
    // A mitigation's page lists its cases; the case page shows it under its own section instead.
    if (
      (kind === 'case' && type !== 'mitigations') ||
      ((type === 'articles' || type === 'concepts') && kind === 'concept')
    )
      keys.push(`${kind}:${links[i + 1] as string}`);
    else if (type === 'mitigations' && kind === 'mitigation')
      keys.push(`mitigation:${links[i + 1] as string}`);
  }
  return keys;
}

/**
 * The sections each page renders (type, then id, then anchors), from every entry's facts: its
 * own sections, and those that other entries decide (`sectionKeys`).
 */
export function renderedSections(
  entries: readonly { type: ContentType; id: string; facts: SectionFacts }[],
): Record<ContentType, Record<string, string[]>> {
  // Ids come from contributed text (a link to `case:__proto__`): lookups on objects without a
  // prototype find only what was put there.
  const table = (): Record<string, string[]> => Object.create(null) as Record<string, string[]>;
  const out: Record<ContentType, Record<string, string[]>> = {
    cases: table(),
    concepts: table(),
    articles: table(),
    transcripts: table(),
    mitigations: table(),
  };
  for (const e of entries) out[e.type][e.id] = [...(e.facts.sections ?? [])];
  const add = (type: ContentType, id: string, anchor: string) => {
    const list = out[type][id];
    if (list && !list.includes(anchor)) list.push(anchor);
  };
  // Built cases by each component and root cause they name.
  const byTerm = new Map<string, Set<string>>();
  const termsOf = new Map<string, string[]>();
  for (const e of entries) {
    for (const key of sectionKeys(e.type, e.facts)) {
      if (key.startsWith('case:')) {
        // A case's link to itself is not a reference ("Referenced by" leaves it out).
        if (!(e.type === 'cases' && key.slice(5) === e.id))
          add('cases', key.slice(5), 'page-cited-by');
      } else if (key.startsWith('concept:')) add('concepts', key.slice(8), 'page-related');
      else if (key.startsWith('mitigation:')) {
        if (key.slice(11) !== e.id) add('mitigations', key.slice(11), 'page-related');
      } else {
        let set = byTerm.get(key);
        if (!set) byTerm.set(key, (set = new Set()));
        set.add(e.id);
        termsOf.set(e.id, [...(termsOf.get(e.id) ?? []), key]);
      }
    }
  }
  for (const [id, terms] of termsOf)
    if (terms.some((t) => (byTerm.get(t)?.size ?? 0) > 1)) add('cases', id, 'page-related');
  return out;
}
