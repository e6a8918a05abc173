/**
 * `npm run new:case`: scaffolds `content/cases/IL-NNNN.md` with the next free ID, terms chosen
 * from each of the library's vocabularies (or new terms, appended to their vocabulary with a
 * label and description), and every section heading of `CASE_SECTIONS`. Every blank holds a
 * `TODO` that `npm run validate` refuses, so the file validates exactly when it is filled in.
 *
 * Interactive (@clack/prompts) in a terminal; with `--yes`, or when standard input is not a
 * terminal, it asks nothing and takes everything from flags (see `usage`).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { argsProblem } from './args.ts';
import * as p from '@clack/prompts';
import {
  CASE_SECTIONS,
  HttpUrlSchema,
  InstantSchema,
  SlugSchema,
  type Taxonomy,
  type TaxonomyName,
  type Vocabulary,
  type VocabularyRole,
} from '../../schemas/index.ts';
import { defaultVocabularyList } from '../config/vocabularies.ts';
import { buildLibrary } from '../model/library.ts';
import { didYouMean } from '../model/suggest.ts';
import { vocabularyModel, type VocabularyModel } from '../model/vocabularies.ts';
import { readContentTree } from '../node/read-content.ts';
import { loadProject, type Project } from '../node/project.ts';
import type { ContentRules } from '../model/rules.ts';
import { askingOrder, caseSkeleton, fieldKey, type FieldLines } from './case-skeleton.ts';
import { vocabularyFiles, writeGenerated } from './json-schema.ts';
import {
  countOf,
  keepsOption,
  NEW_TERM,
  nounOf,
  slugFromSearch,
  termOptions,
} from './new-case-choices.ts';
import { pickTerms } from './term-picker.ts';

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

/** The number of a case ID (`IL-0190` → 190). */
const idNumber = (id: string) => Number(id.slice(id.indexOf('-') + 1));
/** `190` → `IL-0190` under the library's rules; past the width, numbers keep all their digits. */
export const formatId = (n: number, rules: ContentRules) =>
  `${rules.ids.prefix}-${String(n).padStart(rules.ids.digits, '0')}`;

/**
 * The next free case ID: one more than the highest ID or alias ever used (IDs are never reused,
 * so a gap left by a merged case stays a gap), counting files that fail validation too.
 */
