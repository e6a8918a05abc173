/**
 * `npm run import -- <files or folders> [--out content/cases] [--zone Europe/Berlin]`: turns
 * postmortems (Markdown; HTML from a Confluence export or a Google Docs "Web page" download;
 * .docx through mammoth) into draft cases with the next free IDs. It maps what each source
 * states (`src/import/draft.ts`) and invents nothing; each file gets one line in the validator's
 * format saying what was filled from which line and what is left, then the drafts are validated.
 *
 * Running it again does not duplicate a case: each draft's frontmatter starts with a comment
 * recording its source's path and SHA-256 (`# imported from <path> sha256:<hex>`); a source
 * whose digest a case in the output folder records is not imported again (the line names the
 * case), nor is a changed file at a path already imported. Deleting that comment (or the case)
 * lets the source be imported again.
 *
 * Exit code: 0 when every file was imported or had been already, 1 when any was refused (too
 * large, unreadable, not a postmortem), 2 for bad arguments. The drafts' validation problems do
 * not change it: a draft is expected to be unfinished, and the report says what is left.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { argsProblem } from './args.ts';
import { visible } from '../model/errors.ts';
import { loadProject, type Project } from '../node/project.ts';
import { completeDraft, importedFrom, importLine, renderDraft } from '../import/case-file.ts';
import { mapPostmortem, type Mapped } from '../import/draft.ts';
import { docxTree, htmlTree, markdownTree, type SourceTree } from '../import/source-tree.ts';
import { zoneOf, type Zone } from '../import/times.ts';
import { loadLibrary, nextFreeId } from './new-case.ts';
import { runValidate } from './validate.ts';

/** The largest source file read, in bytes: a postmortem is far smaller; a larger file is refused. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The file types read, by extension. */
const KINDS: Record<string, 'markdown' | 'html' | 'docx'> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.html': 'html',
  '.htm': 'html',
  '.docx': 'docx',
};

const USAGE =
  'usage: npm run import -- <files or folders> [--out content/cases] [--zone Europe/Berlin]';

/** Where the output goes; tests pass their own. */
export interface ImportIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: ImportIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/** The files named: a file as it is, a folder's files of a known type at any depth, sorted. */
function sourcesOf(paths: readonly string[]): { files: string[]; problems: string[] } {
  const files: string[] = [];
  const problems: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const p = join(dir, e.name);
      if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') walk(p);
      else if (e.isFile() && Object.hasOwn(KINDS, extname(e.name).toLowerCase())) files.push(p);
    }
  };
  for (const p of paths) {
    const abs = resolve(p);
    if (!existsSync(abs)) problems.push(`${p} does not exist`);
    else if (statSync(abs).isDirectory()) walk(abs);
    else if (!Object.hasOwn(KINDS, extname(abs).toLowerCase()))
      problems.push(`${p}: not a .md, .html, .htm or .docx file`);
    else files.push(abs);
  }
  return { files, problems };
}

/** The cases of the output folder that record their source: by digest and by source path. */
function imported(outDir: string): {
  byDigest: Map<string, string>;
  bySource: Map<string, string>;
} {
  const byDigest = new Map<string, string>();
  const bySource = new Map<string, string>();
  if (!existsSync(outDir)) return { byDigest, bySource };
  for (const name of readdirSync(outDir).sort()) {
    if (!name.endsWith('.md')) continue;
    const from = importedFrom(readFileSync(join(outDir, name), 'utf8'));
    if (!from) continue;
    const id = name.slice(0, -3);
    byDigest.set(from.digest, id);
    bySource.set(from.source, id);
  }
  return { byDigest, bySource };
}

/** A source read into one tree; .docx through mammoth's HTML. */
async function treeOf(kind: 'markdown' | 'html' | 'docx', bytes: Buffer): Promise<SourceTree> {
  if (kind === 'markdown') return markdownTree(bytes.toString('utf8'));
  if (kind === 'html') return htmlTree(bytes.toString('utf8'));
  return docxTree(bytes);
}

/** `title (1), summary (9)`: fields with the source lines they came from. */
const withLines = (items: readonly { field: string; line: number }[]) =>
  items.map((i) => `${i.field} (${i.line})`).join(', ');

/** One file's report line, after the validator's `path:line:col` (its content made visible). */
function reportLine(
  where: string,
  id: string,
  written: string,
  mapped: Extract<Mapped, { postmortem: true }>,
  left: {
    fieldsLeft: string[];
    sectionsLeft: string[];
    dropped: { field: string; message: string }[];
  },
): string {
  const parts = [
    `${where} ${id}: wrote ${written} (status: draft); filled ${withLines(mapped.filled) || 'nothing'}`,
    `fields left: ${left.fieldsLeft.join(', ') || 'none'}`,
    `sections left: ${left.sectionsLeft.join(', ') || 'none'}`,
  ];
  if (left.dropped.length)
    parts.push(
      `refused by the schema: ${left.dropped.map((d) => `${d.field} (${d.message})`).join(', ')}`,
    );
  if (mapped.suggested.length)
    parts.push(
      `suggested terms, not added: ${mapped.suggested.map((s) => `${s.field} ${s.slug} (${s.line})`).join(', ')}`,
    );
  if (mapped.notCarried.length)
    parts.push(
      `not carried: ${mapped.notCarried.map((s) => `${s.heading} (${s.line})`).join(', ')}`,
    );
  parts.push(...mapped.notes);
  return visible(parts.join('; '));
}

