/**
 * The command line of `npm run new:case`: its flags as `parseArgs` reads them, the help text of a
 * library's vocabularies, "did you mean" for a mistyped flag, and the terms and new terms the
 * flags name, with the problems found in them.
 */
import { SlugSchema, type Vocabulary, type VocabularyRole } from '../../schemas/index.ts';
import { parseArgs } from 'node:util';
import { defaultVocabularyList } from '../config/vocabularies.ts';
import { didYouMean } from '../model/suggest.ts';
import { vocabularyModel, type VocabularyModel } from '../model/vocabularies.ts';
import { loadProject } from '../node/project.ts';
import type { NewTerm } from './new-case-render.ts';
import { argsProblem } from './args.ts';

/**
 * Parses `--new-term vocabulary:slug:Label:description` (the description may hold colons).
 * @param names the library's vocabularies (`rules.vocabularies.names`).
 * @throws Error naming the flag when the vocabulary is not one of `names`, the slug is not a
 *   slug, or the label or description is missing.
 */
export function parseNewTerm(spec: string, names: readonly string[]): NewTerm {
  const [taxonomy, slug, label, ...rest] = spec.split(':');
  const description = rest.join(':').trim();
  if (!names.includes(taxonomy))
    throw new Error(`--new-term ${spec}: the taxonomy must be one of ${names.join(', ')}`);
  if (!SlugSchema.safeParse(slug).success)
    throw new Error(
      `--new-term ${spec}: "${slug}" is not a slug (lower-case letters, digits and single hyphens)`,
    );
  if (!label?.trim() || !description)
    throw new Error(
      `--new-term ${spec}: give a label and a description, as taxonomy:slug:Label:description`,
    );
  return { taxonomy, slug, label: label.trim(), description };
}

/**
 * The flags that name terms of the vocabulary playing a role (`--component etcd`), for a library
 * that has one; `--term <vocabulary>:<slug>` names a term of any vocabulary.
 */
const ROLE_FLAGS: readonly { flag: RoleFlag; role: VocabularyRole }[] = [
  { flag: 'organisation', role: 'organisation' },
  { flag: 'component', role: 'component' },
  { flag: 'root-cause', role: 'root-cause' },
  { flag: 'factor', role: 'contributing-factor' },
  { flag: 'impact', role: 'impact' },
];
type RoleFlag = 'organisation' | 'component' | 'root-cause' | 'factor' | 'impact';

/** The flag that names terms of `v` besides `--term`, if it plays a role that has one. */
const flagOf = (v: Vocabulary) => ROLE_FLAGS.find((f) => f.role === v.role)?.flag;

/**
 * The help text for a library's vocabularies: a flag for each vocabulary in a role, its terms
 * one slug or repeated as the vocabulary's shape is, and `--term` for any of them.
 */