export function nextFreeId(used: Iterable<string>, rules: ContentRules): string {
  let max = 0;
  for (const id of used) if (rules.idPattern.test(id)) max = Math.max(max, idNumber(id));
  return formatId(max + 1, rules);
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
const USAGE_LINE = 'usage: npm run new:case [-- options]';

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
/** Every flag, for "did you mean" on a mistyped one. */
const FLAGS = Object.keys(OPTIONS);

/**
 * The message for a flag `parseArgs` refused in `argv`: one line (`argsProblem`), a mistyped flag
 * (`--componet`) with "did you mean".
 */
function flagError(e: Error, argv: readonly string[]): string {
  return argsProblem(e, argv, FLAGS) ?? e.message;
}

/**
 * The vocabularies the help text describes: the library's at `root`, or, where no library loads
 * (help asked for outside one), those a library without a `vocabularies` option has.
 */
async function helpVocabularies(root: string): Promise<VocabularyModel> {
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
function termsOfFlags(
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

/** Everything the command needs to know about the library. */
export interface Library {
  contentDir: string;
  usedIds: Set<string>;
  vocab: Record<TaxonomyName, Taxonomy>;
}

export function loadLibrary(project: Project): Library {
  const contentDir = project.contentDir;
  const { files } = readContentTree(project.root, contentDir);
  const { library } = buildLibrary(files, { rules: project.rules });
  const usedIds = new Set<string>();
  for (const f of files) {
    const m = /^[^/]+\/cases\/([^/]+)\.md$/.exec(f.file);
    if (m && project.rules.idPattern.test(m[1])) usedIds.add(m[1]);
  }
  for (const c of library.cases) for (const a of c.data.aliases) usedIds.add(a);
  return { contentDir, usedIds, vocab: library.taxonomies };
}

/**
 * Checks the slugs the draft names against the vocabularies (plus the terms being added), in the
 * order the questions ask them.
 */
function unknownTerms(
  d: CaseDraft,
  vocab: Record<TaxonomyName, Taxonomy>,
  model: VocabularyModel,
): string[] {
  return askingOrder(model.rows).flatMap(({ name: t }) =>
    (d.terms[t] ?? [])
      .filter((s) => !Object.hasOwn(vocab[t] ?? {}, s))
      .map((s) => {
        const near = didYouMean(s, Object.keys(vocab[t] ?? {}));
        return `${t}: "${s}" is not in content/taxonomies/${t}.yaml (${near ?? `add it with --new-term ${t}:${s}:Label:description`})`;
      }),
  );
}

/** Asks for what the flags did not give; returns undefined when the user cancels. */
async function ask(
  d: CaseDraft,
  vocab: Record<TaxonomyName, Taxonomy>,
  model: VocabularyModel,
  added: NewTerm[],
): Promise<CaseDraft | undefined> {
  const stop = (v: unknown): v is symbol => p.isCancel(v);
  /** Asks for a new term; `search` (what was typed when it was picked) starts its slug and label. */
  const newTerm = async (of: Vocabulary, search = ''): Promise<string | undefined> => {
    const taxonomy = of.name;
    const slug = await p.text({
      message: `Slug of the new ${of.term} (lower-case, hyphens)`,
      initialValue: slugFromSearch(search) || undefined,
      validate: (v) =>
        SlugSchema.safeParse(v ?? '').success && !Object.hasOwn(vocab[taxonomy] ?? {}, v ?? '')
          ? undefined
          : 'a new slug: lower-case letters, digits and single hyphens',
    });
    if (stop(slug)) return undefined;
    const label = await p.text({
      message: 'Its label, as shown on the site',
      initialValue: search.trim() || undefined,
      validate: (v) => (v?.trim() ? undefined : 'required'),
    });
    if (stop(label)) return undefined;
    const description = await p.text({
      message: 'One sentence on what it means',
      validate: (v) => (v?.trim() ? undefined : 'required'),
    });
    if (stop(description)) return undefined;
    const t = { taxonomy, slug, label: label.trim(), description: description.trim() };
    added.push(t);
    vocab[taxonomy] = {
      ...vocab[taxonomy],
      [slug]: { label: t.label, description: t.description },
    };
    return slug;
  };
  /** Asks for the terms of `v`, unless the flags named some. */
  const choose = async (v: Vocabulary, chosen: string[]): Promise<string[] | undefined> => {
    if (chosen.length) return chosen;
    const noun = nounOf(v);
    const options = termOptions(vocab[v.name] ?? {}, noun);
    const message = v.many
      ? `${v.title} (${v.required ? '' : 'none is fine; '}Tab to pick, Enter when done)`
      : `${v.singular} (type to search)`;
    const answer = v.many
      ? await pickTerms({ message, options, noun, maxItems: 10 })
      : await p.autocomplete({ message, options, filter: keepsOption, maxItems: 10 });
    if (stop(answer)) return undefined;
    const { values, search } =
      typeof answer === 'string' ? { values: [answer], search: '' } : answer;
    const out: string[] = [];
    for (const value of values) {
      if (value !== NEW_TERM) out.push(value);
      else {
        const slug = await newTerm(v, search);
        if (slug === undefined) return undefined;
        out.push(slug);
      }
    }
    return out;
  };
  const title =
    d.title ??
    (await p.text({
      message: 'Title: what failed and why, in one line',
      placeholder: 'A certificate expired and logins failed for 25 minutes',
    }));
  if (stop(title)) return undefined;
  const summary =
    d.summary ??
    (await p.text({
      message: 'Summary: what happened, how long, and the cause, in one or two plain sentences',
      placeholder: 'empty to fill in later',
    }));
  if (stop(summary)) return undefined;
  const terms: Record<string, string[]> = {};
  for (const v of askingOrder(model.rows)) {
    const chosen = await choose(v, d.terms[v.name] ?? []);
    if (!chosen) return undefined;
    terms[v.name] = chosen;
  }
  const sourceUrl =
    d.sourceUrl ??
    (await p.text({
      message: 'Address of the public postmortem (empty to fill in later)',
      validate: (v) =>
        !v || HttpUrlSchema.safeParse(v).success ? undefined : 'an http(s) address',
    }));
  if (stop(sourceUrl)) return undefined;
  const start =
    d.start ??
    (await p.text({
      message: 'When it started: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (empty to fill in later)',
      validate: (v) => (!v ? undefined : InstantSchema.safeParse(v).error?.issues[0].message),
    }));
  if (stop(start)) return undefined;
  return {
    ...d,
    title: title || undefined,
    summary: summary || undefined,
    terms,
    sourceUrl: sourceUrl || undefined,
    start: start || undefined,
  };
}

/**
 * Runs the command at `root`; returns the exit code. `interactive` defaults to "standard input
 * is a terminal and --yes was not given".
 */
export async function runNewCase(
  root: string,
  argv: string[],
  options: { interactive?: boolean; today?: string; log?: (s: string) => void } = {},
): Promise<number> {
  const log = options.log ?? ((s: string) => console.log(s));
  let args;
  try {
    args = parseArgs({
      args: argv,
      strict: true,
      options: OPTIONS,
    }).values;
  } catch (e) {
    log(`${flagError(e as Error, argv)}\n\n${usageOf(await helpVocabularies(root))}`);
    return 2;
  }
  if (args.help) {
    log(usageOf(await helpVocabularies(root)));
    return 0;
  }
  let project: Project;
  try {
    project = await loadProject(root);
  } catch (err) {
    log(err instanceof Error ? err.message : String(err));
    return 2;
  }
  const rules = project.rules;
  const model = rules.vocabularies;
  // The config was found, so this is the library's folder: a missing content folder is the
  // config's `contentDir` naming the wrong one, and a missing cases folder only means no case yet
  // (a new library whose example cases were deleted with their folder).
  if (!existsSync(project.contentDir)) {
    log(
      `${relative(root, project.contentDir) || '.'} does not exist: it is the content folder astro.config.mjs names (contentDir); create it with its taxonomies/, or set contentDir to the library's content folder.`,
    );
    return 2;
  }
  const problems: string[] = [];
  const lib = loadLibrary(project);
  const added: NewTerm[] = [];
  for (const spec of args['new-term'] ?? []) {
    try {
      const t = parseNewTerm(spec, model.names);
      if (Object.hasOwn(lib.vocab[t.taxonomy], t.slug))
        problems.push(
          `--new-term: "${t.slug}" is already in content/taxonomies/${t.taxonomy}.yaml; use it as it is`,
        );
      added.push(t);
      lib.vocab[t.taxonomy] = {
        ...lib.vocab[t.taxonomy],
        [t.slug]: { label: t.label, description: t.description },
      };
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  const id = args.id ?? nextFreeId(lib.usedIds, rules);
  if (!rules.idPattern.test(id))
    problems.push(`--id ${id}: expected a case ID like ${formatId(190, rules)}`);
  else if (lib.usedIds.has(id))
    problems.push(
      `--id ${id}: that ID is taken (IDs are never reused); the next free one is ${nextFreeId(lib.usedIds, rules)}`,
    );
  if (args['source-url'] && !HttpUrlSchema.safeParse(args['source-url']).success)
    problems.push(`--source-url ${args['source-url']}: expected an http(s) address`);
  const start = args.start === undefined ? undefined : InstantSchema.safeParse(args.start);
  if (start && !start.success) problems.push(`--start: ${start.error.issues[0].message}`);
  let draft: CaseDraft | undefined = {
    id,
    title: args.title,
    summary: args.summary,
    service: args.service,
    terms: termsOfFlags(args, model, problems),
    sourceUrl: args['source-url'],
    sourceTitle: args['source-title'],
    publisher: args.publisher,
    start: args.start,
    today: options.today ?? new Date().toISOString().slice(0, 10),
  };
  const interactive = options.interactive ?? (!args.yes && process.stdin.isTTY === true);
  if (interactive && !problems.length) {
    p.intro(`New case ${id}`);
    draft = await ask(draft, lib.vocab, model, added);
    if (!draft) {
      p.cancel('Nothing was written.');
      return 1;
    }
  }
  problems.push(...unknownTerms(draft, lib.vocab, model));
  if (problems.length) {
    log(`${problems.join('\n')}\n\nNothing was written. ${USAGE_LINE}`);
    return 1;
  }
  // The source is most often the organisation's own report: its name is the publisher.
  const owner = model.byRole.organisation;
  const ownerSlug = owner && draft.terms[owner.name]?.[0];
  if (!draft.publisher && owner && ownerSlug)
    draft.publisher = lib.vocab[owner.name]?.[ownerSlug]?.label;
  const file = join(lib.contentDir, 'cases', `${id}.md`);
  const text = renderCase(draft, rules);
  if (args['dry-run']) {
    log(text);
    return 0;
  }
  if (existsSync(file)) {
    log(`${relative(root, file)} already exists; nothing was written.`);
    return 1;
  }
  for (const t of added) {
    const vocabFile = join(lib.contentDir, 'taxonomies', `${t.taxonomy}.yaml`);
    const old = existsSync(vocabFile) ? readFileSync(vocabFile, 'utf8') : '';
    appendFileSync(vocabFile, `${old && !old.endsWith('\n') ? '\n' : ''}${renderTerm(t)}`);
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  // New terms change the generated issue form and snippets: written now, so nothing is left
  // stale for `npm run generate -- --check`.
  const regenerated = added.length ? [...vocabularyFiles(project)] : [];
  if (regenerated.length) writeGenerated(root, new Map(regenerated));
  const rel = relative(root, file);
  const next = `Wrote ${rel}${added.length ? ` and ${countOf(added.length, { one: 'new term', other: 'new terms' })} (and updated ${regenerated.map(([f]) => f).join(' and ')})` : ''}. It is a draft: replace every TODO with your text, run \`npm run validate ${rel}\`, and set \`status: published\` once its sources are checked.`;
  if (interactive) p.outro(next);
  else log(next);
  return 0;
}

if (import.meta.main) {
  process.exitCode = await runNewCase(process.cwd(), process.argv.slice(2));
}
