/**
 * Incremental validation: what one `npm run validate` leaves for the next, so that re-checking
 * one changed file against 10,000 does not reload every file's results.
 *
 * A run summary keeps, per file, its digest, its stat and a digest of what it offers other files
 * (its kind and ID, whether it is valid, its case ID, aliases, heading anchors, and what decides
 * the layout sections of other pages); each file's
 * problems by where they come from; and the universe references are resolved against. The next
 * run then:
 * - when no file changed (stat, else digest): reports the stored problems;
 * - when only entries changed and none of them changed what it offers: re-checks just those files,
 *   their own problems and their references against the stored universe, keeping everything else
 *   (no other file's result can have changed);
 * - otherwise (a file added, removed or renamed, a vocabulary or template changed, an ID, alias,
 *   heading or draft status changed, or the files under `public/` changed): returns undefined,
 *   and the caller runs the full validation.
 * Correctness rests on that rule; the tests compare every path with a run without any cache.
 */
import type { ContentRules } from '../model/rules.ts';
import { hash } from 'node:crypto';
import { join } from 'node:path';
import type { Taxonomy, TaxonomyName } from '../../schemas/index.ts';
import type { ContentIssue } from '../model/errors.ts';
import { parseContentFile } from '../model/frontmatter.ts';
import {
  checkFile,
  ownIssues,
  type FileCheck,
  type FileStat,
  type LibraryResult,
  type SourceFile,
} from '../model/library.ts';
import { sectionKeys } from '../model/layout-anchors.ts';
import { readJsonCache, writeJsonCache } from './json-cache.ts';
import type { Universe } from '../model/universe.ts';
import { refContext } from '../model/ref-context.ts';
import { checkEntryRefs } from '../model/entry-refs.ts';

const FORMAT = 3;
const RACY_MS = 2000;
type Stat = [number, number, number, number];

/** What a run leaves for the next one. */
export interface RunSummary {
  format: number;
  version: string;
  /** Per file: digest of its bytes, its stat (0 when racy), digest of what it offers other files. */
  files: Record<string, [string, Stat | 0, string]>;
  own: Record<string, ContentIssue[]>;
  refs: Record<string, ContentIssue[]>;
  /** Name collisions, duplicate IDs, reused aliases, vocabulary terms naming missing concepts. */
  global: ContentIssue[];
  universe: Universe;
  taxonomies: Record<TaxonomyName, Taxonomy>;
}

/** A digest of what a file offers other files: if it is unchanged, no other file's result can change. */
export function offers(check: FileCheck): string {
  const f = check.facts;
  return hash(
    'sha1',
    JSON.stringify([
      check.classified,
      check.valid ?? null,
      check.classified.kind === 'taxonomy' ? (check.data ?? null) : null,
      f?.caseId ?? null,
      f?.aliases ?? null,
      f?.anchors ?? null,
      f?.draft ?? false,
      // What decides the layout sections of other pages and its own (`renderedSections`).
      f && check.classified.kind === 'entry' ? sectionKeys(check.classified.type, f) : null,
      f?.sections ?? null,
    ]),
  );
}

const statKey = (s: FileStat): Stat => [s.size, s.mtimeMs, s.ctimeMs, s.ino];
const sameStat = (a: Stat | 0, b: FileStat | undefined) =>
  !!b && a !== 0 && a[0] === b.size && a[1] === b.mtimeMs && a[2] === b.ctimeMs && a[3] === b.ino;

/** The summary file for a content folder. */
function summaryPath(dir: string, contentDir: string): string {
  return join(dir, `summary-${hash('sha1', contentDir).slice(0, 12)}.json`);
}

/** Reads the last run's summary, if it was written by this validator. */
export function loadSummary(
  dir: string,
  contentDir: string,
  version: string,
): RunSummary | undefined {
  const s = readJsonCache<RunSummary>(summaryPath(dir, contentDir), version);
  return s?.format === FORMAT && s.files && s.universe ? s : undefined;
}