export function usageOf(model: VocabularyModel): string {
  const line = (flag: string, text: string) => `  ${flag.padEnd(22)}  ${text}`;
  const roleLines = (many: boolean) =>
    ROLE_FLAGS.flatMap(({ flag, role }) => {
      const v = model.byRole[role];
      if (!v || v.many !== many) return [];
      return [
        line(
          `--${flag} SLUG`,
          many ? `repeat for each ${v.term}` : `from content/taxonomies/${v.name}.yaml`,
        ),
      ];
    });
  const owner = model.byRole.organisation;
  return [
    'usage: npm run new:case [-- options]',
    '',
    'Interactive in a terminal. With --yes (or without a terminal) it asks nothing and uses the flags;',
    'anything not given is written as a TODO for you to fill in.',
    '',
    line('--title TEXT', 'one line: what failed and why'),
    line('--summary TEXT', 'one or two plain sentences'),
    ...roleLines(false),
    line('--service TEXT', 'the affected product or service'),
    ...roleLines(true),
    line('--term V:SLUG', `a term of vocabulary V (repeatable): ${model.names.join(', ')}`),
    line('--source-url URL', 'the public postmortem'),
    line('--source-title TEXT', 'its title'),
    line(
      '--publisher TEXT',
      `who published it${owner ? ` (default: the ${owner.term}'s label)` : ''}`,
    ),
    line('--start DATE', 'YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ'),
    '  --new-term T:SLUG:LABEL:DESCRIPTION   add a term to vocabulary T first (repeatable), then use it',
    line('--id <ID>', 'a specific free ID (e.g. IL-0190) instead of the next one'),
    line('--yes', 'ask nothing'),
    line('--dry-run', 'print the file instead of writing it'),
  ].join('\n');
}

/** The first line of the help text. */
export const USAGE_LINE = 'usage: npm run new:case [-- options]';

/** The flags (see `usageOf`), as `parseArgs` reads them. */
const OPTIONS = {
  title: { type: 'string' },
  summary: { type: 'string' },
  organisation: { type: 'string', multiple: true },
  service: { type: 'string' },
  component: { type: 'string', multiple: true },
  'root-cause': { type: 'string', multiple: true },
  factor: { type: 'string', multiple: true },
  impact: { type: 'string', multiple: true },
  term: { type: 'string', multiple: true },
  'source-url': { type: 'string' },
  'source-title': { type: 'string' },
  publisher: { type: 'string' },
  start: { type: 'string' },
  'new-term': { type: 'string', multiple: true },
  id: { type: 'string' },
  yes: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** The flags of `argv`; throws `parseArgs`'s error (see `flagError`) on an unknown or malformed one. */
export function parseFlags(argv: string[]) {
  return parseArgs({ args: argv, strict: true, options: OPTIONS }).values;
}
/** The flags as `parseFlags` returns them. */
export type Flags = ReturnType<typeof parseFlags>;

/** Every flag, for "did you mean" on a mistyped one. */
const FLAGS = Object.keys(OPTIONS);

/**
 * The message for a flag `parseArgs` refused in `argv`: one line (`argsProblem`), a mistyped flag
 * (`--componet`) with "did you mean".
 */
export function flagError(e: Error, argv: readonly string[]): string {
  return argsProblem(e, argv, FLAGS) ?? e.message;
}

/**
 * The vocabularies the help text describes: the library's at `root`, or, where no library loads
 * (help asked for outside one), those a library without a `vocabularies` option has.
 */
export async function helpVocabularies(root: string): Promise<VocabularyModel> {
  try {
    return (await loadProject(root)).rules.vocabularies;
  } catch {
    return vocabularyModel(defaultVocabularyList());
  }
}

/**
 * The terms the flags name, by vocabulary: each role flag's under the vocabulary in its role,
 * each `--term vocabulary:slug` under its vocabulary, each slug once. Problems are pushed to
 * `problems`: a role flag in a library without that role, a `--term` without a known
 * vocabulary, several terms for a vocabulary of one.
 */
export function termsOfFlags(
  args: Partial<Record<RoleFlag | 'term', string[]>>,
  model: VocabularyModel,
  problems: string[],
): Record<string, string[]> {
  const terms: Record<string, string[]> = Object.fromEntries(model.names.map((n) => [n, []]));
  for (const { flag, role } of ROLE_FLAGS) {
    const given = args[flag] ?? [];
    const v = model.byRole[role];
    if (v) terms[v.name].push(...given);
    else if (given.length)
      problems.push(
        `--${flag}: this library has no vocabulary in the ${role} role; name its terms with --term <vocabulary>:<slug> (${model.names.join(', ')})`,
      );
  }
  for (const spec of args.term ?? []) {
    const at = spec.indexOf(':');
    const name = at < 0 ? spec : spec.slice(0, at);
    if (at < 0 || !model.byName.has(name)) {
      const near = didYouMean(name, model.names);
      problems.push(
        `--term ${spec}: expected <vocabulary>:<slug>, the vocabulary one of ${model.names.join(', ')}${near && at >= 0 ? ` (${near})` : ''}`,
      );
    } else terms[name].push(spec.slice(at + 1));
  }
  for (const v of model.rows) {
    terms[v.name] = [...new Set(terms[v.name])];
    if (!v.many && terms[v.name].length > 1)
      problems.push(
        `${flagOf(v) ? `--${flagOf(v)}` : '--term'}: a case names one ${v.term}, not ${terms[v.name].length} (${terms[v.name].join(', ')})`,
      );
  }
  return terms;
}
