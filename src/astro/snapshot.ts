/**
 * One validated reading of `content/` for the content loader: every file read and checked by the
 * same code as `npm run validate` (`readContentTree` and `buildLibrary`), each file's result taken
 * from the check cache and written back to it, the episodes' audio checked against their
 * narration records, and the link index and renderer the entries are rendered with. The library
 * owner (`loader.ts`) decides when to read and keeps what a reading hands on to the next.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPipeline,
  renderTree,
  renderTreeAsync,
  type Pipeline,
  type RenderedTree,
  type RenderOptions,
} from '../markdown/index.ts';
import type { ContentIssue } from '../model/errors.ts';
import {
  buildLibrary,
  type FileCheck,
  type FileCheckCache,
  type Library,
  type SourceFile,
} from '../model/library.ts';
import { buildLinkIndex, type LinkIndex } from '../model/link-index.ts';
import { openCheckCache } from '../node/check-cache.ts';
import { checkUncached } from '../node/check-parallel.ts';
import { sourcesDigest } from '../node/json-cache.ts';
import type { PhaseRecorder } from '../node/phases.ts';
import { listAssets, readContentTree } from '../node/read-content.ts';
import { narratedAudioIssues } from '../node/narrated-audio.ts';
import type { Project } from '../node/project.ts';

/** One validated reading of `content/`: the library, its problems and the link index for rendering. */
export interface Snapshot {
  library: Library;
  issues: ContentIssue[];
  links: LinkIndex;
  /** Changes whenever anything a rendered body depends on besides its own text changes. */
  context: string;
  /** Entries rendered from this snapshot so far (the others were unchanged in Astro's store). */
  rendered: number;
  /** Renders a body's tree with the library's own plugins, if it has any. */
  render: (tree: Parameters<typeof renderTree>[0], options: RenderOptions) => Promise<RenderedTree>;
}

/** How the owner renders bodies: the pipeline with the library's plugins and their digest. */
export interface Renderer {
  pipeline: Pipeline;
  /** Whether the library has plugins of its own (which may be asynchronous). */
  plugins: boolean;
  digest: string;
}

/** A digest of the code that turns a body into HTML, so a changed renderer re-renders every entry. */
function rendererDigest(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  // The entries' sync too: it decides what each entry stores besides the HTML (`metadata`).
  return sourcesDigest(
    'renderer',
    ['../markdown', '../model', '../../schemas'].map((d) => join(here, d)),
    [join(here, 'entry-sync.ts')],
  ).slice(0, 16);
}

/** Per-file results kept in memory for a dev session, keyed by the file's bytes. */
export function memoryCache(): FileCheckCache {
  const byFile = new Map<string, { digest: string; check: FileCheck }>();
  const digestOf = (s: SourceFile) => createHash('sha1').update(s.content).digest('hex');
  return {
    get(source) {
      const hit = byFile.get(source.file);
      return hit && hit.digest === digestOf(source) ? hit.check : undefined;
    },
    set(source, check, digest) {
      byFile.set(source.file, { digest: digest ?? digestOf(source), check });
    },
  };
}

/** Where the build keeps its per-file check results, inside Astro's cache folder. */
const CHECKS_FOLDER = 'incident-library-validation';

/** `1,234`: a count in the build's log. */
export const n = (count: number) => count.toLocaleString('en');

/** A digest of everything the link index holds: titles and anchors of other pages show in a body. */
function linksDigest(links: LinkIndex): string {
  const hash = createHash('sha256').update(links.base);
  for (const [kind, set] of Object.entries(links.targets))
    hash.update(`\0${kind}:${[...set].join(',')}`);
  for (const [key, title] of links.titles) hash.update(`\0${key}=${title}`);
  for (const [key, set] of links.anchors) hash.update(`\0${key}#${[...set].join(',')}`);
  for (const key of links.drafts) hash.update(`\0draft ${key}`);
  return hash.digest('hex').slice(0, 16);
}

/** Where and how to read: the project's root, the site's base, and a build's or a dev session's choices. */
export interface ReadOptions {
  root: string;
  base: string;
  phases: PhaseRecorder;
  /** A build keeps each body's tree from validation until its entry renders it. */
  keepTrees: boolean;
  /** Astro's cache folder, for the per-file results of the last build. */
  cacheDir: string | undefined;
}

/** What an earlier reading in the same process left: its memory cache, renderer digest and Markdown set-up. */
export interface ReadState {
  cache: FileCheckCache | undefined;
  renderer: string | undefined;
  markdown: Renderer | undefined;
}

/** A reading: its snapshot, the renderer digest it used and a dev session's new memory cache, if it started one. */
export interface Reading {
  snapshot: Snapshot;
  renderer: string;
  memory?: FileCheckCache;
}

/**
 * Reads and checks the content of `project` once, as the phase `validation`.
 * @returns the snapshot; a dev session's first reading from the build cache also returns the
 *   memory cache its later readings use.
 */
export async function readSnapshot(
  project: Project,
  { root, base, phases, keepTrees, cacheDir }: ReadOptions,
  state: Readonly<ReadState>,
): Promise<Reading> {
  const endValidation = phases.start('validation');
  const read = readContentTree(root, project.contentDir);
  // A dev session's later readings use its memory cache (`loaded`), which knows this session's files.
  const disk =
    !state.cache && cacheDir
      ? openCheckCache(join(cacheDir, CHECKS_FOLDER), project.contentDir, {
          purpose: 'build',
          rules: project.rules,
        })
      : undefined;
  // A build checks the files its cache does not know on every core first (all of them when
  // cold), each result with its tree; `buildLibrary` then finds them all in the cache.
  if (disk && keepTrees) await checkUncached(read.files, disk, project.rules);
  const result = buildLibrary(read.files, {
    rules: project.rules,
    cache: state.cache ?? disk,
    assets: listAssets(project.publicDir),
    keepTrees,
  });
  let memory: FileCheckCache | undefined;
  if (disk) {
    try {
      disk.save();
    } catch {
      // an unwritable cache folder only costs the next build its speed
    }
    phases.note(
      'validation',
      `checked ${n(disk.misses)} of ${n(read.files.length)} files, ${n(disk.hits)} from the cache of earlier builds`,
    );
    // A dev session re-checks from memory next (`loaded`): it starts with this reading's results.
    if (!keepTrees) {
      memory = memoryCache();
      for (const f of read.files) memory.set(f, result.details.checks.get(f.file)!);
    }
  }
  // Each episode's MP3 against its narration record (the cache knows the text, not the audio).
  const audio = narratedAudioIssues(result.library.transcripts, project.publicDir);
  const issues = [...read.issues, ...result.issues, ...audio];
  const links = buildLinkIndex(result.library, base, project.rules.vocabularies);
  const renderer = state.renderer ?? rendererDigest();
  const markdown = state.markdown ?? { pipeline: createPipeline(), plugins: false, digest: '' };
  endValidation();
  const snapshot: Snapshot = {
    library: result.library,
    issues,
    links,
    context: `${renderer}:${markdown.digest}:${linksDigest(links)}`,
    rendered: 0,
    // Our own plugins are synchronous; a library's may not be.
    render: markdown.plugins
      ? (tree, options) => renderTreeAsync(tree, { ...options, pipeline: markdown.pipeline })
      : (tree, options) => Promise.resolve(renderTree(tree, options)),
  };
  return memory ? { snapshot, renderer, memory } : { snapshot, renderer };
}
