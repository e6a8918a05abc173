/**
 * The GitHub issue form "Propose a case" (`.github/ISSUE_TEMPLATE/propose-case.yml`), whose
 * dropdowns list the terms of the vocabularies in `content/taxonomies/`. Generated, never edited
 * by hand: `npm run generate` writes it (see `json-schema.ts`) and a test fails when it drifts
 * from the vocabularies. Issue-form syntax: GitHub's "Syntax for issue forms" documentation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { TaxonomySchema, type Taxonomy, type TaxonomyName } from '../../schemas/index.ts';
import { parseContentFile } from '../model/frontmatter.ts';

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

/** The form's YAML text for the vocabularies in `contentDir`. */
export function issueFormText(contentDir: string): string {
  const dropdown = (
    id: string,
    label: string,
    description: string,
    name: TaxonomyName,
    multiple: boolean,
    required: boolean,
  ) => ({
    type: 'dropdown',
    id,
    attributes: { label, description, multiple, options: options(vocabulary(contentDir, name)) },
    validations: { required },
  });
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
      dropdown(
        'organisation',
        'Organisation',
        'Whose incident it was.',
        'organisations',
        false,
        true,
      ),
      dropdown(
        'components',
        'Components',
        'The technologies and parts of systems it involved.',
        'components',
        true,
        false,
      ),
      dropdown(
        'root-causes',
        'Root causes',
        'As the source states them.',
        'root-causes',
        true,
        false,
      ),
      dropdown(
        'contributing-factors',
        'Contributing factors',
        'What made it possible or worse.',
        'contributing-factors',
        true,
        false,
      ),
      dropdown('impact', 'Impact', 'What it did to users.', 'impact-categories', true, false),
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
