/**
 * The content loaders, in the idiom of Astro's own glob loader: one owner of the validated
 * library per Astro process (a build or a dev session), shared by the collections that
 * `src/content.config.ts` declares, with no process-wide state.
 *
 * - Every file is read and checked once by the same code as `npm run validate`
 *   (`readContentTree` and `buildLibrary`); the build fails with every issue (file, line, field,
 *   hint) before anything is rendered: the loader throws `ContentError`, which `npm run build`
 *   prints.
 * - Each file's own result (`checkFile`: its data, headings, problems and what the checks across
 *   files need) is kept between builds in Astro's cache folder (`check-cache.ts`, purpose
 *   `build`), so a rebuild parses only the files that changed; the checks across files and the
 *   dates against today still run on every file. A file whose result came from the cache has no
 *   tree: if its entry must be rendered, `entry.tree` parses its body then.
 * - Each entry carries a digest of its file, of the link index it was rendered against, of the
 *   renderer's own source and of the library's own Markdown plugins (`pluginsDigest`), so an
 *   entry whose digest is unchanged is not rendered again (Astro keeps
 *   the store between builds and for a whole dev session).
 * - In `astro dev` the owner watches `content/` through Astro's `watcher`: an edited, added or
 *   deleted file is checked again with the rest of the library, and the collections update only
 *   the entries whose digest changed. A content error is printed in the terminal once per change
 *   and handed to the integration, whose dev server shows it in Astro's overlay in place of every
 *   page (`dev-problems.ts`); fixing the file clears it. It is stored in the `problems` collection
 *   too, which `getSite` throws for anything else that renders meanwhile.
 */
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { ContentType } from '../../schemas/index.ts';
import {
  createPipeline,
  renderTree,
  renderTreeAsync,
  type Pipeline,
  type RenderedTree,
  type RenderOptions,
} from '../markdown/index.ts';
import { caseLearnings } from '../model/case-learnings.ts';
import {
  ContentError,
  formatIssue,
  summarizeIssues,
  visible,
  type ContentIssue,
} from '../model/errors.ts';
import {
  buildLibrary,
  type FileCheck,
  type FileCheckCache,
  type Library,
  type SourceFile,
} from '../model/library.ts';
import { buildLinkIndex, isDraft, type LinkIndex } from '../model/link-index.ts';
import {
  bodyFile,
  bodyFileHolds,
  htmlDigest,
  removeOtherBodyFiles,
  bodyFileWriter,
} from '../node/body-files.ts';
import { openCheckCache } from '../node/check-cache.ts';
import { checkUncached } from '../node/check-parallel.ts';
import { sourcesDigest } from '../node/json-cache.ts';
import { NO_PHASES, type PhaseRecorder } from '../node/phases.ts';
import { recorderOf } from './build-phases.ts';
import { pluginsDigest, processorPlugins } from './markdown-plugins.ts';
import { reportProblems } from './dev-problems.ts';
import { listAssets, readContentTree } from '../node/read-content.ts';
import { narratedAudioIssues } from '../node/narrated-audio.ts';
import type { Project } from '../node/project.ts';

/** How the dev server's summary of problems ends: saving the fixed file checks it again. */
const DEV_THEN = 'and save: the pages come back by themselves';

