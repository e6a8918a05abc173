/**
 * The content loaders, in the idiom of Astro's own glob loader: one owner of the validated
 * library per Astro process (a build or a dev session), shared by the collections that
 * `src/content.config.ts` declares, with no process-wide state.
 *
 * - Every file is read and checked once by the same code as `npm run validate`
 *   (`readContentTree` and `buildLibrary`, in `snapshot.ts`); the build fails with every issue (file, line, field,
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
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { ContentType } from '../../schemas/index.ts';
import { createPipeline } from '../markdown/index.ts';
import { ContentError, formatIssue, summarizeIssues, visible } from '../model/errors.ts';
import type { FileCheckCache } from '../model/library.ts';
import { NO_PHASES, type PhaseRecorder } from '../node/phases.ts';
import { recorderOf } from './build-phases.ts';
import { pluginsDigest, processorPlugins } from './markdown-plugins.ts';
import { syncEntries, syncProblems, syncTaxonomies } from './entry-sync.ts';
import { memoryCache, n, readSnapshot, type Renderer, type Snapshot } from './snapshot.ts';
import type { Project } from '../node/project.ts';

/** How the dev server's summary of problems ends: saving the fixed file checks it again. */
const DEV_THEN = 'and save: the pages come back by themselves';

/** The collections the owner fills: the four Markdown types, the vocabularies and the problems. */
export type CollectionName = ContentType | 'taxonomies' | 'problems';

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
    const reading = await readSnapshot(
      this.#project,
      { root, base, phases, keepTrees, cacheDir },
      { cache: this.#cache, renderer: this.#renderer, markdown: this.#markdown },
    );
    if (reading.memory) this.#cache = reading.memory;
    this.#renderer = reading.renderer;
    // A build's collections render their entries next; the phase ends when the last has loaded.
    if (keepTrees) this.#endSync = phases.start('content sync');
    return reading.snapshot;
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
