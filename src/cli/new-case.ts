/**
 * `npm run new:case`: scaffolds `content/cases/IL-NNNN.md` with the next free ID, the
 * organisation and terms chosen from the vocabularies (or new terms, appended to their vocabulary
 * with a label and description), and every section heading of `CASE_SECTIONS`. Every blank holds
 * a `TODO` that `npm run validate` refuses, so the file validates exactly when it is filled in.
 *
 * Interactive (@clack/prompts) in a terminal; with `--yes`, or when standard input is not a
 * terminal, it asks nothing and takes everything from flags (see `usage`).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import * as p from '@clack/prompts';
import {
  CASE_SECTIONS,
  HttpUrlSchema,
  InstantSchema,
  SlugSchema,
  TAXONOMIES,
  type Taxonomy,
  type TaxonomyName,
} from '../../schemas/index.ts';
import { buildLibrary } from '../model/library.ts';
import { didYouMean } from '../model/suggest.ts';
import { readContentTree } from '../node/read-content.ts';
import { loadProject, type Project } from '../node/project.ts';
import type { ContentRules } from '../model/rules.ts';
import { vocabularyFiles, writeGenerated } from './json-schema.ts';
import {
  countOf,
  keepsOption,
  NEW_TERM,
  slugFromSearch,
  TERM_NOUNS,
  termOptions,
} from './new-case-choices.ts';
import { pickTerms } from './term-picker.ts';

/** What a new case is made from; anything left out becomes a `TODO`. */
export interface CaseDraft {
  id: string;
  title?: string;
  summary?: string;
  organisation?: string;
  service?: string;
  components: string[];
  rootCauses: string[];
  factors: string[];
  impact: string[];
  sourceUrl?: string;
  sourceTitle?: string;
  publisher?: string;
  start?: string;
  /** Today, YYYY-MM-DD (UTC): `added` and `last_reviewed`. */
  today: string;
}

/** A vocabulary term to add: its taxonomy, slug, label and description. */
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