/** One validated reading of `content/`: the library, its problems and the link index for rendering. */
interface Snapshot {
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
interface Renderer {
  pipeline: Pipeline;
  /** Whether the library has plugins of its own (which may be asynchronous). */
  plugins: boolean;
  digest: string;
}

/** The collections the owner fills: the four Markdown types, the vocabularies and the problems. */
export type CollectionName = ContentType | 'taxonomies' | 'problems';

/** A digest of the code that turns a body into HTML, so a changed renderer re-renders every entry. */
function rendererDigest(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  // The loader itself too: it decides what each entry stores besides the HTML (`metadata`).
  return sourcesDigest(
    'renderer',
    ['../markdown', '../model', '../../schemas'].map((d) => join(here, d)),
    [join(here, 'loader.ts')],
  ).slice(0, 16);
}

/** Per-file results kept in memory for a dev session, keyed by the file's bytes. */
function memoryCache(): FileCheckCache {
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
const n = (count: number) => count.toLocaleString('en');

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

/**
 * The owner of the library for one Astro process. `snapshot` reads and checks the content once and
 * hands every collection the same result until a watched file changes.
 */
class LibraryOwner {
  readonly #project: Project;
  #current: Promise<Snapshot> | undefined;
  #cache: FileCheckCache | undefined;
  #renderer: string | undefined;
  #markdown: Renderer | undefined;
  #watching = false;
  #endSync: (() => void) | undefined;
  #phases: PhaseRecorder = NO_PHASES;
  #pending = new Set<CollectionName>();
  readonly #resync = new Map<CollectionName, () => Promise<void>>();

  constructor(project: Project) {
    this.#project = project;
  }

  /**
   * Takes the library's own Markdown plugins from the Astro config of the process (our processor
   * carries them: `src/astro/markdown-plugins.ts`), once: a changed Astro config restarts Astro.
   */
  useMarkdown(config: Pick<LoaderContext['config'], 'markdown'>): void {
    if (this.#markdown) return;
    const plugins = processorPlugins(config.markdown);
    const any = plugins.remarkPlugins.length + plugins.rehypePlugins.length > 0;
    this.#markdown = {
      pipeline: createPipeline(plugins),
      plugins: any,
      digest: any ? pluginsDigest(plugins) : '',
    };
  }

  /**
   * The current snapshot of the content of the project at `root`, rendered for `base`. A build
   * (`keepTrees`) keeps each body's tree from validation until its entry renders it, so no body is
   * parsed twice; a dev session does not, as most entries are unchanged and not rendered again.
   * @param cacheDir Astro's cache folder: the first reading takes each unchanged file's result
   *   from the last build's there, and writes this one's back.
   */
  snapshot(
    root: string,
    base: string,
    phases: PhaseRecorder,
    keepTrees = false,
    cacheDir?: string,
  ): Promise<Snapshot> {
    return (this.#current ??= Promise.resolve().then(() =>
      this.#read(root, base, phases, keepTrees, cacheDir),
    ));
  }

  async #read(
    root: string,
    base: string,
    phases: PhaseRecorder,
    keepTrees: boolean,
    cacheDir: string | undefined,
  ): Promise<Snapshot> {
    this.#phases = phases;
    const endValidation = phases.start('validation');
    const project = this.#project;
    const read = readContentTree(root, project.contentDir);
    // A dev session's later readings use its memory cache (`loaded`), which knows this session's files.
    const disk =
      !this.#cache && cacheDir
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
      cache: this.#cache ?? disk,
      assets: listAssets(project.publicDir),
      keepTrees,
    });
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
        const memory = memoryCache();
        for (const f of read.files) memory.set(f, result.details.checks.get(f.file)!);
        this.#cache = memory;
      }
    }
    // Each episode's MP3 against its narration record (the cache knows the text, not the audio).
    const audio = narratedAudioIssues(result.library.transcripts, project.publicDir);
    const issues = [...read.issues, ...result.issues, ...audio];
    const links = buildLinkIndex(result.library, base, project.rules.vocabularies);
    this.#renderer ??= rendererDigest();
    const markdown = this.#markdown ?? { pipeline: createPipeline(), plugins: false, digest: '' };
    endValidation();
    // A build's collections render their entries next; the phase ends when the last has loaded.
    if (keepTrees) this.#endSync = phases.start('content sync');
    return {
      library: result.library,
      issues,
      links,
      context: `${this.#renderer}:${markdown.digest}:${linksDigest(links)}`,
      rendered: 0,
      // Our own plugins are synchronous; a library's may not be.
      render: markdown.plugins
        ? (tree, options) => renderTreeAsync(tree, { ...options, pipeline: markdown.pipeline })
        : (tree, options) => Promise.resolve(renderTree(tree, options)),
    };
  }

  /**
   * Called by each collection after its first load. Without a watcher (a build) the owner lets go
   * of the library once every collection has loaded: pages read the store, and the memory is
   * better spent on page generation. With one (dev), it starts watching `content/`.
   */
  loaded(
    name: CollectionName,
    ctx: LoaderContext,
    resync: () => Promise<void>,
    snap: Snapshot,
  ): void {
    this.#resync.set(name, resync);
    this.#pending.delete(name);
    if (!ctx.watcher) {
      if (this.#pending.size === 0) {
        this.#current = undefined;
        this.#endSync?.();
        this.#phases.note(
          'content sync',
          `rendered ${n(snap.rendered)} ${snap.rendered === 1 ? 'entry' : 'entries'}, the others unchanged`,
        );
      }
      return;
    }
    if (this.#watching) return;
    this.#watching = true;
    this.#cache ??= memoryCache();
    const root = fileURLToPath(ctx.config.root);
    const contentDir = this.#project.contentDir;
    ctx.watcher.add(contentDir);
    let timer: NodeJS.Timeout | undefined;
    const onEvent = (path: string) => {
      const rel = relative(contentDir, path);
      if (rel.startsWith('..') || rel === '' || rel.split(sep).some((p) => p.startsWith('.')))
        return;
      // One re-check for a burst of events (an editor's save is often a write and a rename).
      clearTimeout(timer);
      timer = setTimeout(() => {
        this.#current = undefined;
        void this.#resyncAll(ctx, root);
      }, 50);
    };
    ctx.watcher.on('change', onEvent);
    ctx.watcher.on('add', onEvent);
    ctx.watcher.on('unlink', onEvent);
  }

  /** Declares the collections that will load, so the owner knows when a build has loaded them all. */
  expect(names: readonly CollectionName[]): void {
    for (const n of names) this.#pending.add(n);
  }

  async #resyncAll(ctx: LoaderContext, root: string): Promise<void> {
    try {
      await this.#resyncAllOnce(ctx, root);
    } catch (err) {
      // Called from a watcher's timer: a rejection would go unhandled and drop the update. Said
      // in one line; the next change of content/ reads it all again.
      this.#current = undefined;
      ctx.logger.error(
        `content not updated: ${visible(err instanceof Error ? err.message : String(err))}`,
      );
    }
  }

  async #resyncAllOnce(ctx: LoaderContext, root: string): Promise<void> {
    const t0 = performance.now();
    const snap = await this.snapshot(root, ctx.config.base, recorderOf(ctx.config));
    if (snap.issues.length) {
      for (const i of snap.issues) ctx.logger.error(formatIssue(i));
      ctx.logger.error(summarizeIssues(snap.issues, DEV_THEN));
    }
    for (const resync of this.#resync.values()) await resync();
    if (!snap.issues.length)
      ctx.logger.info(`content checked and updated in ${Math.round(performance.now() - t0)} ms`);
  }
}

