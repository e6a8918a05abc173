/**
 * The GitHub issue form "Propose a case" (`.github/ISSUE_TEMPLATE/propose-case.yml`), with one
 * dropdown for each of the library's vocabularies listing its terms from `content/taxonomies/`.
 * Generated, never edited by hand: `npm run generate` writes it (see `json-schema.ts`) and a test
 * fails when it drifts from the vocabularies. Issue-form syntax: GitHub's "Syntax for issue forms" documentation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import {
  TaxonomySchema,
  type Taxonomy,
  type TaxonomyName,
  type Vocabulary,
  type VocabularyRole,
} from '../../schemas/index.ts';
import { parseContentFile } from '../model/frontmatter.ts';
import { askingOrder } from './case-skeleton.ts';

/** Where the form lives, relative to the repository root. */
export const ISSUE_FORM_PATH = '.github/ISSUE_TEMPLATE/propose-case.yml';
/** The option that lets a proposer name a term the vocabulary does not have yet. */
export const OTHER = 'Other: not in the list (name it below)';

/** Reads one vocabulary file; throws with the validator's message when it is invalid. */
export function vocabulary(contentDir: string, name: TaxonomyName): Taxonomy {
  const file = `content/taxonomies/${name}.yaml`;
  const parsed = parseContentFile(
    file,
    readFileSync(join(contentDir, 'taxonomies', `${name}.yaml`)),
  );
  const r = TaxonomySchema.safeParse(parsed.data);
  if (parsed.issues.length || !r.success)
    throw new Error(`${file} is not valid; run \`npm run validate\` first`);
  return r.data;
}

/** `Label (slug)` for every term, in file order, then the "other" option. */
function options(vocab: Taxonomy): string[] {
  return [...Object.entries(vocab).map(([slug, t]) => `${t.label} (${slug})`), OTHER];
}

/**
 * What a proposer is asked of a vocabulary in its role, the question under its dropdown; a
 * vocabulary in no role has its `intro`, or no description.
 */
const ROLE_QUESTIONS: Record<VocabularyRole, string> = {
  organisation: 'Whose incident it was.',
  component: 'The technologies and parts of systems it involved.',
  'root-cause': 'As the source states them.',
  'contributing-factor': 'What made it possible or worse.',
  impact: 'What it did to users.',
};

/** The form's fields that are not a vocabulary's, whose ids a dropdown's may not take. */
const FIXED_IDS = ['source', 'title', 'date', 'new-terms', 'summary', 'terms'];

/**
 * A vocabulary's dropdown id: the case field it fills, in the form's hyphens (`root_causes` to
 * `root-causes`; a field inside an object by the object's name, `impact.categories` to `impact`),
 * the whole field where that is taken, or the vocabulary's name.
 */
function dropdownId(v: Vocabulary, taken: Set<string>): string {
  const hyphens = (s: string) => s.replaceAll('_', '-');
  const id = [hyphens(v.field.split('.')[0]), hyphens(v.field.replaceAll('.', '-')), v.name].find(
    (c) => !taken.has(c),
  );
  if (id === undefined) throw new Error(`no free issue-form id for the vocabulary ${v.name}`);
  taken.add(id);
  return id;
}

/**
 * One dropdown per vocabulary: those of one term first, then the lists in the library's order.
 * A list is never required of a proposer, who may not know every component or cause; a reviewer
 * completes it. A vocabulary of one term that a case needs (its organisation) is required.
 */
function dropdowns(contentDir: string, vocabularies: readonly Vocabulary[]) {
  const taken = new Set(FIXED_IDS);
  return askingOrder(vocabularies).map((v) => {
    const description = (v.role && ROLE_QUESTIONS[v.role]) ?? v.intro;
    return {
      type: 'dropdown',
      id: dropdownId(v, taken),
      attributes: {
        label: v.many ? v.title : v.singular,
        ...(description ? { description } : {}),
        multiple: v.many,
        options: options(vocabulary(contentDir, v.name)),
      },
      validations: { required: v.required && !v.many },
    };
  });
}

/**
 * The form's YAML text for the vocabularies in `contentDir`.
 * @param vocabularies the library's vocabularies (`rules.vocabularies.rows`), each a dropdown.
 * @throws Error when a vocabulary's file is missing or invalid.
 */
export function issueFormText(contentDir: string, vocabularies: readonly Vocabulary[]): string {
  const form = {
    name: 'Propose a case',
    description: 'Suggest a public incident for the library: its postmortem and the terms it fits.',
    title: 'Case: ',
    labels: ['case proposal'],
    body: [
      {
        type: 'markdown',
        attributes: {
          value:
            "Thank you! A case retells one public incident in our own words, from the organisation's own report. See CONTRIBUTING.md for what makes a good case; to write it yourself, run `npm run new:case`.",
        },
      },
      {
        type: 'input',
        id: 'source',
        attributes: {
          label: 'Public postmortem or report',
          description:
            "The organisation's own write-up (or status-page report) that anyone can read.",
          placeholder: 'https://',
        },
        validations: { required: true },
      },
      {
        type: 'input',
        id: 'title',
        attributes: {
          label: 'What failed and why, in one line',
          placeholder: 'A certificate expired and logins failed for 25 minutes',
        },
        validations: { required: true },
      },
      {
        type: 'input',
        id: 'date',
        attributes: {
          label: 'When it started',
          description: 'YYYY-MM-DD, as the source gives it.',
          placeholder: '2024-07-03',
        },
        validations: { required: false },
      },
      ...dropdowns(contentDir, vocabularies),
      {
        type: 'textarea',
        id: 'new-terms',
        attributes: {
          label: 'Terms not in the lists',
          description: 'For each "Other" above: a name and one sentence on what it means.',
        },
        validations: { required: false },
      },
      {
        type: 'textarea',
        id: 'summary',
        attributes: {
          label: 'Summary',
          description:
            'One or two sentences in your own words: what happened, how long, and the cause.',
        },
        validations: { required: false },
      },
      {
        type: 'checkboxes',
        id: 'terms',
        attributes: {
          label: 'Before you submit',
          options: [
            { label: 'The sources are public: anyone can read them.', required: true },
            { label: 'The text is in my own words, with no personal data.', required: true },
          ],
        },
      },
    ],
  };
  // Every string quoted: GitHub reads the form as YAML 1.1, where 2024-07-03 is a date and no is false.
  return `# Generated by \`npm run generate\` from content/taxonomies/: do not edit by hand.\n${stringify(form, { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' })}`;
}