/** Writes a summary atomically. */
export function saveSummary(dir: string, contentDir: string, summary: RunSummary): void {
  writeJsonCache(summaryPath(dir, contentDir), summary.version, summary);
}

/** The summary of a full run. `started` is when the run began (for racy stats). */
export function summarize(
  result: LibraryResult,
  sources: readonly SourceFile[],
  version: string,
  started: number,
): RunSummary {
  const d = result.details;
  const files: RunSummary['files'] = {};
  for (const s of sources) {
    const check = d.checks.get(s.file)!;
    files[s.file] = [
      hash('sha1', s.content),
      s.stat && s.stat.mtimeMs < started - RACY_MS ? statKey(s.stat) : 0,
      offers(check),
    ];
  }
  return {
    format: FORMAT,
    version,
    files,
    own: Object.fromEntries(d.own),
    refs: Object.fromEntries(d.cross.refs),
    global: [...d.collisions, ...d.cross.global],
    universe: d.cross.universe,
    taxonomies: result.library.taxonomies,
  };
}

/** The problems a summary holds, in one list. */
export function summaryIssues(s: RunSummary): ContentIssue[] {
  return [...s.global, ...Object.values(s.own).flat(), ...Object.values(s.refs).flat()];
}

/** What `revalidate` did. */
export interface Revalidated {
  issues: ContentIssue[];
  summary: RunSummary;
  unchanged: number;
  rechecked: number;
}

/**
 * Re-checks only the changed files against the last run's summary, or returns undefined when a
 * full run is needed (see the module comment). Each changed file is checked under `rules`.
 */
export function revalidate(
  summary: RunSummary,
  sources: readonly SourceFile[],
  started: number,
  rules: ContentRules,
  assets?: readonly string[],
  now = new Date(started),
): Revalidated | undefined {
  const names = Object.keys(summary.files);
  if (names.length !== sources.length) return undefined;
  if (JSON.stringify(assets ?? null) !== JSON.stringify(summary.universe.assets ?? null))
    return undefined;
  const changed: [SourceFile, string][] = [];
  const files = { ...summary.files };
  for (const s of sources) {
    const rec = summary.files[s.file];
    if (!rec) return undefined;
    if (sameStat(rec[1], s.stat)) continue;
    const digest = hash('sha1', s.content);
    const stat: Stat | 0 = s.stat && s.stat.mtimeMs < started - RACY_MS ? statKey(s.stat) : 0;
    if (digest === rec[0]) files[s.file] = [digest, stat, rec[2]];
    else changed.push([s, digest]);
  }
  const own = { ...summary.own };
  const refs = { ...summary.refs };
  if (changed.length) {
    const resolver = refContext(summary.universe);
    for (const [s, digest] of changed) {
      const c = checkFile(s.file, s.content, rules);
      const offered = offers(c);
      if (c.classified.kind !== 'entry' || !c.facts || offered !== summary.files[s.file][2])
        return undefined;
      const mine = ownIssues(c, summary.taxonomies, rules.vocabularies, now);
      const found = checkEntryRefs(
        {
          type: c.classified.type,
          id: c.classified.id,
          file: s.file,
          facts: c.facts,
          valid: !!c.valid,
        },
        resolver,
        (file, path) => parseContentFile(file, s.content).locate(path),
      );
      if (mine.length) own[s.file] = mine;
      else delete own[s.file];
      if (found.length) refs[s.file] = found;
      else delete refs[s.file];
      files[s.file] = [
        digest,
        s.stat && s.stat.mtimeMs < started - RACY_MS ? statKey(s.stat) : 0,
        offered,
      ];
    }
  }
  const next = { ...summary, files, own, refs };
  return {
    issues: summaryIssues(next),
    summary: next,
    unchanged: sources.length - changed.length,
    rechecked: changed.length,
  };
}
