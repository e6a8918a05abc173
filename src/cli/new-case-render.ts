/**
 * The text `npm run new:case` writes: the new case file (its fields in the order of the
 * library's case schema, every blank a `TODO` that validation refuses, every section heading
 * with a line of guidance) and the lines that add a new term to its vocabulary file.
 */
import { CASE_SECTIONS, type TaxonomyName, type Vocabulary } from '../../schemas/index.ts';
import type { ContentRules } from '../model/rules.ts';
import { caseSkeleton, fieldKey, type FieldLines } from './case-skeleton.ts';

/** What a new case is made from; anything left out becomes a `TODO`. */
export interface CaseDraft {
  id: string;
  title?: string;
  summary?: string;
  service?: string;
  /** The slugs chosen in each vocabulary, by its name; a vocabulary left out gets a `TODO` if it is required. */
  terms: Record<string, string[]>;
  sourceUrl?: string;
  sourceTitle?: string;
  publisher?: string;
  start?: string;
  /** Today, YYYY-MM-DD (UTC): `added` and `last_reviewed`. */
  today: string;
}

/** A vocabulary term to add: its vocabulary's name, slug, label and description. */
export interface NewTerm {
  taxonomy: TaxonomyName;
  slug: string;
  label: string;
  description: string;
}

const q = (s: string) => JSON.stringify(s);
const todo = (what: string) => q(`TODO: ${what}`);

/**
 * A vocabulary's field in a new case, as its shape asks: one slug, a list, or a list of graded
 * terms (`evidence: stated` until a writer says otherwise). A required field left empty holds a
 * `TODO`; an optional list is left empty.
 */
function termLines(v: Vocabulary, slugs: readonly string[]): FieldLines {
  const key = fieldKey(v);
  const file = `content/taxonomies/${v.name}.yaml`;
  if (!v.many)
    return [
      `${key}: ${slugs[0] ?? todo(`a slug from ${file}${v.required ? '' : ' (or delete this line)'}`)}`,
    ];
  if (v.graded)
    return !slugs.length && !v.required
      ? [`${key}: []`]
      : [
          `${key}:`,
          ...(slugs.length ? slugs : [todo(`a slug from ${file}`)]).flatMap((t) => [
            `  - term: ${t}`,
            '    evidence: stated',
          ]),
        ];
  return [
    `${key}: ${slugs.length || !v.required ? `[${slugs.join(', ')}]` : `[] # TODO: slugs from ${file}`}`,
  ];
}

/** The text of the new case file, its fields in the order of the library's case schema. */
export function renderCase(d: CaseDraft, rules: ContentRules): string {
  const precise = d.start?.includes('T');
  const fixed = {
    id: [`id: ${d.id}`],
    title: [`title: ${d.title ? q(d.title) : todo('one line: what failed and why')}`],
    summary: [
      `summary: ${d.summary ? q(d.summary) : todo('one or two plain sentences: what happened, how long, and the cause')}`,
    ],
    service: [
      `service: ${d.service ? q(d.service) : todo('the affected product or service (or delete this line)')}`,
    ],
    // A new case is a draft until a reviewer has checked it against its sources.
    status: ['status: draft'],
    incident: {
      start: [
        `start: ${d.start ? q(d.start) : todo('YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SSZ with its offset')}`,
      ],
      precision: [`precision: ${precise ? 'minute' : 'day'}`],
      timezone_reported: [
        `timezone_reported: ${todo('the time zone the source uses, e.g. UTC or PDT (or delete this line)')}`,
      ],
    },
    impact: {
      description: [`description: ${todo('what users saw, with the numbers the source gives')}`],
    },
    sources: [
      'sources:',
      `  - title: ${d.sourceTitle ? q(d.sourceTitle) : todo("the source's own title")}`,
      `    url: ${d.sourceUrl ? q(d.sourceUrl) : todo('https://... the public postmortem')}`,
      `    publisher: ${d.publisher ? q(d.publisher) : todo('who published it')}`,
      '    type: official-postmortem',
    ],
    related: ['related: []'],
    concepts: ['concepts: []'],
    added: [`added: ${q(d.today)}`],
    last_reviewed: [`last_reviewed: ${q(d.today)}`],
  };
  const lines = [
    '---',
    ...caseSkeleton(rules.schemas.cases, rules.vocabularies.rows, fixed, (v) =>
      termLines(v, d.terms[v.name] ?? []),
    ),
    '---',
  ];
  const guidance: Record<string, string> = {
    Symptoms: 'what people and monitors saw, in order.',
    Trigger: 'the event that set it off.',
    'Root cause':
      'why it failed, in your own words (optional section: delete it if the source says nothing).',
    Detection: 'how and when it was noticed (optional section).',
    Remediation: 'what was done to end it (optional section).',
    'Action items': 'what the organisation said it would change (optional section).',
    Lessons: 'what a reader should take away, in your own words.',
  };
  const body = CASE_SECTIONS.map(
    (s) => `## ${s.heading}\n\nTODO: ${guidance[s.heading] ?? 'your text.'}\n`,
  ).join('\n');
  return `${lines.join('\n')}\n\n${body}`;
}

/** The YAML lines that add a term at the end of its vocabulary file. */
export function renderTerm(t: NewTerm): string {
  return `${t.slug}:\n  label: ${q(t.label)}\n  description: ${q(t.description)}\n`;
}