/** The text of the new case file. */
export function renderCase(d: CaseDraft): string {
  const list = (xs: string[], what: string) =>
    xs.length ? `[${xs.join(', ')}]` : `[] # TODO: ${what}`;
  const precise = d.start?.includes('T');
  const lines = [
    '---',
    `id: ${d.id}`,
    `title: ${d.title ? q(d.title) : todo('one line: what failed and why')}`,
    `summary: ${d.summary ? q(d.summary) : todo('one or two plain sentences: what happened, how long, and the cause')}`,
    `organisation: ${d.organisation ?? todo('a slug from content/taxonomies/organisations.yaml')}`,
    `service: ${d.service ? q(d.service) : todo('the affected product or service (or delete this line)')}`,
    // A new case is a draft until a reviewer has checked it against its sources.
    'status: draft',
    'incident:',
    `  start: ${d.start ? q(d.start) : todo('YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SSZ with its offset')}`,
    `  precision: ${precise ? 'minute' : 'day'}`,
    `  timezone_reported: ${todo('the time zone the source uses, e.g. UTC or PDT (or delete this line)')}`,
    'impact:',
    `  description: ${todo('what users saw, with the numbers the source gives')}`,
    `  categories: ${list(d.impact, 'slugs from content/taxonomies/impact-categories.yaml')}`,
    'root_causes:',
    ...(d.rootCauses.length
      ? d.rootCauses.flatMap((t) => [`  - term: ${t}`, '    evidence: stated'])
      : [
          `  - term: ${todo('a slug from content/taxonomies/root-causes.yaml')}`,
          '    evidence: stated',
        ]),
    `components: ${list(d.components, 'slugs from content/taxonomies/components.yaml')}`,
    `contributing_factors: [${d.factors.join(', ')}]`,
    'sources:',
    `  - title: ${d.sourceTitle ? q(d.sourceTitle) : todo("the source's own title")}`,
    `    url: ${d.sourceUrl ? q(d.sourceUrl) : todo('https://... the public postmortem')}`,
    `    publisher: ${d.publisher ? q(d.publisher) : todo('who published it')}`,
    '    type: official-postmortem',
    'related: []',
    'concepts: []',
    `added: ${q(d.today)}`,
    `last_reviewed: ${q(d.today)}`,
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

/** Parses `--new-term taxonomy:slug:Label:description` (the description may hold colons). */
export function parseNewTerm(spec: string): NewTerm {
  const [taxonomy, slug, label, ...rest] = spec.split(':');
  const description = rest.join(':').trim();
  if (!(TAXONOMIES as readonly string[]).includes(taxonomy))
    throw new Error(`--new-term ${spec}: the taxonomy must be one of ${TAXONOMIES.join(', ')}`);
  if (!SlugSchema.safeParse(slug).success)
    throw new Error(
      `--new-term ${spec}: "${slug}" is not a slug (lower-case letters, digits and single hyphens)`,
    );
  if (!label?.trim() || !description)
    throw new Error(
      `--new-term ${spec}: give a label and a description, as taxonomy:slug:Label:description`,
    );
  return { taxonomy: taxonomy as TaxonomyName, slug, label: label.trim(), description };
}

/** The help text. */
export const usage = `usage: npm run new:case [-- options]

Interactive in a terminal. With --yes (or without a terminal) it asks nothing and uses the flags;
anything not given is written as a TODO for you to fill in.

  --title TEXT            one line: what failed and why
  --summary TEXT          one or two plain sentences
  --organisation SLUG     from content/taxonomies/organisations.yaml
  --service TEXT          the affected product or service
  --component SLUG        repeat for each component
  --root-cause SLUG       repeat for each root cause
  --factor SLUG           repeat for each contributing factor
  --impact SLUG           repeat for each impact category
  --source-url URL        the public postmortem
  --source-title TEXT     its title
  --publisher TEXT        who published it (default: the organisation's label)
  --start DATE            YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ
  --new-term T:SLUG:LABEL:DESCRIPTION   add a term to vocabulary T first (repeatable), then use it
  --id <ID>               a specific free ID (e.g. IL-0190) instead of the next one
  --yes                   ask nothing
  --dry-run               print the file instead of writing it`;

/** The flags (see `usage`), as `parseArgs` reads them. */
const OPTIONS = {
  title: { type: 'string' },
  summary: { type: 'string' },
  organisation: { type: 'string' },
  service: { type: 'string' },
  component: { type: 'string', multiple: true },
  'root-cause': { type: 'string', multiple: true },
  factor: { type: 'string', multiple: true },
  impact: { type: 'string', multiple: true },
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

/** The message for a flag `parseArgs` refused: a mistyped one (`--componet`) gets "did you mean". */
function flagError(e: Error & { code?: string }): string {
  const m = /Unknown option '(-{1,2}[^']+)'/.exec(e.message);
  if (e.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || !m) return e.message;
  const near = didYouMean(m[1].replace(/^-+/, ''), FLAGS);
  return `unknown option ${m[1]}${near ? `: ${near.replace(/"([^"]+)"/, '"--$1"')}` : ''}`;
}

/** Everything the command needs to know about the library. */
interface Library {
  contentDir: string;
  usedIds: Set<string>;
  vocab: Record<TaxonomyName, Taxonomy>;
}

function loadLibrary(project: Project): Library {
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

/** Checks the slugs the draft names against the vocabularies (plus the terms being added). */
function unknownTerms(d: CaseDraft, vocab: Record<TaxonomyName, Taxonomy>): string[] {
  const check: [TaxonomyName, string[]][] = [
    ['organisations', d.organisation ? [d.organisation] : []],
    ['components', d.components],
    ['root-causes', d.rootCauses],
    ['contributing-factors', d.factors],
    ['impact-categories', d.impact],
  ];
  return check.flatMap(([t, slugs]) =>
    slugs
      .filter((s) => !Object.hasOwn(vocab[t], s))
      .map((s) => {
        const near = didYouMean(s, Object.keys(vocab[t]));
        return `${t}: "${s}" is not in content/taxonomies/${t}.yaml (${near ?? `add it with --new-term ${t}:${s}:Label:description`})`;
      }),
  );
}

/** Asks for what the flags did not give; returns undefined when the user cancels. */
async function ask(
  d: CaseDraft,
  vocab: Record<TaxonomyName, Taxonomy>,
  added: NewTerm[],
): Promise<CaseDraft | undefined> {
  const stop = (v: unknown): v is symbol => p.isCancel(v);
  /** Asks for a new term; `search` (what was typed when it was picked) starts its slug and label. */
  const newTerm = async (taxonomy: TaxonomyName, search = ''): Promise<string | undefined> => {
    const slug = await p.text({
      message: `Slug of the new ${TERM_NOUNS[taxonomy].one} (lower-case, hyphens)`,
      initialValue: slugFromSearch(search) || undefined,
      validate: (v) =>
        SlugSchema.safeParse(v ?? '').success && !Object.hasOwn(vocab[taxonomy], v ?? '')
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
  const choose = async (
    taxonomy: TaxonomyName,
    message: string,
    multiple: boolean,
    chosen: string[],
  ): Promise<string[] | undefined> => {
    if (chosen.length) return chosen;
    const noun = TERM_NOUNS[taxonomy];
    const options = termOptions(vocab[taxonomy], noun);
    const answer = multiple
      ? await pickTerms({ message, options, noun, maxItems: 10 })
      : await p.autocomplete({ message, options, filter: keepsOption, maxItems: 10 });
    if (stop(answer)) return undefined;
    const { values, search } =
      typeof answer === 'string' ? { values: [answer], search: '' } : answer;
    const out: string[] = [];
    for (const v of values) {
      if (v !== NEW_TERM) out.push(v);
      else {
        const slug = await newTerm(taxonomy, search);
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
  const org = await choose(
    'organisations',
    'Organisation (type to search)',
    false,
    d.organisation ? [d.organisation] : [],
  );
  if (!org) return undefined;
  const components = await choose(
    'components',
    'Components it involved (Tab to pick, Enter when done)',
    true,
    d.components,
  );
  if (!components) return undefined;
  const rootCauses = await choose('root-causes', 'Root causes', true, d.rootCauses);
  if (!rootCauses) return undefined;
  const factors = await choose(
    'contributing-factors',
    'Contributing factors (none is fine)',
    true,
    d.factors,
  );
  if (!factors) return undefined;
  const impact = await choose('impact-categories', 'Impact on users', true, d.impact);
  if (!impact) return undefined;
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
    organisation: org[0],
    components,
    rootCauses,
    factors,
    impact,
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
    log(`${flagError(e as Error & { code?: string })}\n\n${usage}`);
    return 2;
  }
  if (args.help) {
    log(usage);
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
      const t = parseNewTerm(spec);
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
    organisation: args.organisation,
    service: args.service,
    components: args.component ?? [],
    rootCauses: args['root-cause'] ?? [],
    factors: args.factor ?? [],
    impact: args.impact ?? [],
    sourceUrl: args['source-url'],
    sourceTitle: args['source-title'],
    publisher: args.publisher,
    start: args.start,
    today: options.today ?? new Date().toISOString().slice(0, 10),
  };
  const interactive = options.interactive ?? (!args.yes && process.stdin.isTTY === true);
  if (interactive && !problems.length) {
    p.intro(`New case ${id}`);
    draft = await ask(draft, lib.vocab, added);
    if (!draft) {
      p.cancel('Nothing was written.');
      return 1;
    }
  }
  problems.push(...unknownTerms(draft, lib.vocab));
  if (problems.length) {
    log(`${problems.join('\n')}\n\nNothing was written. ${usage.split('\n')[0]}`);
    return 1;
  }
  if (!draft.publisher && draft.organisation)
    draft.publisher = lib.vocab.organisations[draft.organisation]?.label;
  const file = join(lib.contentDir, 'cases', `${id}.md`);
  const text = renderCase(draft);
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