/** The flags, as `parseArgs` reads them. */
const FLAGS = {
  out: { type: 'string' },
  zone: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/**
 * Runs the command for the library at `root`; returns the exit code.
 * @param options.today YYYY-MM-DD for `added` and `last_reviewed` (default: today, UTC).
 */
export async function runImport(
  root: string,
  argv: string[],
  io: ImportIo = consoleIo,
  options: { today?: string; cacheDir?: string } = {},
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: FLAGS,
    });
  } catch (e) {
    io.err(`${argsProblem(e, argv, Object.keys(FLAGS)) ?? (e as Error).message}; ${USAGE}`);
    return 2;
  }
  if (args.values.help) {
    io.out(USAGE);
    return 0;
  }
  if (!args.positionals.length) {
    io.err(`name the postmortems to import; ${USAGE}`);
    return 2;
  }
  let zone: Zone | undefined;
  if (args.values.zone !== undefined) {
    zone = zoneOf(args.values.zone);
    if (!zone) {
      io.err(
        `--zone ${visible(args.values.zone)}: not a time zone; give an IANA name (Europe/Berlin, America/New_York) or UTC, PDT, UTC+2`,
      );
      return 2;
    }
  }
  let project: Project;
  try {
    project = await loadProject(root);
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    return 2;
  }
  const outDir = resolve(root, args.values.out ?? join(project.contentDir, 'cases'));
  const { files, problems } = sourcesOf(args.positionals);
  for (const p of problems) io.err(visible(p));
  if (problems.length) return 2;

  const lib = loadLibrary(project);
  const done = imported(outDir);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const rel = (p: string) => relative(root, p).split(sep).join('/') || '.';
  const written: string[] = [];
  let refused = 0;
  for (const file of files) {
    const where = `${rel(file)}:1:1`;
    const size = statSync(file).size;
    if (size > MAX_IMPORT_BYTES) {
      io.err(
        visible(
          `${where} refused: ${(size / 1024 / 1024).toFixed(1)} MB, over the ${MAX_IMPORT_BYTES / 1024 / 1024} MB an import reads; nothing written`,
        ),
      );
      refused++;
      continue;
    }
    const bytes = readFileSync(file);
    const digest = createHash('sha256').update(bytes).digest('hex');
    const source = rel(file);
    const before = done.byDigest.get(digest);
    if (before) {
      io.out(
        visible(
          `${where} already imported as ${before} (${rel(join(outDir, `${before}.md`))}); nothing written`,
        ),
      );
      continue;
    }
    const changed = done.bySource.get(visible(source));
    if (changed) {
      io.out(
        visible(
          `${where} changed since it was imported as ${changed} (${rel(join(outDir, `${changed}.md`))}); nothing written: edit that case, or delete its "# imported from" line to import this file again`,
        ),
      );
      continue;
    }
    let mapped: Mapped;
    try {
      mapped = mapPostmortem(await treeOf(KINDS[extname(file).toLowerCase()], bytes), {
        vocabularies: project.rules.vocabularies.rows,
        taxonomies: lib.vocab,
        ...(zone && { zone }),
      });
    } catch (e) {
      io.err(visible(`${where} could not be read: ${(e as Error).message}; nothing written`));
      refused++;
      continue;
    }
    if (!mapped.postmortem) {
      io.err(visible(`${where} ${mapped.why}; nothing written`));
      refused++;
      continue;
    }
    const id = nextFreeId(lib.usedIds, project.rules);
    lib.usedIds.add(id);
    const draft = completeDraft(mapped, project.rules.schemas.cases, id, today);
    const target = join(outDir, `${id}.md`);
    if (existsSync(target)) {
      io.err(visible(`${where} ${rel(target)} already exists; nothing written`));
      refused++;
      continue;
    }
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      target,
      renderDraft(
        draft.data,
        mapped.sections,
        project.rules.schemas.cases,
        importLine(source, digest),
      ),
    );
    done.byDigest.set(digest, id);
    done.bySource.set(visible(source), id);
    written.push(target);
    io.out(reportLine(where, id, rel(target), mapped, draft));
  }
  const inContent = written.filter((f) => !relative(project.contentDir, f).startsWith('..'));
  if (inContent.length) {
    io.out(`\nnpm run validate on the ${inContent.length === 1 ? 'draft' : 'drafts'}:`);
    await runValidate(
      root,
      ['--no-cache', ...inContent],
      { out: io.out, err: io.err },
      options.cacheDir,
      project,
    );
  }
  return refused ? 1 : 0;
}

if (import.meta.main) {
  process.exitCode = await runImport(process.cwd(), process.argv.slice(2));
}
