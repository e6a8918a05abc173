/**
 * `npm run new:case`: scaffolds `content/cases/IL-NNNN.md` with the next free ID, terms chosen
 * from each of the library's vocabularies (or new terms, appended to their vocabulary with a
 * label and description), and every section heading of `CASE_SECTIONS`. Every blank holds a
 * `TODO` that `npm run validate` refuses, so the file validates exactly when it is filled in.
 *
 * Interactive (@clack/prompts) in a terminal; with `--yes`, or when standard input is not a
 * terminal, it asks nothing and takes everything from flags (see `usageOf`). The command reads
 * the library, checks the flags and draws up the case here; its flags (`new-case-flags.ts`),
 * questions (`new-case-prompts.ts`), text (`new-case-render.ts`) and writing
 * (`new-case-write.ts`) are modules of their own.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as p from '@clack/prompts';
import {
  HttpUrlSchema,
  InstantSchema,
  type Taxonomy,
  type TaxonomyName,
} from '../../schemas/index.ts';
import { buildLibrary } from '../model/library.ts';
import { didYouMean } from '../model/suggest.ts';
import type { VocabularyModel } from '../model/vocabularies.ts';
import { readContentTree } from '../node/read-content.ts';
import { loadProject, type Project } from '../node/project.ts';
import type { ContentRules } from '../model/rules.ts';
import { askingOrder } from './case-skeleton.ts';
import { countOf } from './new-case-choices.ts';
import {
  flagError,
  type Flags,
  helpVocabularies,
  parseFlags,
  parseNewTerm,
  termsOfFlags,
  USAGE_LINE,
  usageOf,
} from './new-case-flags.ts';
import { askDraft } from './new-case-prompts.ts';
import { renderCase, type CaseDraft, type NewTerm } from './new-case-render.ts';
import { writeCase } from './new-case-write.ts';

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

/** Everything the command needs to know about the library. */
export interface Library {
  contentDir: string;
  usedIds: Set<string>;
  vocab: Record<TaxonomyName, Taxonomy>;
}

/**
 * Reads the library of `project` for the command: every case ID and alias ever used (counting
 * case files that fail validation) and its vocabularies' terms.
 */
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

/**
 * The case the flags describe, with the terms `--new-term` adds (put in `lib.vocab` too) and the
 * problems found in the flags: a bad or taken `--id`, a bad address or start, a new term that
 * exists, terms the library's vocabularies cannot take.
 *
 * @param today YYYY-MM-DD (UTC), the case's `added` and `last_reviewed`.
 */
function draftOfFlags(
  args: Flags,
  lib: Library,
  rules: ContentRules,
  today: string,
): { draft: CaseDraft; added: NewTerm[]; problems: string[] } {
  const model = rules.vocabularies;
  const problems: string[] = [];
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
  const draft: CaseDraft = {
    id,
    title: args.title,
    summary: args.summary,
    service: args.service,
    terms: termsOfFlags(args, model, problems),
    sourceUrl: args['source-url'],
    sourceTitle: args['source-title'],
    publisher: args.publisher,
    start: args.start,
    today,
  };
  return { draft, added, problems };
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
    args = parseFlags(argv);
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
  const lib = loadLibrary(project);
  const {
    draft: flagged,
    added,
    problems,
  } = draftOfFlags(args, lib, rules, options.today ?? new Date().toISOString().slice(0, 10));
  const { id } = flagged;
  let draft: CaseDraft | undefined = flagged;
  const interactive = options.interactive ?? (!args.yes && process.stdin.isTTY === true);
  if (interactive && !problems.length) {
    p.intro(`New case ${id}`);
    draft = await askDraft(draft, lib.vocab, model, added);
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
  const regenerated = writeCase(root, project, file, text, added);
  const rel = relative(root, file);
  const next = `Wrote ${rel}${added.length ? ` and ${countOf(added.length, { one: 'new term', other: 'new terms' })} (and updated ${regenerated.join(' and ')})` : ''}. It is a draft: replace every TODO with your text, run \`npm run validate ${rel}\`, and set \`status: published\` once its sources are checked.`;
  if (interactive) p.outro(next);
  else log(next);
  return 0;
}

if (import.meta.main) {
  process.exitCode = await runNewCase(process.cwd(), process.argv.slice(2));
}