/**
 * Renders and stores the entries of one Markdown type whose digest changed; drops the rest.
 * @param previous the body files the collection's last sync in this process pointed at, kept on
 *   disk through this one: a dev server goes on serving the store it had loaded until it reloads
 *   the new one, and a page rendered in between reads the old entry's body.
 * @returns the body files this sync's entries point at.
 */
async function syncEntries(
  ctx: LoaderContext,
  snap: Snapshot,
  type: ContentType,
  previous: ReadonlySet<string>,
): Promise<Set<string>> {
  const { store } = ctx;
  const keep = new Set<string>();
  // The body files this store's entries point at; any other in the collection's folder is left over.
  const bodies = new Set<string>();
  const cacheDir = fileURLToPath(ctx.config.cacheDir);
  const writer = bodyFileWriter();
  for (const e of snap.library[type]) {
    // Drafts are checked like every file but never built.
    if (isDraft(type, e.data)) continue;
    keep.add(e.id);
    const digest = ctx.generateDigest(
      `${snap.context}\0${e.file}\0${JSON.stringify(e.data)}\0${e.body}`,
    );
    const file = bodyFile(cacheDir, type, e.id, digest);
    // Unchanged, and its body is where this build's pages will read it (a cache folder copied or
    // moved keeps the old paths in its store: render again rather than read another folder).
    const stored = store.get(e.id);
    bodies.add(file);
    if (
      stored?.digest === digest &&
      stored.rendered?.metadata?.bodyFile === file &&
      bodyFileHolds(file, stored.rendered?.metadata?.htmlDigest)
    )
      continue;
    snap.rendered++;
    // The tree the validator parsed and checked (`entry.tree`, a fresh one per read: read it once),
    // rendered with the library's link index.
    const tree = e.tree;
    // A case also keeps its action items and lessons as text with their anchors, for the pages that
    // gather them across cases (the body itself is not stored). Read before rendering, which changes the tree.
    const learnings =
      type === 'cases'
        ? caseLearnings(
            tree,
            (tree.data?.headings ?? []).map((h) => h.id),
            (url) => emptyLinkText(snap.links, url),
          )
        : undefined;
    const r = await snap.render(tree, {
      file: e.file,
      frontmatter: e.data as Record<string, unknown>,
      bodyLine: e.bodyLine,
      links: snap.links,
    });
    // The store keeps what pages use besides the body: its headings, length, cross-links and the
    // file holding the rendered HTML (src/node/body-files.ts). Only transcripts keep their
    // Markdown (their timing and WebVTT read it): the store is compiled into one module, and its
    // size drives the build's time and memory at many thousands of cases.
    await writer.write(file, r.html);
    const metadata = {
      headings: r.headings,
      bodyChars: e.body.length,
      links: e.links,
      bodyFile: file,
      htmlDigest: htmlDigest(r.html),
      ...(learnings && { learnings }),
    };
    store.set({
      id: e.id,
      data: e.data as Record<string, unknown>,
      body: type === 'transcripts' ? e.body : undefined,
      filePath: e.file,
      rendered: { html: '', metadata },
      digest,
    });
  }
  // Every body is on disk before the store that points at it is kept, and before a page reads it.
  await writer.flush();
  for (const id of store.keys()) if (!keep.has(id)) store.delete(id);
  // Bodies of earlier digests and of deleted entries (only this cache folder's are touched).
  removeOtherBodyFiles(cacheDir, type, new Set([...bodies, ...previous]));
  return bodies;
}

/** What a cross-link without text shows (`[](case:IL-0190)`), as the renderer fills it in: the target's title, else the target. */
function emptyLinkText(links: LinkIndex, url: string): string | undefined {
  const m = /^([a-z-]+):([^#]*)/.exec(url);
  return m ? (links.titles.get(`${m[1]}:${m[2]}`) ?? m[2]) : undefined;
}

/** Stores one entry per vocabulary (id: its name, data: its terms by slug). */
function syncTaxonomies(ctx: LoaderContext, snap: Snapshot): void {
  for (const [name, data] of Object.entries(snap.library.taxonomies)) {
    const digest = ctx.generateDigest(data as Record<string, unknown>);
    if (ctx.store.get(name)?.digest !== digest)
      ctx.store.set({ id: name, data: data as Record<string, unknown>, digest });
  }
}

/** Stores the current content problems as one entry, `current` (none in a build: it stops first). */
function syncProblems(ctx: LoaderContext, snap: Snapshot): void {
  ctx.store.set({ id: 'current', data: { issues: snap.issues.map((i) => ({ ...i })) } });
  // The dev server shows them in place of every page (`dev-problems.ts`).
  if (ctx.watcher) reportProblems(ctx.config, snap.issues);
}

/**
 * The loaders of every collection of `project`, sharing one library owner.
 * @returns a loader per collection name; a build throws `ContentError` from the first loader that
 *   runs when any file has a problem.
 */
export function contentLoaders(project: Project): Record<CollectionName, Loader> {
  const owner = new LibraryOwner(project);
  const names: CollectionName[] = [
    'cases',
    'concepts',
    'articles',
    'transcripts',
    'mitigations',
    'taxonomies',
    'problems',
  ];
  owner.expect(names);
  const make = (name: CollectionName): Loader => ({
    name: `incident-library-${name}`,
    async load(ctx) {
      const root = fileURLToPath(ctx.config.root);
      owner.useMarkdown(ctx.config);
      let bodies = new Set<string>();
      const sync = async () => {
        const snap = await owner.snapshot(root, ctx.config.base, recorderOf(ctx.config));
        if (name === 'problems') return syncProblems(ctx, snap);
        // In dev, a snapshot with problems leaves the other collections as they were: the overlay
        // shows the problems, and the last good pages come back as soon as they are fixed.
        if (snap.issues.length) return;
        if (name === 'taxonomies') return syncTaxonomies(ctx, snap);
        bodies = await syncEntries(ctx, snap, name, bodies);
      };
      const snap = await owner.snapshot(
        root,
        ctx.config.base,
        recorderOf(ctx.config),
        !ctx.watcher,
        fileURLToPath(ctx.config.cacheDir),
      );
      if (snap.issues.length && !ctx.watcher) throw new ContentError(snap.issues);
      if (snap.issues.length && name === 'cases') {
        for (const i of snap.issues) ctx.logger.error(formatIssue(i));
        ctx.logger.error(summarizeIssues(snap.issues, DEV_THEN));
      }
      await sync();
      owner.loaded(name, ctx, sync, snap);
    },
  });
  return Object.fromEntries(names.map((n) => [n, make(n)])) as Record<CollectionName, Loader>;
}
